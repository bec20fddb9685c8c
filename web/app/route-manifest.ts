/**
 * Every address of the site and how it is delivered: the one list that the render entry
 * (entry.render.tsx), React Router's `routes.ts` and the server's `__routes.json` (scripts/postbuild.mjs)
 * are made from.
 *
 * - A page is drawn by the server from the content (app/pages/{page}.tsx), with its island script
 *   (app/islands/{island}.ts, at most 5 KB gzip) and no React in the browser; `sitemap` says whether the
 *   sitemap lists it. A pattern's `:params` take the values the page lists for the content
 *   (`paths(content)`); any other address is the not-found page, `/404`, answered with status 404.
 * - An app area is the client-rendered React app (the SPA shell, `__spa-fallback.html`): its addresses
 *   (`match`: the path itself, everything under it, or one segment after it) load the app, which routes them
 *   with `routes`
 *   (React Router route modules under app/). `private` ones are never cached or indexed.
 */

export interface PageRoute {
  /** `/puja/:slug`: literal segments and `:param` segments. */
  path: string;
  /** The module in app/pages/. */
  page: string;
  /** The island script in app/islands/. */
  island: string;
  sitemap: boolean;
  /** One of many pages of a kind (a darshan post's): the server renders it when it is first asked for, not
   * with the rest of the site, and hands `render()` the item it shows (the page's one parameter names it). */
  onDemand?: boolean;
  /** Drawn on its first request rather than with the site, and kept like a page in another language: one
   * of many pages few visitors open (a ritual's sankalp form). */
  lazy?: boolean;
  /** Drawn for every request from what the server hands `render()` (a booking, looked up by the token in
   * the address), never listed, kept or indexed: a person's own page (ARCHITECTURE.md §6). */
  private?: boolean;
  /** The page's JavaScript budget, gzip, its island and what the island loads later together; 5 KB unless
   * a page needs more (a form that checks phone numbers). */
  scriptBudget?: number;
}

export interface AppRouteModule {
  /** React Router's path, without the leading slash (`admin/daily-darshan/new`). */
  path: string;
  file: string;
}

export interface AppArea {
  path: string;
  match: "exact" | "prefix" | "segment";
  /** Answered with status 404 (and noindex): every public address there is a rendered page, so what reaches
   * the app is not one (a draft only an administrator may see, or an address that does not exist). */
  notFound?: boolean;
  private?: boolean;
  /** Also under each language's prefix (`/hi/sankalp/…`), the app showing that language (ARCHITECTURE.md §9). */
  localised?: boolean;
  /** A layout route module around `routes`; areas naming the same one share it (routes.ts). */
  layout?: string;
  /** Pre-rendered at build time (react-router.config.ts), so its HTML holds the page itself rather than
   * the empty shell: the server answers the area with that file (`shell` in `__routes.json`). Only for a
   * page that needs nothing loaded to draw (sign-in). */
  prerender?: boolean;
  routes: AppRouteModule[];
}

export const PAGES: readonly PageRoute[] = [
  { path: "/", page: "home", island: "home", sitemap: true },
  { path: "/allpujas/:category", page: "allpujas", island: "site", sitemap: true },
  { path: "/puja/:slug", page: "puja", island: "site", sitemap: true },
  { path: "/photos/:id", page: "photos", island: "gallery", sitemap: true },
  { path: "/photo-gallery", page: "photo-gallery", island: "photo-gallery", sitemap: true },
  { path: "/daily-darshan", page: "daily-darshan", island: "darshan", sitemap: true },
  { path: "/daily-darshan/:id", page: "daily-darshan-post", island: "darshan-post", sitemap: true, onDemand: true },
  { path: "/dharmik", page: "dharmik", island: "site", sitemap: true },
  { path: "/details/:slug", page: "details", island: "site", sitemap: true },
  // A hand-off to the WhatsApp chat: the details page is the one to index.
  { path: "/book/:slug", page: "book", island: "book", sitemap: false },
  { path: "/astrology", page: "astrology", island: "site", sitemap: true },
  { path: "/contact", page: "contact", island: "site", sitemap: true },
  { path: "/about-us", page: "about-us", island: "about", sitemap: true },
  { path: "/terms-and-condition", page: "terms", island: "site", sitemap: true },
  { path: "/policy", page: "policy", island: "site", sitemap: true },
  // The sankalp form of a ritual, a pilgrimage site and the consultation (ARCHITECTURE.md §6). Its island
  // checks phone numbers with libphonenumber's metadata, loaded when the devotee first touches the form.
  ...(["/sankalp/ritual/:slug", "/sankalp/pilgrimage/:slug", "/sankalp/astrology"] as const).map((path) => ({
    path,
    page: `sankalp-${path.split("/")[2]}`,
    island: "sankalp",
    sitemap: false,
    lazy: true,
    scriptBudget: 40 * 1024,
  })),
  // A devotee's private booking page, drawn with the booking at each request.
  {
    path: "/booking/:token",
    page: "booking",
    island: "booking",
    sitemap: false,
    private: true,
    scriptBudget: 10 * 1024,
  },
  { path: "/404", page: "not-found", island: "site", sitemap: false },
];

/** The site's header and footer around the app's public areas (the admin has its own shell, sign-in none). */
const PUBLIC_LAYOUT = "routes/public-layout.tsx";

export const APP_AREAS: readonly AppArea[] = [
  { path: "/login", match: "exact", prerender: true, routes: [{ path: "login", file: "routes/login.tsx" }] },
  {
    path: "/admin",
    match: "prefix",
    layout: "routes/admin/layout.tsx",
    routes: [
      { path: "admin", file: "routes/admin/dashboard.tsx" },
      { path: "admin/daily-darshan", file: "routes/admin/daily-darshan.tsx" },
      { path: "admin/daily-darshan/new", file: "routes/admin/daily-darshan-new.tsx" },
      { path: "admin/settings", file: "routes/admin/settings.tsx" },
      { path: "admin/orders", file: "routes/admin/orders.tsx" },
      { path: "admin/orders/:reference", file: "routes/admin/order.tsx" },
      { path: "admin/rituals", file: "routes/admin/rituals.tsx" },
      { path: "admin/rituals/new", file: "routes/admin/rituals-new.tsx" },
      { path: "admin/rituals/:slug", file: "routes/admin/ritual.tsx" },
      { path: "admin/pages", file: "routes/admin/pages.tsx" },
      { path: "admin/pages/:key", file: "routes/admin/page.tsx" },
      { path: "admin/pages/pilgrimage/:slug", file: "routes/admin/pilgrimage-site.tsx" },
      { path: "admin/photos", file: "routes/admin/photos.tsx" },
      { path: "admin/users", file: "routes/admin/users.tsx" },
      // Any other admin address: the admin's own not-found view, inside the admin shell.
      { path: "admin/*", file: "routes/admin/not-found.tsx" },
    ],
  },
  // A published post's page is drawn by the server (a page above); any other id (a draft an administrator
  // may see, an unknown one) loads the app, which shows the draft or the not-found page.
  {
    path: "/daily-darshan/",
    match: "segment",
    notFound: true,
    localised: true,
    layout: PUBLIC_LAYOUT,
    routes: [{ path: "daily-darshan/:id", file: "routes/daily-darshan-post.tsx" }],
  },
];

/** The JavaScript budget of a page that does not name one: its island, gzip (ARCHITECTURE.md §1). */
export const SCRIPT_BUDGET = 5 * 1024;

/** What crawlers are asked to leave alone (robots.txt). */
export const ROBOTS_DISALLOW = ["/admin", "/login", "/booking", "/sankalp", "/api/"] as const;

/** The server's copy (`build/client/__routes.json`, read by features/site; ARCHITECTURE.md §2). */
export function serverRoutes() {
  return {
    app: APP_AREAS.map(({ path, match, private: isPrivate, notFound, localised, prerender }) => ({
      path,
      match,
      ...(isPrivate ? { private: true } : {}),
      ...(notFound ? { notFound: true } : {}),
      ...(localised ? { localised: true } : {}),
      ...(prerender ? { shell: prerenderedShell(path) } : {}),
    })),
    robotsDisallow: [...ROBOTS_DISALLOW],
  };
}

/** The paths React Router pre-renders (react-router.config.ts). */
export function prerenderPaths(): string[] {
  return APP_AREAS.filter((area) => area.prerender).map((area) => area.path);
}

/** Where scripts/postbuild.mjs puts a pre-rendered area's page, made CSP-clean: `/login` → `/__shell-login.html`. */
export function prerenderedShell(path: string): string {
  return `/__shell-${path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-")}.html`;
}
