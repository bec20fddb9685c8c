import type { GalleryPhoto } from "./types";

/** A photo's widths, narrowest first: the `w<width>` keys of its `src`. */
export function widthsOf(src: GalleryPhoto["src"]): number[] {
  return Object.keys(src)
    .map((key) => Number(key.slice(1)))
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
}

/** Every width with its `w` descriptor: the browser picks the smallest that is sharp at the `sizes` width. */
export const srcSetOf = (src: GalleryPhoto["src"]) =>
  widthsOf(src)
    .map((width) => `${src[`w${width}`]} ${width}w`)
    .join(", ");

/** The narrowest file at least `width` wide, or the widest there is: the shipped art's w1080 for 1080. */
export function srcAtLeast(src: GalleryPhoto["src"], width: number): string {
  const widths = widthsOf(src);
  const pick = widths.find((w) => w >= width) ?? widths.at(-1);
  return pick === undefined ? "" : (src[`w${pick}`] ?? "");
}

/** The narrowest file: the `src` fallback of an `<img>` whose `srcset` the browser reads. */
export const smallestSrc = (src: GalleryPhoto["src"]) => srcAtLeast(src, 0);
