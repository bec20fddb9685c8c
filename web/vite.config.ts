import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Never inline assets into JavaScript: images stay separate, cacheable and lazy.
    assetsInlineLimit: 0,
    // The server embeds the site; source maps would only grow the binary.
    sourcemap: false,
    target: "es2022",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080", "/media": "http://127.0.0.1:8080" },
  },
});
