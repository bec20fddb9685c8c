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
import { pageMeta } from "@/lib/meta";
import { businessJsonLd } from "@/lib/structured-data";

export const meta = () =>
  pageMeta({
    title: `${site.businessName}: online puja, homa and Vedic rituals from Gokarna`,
    description:
      "Book authentic Vedic pujas, homas, festival pujas, remedial rites and ancestor rituals, performed in your name in Gokarna. Join by video from anywhere.",
    path: "/",
    image: heroArt,
    jsonLd: [businessJsonLd()],
  });

export default function HomePage() {
  return (
    <>
      <Hero />
      <AboutStrip />
      <RecommendedPujas />
      <Services />
      <HowItWorks />
      <TypewriterBanner />
      <FlowerBanner />
    </>
  );
}
