import type { RitualSummary } from "@/content/rituals";

/** A ritual card: the summary with its image resolved to a URL. */
export type RitualCardData = RitualSummary & { imageSrc: string | null };
