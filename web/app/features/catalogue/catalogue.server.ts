/**
 * Ritual data for route loaders. Loaders run when the pages are pre-rendered, so the browser receives
 * only what a page shows (inlined in its HTML, or a small `.data` file on client navigation), never the
 * whole catalogue with its 46 descriptions.
 */
import { RITUAL_ART_SIZE, ritualArt } from "@/content/ritual-art";
import { ritualBySlug, ritualByTitle, ritualsIn, toSummary } from "@/content/rituals";
import type { Category, Ritual } from "@/content/types";
import type { RitualCardData } from "@/components/ritual-card";

export function cardOf(ritual: Ritual): RitualCardData {
  return { ...toSummary(ritual), imageSrc: ritualArt(ritual.image) ?? null };
}

export function cardsIn(category: Category, limit?: number): RitualCardData[] {
  return ritualsIn(category)
    .slice(0, limit)
    .map(cardOf);
}

export type RitualPageData =
  | { kind: "ritual"; ritual: Ritual; imageSrc: string | null; size: typeof RITUAL_ART_SIZE; related: RitualCardData[] }
  | { kind: "moved"; to: string }
  | { kind: "missing" };

export function ritualPage(param: string | undefined): RitualPageData {
  const ritual = ritualBySlug(param);
  if (!ritual) {
    const byTitle = ritualByTitle(param);
    return byTitle ? { kind: "moved", to: `/puja/${byTitle.slug}` } : { kind: "missing" };
  }
  return {
    kind: "ritual",
    ritual,
    imageSrc: ritualArt(ritual.image) ?? null,
    size: RITUAL_ART_SIZE,
    related: ritualsIn(ritual.category)
      .filter((r) => r.id !== ritual.id)
      .slice(0, 3)
      .map(cardOf),
  };
}
