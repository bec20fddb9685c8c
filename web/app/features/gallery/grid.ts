/** The quilted grid's rules. */

/** At this viewport width and wider the grid has 4 columns, below it 2. */
export const GALLERY_BREAKPOINT = 1000;
export const WIDE_COLUMNS = 4;
export const NARROW_COLUMNS = 2;
/** Height of one grid row, in CSS pixels. */
export const ROW_HEIGHT = 180;
/** Gap between tiles, in CSS pixels. */
export const GAP = 12;
/** The width the grid requests its images at; a 2× source serves high-density screens. */
export const IMAGE_WIDTH = 180;
/** How far narrow screens scroll down after a category change, in CSS pixels. */
export const CATEGORY_SCROLL = 200;

/** The media query that matches wide screens; the stylesheet uses the same number. */
export const WIDE_QUERY = `(min-width: ${GALLERY_BREAKPOINT}px)`;

export type ColumnCount = typeof WIDE_COLUMNS | typeof NARROW_COLUMNS;

export function columnsFor(viewportWidth: number): ColumnCount {
  return viewportWidth >= GALLERY_BREAKPOINT ? WIDE_COLUMNS : NARROW_COLUMNS;
}

export const isNarrow = (viewportWidth: number) => columnsFor(viewportWidth) === NARROW_COLUMNS;

/** A span that always fits the grid: at least 1, whole, and no wider than the columns there are. */
export function clampSpan(span: number, max: number): number {
  if (!Number.isFinite(span)) return 1;
  return Math.min(Math.max(1, Math.floor(span)), Math.max(1, Math.floor(max)));
}

export interface TileSpan {
  rows: number;
  cols: number;
}

/** Grid placement of one tile in a grid of `columns` columns. */
export function tileSpan(item: { rows?: number; cols?: number }, columns: number): TileSpan {
  return {
    rows: clampSpan(item.rows ?? 1, Number.POSITIVE_INFINITY),
    cols: clampSpan(item.cols ?? 1, columns),
  };
}

/** Pixel height of a tile spanning `rows` rows, gaps included. */
export const tileHeight = (rows: number) => rows * ROW_HEIGHT + (rows - 1) * GAP;

/** The page's side margin below the content's full width (`--gutter` in styles/global.css). */
const GUTTER = "clamp(16px, 4vw, 32px)";
/** The content column's widest inner width: 1180 px less two 32 px gutters. */
const WIDEST_GRID = 1116;

/**
 * The `sizes` attribute for an item `cols` columns wide (clamped to 4 columns on wide screens, 2 on
 * narrow ones): the width it is drawn at, so the browser fetches the smallest file that is sharp there.
 * Wide screens: its share of the widest grid, gaps included (an upper bound between 1000 and 1180 px).
 * Narrow screens: its share of the viewport less the gutters, e.g. a 412 px phone draws a two-column
 * tile 379 px wide (663 device pixels at DPR 1.75: the 720 w file, not the 1080).
 */
export function tileSizes(cols: number): string {
  const wide = clampSpan(cols, WIDE_COLUMNS);
  const narrow = clampSpan(cols, NARROW_COLUMNS);
  const wideWidth = Math.round(((WIDEST_GRID - (WIDE_COLUMNS - 1) * GAP) * wide) / WIDE_COLUMNS + (wide - 1) * GAP);
  const narrowWidth =
    narrow === NARROW_COLUMNS
      ? `calc(100vw - 2 * ${GUTTER})`
      : `calc((100vw - 2 * ${GUTTER} - ${(NARROW_COLUMNS - 1) * GAP}px) / ${NARROW_COLUMNS})`;
  return `(min-width: ${GALLERY_BREAKPOINT}px) ${wideWidth}px, ${narrowWidth}`;
}

