/** The gallery's admin calls (README "Photos"), all with the session's access token. */
import { authFetch } from "@/features/auth/api";
import { type UploadProgress, authUpload } from "@/features/auth/upload";
import type { ApiUrl, Schemas } from "@/lib/api";

export type GalleryEntry = Schemas["GalleryItem"];
export type GalleryCategory = Schemas["GalleryCategory"];

/** Every gallery entry, unpublished ones too, in the site's order. */
export async function listGallery(signal?: AbortSignal): Promise<GalleryEntry[]> {
  const path = "/api/v1/gallery?all=true" as ApiUrl<"listGallery">;
  return (await authFetch<"listGallery">(path, { signal })).items;
}

export interface NewPhoto {
  kind: "photo";
  file: File;
  caption: string;
  alt: string;
  category: GalleryCategory;
}

/** A short video with the poster made from it in the browser (`poster-frame.ts`). */
export interface NewVideo {
  kind: "video";
  file: File;
  poster: Blob;
  caption: string;
  alt: string;
  category: GalleryCategory;
}

/**
 * Uploads one photo, or one video with its poster, with its caption, alt text and category; the server
 * re-encodes a photo (and a poster) to WebP widths and checks a video as darshan videos are.
 */
export async function uploadEntry(
  entry: NewPhoto | NewVideo,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<GalleryEntry> {
  const form = new FormData();
  form.append("caption", entry.caption);
  form.append("alt", entry.alt);
  form.append("category", entry.category);
  if (entry.kind === "video") {
    form.append("video", entry.file);
    const extension = entry.poster.type === "image/webp" ? "webp" : "jpg";
    form.append("poster", entry.poster, `${entry.file.name.replace(/\.mp4$/i, "")}-poster.${extension}`);
  } else {
    form.append("image", entry.file);
  }
  const envelope = await authUpload("/api/v1/gallery", form, onProgress, signal);
  return (envelope.data as { item: GalleryEntry }).item;
}

const itemPath = (id: string): ApiUrl<"updateGalleryItem"> => `/api/v1/gallery/${encodeURIComponent(id)}`;

export interface GalleryChanges {
  caption?: string;
  alt?: string;
  category?: GalleryCategory;
  /** The new 0-based place in the whole gallery. */
  position?: number;
}

export async function updateGalleryItem(id: string, changes: GalleryChanges): Promise<GalleryEntry> {
  const { item } = await authFetch<"updateGalleryItem">(itemPath(id), {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(changes),
  });
  return item;
}

export async function deleteGalleryItem(id: string): Promise<void> {
  await authFetch<"deleteGalleryItem">(itemPath(id), { method: "DELETE" });
}

/** Removes every sample entry the site was shipped with; answers how many went. */
export async function removeSamples(): Promise<number> {
  const { removed } = await authFetch<"deleteGallerySamples">("/api/v1/gallery/samples", { method: "DELETE" });
  return removed;
}
