/** The public video-post calls. */
import { type ApiData, type ApiUrl, apiFetch } from "@/lib/api";

/**
 * The address of one page of the public feed. The pre-rendered /daily-darshan preloads page 1 from it
 * (routes/daily-darshan.tsx), so the feed's own request must match that preload exactly.
 */
export const videoPageUrl = (page: number): `${ApiUrl<"listVideoPosts">}?page=${number}` =>
  `/api/v1/video-posts?page=${page}`;

/**
 * One page of published posts. A non-OK answer or a network failure throws. No request headers of its
 * own (the server needs none): the request is then exactly the preload's, so a browser can hand it the
 * preloaded answer whatever its matching rules (Chromium 156 was seen to reuse it either way).
 */
export async function fetchVideoPage(page: number, signal?: AbortSignal): Promise<ApiData<"listVideoPosts">> {
  const response = await fetch(videoPageUrl(page), { signal });
  if (!response.ok) throw new Error("Network response was not ok");
  const body = (await response.json()) as { data: ApiData<"listVideoPosts"> | null };
  if (!body.data || !Array.isArray(body.data.videoPosts)) throw new Error("Network response was not ok");
  return body.data;
}

/** Counts one view when playback starts. Best effort: a lost count is not worth bothering the viewer. */
export function countView(id: string): void {
  apiFetch<"countVideoPostView">(`/api/v1/video-posts/${encodeURIComponent(id)}/views`, { method: "POST", keepalive: true }).catch(
    (error: unknown) => console.warn("The view was not counted", error),
  );
}
