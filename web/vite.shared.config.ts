/**
 * What every Vite build of the site shares: the admin app (vite.config.ts), the public pages' stylesheets
 * and files (vite.public.config.ts) and the render bundle (vite.render.config.ts). CSS-module class names
 * must be the same in the render bundle's HTML and the browser's stylesheets, so they are made from the
 * file's path and the class name alone, the same in every build.
 */
import { createHash } from "node:crypto";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { UserConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/** `.title` in app/components/ritual-card.module.css → `title_x7Gq2`: short, stable, distinct per file. */
export function scopedName(name: string, filename: string): string {
  const file = relative(root, filename.split("?")[0] ?? filename)
    .split("\\")
    .join("/");
  const hash = createHash("sha256").update(`${file}:${name}`).digest("base64url").slice(0, 5);
  return `${name}_${hash}`;
}

export const shared = {
  resolve: {
    alias: { "@": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  css: { modules: { generateScopedName: scopedName } },
  build: {
    // Never inline assets into JavaScript: images stay separate, cacheable and lazy.
    assetsInlineLimit: 0,
    // The server embeds the site; source maps would only grow the binary.
    sourcemap: false,
    target: "es2022",
  },
} satisfies UserConfig;
