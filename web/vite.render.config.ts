import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig } from "vite";
import { shared } from "./vite.shared.config";

/** The browser build's stylesheets and island scripts per page (build/page-assets.json, by postbuild.mjs). */
function pageAssets(): Plugin {
  const id = "virtual:page-assets";
  return {
    name: "sankalp-page-assets",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}` ? `export default ${readFileSync(new URL("./build/page-assets.json", import.meta.url), "utf8")};` : undefined,
  };
}

/**
 * The render bundle (ARCHITECTURE.md §1): app/entry.render.tsx and everything it uses, React included, as
 * one classic script for a bare QuickJS context. Built as an SSR bundle (file imports give the same hashed
 * addresses as the browser build, CSS modules their class names, and nothing is emitted but the script),
 * for a web worker rather than Node: no Node built-ins, browser-style package entries.
 */
export default defineConfig({
  ...shared,
  plugins: [pageAssets()],
  resolve: {
    alias: [
      { find: "@", replacement: shared.resolve.alias["@"] },
      // renderToString alone: the streaming renderer beside it wants TextEncoder, timers and streams.
      {
        find: /^react-dom\/server$/,
        replacement: fileURLToPath(new URL("./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js", import.meta.url)),
      },
    ],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "webworker" },
  build: {
    ...shared.build,
    target: "es2020",
    ssr: "app/entry.render.tsx",
    outDir: "build/render",
    emptyOutDir: true,
    minify: true,
    rollupOptions: {
      output: { format: "iife", entryFileNames: "render.js", inlineDynamicImports: true },
    },
  },
  logLevel: "warn",
});
