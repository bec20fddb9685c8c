import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { shared } from "./vite.shared.config";

/** The client-rendered app (React Router, app/routes.ts); the public pages are built by scripts/postbuild.mjs. */
export default defineConfig({
  ...shared,
  plugins: [reactRouter()],
  server: {
    proxy: { "/api": "http://127.0.0.1:8080", "/media": "http://127.0.0.1:8080" },
  },
});
