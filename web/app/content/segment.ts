import type { Segment } from "./types";

/**
 * Whether `value` is a run of a rich paragraph (a `Segment`): a `text` and maybe a `bold` flag, nothing
 * else (a list item with a `text` and a title is not one). The public pages' translations and the admin
 * editors tell rich paragraphs apart by it.
 */
export function isSegment(value: unknown): value is Segment {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Segment).text === "string" &&
    Object.entries(value).every(
      ([key, v]) => key === "text" || (key === "bold" && (v === undefined || typeof v === "boolean")),
    )
  );
}
