import type { GalleryPhoto } from "./types";

/** Every width with its `w` descriptor: the browser picks the smallest that is sharp at the `sizes` width. */
export const srcSetOf = (src: GalleryPhoto["src"]) =>
  `${src.w180} 180w, ${src.w360} 360w, ${src.w720} 720w, ${src.w1080} 1080w`;
