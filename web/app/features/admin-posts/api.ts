/** The administrator's video-post calls, all through the authenticated fetch. */
import { authFetch } from "@/features/auth/api";
import { type UploadProgress, authUpload } from "@/features/auth/upload";
import { type ApiBody, type ApiData, ApiError, jsonBody } from "@/lib/api";

export async function fetchAllPosts(): Promise<ApiData<"listAllVideoPosts">> {
  return authFetch<"listAllVideoPosts">("/api/v1/video-posts/all");
}

export type PostChanges = ApiBody<"updateVideoPost">;

export async function updatePost(id: string, changes: PostChanges): Promise<ApiData<"updateVideoPost">["videoPost"]> {
  const { videoPost } = await authFetch<"updateVideoPost">(
    `/api/v1/video-posts/${encodeURIComponent(id)}`,
    jsonBody<"updateVideoPost">(changes, { method: "PATCH" }),
  );
  return videoPost;
}

export async function deletePost(id: string): Promise<void> {
  await authFetch<"deleteVideoPost">(`/api/v1/video-posts/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Creates a post, with upload progress (`authUpload`). */
export async function createPost(
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ApiData<"createVideoPost"> & { message: string }> {
  const body = await authUpload("/api/v1/video-posts/create", form, onProgress, signal);
  const data = body.data as ApiData<"createVideoPost"> | null;
  if (!data?.videoPost) throw new ApiError(200, "The answer had no post");
  return { videoPost: data.videoPost, message: body.message };
}

/** Replaces a post's video or thumbnail (`PUT …/{id}/video` or `…/thumbnail`), with upload progress. */
export async function replaceMedia(
  id: string,
  what: "video" | "thumbnail",
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ApiData<"replaceVideoPostVideo">["videoPost"]> {
  const form = new FormData();
  form.append(what, file, file.name);
  const path = `/api/v1/video-posts/${encodeURIComponent(id)}/${what}`;
  const body = await authUpload(path, form, onProgress, undefined, "PUT");
  const data = body.data as ApiData<"replaceVideoPostVideo"> | null;
  if (!data?.videoPost) throw new ApiError(200, "The answer had no post");
  return data.videoPost;
}
