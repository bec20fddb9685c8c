import type { GalleryItem, GalleryPhoto, GalleryVideo } from "@/content/types";

const sources = (name: string) => ({
  w180: `/assets/${name}-180.webp`,
  w360: `/assets/${name}-360.webp`,
  w720: `/assets/${name}-720.webp`,
  w1080: `/assets/${name}-1080.webp`,
});

export function photo(name: string, title: string, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return {
    kind: "image",
    name,
    src: sources(name),
    title,
    alt: `A painting of ${title.toLowerCase()}`,
    width: 1080,
    height: 1620,
    rows: 3,
    cols: 2,
    ...overrides,
  };
}

export function video(name: string, title: string): GalleryVideo {
  return {
    kind: "video",
    name,
    src: `/assets/${name}.mp4`,
    poster: `/assets/${name}-poster.webp`,
    title,
    alt: `A short video of ${title.toLowerCase()}`,
    width: 640,
    height: 360,
    rows: 4,
    cols: 2,
  };
}

export const VIP: GalleryItem[] = [
  photo("flower-altar", "Flower altar"),
  photo("havan-fire", "Havan fire"),
  video("lamp-aarti", "Evening aarti"),
];

export const ALL: GalleryItem[] = [
  photo("flower-altar", "Flower altar"),
  photo("havan-fire", "Havan fire"),
  photo("temple-gopuram", "Temple gopuram"),
  photo("kalash-rice", "Kalash on rice"),
];
