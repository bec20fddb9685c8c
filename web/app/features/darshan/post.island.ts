/** /daily-darshan/{id}: the first playback of the post's video counts one view (best effort). */
import { countView } from "./api";

export function countFirstPlay(doc: Document = document): void {
  const video = doc.querySelector<HTMLVideoElement>("video[data-post-id]");
  const id = video?.dataset.postId;
  if (!video || !id) return;
  video.addEventListener("play", () => countView(id), { once: true });
}
