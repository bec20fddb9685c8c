import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-manifest";

export default {
  // The client-rendered app only (app/routes.ts): the public pages are drawn by the server from the content
  // (app/entry.render.tsx). Pre-rendered: the SPA shell every app address loads, and the app areas the
  // route manifest marks (sign-in, whose form is then in the HTML before any script runs).
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
