/** What the photo screen checks before sending; the server has the last word (it reads the content). */
import { checkVideoFile } from "@/features/darshan/validate";
import type { MessageKey } from "@/i18n/messages";

/** The server's limit for one photo (README "Photos"). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** The widest poster made from a video in the browser: the server makes its own widths from it. */
export const MAX_POSTER_WIDTH = 1280;

/** What is wrong with a chosen file before it is sent, as a message key; `null` when it may go. */
export function photoRefusal(file: File): "photos.wrongType" | "photos.tooLarge" | null {
  const name = file.name.toLowerCase();
  const photo = ["image/jpeg", "image/png", "image/webp"].includes(file.type) || /\.(jpe?g|png|webp)$/.test(name);
  if (!photo) return "photos.wrongType";
  if (file.size > MAX_PHOTO_BYTES) return "photos.tooLarge";
  return null;
}

/**
 * A chosen file as the queue takes it: a photo, a short video (an MP4 checked as the darshan form checks
 * it, `checkVideoFile`: the same 10 MB and the same message), or the message key of its refusal.
 */
export function chosenKind(file: File): { kind: "photo" | "video" } | { refusal: MessageKey } {
  if (file.type === "video/mp4" || /\.mp4$/i.test(file.name)) {
    const refusal = checkVideoFile(file);
    return refusal ? { refusal } : { kind: "video" };
  }
  const refusal = photoRefusal(file);
  return refusal ? { refusal } : { kind: "photo" };
}

/** Where the poster frame is taken: about 1 s in, or a tenth of a shorter video (never past its end). */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration / 10);
}

/** The poster's size: the video's own, made narrower (keeping its shape) when wider than `max`. */
export function posterSize(width: number, height: number, max = MAX_POSTER_WIDTH): { width: number; height: number } {
  if (width <= max) return { width, height };
  return { width: max, height: Math.max(1, Math.round((height * max) / width)) };
}

/** The list with the item at `from` moved to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
