/** /about-us: the menu, and the particle field behind the hero. */
import { menu } from "@/components/layout/header.island";
import { particleHero } from "@/features/about/particle-hero.island";

menu();
particleHero();
