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
    "/photos/vip-photos",
    "/photos/all-photos",
    // Rendered by the catch-all route; the server answers unknown paths with it and status 404.
    "/404",
  ];
}
