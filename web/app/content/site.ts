/** What the components derive from the site settings. */
import type { SiteSettings } from "./types";

export function formatAddress(a: SiteSettings["address"]): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** The social profiles that are set, in display order. */
export function socialLinks(site: SiteSettings): Array<{ network: "facebook" | "instagram" | "youtube"; url: string }> {
  return (["facebook", "instagram", "youtube"] as const).filter((n) => site.social[n] !== "").map((network) => ({ network, url: site.social[network] }));
}
