/**
 * The create-post form's checks (README "Daily darshan media"), pure so they are tested without a browser. Each answers
 * message keys; the form shows them in the specification's order.
 */
import type { MessageKey } from "@/i18n/messages";

/** 10 × 1,048,576 bytes: the server refuses anything larger with the same message. */
export const MAX_VIDEO_BYTES = 10 * 1_048_576;

export type PostField = "title" | "description" | "video" | "thumbnail";

export interface PostDraft {
  title: string;
  /** The editor's HTML. */
  description: string;
  video: File | null;
  thumbnail: File | null;
}

export interface FieldError {
  field: PostField;
  key: MessageKey;
}

/** True when the editor's HTML has no visible text (Quill's empty document is `<p><br></p>`). */
export function isDescriptionEmpty(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .trim();
  return text.length === 0;
}

/** Every problem of the draft, in the specification's order: title, description, video, thumbnail. */
export function validatePost(draft: PostDraft): FieldError[] {
  const errors: FieldError[] = [];
  if (draft.title.trim() === "") errors.push({ field: "title", key: "darshan.form.titleRequired" });
  if (isDescriptionEmpty(draft.description)) errors.push({ field: "description", key: "darshan.form.descriptionRequired" });
  if (!draft.video) errors.push({ field: "video", key: "darshan.form.videoRequired" });
  if (!draft.thumbnail) errors.push({ field: "thumbnail", key: "darshan.form.thumbnailRequired" });
  return errors;
}

type FileLike = Pick<File, "name" | "size" | "type">;

/** A chosen or dropped video: an .mp4 of at most 10 MB; otherwise the message, and the choice is cleared. */
export function checkVideoFile(file: FileLike): MessageKey | null {
  const isMp4 = /\.mp4$/i.test(file.name) && (file.type === "" || file.type === "video/mp4");
  if (!isMp4) return "darshan.form.videoType";
  if (file.size > MAX_VIDEO_BYTES) return "darshan.form.videoTooLarge";
  return null;
}

/** A chosen or dropped thumbnail must have an image MIME type. */
export function checkThumbnailFile(file: FileLike): MessageKey | null {
  return file.type.startsWith("image/") ? null : "darshan.form.invalidImage";
}
