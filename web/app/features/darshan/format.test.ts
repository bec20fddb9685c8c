import { describe, expect, it } from "vitest";
import { formatDate, formatDuration, postPath, thumbnailAttributes, thumbnailSrcSet, viewCount } from "./format";

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

describe("viewCount", () => {
  it("says one view, and groups larger counts the Indian way", () => {
    expect(viewCount(1, "1 view", "{count} views")).toBe("1 view");
    expect(viewCount(0, "1 view", "{count} views")).toBe("0 views");
    expect(viewCount(100000, "1 view", "{count} views")).toBe("1,00,000 views");
  });
});

describe("postPath", () => {
  it("encodes the id", () => {
    expect(postPath("6650f0c2a1")).toBe("/daily-darshan/6650f0c2a1");
    expect(postPath("a/b?c")).toBe("/daily-darshan/a%2Fb%3Fc");
  });
});

describe("thumbnailAttributes", () => {
  const thumbnails = [
    { width: 640, url: "/t-640.jpg" },
    { width: 320, url: "/t-320.jpg" },
  ];
  it("fetches the first image eagerly with high priority, with srcset and sizes", () => {
    expect(thumbnailAttributes({ thumbnail: "/t.jpg", thumbnails }, "92vw", true)).toEqual({
      src: "/t.jpg",
      srcSet: "/t-320.jpg 320w, /t-640.jpg 640w",
      sizes: "92vw",
      loading: "eager",
      fetchPriority: "high",
    });
  });
  it("leaves the others lazy and low, and drops sizes without renditions", () => {
    expect(thumbnailAttributes({ thumbnail: "/t.jpg", thumbnails: [] }, "92vw", false)).toEqual({
      src: "/t.jpg",
      srcSet: undefined,
      sizes: undefined,
      loading: "lazy",
      fetchPriority: "low",
    });
  });
});
