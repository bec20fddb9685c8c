import { describe, expect, it } from "vitest";
import { sankalpTarget } from "./sankalp";

describe("sankalpTarget", () => {
  it.each([
    ["ritual/satyanarayan", { service: "ritual", slug: "satyanarayan" }],
    ["pilgrimage/brahma-sarovar", { service: "pilgrimage", slug: "brahma-sarovar" }],
    ["astrology", { service: "astrology" }],
  ])("/sankalp/%s is a form", (rest, target) => {
    expect(sankalpTarget(rest)).toEqual(target);
  });

  it.each(["", "ritual", "ritual/", "astrology/x", "ritual/a/b", "puja/satyanarayan"])("/sankalp/%s is not", (rest) => {
    expect(sankalpTarget(rest)).toBeNull();
  });
});
