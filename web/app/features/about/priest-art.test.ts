import { describe, expect, it } from "vitest";
import { defaultContent } from "@/content/test-content";
import { priestBlockArt } from "./priest-art";

describe("the priest's block artwork", () => {
  it("exists for every block of the default profile", () => {
    const { blocks } = defaultContent().pages.about;
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.filter((b) => !priestBlockArt(b.image)).map((b) => b.image)).toEqual([]);
  });

  it("takes an uploaded photo's address as it is", () => {
    expect(priestBlockArt("/media/pages/about/1.jpg")).toBe("/media/pages/about/1.jpg");
  });
});
