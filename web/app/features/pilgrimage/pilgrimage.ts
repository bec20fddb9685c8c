import { pilgrimageSites } from "@/content/pilgrimage";
import type { PilgrimageSite } from "@/content/types";

export function findPilgrimageSite(slug: string | undefined): PilgrimageSite | undefined {
  return slug ? pilgrimageSites.find((s) => s.slug === slug) : undefined;
}

/** Where every site lies, for structured data: all fourteen are in or around Kurukshetra. */
export const KURUKSHETRA = {
  "@type": "Place",
  name: "Kurukshetra",
  address: { "@type": "PostalAddress", addressLocality: "Kurukshetra", addressRegion: "Haryana", addressCountry: "IN" },
} as const;
