/** The page editors' calls: a page's texts, the pilgrimage sites, and their saves. */
import { authResponse } from "@/features/auth/api";
import { type UploadProgress, authUpload } from "@/features/auth/upload";
import { ApiError, type Envelope, apiFetch } from "@/lib/api";
import type { JsonObject } from "./fields";

async function envelope<T>(response: Response): Promise<T> {
  let body: Envelope<T> | null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  if (!response.ok || !body?.success || body.data === null) {
    throw new ApiError(response.status, body?.message ?? response.statusText, response.statusText, body?.errors ?? []);
  }
  return body.data;
}

function json(method: string, value: unknown): RequestInit {
  return {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(value),
  };
}

export interface SiteEntry {
  key: string;
  position: number;
  updatedAt: string;
  body: JsonObject;
  isPublished: boolean;
}

/** A page's texts as stored now: the English and its translations (`i18n`). */
export async function fetchPage(key: string): Promise<JsonObject> {
  const { page } = await apiFetch<"getPage">(`/api/v1/pages/${encodeURIComponent(key)}`, { cache: "no-store" });
  return page.body as JsonObject;
}

/** Saves the whole body, its translations with it (the server checks them: features/content/shape.rs). */
export async function savePage(key: string, body: JsonObject): Promise<JsonObject> {
  const response = await authResponse(`/api/v1/pages/${encodeURIComponent(key)}`, json("PUT", body));
  const { page } = await envelope<{ page: { body: JsonObject } }>(response);
  return page.body;
}

/**
 * Gives one of a page's pictures (`photo`, `blocks[2].image`) an uploaded photo, described by `alt`; the
 * server stores it and saves the page at once. Answers the page as stored.
 */
export async function uploadPageImage(
  key: string,
  field: string,
  file: File,
  alt: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<JsonObject> {
  const form = new FormData();
  form.append("field", field);
  form.append("alt", alt);
  form.append("image", file);
  const answer = await authUpload(`/api/v1/pages/${encodeURIComponent(key)}/image`, form, onProgress);
  return (answer.data as { page: { body: JsonObject } }).page.body;
}

export async function fetchSites(): Promise<SiteEntry[]> {
  const response = await authResponse("/api/v1/pilgrimage", { cache: "no-store" });
  return (await envelope<{ sites: SiteEntry[] }>(response)).sites;
}

export async function fetchSite(slug: string): Promise<SiteEntry> {
  const response = await authResponse(`/api/v1/pages/pilgrimage/${encodeURIComponent(slug)}`, { cache: "no-store" });
  return (await envelope<{ site: SiteEntry }>(response)).site;
}

export async function createSite(body: JsonObject): Promise<SiteEntry> {
  const response = await authResponse("/api/v1/pilgrimage", json("POST", body));
  return (await envelope<{ site: SiteEntry }>(response)).site;
}

export async function saveSite(slug: string, body: JsonObject): Promise<SiteEntry> {
  const response = await authResponse(`/api/v1/pages/pilgrimage/${encodeURIComponent(slug)}`, json("PUT", body));
  return (await envelope<{ site: SiteEntry }>(response)).site;
}

export async function deleteSite(slug: string): Promise<void> {
  const response = await authResponse(`/api/v1/pages/pilgrimage/${encodeURIComponent(slug)}`, { method: "DELETE" });
  await envelope<unknown>(response);
}

export async function orderSites(slugs: string[]): Promise<void> {
  const response = await authResponse("/api/v1/pilgrimage/order", json("PUT", { slugs }));
  await envelope<unknown>(response);
}
