import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths, ritualRedirects } from "./app/content/pages";

export default {
  ssr: false,
  // Every public page whose content is known at build time becomes HTML with its text and meta tags;
  // the admin area and /daily-darshan/{id} are rendered in the browser from the SPA shell.
  prerender: () => prerenderPaths(),
  // The server redirects the specification's title addresses to slugs; it embeds this table (files whose
  // names start with `__` are never served).
  buildEnd: ({ reactRouterConfig }) => {
    const table = { "/puja/": ritualRedirects() };
    writeFileSync(join(reactRouterConfig.buildDirectory, "client", "__redirects.json"), JSON.stringify(table));
  },
} satisfies Config;
