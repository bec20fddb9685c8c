/** Typed shapes of the site's static content (SPEC.md §3). */

export const CATEGORY_VALUES = [
  "pujas",
  "homa-havan",
  "festival-Pujas",
  "Parihara",
  "Ancestors-rituals",
] as const;

export type Category = (typeof CATEGORY_VALUES)[number];

export interface BenefitPoint {
  /** May be an empty string: some points are a description only. */
  title: string;
  description: string;
}

export interface Ritual {
  /** 1 to 46, in the specification's order. */
  id: number;
  /** Exactly the specification's title. */
  title: string;
  /** URL segment: lowercase, hyphenated, unique (`/puja/{slug}`). */
  slug: string;
  category: Category;
  /** One sentence for meta descriptions and cards (at most ~160 characters). */
  summary: string;
  /** At least two paragraphs: what it is, when and why, how it is done for someone remotely. */
  description: string[];
  benefits: {
    heading: string;
    points: BenefitPoint[];
  };
  /** Key into the artwork table (`app/content/art.ts`); normally the slug. */
  image: string;
  /** Honest alt text describing the artwork. */
  imageAlt: string;
}

export interface PilgrimageSite {
  slug: string;
  title: string;
  /** Display date, for example "Open all year" or a festival window. */
  date: string;
  description: string;
  /** Longer text for /details/{slug}: paragraphs. */
  details: string[];
  image: string;
  imageAlt: string;
}
