import { CATEGORY_VALUES, type Category, type Ritual } from "../types";
import { RITUAL_ALIASES } from "./aliases";
import { ancestorsRituals } from "./ancestors-rituals";
import { festivalPujas } from "./festival-pujas";
import { homaHavan } from "./homa-havan";
import { parihara } from "./parihara";
import { pujas } from "./pujas";

/** The 46 rituals, ids 1 to 46, in the specification's order. */
export const rituals: readonly Ritual[] = [...pujas, ...homaHavan, ...festivalPujas, ...parihara, ...ancestorsRituals].sort(
  (a, b) => a.id - b.id,
);

export function ritualsIn(category: Category): Ritual[] {
  return rituals.filter((r) => r.category === category);
}

export function ritualBySlug(slug: string | undefined): Ritual | undefined {
  return rituals.find((r) => r.slug === slug);
}

/** Every name an old address may use for the ritual: its title, then its aliases (`./aliases.ts`). */
export function ritualNames(ritual: Ritual): string[] {
  return [ritual.title, ...(RITUAL_ALIASES[ritual.id] ?? [])];
}

/**
 * The specification's URL form, `/puja/{title}`, names a ritual by its title; the site this replaces used
 * longer display titles (`/puja/Satyanarayan Puja`), which name it too. Case is ignored.
 */
export function ritualByTitle(title: string | undefined): Ritual | undefined {
  const wanted = title?.trim().toLowerCase();
  return rituals.find((r) => ritualNames(r).some((name) => name.toLowerCase() === wanted));
}

export const categoryCounts = Object.fromEntries(
  CATEGORY_VALUES.map((c) => [c, ritualsIn(c).length]),
) as Record<Category, number>;

/** What a ritual card needs: pages pass this to the browser instead of the whole catalogue. */
export interface RitualSummary {
  id: number;
  title: string;
  slug: string;
  category: Category;
  summary: string;
  image: string;
  imageAlt: string;
}

export function toSummary({ id, title, slug, category, summary, image, imageAlt }: Ritual): RitualSummary {
  return { id, title, slug, category, summary, image, imageAlt };
}
