import type { GalleryItem, SiteContent } from "@/content/types";

export const GALLERY_CATEGORIES = ["vip-photos", "all-photos"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** How many items /photo-gallery shows. */
export const FEATURED_COUNT = 6;

/** `vip-photos` gives the VIP set; any other id gives all images. */
export function categoryFor(id: string | undefined): GalleryCategory {
  return id === "vip-photos" ? "vip-photos" : "all-photos";
}

/** Gallery entries by key, in the order given; a key naming no entry is left out. */
export function galleryItems(content: SiteContent, keys: readonly string[]): GalleryItem[] {
  const byName = new Map(content.lists.gallery.map((item) => [item.name, item]));
  return keys.flatMap((key) => byName.get(key) ?? []);
}

/** Whether an item is in the VIP set: its `category`, or, for an entry without one, the gallery page's `vip` list. */
export function isVip(content: SiteContent, item: GalleryItem): boolean {
  return item.category === undefined ? content.pages.gallery.vip.includes(item.name) : item.category === "vip";
}

/** The VIP set, or every photo (no videos), in the gallery's order. */
export function gallerySet(content: SiteContent, id: string | undefined): GalleryItem[] {
  return categoryFor(id) === "vip-photos"
    ? content.lists.gallery.filter((item) => isVip(content, item))
    : content.lists.gallery.filter((item) => item.kind === "image");
}

/**
 * What /photo-gallery shows: the gallery page's `featured` entries that exist, then the gallery's first
 * others, up to six: once the sample art is removed, the priest's own photos fill it.
 */
export function featuredItems(content: SiteContent): GalleryItem[] {
  const featured = galleryItems(content, content.pages.gallery.featured);
  const shown = new Set(featured.map((item) => item.name));
  const rest = content.lists.gallery.filter((item) => !shown.has(item.name));
  return [...featured, ...rest].slice(0, FEATURED_COUNT);
}
