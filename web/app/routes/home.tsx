import heroArt from "@/assets/art/hero.svg";
import { site } from "@/content/site";
import {
  AboutStrip,
  FlowerBanner,
  Hero,
  HowItWorks,
  RecommendedPujas,
  Services,
  TypewriterBanner,
} from "@/features/home/home-sections";
import { cardsIn } from "@/features/catalogue/catalogue.server";
import { pageMeta } from "@/lib/meta";
import { businessJsonLd } from "@/lib/structured-data";
import type { Route } from "./+types/home";

/** Runs at build time: the first five pujas, for the Recommended row. */
export function loader() {
  return { recommended: cardsIn("pujas", 5) };
}

export const meta = () =>
  pageMeta({
    title: `${site.businessName}: online puja, homa and Vedic rituals from Gokarna`,
    description:
      "Book authentic Vedic pujas, homas, festival pujas, remedial rites and ancestor rituals, performed in your name in Gokarna. Join by video from anywhere.",
    path: "/",
    image: heroArt,
    jsonLd: [businessJsonLd()],
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <AboutStrip />
      <RecommendedPujas rituals={loaderData.recommended} />
      <Services />
      <HowItWorks />
      <TypewriterBanner />
      <FlowerBanner />
    </>
  );
}
