/** The public video-post calls (DESIGN.md §5). */
import { apiFetch } from "@/lib/api";
import type { VideoPage } from "./types";

/** One page of published posts. A non-OK answer or a network failure throws. */
export async function fetchVideoPage(page: number, signal?: AbortSignal): Promise<VideoPage> {
  const response = await fetch(`/api/v1/video-posts?page=${page}`, {
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error("Network response was not ok");
  const body = (await response.json()) as { data: VideoPage | null };
  if (!body.data || !Array.isArray(body.data.videoPosts)) throw new Error("Network response was not ok");
  return body.data;
}

/** Counts one view when playback starts. Best effort: a lost count is not worth bothering the viewer. */
export function countView(id: string): void {
  apiFetch(`/api/v1/video-posts/${encodeURIComponent(id)}/views`, { method: "POST", keepalive: true }).catch(
    (error: unknown) => console.warn("The view was not counted", error),
  );
}
