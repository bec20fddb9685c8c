import { describe, expect, it } from "vitest";
import { smallestSrc, srcAtLeast, srcSetOf, widthsOf } from "./gallery";

const shipped = { w180: "/a-180.webp", w360: "/a-360.webp", w720: "/a-720.webp", w1080: "/a-1080.webp" };
const uploaded = {
  w1600: "/media/gallery/x-1600.webp",
  w360: "/media/gallery/x-360.webp",
  w2560: "/media/gallery/x-2560.webp",
  w720: "/media/gallery/x-720.webp",
  w1080: "/media/gallery/x-1080.webp",
};

describe("gallery sources", () => {
  it("lists the shipped art's four widths as before", () => {
    expect(srcSetOf(shipped)).toBe("/a-180.webp 180w, /a-360.webp 360w, /a-720.webp 720w, /a-1080.webp 1080w");
  });

  it("lists an upload's widths in order, whatever order the JSON had", () => {
    expect(widthsOf(uploaded)).toEqual([360, 720, 1080, 1600, 2560]);
    expect(srcSetOf(uploaded)).toBe(
      "/media/gallery/x-360.webp 360w, /media/gallery/x-720.webp 720w, /media/gallery/x-1080.webp 1080w, " +
        "/media/gallery/x-1600.webp 1600w, /media/gallery/x-2560.webp 2560w",
    );
  });

  it("picks the narrowest file at least as wide as asked, else the widest", () => {
    expect(srcAtLeast(shipped, 1080)).toBe("/a-1080.webp");
    expect(srcAtLeast(uploaded, 1000)).toBe("/media/gallery/x-1080.webp");
    const small = { w360: "/s-360.webp", w500: "/s-500.webp" };
    expect(srcAtLeast(small, 1080)).toBe("/s-500.webp");
    expect(smallestSrc(small)).toBe("/s-360.webp");
    expect(smallestSrc(shipped)).toBe("/a-180.webp");
  });
});
