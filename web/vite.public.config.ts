import { readdirSync } from "node:fs";
import { defineConfig } from "vite";
import { shared } from "./vite.shared.config";

const entries = new URL("./build/page-entries/", import.meta.url).pathname;

/**
 * The public pages' stylesheets and files (images, fonts), hashed: one entry per page module
 * (build/page-entries/, written by scripts/postbuild.mjs), whose manifest names each page's CSS. The
 * JavaScript it makes is thrown away: public pages run island scripts, not React.
 */
export default defineConfig({
  ...shared,
  build: {
    ...shared.build,
    outDir: "build/public",
    emptyOutDir: true,
    manifest: true,
    copyPublicDir: false,
    rollupOptions: {
      // Keep each page's exports, or the whole page (and its stylesheets) would be shaken out.
      preserveEntrySignatures: "exports-only",
      input: Object.fromEntries(readdirSync(entries).map((file) => [file.replace(/\.ts$/, ""), entries + file])),
    },
  },
  logLevel: "warn",
});
