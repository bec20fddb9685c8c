import { describe, expect, it } from "vitest";
import {
  CATEGORY_SCROLL,
  GALLERY_BREAKPOINT,
  ROW_HEIGHT,
  clampSpan,
  columnsFor,
  isNarrow,
  tileHeight,
  tileSizes,
  tileSpan,
} from "./grid";

describe("gallery grid rules", () => {
  it("has 4 columns from 1000 px and 2 below", () => {
    expect(GALLERY_BREAKPOINT).toBe(1000);
    expect(columnsFor(999)).toBe(2);
    expect(columnsFor(1000)).toBe(4);
    expect(columnsFor(375)).toBe(2);
    expect(columnsFor(1280)).toBe(4);
    expect(isNarrow(999)).toBe(true);
    expect(isNarrow(1000)).toBe(false);
  });

  it("uses 180 px rows and scrolls narrow screens by 200 px", () => {
    expect(ROW_HEIGHT).toBe(180);
    expect(tileHeight(1)).toBe(180);
    // A photo tile (3 rows) and the video tile (4 rows), gaps included.
    expect(tileHeight(3)).toBe(3 * 180 + 2 * 12);
    expect(tileHeight(4)).toBe(4 * 180 + 3 * 12);
    expect(CATEGORY_SCROLL).toBe(200);
  });

  it("clamps spans to whole numbers between 1 and the column count", () => {
    expect(clampSpan(2, 4)).toBe(2);
    expect(clampSpan(4, 2)).toBe(2);
    expect(clampSpan(0, 4)).toBe(1);
    expect(clampSpan(-3, 4)).toBe(1);
    expect(clampSpan(2.7, 4)).toBe(2);
    expect(clampSpan(Number.NaN, 4)).toBe(1);
  });

  it("gives photos 3 × 2 and the video 4 × 2, never wider than the grid", () => {
    expect(tileSpan({ rows: 3, cols: 2 }, 4)).toEqual({ rows: 3, cols: 2 });
    expect(tileSpan({ rows: 4, cols: 2 }, 2)).toEqual({ rows: 4, cols: 2 });
    expect(tileSpan({ rows: 2, cols: 4 }, 2)).toEqual({ rows: 2, cols: 2 });
    expect(tileSpan({ rows: 2, cols: 4 }, 4)).toEqual({ rows: 2, cols: 4 });
    expect(tileSpan({}, 4)).toEqual({ rows: 1, cols: 1 });
  });

  it("tells the browser how wide a tile is drawn", () => {
    // Wide: a share of the 1116 px grid, gaps included; narrow: of the viewport less its two gutters.
    expect(tileSizes(2)).toBe("(min-width: 1000px) 552px, calc(100vw - 2 * clamp(16px, 4vw, 32px))");
    expect(tileSizes(1)).toBe("(min-width: 1000px) 270px, calc((100vw - 2 * clamp(16px, 4vw, 32px) - 12px) / 2)");
    expect(tileSizes(4)).toBe("(min-width: 1000px) 1116px, calc(100vw - 2 * clamp(16px, 4vw, 32px))");
    expect(tileSizes(3)).toBe("(min-width: 1000px) 834px, calc(100vw - 2 * clamp(16px, 4vw, 32px))");
  });
});
