/**
 * The ritual catalogue as pages use it: cards, a ritual's page, the names old addresses use. Everything
 * reads the content it is given (app/content/model.ts), never a module of content.
 */
import type { RitualCardData } from "@/components/ritual-card";
import { RITUAL_ART_SIZE, ritualArt } from "@/content/ritual-art";
import type { Category, Ritual, SiteContent } from "@/content/types";

/** The ritual's picture: the uploaded photo (with its widths for `srcset`) or else the built-in artwork. */
export interface RitualPicture {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export function pictureOf(ritual: Ritual): RitualPicture | null {
  const photo = ritual.photo;
  if (photo && photo.variants.length > 0) {
    const variants = [...photo.variants].sort((a, b) => a.width - b.width);
    const largest = variants[variants.length - 1]!;
    return {
      src: largest.url,
      srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(", "),
      width: photo.width,
      height: photo.height,
    };
  }
  const art = ritualArt(ritual.image);
  return art ? { src: art, ...RITUAL_ART_SIZE } : null;
}

export function cardOf(ritual: Ritual): RitualCardData {
  const { id, title, slug, category, summary, imageAlt } = ritual;
  const picture = pictureOf(ritual);
  return { id, title, slug, category, summary, imageAlt, imageSrc: picture?.src ?? null, picture };
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

/** The description's paragraphs (the default content's), or its HTML (saved in admin, cleaned by the server). */
export function descriptionOf(ritual: Ritual): { paragraphs: string[] } | { html: string } {
  return typeof ritual.description === "string" ? { html: ritual.description } : { paragraphs: ritual.description };
}

/** Every name an old address may use for the ritual: its title, then its aliases. */
export function ritualNames(ritual: Ritual): string[] {
  return [ritual.title, ...(ritual.aliases ?? [])];
}

export interface RitualPageData {
  ritual: Ritual;
  imageSrc: string | null;
  picture: RitualPicture | null;
  size: typeof RITUAL_ART_SIZE;
  related: RitualCardData[];
}

export function ritualPage(content: SiteContent, slug: string | undefined): RitualPageData | undefined {
  const ritual = ritualBySlug(content, slug);
  if (!ritual) return undefined;
  const picture = pictureOf(ritual);
  return {
    ritual,
    imageSrc: picture?.src ?? null,
    picture,
    size: RITUAL_ART_SIZE,
    related: ritualsIn(content, ritual.category)
      .filter((r) => r.id !== ritual.id)
      .slice(0, 3)
      .map(cardOf),
  };
}
