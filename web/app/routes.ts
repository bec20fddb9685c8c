import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { APP_AREAS } from "./route-manifest";

/**
 * The client-rendered app's routes (the admin area, sign-in, the sankalp form, the private booking page,
 * a darshan post the server has no page for), from the route manifest. The public pages are drawn by the
 * server (entry.render.tsx) and are not part of the app.
 */
export default APP_AREAS.flatMap((area) => {
  const routes = area.routes.map((r) => route(r.path, r.file));
  return area.layout ? [layout(area.layout, routes)] : routes;
}) satisfies RouteConfig;
