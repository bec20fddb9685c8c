import { describe, expect, it } from "vitest";
import { priest } from "@/content/priest";
import { priestBlockArt } from "./priest-art";

describe("the priest's block artwork", () => {
  it("exists for every block of the profile", () => {
    expect(priest.blocks.length).toBeGreaterThan(0);
    expect(priest.blocks.filter((b) => !priestBlockArt(b.image)).map((b) => b.image)).toEqual([]);
  });
});
