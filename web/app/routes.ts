import { type RouteConfig, type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "./i18n/locales";
import { APP_AREAS } from "./route-manifest";

/**
 * The client-rendered app's routes (the admin area, sign-in, the sankalp form, the private booking page,
 * a darshan post the server has no page for), from the route manifest. The public pages are drawn by the
 * server (entry.render.tsx) and are not part of the app.
 */
const layouts = new Map<string, RouteConfigEntry[]>();
const config: RouteConfigEntry[] = [];
for (const area of APP_AREAS) {
  const routes = area.routes.map((r) => route(r.path, r.file));
  // A localised area's routes again under each language's prefix; the app reads the language from it (root.tsx).
  const localised = area.localised
    ? PREFIXED_LOCALES.flatMap((locale) =>
        area.routes.map((r) => route(`${locale}/${r.path}`, r.file, { id: `${locale}/${r.path}` })),
      )
    : [];
  if (!area.layout) {
    config.push(...routes, ...localised);
    continue;
  }
  // Areas naming one layout share one layout route (a route module is one route).
  let children = layouts.get(area.layout);
  if (!children) {
    children = [];
    layouts.set(area.layout, children);
    config.push(layout(area.layout, children));
  }
  children.push(...routes, ...localised);
}

export default config satisfies RouteConfig;
