import heroArt from "@/assets/art/hero.svg";
import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { cardsIn } from "@/features/catalogue/catalogue";
import {
  AboutStrip,
  FlowerBanner,
  Hero,
  HowItWorks,
  RecommendedPujas,
  Services,
  TypewriterBanner,
} from "@/features/home/home-sections";
import { businessJsonLd } from "@/lib/structured-data";

export const meta = (content: SiteContent) => ({
  title: content.pages.home.title,
  description: content.pages.home.description,
  path: "/",
  image: heroArt,
  jsonLd: [businessJsonLd(content.site, content.origin)],
});

export default function HomePage() {
  const content = useContent();
  const home = content.pages.home;
  return (
    <>
      <Hero hero={home.hero} />
      <AboutStrip intro={home.aboutIntro} stats={home.aboutStats} />
      {/* The first five pujas, for the Recommended row. */}
      <RecommendedPujas rituals={cardsIn(content, "pujas", 5)} />
      <Services services={home.services} />
      <HowItWorks steps={home.howItWorks} />
      <TypewriterBanner phrases={home.typewriterPhrases} />
      <FlowerBanner />
    </>
  );
}
