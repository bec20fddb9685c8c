import { allPhotos, type GalleryItem, vipPhotos } from "@/content/gallery";

export const GALLERY_CATEGORIES = ["vip-photos", "all-photos"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** SPEC.md §4: "vip-photos gives the VIP set; any other id gives all images". */
export function categoryFor(id: string | undefined): GalleryCategory {
  return id === "vip-photos" ? "vip-photos" : "all-photos";
}

export interface GallerySets {
  "vip-photos": readonly GalleryItem[];
  "all-photos": readonly GalleryItem[];
}

const SETS: GallerySets = { "vip-photos": vipPhotos, "all-photos": allPhotos };

export function gallerySet(id: string | undefined, sets: GallerySets = SETS): readonly GalleryItem[] {
  return sets[categoryFor(id)];
}

/** The items the route id shows (no state: the set follows the URL). */
export function useGallerySet(id: string | undefined, sets: GallerySets = SETS) {
  const category = categoryFor(id);
  return { category, items: sets[category] };
}
