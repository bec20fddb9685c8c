import type { GalleryItem, StaticGalleryItem } from "@/content/gallery";
import { absoluteUrl } from "@/lib/meta";

interface Media {
  type: "image" | "video";
  name?: string;
  description: string;
  contentUrl: string;
  thumbnailUrl?: string;
  width: number;
  height: number;
}

export const mediaOfItem = (item: GalleryItem): Media =>
  item.kind === "video"
    ? {
        type: "video",
        name: item.title,
        description: item.alt,
        contentUrl: item.src,
        thumbnailUrl: item.poster,
        width: item.width,
        height: item.height,
      }
    : {
        type: "image",
        name: item.title,
        description: item.alt,
        contentUrl: item.src.w1080,
        thumbnailUrl: item.src.w360,
        width: item.width,
        height: item.height,
      };

export const mediaOfStatic = (item: StaticGalleryItem, name?: string): Media => ({
  type: item.type,
  name,
  description: item.alt,
  contentUrl: item.src,
  thumbnailUrl: item.poster,
  width: item.width,
  height: item.height,
});

/** schema.org ImageGallery for a gallery page: photos as ImageObject, videos as VideoObject. */
export function imageGalleryJsonLd(opts: { name: string; description: string; path: string; media: Media[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: opts.name,
    description: opts.description,
    url: absoluteUrl(opts.path),
    associatedMedia: opts.media.map((m) => ({
      "@type": m.type === "video" ? "VideoObject" : "ImageObject",
      ...(m.name ? { name: m.name } : {}),
      description: m.description,
      contentUrl: absoluteUrl(m.contentUrl),
      ...(m.thumbnailUrl ? { thumbnailUrl: absoluteUrl(m.thumbnailUrl) } : {}),
      width: m.width,
      height: m.height,
    })),
  };
}
