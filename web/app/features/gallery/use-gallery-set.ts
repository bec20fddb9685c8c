import type { GalleryItem, SiteContent } from "@/content/types";

export const GALLERY_CATEGORIES = ["vip-photos", "all-photos"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** `vip-photos` gives the VIP set; any other id gives all images. */
export function categoryFor(id: string | undefined): GalleryCategory {
  return id === "vip-photos" ? "vip-photos" : "all-photos";
}

/** Gallery entries by key, in the order given; a key naming no entry is left out. */
export function galleryItems(content: SiteContent, keys: readonly string[]): GalleryItem[] {
  const byName = new Map(content.lists.gallery.map((item) => [item.name, item]));
  return keys.flatMap((key) => byName.get(key) ?? []);
}

/** The VIP set as the gallery page lists it, or every photo (no videos) in the gallery's order. */
export function gallerySet(content: SiteContent, id: string | undefined): GalleryItem[] {
  return categoryFor(id) === "vip-photos"
    ? galleryItems(content, content.pages.gallery.vip)
    : content.lists.gallery.filter((item) => item.kind === "image");
}
