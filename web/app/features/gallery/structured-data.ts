import { srcAtLeast } from "@/content/gallery";
import type { GalleryItem } from "@/content/types";
import { absoluteUrl } from "@/lib/meta";

/** schema.org ImageGallery for a gallery page: photos as ImageObject, videos as VideoObject. */
export function imageGalleryJsonLd(
  origin: string,
  opts: { name: string; description: string; path: string; items: readonly GalleryItem[] },
) {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: opts.name,
    description: opts.description,
    url: absoluteUrl(origin, opts.path),
    associatedMedia: opts.items.map((item) => ({
      "@type": item.kind === "video" ? "VideoObject" : "ImageObject",
      ...(item.title ? { name: item.title } : {}),
      description: item.alt,
      contentUrl: absoluteUrl(origin, item.kind === "video" ? item.src : srcAtLeast(item.src, 1080)),
      thumbnailUrl: absoluteUrl(origin, item.kind === "video" ? item.poster : srcAtLeast(item.src, 360)),
      width: item.width,
      height: item.height,
    })),
  };
}
