import { useEffect, useState } from "react";
import { type ColumnCount, NARROW_COLUMNS, WIDE_COLUMNS, WIDE_QUERY } from "./grid";

/**
 * The grid's column count for this viewport, following resizes. Pre-rendered HTML and the first
 * client render use the narrow count: the stylesheet lays out the columns by itself, and spans clamped
 * to 2 columns fit either grid, so nothing overflows before this effect has run.
 */
export function useColumns(): ColumnCount {
  const [columns, setColumns] = useState<ColumnCount>(NARROW_COLUMNS);
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setColumns(query.matches ? WIDE_COLUMNS : NARROW_COLUMNS);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return columns;
}
