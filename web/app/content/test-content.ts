/**
 * The default content (content/defaults/ at the repository root, which seeds the database) as the server
 * hands it to the render bundle, for tests: every published entry, lists in file order, no darshan posts.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentFrom } from "./model";
import type { SiteContent } from "./types";

export const TEST_ORIGIN = "https://example.org";

// Built from the file path: Vite rewrites `new URL(…, import.meta.url)` into a dev-server address.
const DEFAULTS = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "content", "defaults");

export function readDefault(file: string): unknown {
  return JSON.parse(readFileSync(join(DEFAULTS, file), "utf8"));
}

const bodies = (file: string) =>
  (readDefault(file) as Array<{ body: unknown; published: boolean }>).filter((e) => e.published).map((e) => e.body);

/** The SiteContent JSON value, before `contentFrom`, with `overrides` replacing its top-level fields. */
export function rawDefaultContent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    origin: TEST_ORIGIN,
    version: 1,
    site: readDefault("site.json"),
    pages: readDefault("pages.json"),
    lists: {
      category: bodies("category.json"),
      ritual: bodies("ritual.json"),
      pilgrimage: bodies("pilgrimage.json"),
      gallery: bodies("gallery.json"),
    },
    darshan: { posts: [], ids: [], total: 0, limit: 10 },
    ...overrides,
  };
}

export function defaultContent(overrides: Record<string, unknown> = {}): SiteContent {
  return contentFrom(rawDefaultContent(overrides));
}
