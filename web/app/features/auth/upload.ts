/**
 * Authenticated multipart uploads with real progress (fetch cannot report upload progress): the bearer
 * token of the session and one refresh-and-retry on 401, like `authFetch`. Used by the darshan form and
 * by the proof upload of bookings.
 */
import { ApiError, type Envelope, NetworkError } from "@/lib/api";
import { SessionEndedError, refreshSession } from "./api";
import { clearTokens, getAccessToken } from "./session";

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
  method: "POST" | "PUT" = "POST",
): Promise<{ status: number; statusText: string; body: Envelope<unknown> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
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
 * Posts `form` to `path` and answers the successful envelope; a non-OK answer is `ApiError` with the
 * server's message and field errors. The form is sent again on retry: a File is a handle, not a copy, so
 * nothing is held twice.
 */
export async function authUpload(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  /** PUT replaces a file of something that exists (a darshan post's video). */
  method: "POST" | "PUT" = "POST",
): Promise<Envelope<unknown>> {
  const token = getAccessToken();
  if (!token) {
    clearTokens();
    throw new SessionEndedError();
  }
  let answer = await sendOnce(path, form, token, onProgress, signal, method);
  if (answer.status === 401) {
    if (getAccessToken() === token && (await refreshSession()) === "ended") {
      clearTokens();
      throw new SessionEndedError();
    }
    const fresh = getAccessToken();
    if (!fresh) throw new SessionEndedError();
    onProgress({ loaded: 0, total: 1 });
    answer = await sendOnce(path, form, fresh, onProgress, signal, method);
    if (answer.status === 401) {
      clearTokens();
      throw new SessionEndedError();
    }
  }
  const { status, statusText, body } = answer;
  if (status < 200 || status >= 300 || !body?.success) {
    throw new ApiError(status, body?.message || statusText || `HTTP ${status}`, statusText, body?.errors ?? []);
  }
  return body;
}
