/**
 * The calls every content editor shares: an entry's history (who saved it, when, and what it was then)
 * and the preview of an unsaved change, drawn by the server's render engine without being saved or served.
 */
import { authResponse } from "@/features/auth/api";
import { ApiError, type Envelope } from "@/lib/api";

/** One saved version of an entry (`GET /api/v1/content/history?entity=&id=`). */
export interface ContentVersion {
  id: string;
  kind: string;
  key: string;
  /** What the change made the entry; null when it removed it. */
  newBody: unknown;
  oldBody: unknown;
  changedBy: string | null;
  /** The administrator's username, when the account still exists. */
  changedByName?: string | null;
  changedAt: string;
}

/** What an entry is called in the history and the preview: its kind (`entity`) and key (`id`). */
export interface EntryRef {
  /** `page`, `pilgrimage`, `ritual`, `category`, `gallery`, `site`. */
  entity: string;
  /** The entry's key (`about`, `gokarna`, …). */
  id: string;
}

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

/** The entry's saved versions, newest first. */
export async function fetchHistory({ entity, id }: EntryRef, limit = 50): Promise<ContentVersion[]> {
  const query = new URLSearchParams({ entity, id, limit: String(limit) });
  const response = await authResponse(`/api/v1/content/history?${query}`, { cache: "no-store" });
  return (await envelope<{ changes: ContentVersion[] }>(response)).changes;
}

/** A public page as it would look with `body` saved: its address and its HTML. */
export interface Preview {
  path: string;
  html: string;
}

/**
 * Draws the page that shows the entry, with `body` in its place, in the server's render engine; nothing is
 * saved or served. `path` picks one of the pages the entry shows on (the entry's own page when absent).
 */
export async function fetchPreview({ entity, id }: EntryRef, body: unknown, path?: string): Promise<Preview> {
  const response = await authResponse("/api/v1/preview", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ kind: entity, key: id, body, ...(path ? { path } : {}) }),
  });
  return envelope<Preview>(response);
}
