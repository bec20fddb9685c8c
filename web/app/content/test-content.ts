/**
 * The default content (content/defaults/ at the repository root, which seeds the database) as the server
 * hands it to the render bundle, for tests: every entry published, lists in file order, no darshan posts.
 */
import category from "../../../content/defaults/category.json";
import gallery from "../../../content/defaults/gallery.json";
import pages from "../../../content/defaults/pages.json";
import pilgrimage from "../../../content/defaults/pilgrimage.json";
import ritual from "../../../content/defaults/ritual.json";
import site from "../../../content/defaults/site.json";
import { contentFrom } from "./model";
import type { SiteContent } from "./types";

export const TEST_ORIGIN = "https://example.org";

const bodies = (entries: ReadonlyArray<{ body: unknown; published: boolean }>) => entries.filter((e) => e.published).map((e) => e.body);

/** The raw SiteContent JSON value (before `contentFrom`), with `overrides` applied at the top level. */
export function rawDefaultContent(overrides: Record<string, unknown> = {}) {
  return {
    origin: TEST_ORIGIN,
    version: 1,
    site: structuredClone(site),
    pages: structuredClone(pages),
    lists: {
      category: bodies(category),
      ritual: bodies(ritual),
      pilgrimage: bodies(pilgrimage),
      gallery: bodies(gallery),
    },
    darshan: { posts: [], total: 0, limit: 10 },
    ...overrides,
  };
}

export function defaultContent(overrides: Record<string, unknown> = {}): SiteContent {
  return contentFrom(structuredClone(rawDefaultContent(overrides)));
}
