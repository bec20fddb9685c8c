import { pilgrimageSites } from "./pilgrimage";
import { ritualNames, rituals } from "./rituals";

/** The public pages, for pre-rendering (the server builds the sitemap from the same set). */
export const STATIC_PAGES = [
  "/",
  "/photo-gallery",
  "/daily-darshan",
  "/dharmik",
  "/astrology",
  "/contact",
  "/about-us",
  "/terms-and-condition",
  "/policy",
  "/login",
] as const;

export function prerenderPaths(): string[] {
  return [
    ...STATIC_PAGES,
    "/allpujas/pujas",
    "/allpujas/homa-havan",
    "/allpujas/festival-Pujas",
    "/allpujas/Parihara",
    "/allpujas/Ancestors-rituals",
    ...rituals.map((r) => `/puja/${r.slug}`),
    "/photos/vip-photos",
    "/photos/all-photos",
    ...pilgrimageSites.flatMap(({ slug }) => [`/details/${slug}`, `/book/${slug}`]),
    // Rendered by the catch-all route; the server answers unknown paths with it and status 404.
    "/404",
  ];
}

/**
 * Old addresses that name a ritual by its title (`/puja/Durga%20Saptashati%20Parayana`) or by the longer
 * display title the site this replaces used (`/puja/Satyanarayan%20Puja`, `rituals/aliases.ts`), for the
 * server to redirect (301) to the slug. The server matches a decoded, trimmed, lower-cased segment.
 */
export function ritualRedirects(): Record<string, string> {
  return Object.fromEntries(rituals.flatMap((r) => ritualNames(r).map((name) => [name, `/puja/${r.slug}`])));
}
