import type { Config } from "@react-router/dev/config";

export default {
  // The client-rendered app only (app/routes.ts): the public pages are drawn by the server from the content
  // (app/entry.render.tsx). Nothing is pre-rendered but the SPA shell every app address loads.
  ssr: false,
} satisfies Config;
