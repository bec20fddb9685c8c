import type { PilgrimageSite, SiteContent } from "@/content/types";

export function findPilgrimageSite(content: SiteContent, slug: string | undefined): PilgrimageSite | undefined {
  return slug ? content.lists.pilgrimage.find((s) => s.slug === slug) : undefined;
}

/** Where every site lies, for structured data: all fourteen are in or around Kurukshetra. */
export const KURUKSHETRA = {
  "@type": "Place",
  name: "Kurukshetra",
  address: { "@type": "PostalAddress", addressLocality: "Kurukshetra", addressRegion: "Haryana", addressCountry: "IN" },
} as const;
