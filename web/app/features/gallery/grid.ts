/** The quilted grid's rules (SPEC.md §2 "Photo gallery", §9 "Gallery"). */

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

/**
 * The `sizes` attribute for a tile `cols` columns wide: the grid is as wide as the page's content column
 * (at most 1180 px less the gutters), split into 4 or 2 columns.
 */
export function tileSizes(cols: number): string {
  const wide = clampSpan(cols, WIDE_COLUMNS);
  const narrow = clampSpan(cols, NARROW_COLUMNS);
  const wideWidth = Math.round((1116 * wide) / WIDE_COLUMNS);
  const narrowVw = Math.round((100 * narrow) / NARROW_COLUMNS);
  return `(min-width: ${GALLERY_BREAKPOINT}px) ${wideWidth}px, ${narrowVw}vw`;
}
