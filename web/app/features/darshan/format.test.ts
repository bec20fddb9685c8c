import { describe, expect, it } from "vitest";
import { formatDate, formatDuration, thumbnailSrcSet } from "./format";

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [59, "0:59"],
    [60, "1:00"],
    [61.4, "1:01"],
    [59.99, "0:59"],
    [600, "10:00"],
    [3600, "60:00"],
    [3725, "62:05"],
  ])("%s seconds → %s", (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it("treats nonsense as zero", () => {
    expect(formatDuration(Number.NaN)).toBe("0:00");
    expect(formatDuration(-3)).toBe("0:00");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});

describe("formatDate", () => {
  it("writes the Indian English date", () => {
    expect(formatDate("2026-11-21T10:00:00Z")).toBe("21 Nov 2026");
  });
  it("keeps an unreadable date as it came", () => {
    expect(formatDate("yesterday")).toBe("yesterday");
  });
});

describe("thumbnailSrcSet", () => {
  it("lists the renditions by width", () => {
    expect(
      thumbnailSrcSet([
        { width: 640, url: "/media/a-640.jpg" },
        { width: 320, url: "/media/a-320.jpg" },
      ]),
    ).toBe("/media/a-320.jpg 320w, /media/a-640.jpg 640w");
  });
  it("is empty without renditions", () => {
    expect(thumbnailSrcSet(undefined)).toBe("");
    expect(thumbnailSrcSet([])).toBe("");
  });
});
