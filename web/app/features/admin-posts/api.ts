/** The administrator's video-post calls (DESIGN.md §5), all through the authenticated fetch. */
import { SessionEndedError, authFetch, refreshSession } from "@/features/auth/api";
import { clearTokens, getAccessToken } from "@/features/auth/session";
import { type ApiBody, type ApiData, ApiError, type Envelope, NetworkError, jsonBody } from "@/lib/api";

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

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Answers of an XMLHttpRequest, read like `apiFetchEnvelope` reads fetch answers. */
function sendOnce(
  path: string,
  form: FormData,
  token: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; statusText: string; body: Envelope<unknown> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let body: Envelope<unknown> | null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, body });
    };
    xhr.onerror = () => reject(new NetworkError(new Error("upload failed")));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Creates a post with a real upload progress (fetch cannot report it), the bearer token of the session,
 * and one refresh-and-retry on 401, like `authFetch`. The form is sent again on retry: a File is a
 * handle, not a copy, so nothing is held twice.
 */
export async function createPost(
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ApiData<"createVideoPost"> & { message: string }> {
  const path = "/api/v1/video-posts/create";
  const token = getAccessToken();
  if (!token) {
    clearTokens();
    throw new SessionEndedError();
  }
  let answer = await sendOnce(path, form, token, onProgress, signal);
  if (answer.status === 401) {
    if (getAccessToken() === token && (await refreshSession()) === "ended") {
      clearTokens();
      throw new SessionEndedError();
    }
    const fresh = getAccessToken();
    if (!fresh) throw new SessionEndedError();
    onProgress({ loaded: 0, total: 1 });
    answer = await sendOnce(path, form, fresh, onProgress, signal);
    if (answer.status === 401) {
      clearTokens();
      throw new SessionEndedError();
    }
  }
  const { status, statusText, body } = answer;
  if (status < 200 || status >= 300 || !body?.success) {
    throw new ApiError(status, body?.message || statusText || `HTTP ${status}`, statusText, body?.errors ?? []);
  }
  const data = body.data as ApiData<"createVideoPost"> | null;
  if (!data?.videoPost) throw new ApiError(status, "The answer had no post");
  return { videoPost: data.videoPost, message: body.message };
}
