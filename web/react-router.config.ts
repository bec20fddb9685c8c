import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: false,
  // Every public page whose content is known at build time becomes HTML with its text and meta tags;
  // the admin area and /daily-darshan/{id} are rendered in the browser from the SPA shell.
  prerender: () => prerenderPaths(),
} satisfies Config;
