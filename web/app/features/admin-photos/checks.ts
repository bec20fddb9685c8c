/** What the photo screen checks before sending; the server has the last word (it reads the content). */

/** The server's limit for one photo (README "Photos"). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent, as a message key; `null` when it may go. */
export function photoRefusal(file: File): "photos.wrongType" | "photos.tooLarge" | null {
  const name = file.name.toLowerCase();
  const photo = ["image/jpeg", "image/png", "image/webp"].includes(file.type) || /\.(jpe?g|png|webp)$/.test(name);
  if (!photo) return "photos.wrongType";
  if (file.size > MAX_PHOTO_BYTES) return "photos.tooLarge";
  return null;
}

/** The list with the item at `from` moved to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
