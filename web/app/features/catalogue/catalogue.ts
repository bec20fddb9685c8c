/**
 * The ritual catalogue as pages use it: cards, a ritual's page, the names old addresses use. Everything
 * reads the content it is given (app/content/model.ts), never a module of content.
 */
import type { RitualCardData } from "@/components/ritual-card";
import { RITUAL_ART_SIZE, ritualArt } from "@/content/ritual-art";
import type { Category, Ritual, SiteContent } from "@/content/types";

export function cardOf(ritual: Ritual): RitualCardData {
  const { id, title, slug, category, summary, imageAlt } = ritual;
  return { id, title, slug, category, summary, imageAlt, imageSrc: ritualArt(ritual.image) ?? null };
}

export function ritualsIn(content: SiteContent, category: string): Ritual[] {
  return content.lists.ritual.filter((r) => r.category === category);
}

export function cardsIn(content: SiteContent, category: Category, limit?: number): RitualCardData[] {
  return ritualsIn(content, category).slice(0, limit).map(cardOf);
}

export function ritualBySlug(content: SiteContent, slug: string | undefined): Ritual | undefined {
  return content.lists.ritual.find((r) => r.slug === slug);
}

/** The category's button text ("Homa/Havan"), or its value when the content names no such category. */
export function categoryName(content: SiteContent, category: string): string {
  return content.lists.category.find((c) => c.category === category)?.name ?? category;
}

/** Every name an old address may use for the ritual: its title, then its aliases. */
export function ritualNames(ritual: Ritual): string[] {
  return [ritual.title, ...(ritual.aliases ?? [])];
}

export interface RitualPageData {
  ritual: Ritual;
  imageSrc: string | null;
  size: typeof RITUAL_ART_SIZE;
  related: RitualCardData[];
}

export function ritualPage(content: SiteContent, slug: string | undefined): RitualPageData | undefined {
  const ritual = ritualBySlug(content, slug);
  if (!ritual) return undefined;
  return {
    ritual,
    imageSrc: ritualArt(ritual.image) ?? null,
    size: RITUAL_ART_SIZE,
    related: ritualsIn(content, ritual.category)
      .filter((r) => r.id !== ritual.id)
      .slice(0, 3)
      .map(cardOf),
  };
}
