import { describe, expect, it } from "vitest";
import { defaultContent } from "@/content/test-content";
import { pilgrimageArt } from "./art";
import { findPilgrimageSite } from "./pilgrimage";

const content = defaultContent();

describe("pilgrimage content", () => {
  it("has 14 sites with distinct slugs, each found by its slug", () => {
    const sites = content.lists.pilgrimage;
    expect(sites).toHaveLength(14);
    expect(new Set(sites.map((s) => s.slug)).size).toBe(14);
    for (const site of sites) expect(findPilgrimageSite(content, site.slug)).toBe(site);
    expect(findPilgrimageSite(content, "atlantis")).toBeUndefined();
    expect(findPilgrimageSite(content, undefined)).toBeUndefined();
  });

  it("has artwork for every site", () => {
    expect(content.lists.pilgrimage.filter((s) => !pilgrimageArt(s.image)).map((s) => s.image)).toEqual([]);
  });
});
