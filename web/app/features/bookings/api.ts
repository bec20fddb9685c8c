/**
 * The devotee's booking calls (ARCHITECTURE.md §6): create, follow with the private token, withdraw. Public:
 * no session, so they never load the admin's auth code.
 */
import { type ApiData, ApiError, type ApiUrl, type Envelope, NetworkError } from "@/lib/api";
import type { CreatedBooking, NewBooking, TrackedBooking } from "./types";

/** The server turned the booking away for now (429); `retryAfter` in seconds when it said. */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfter: number | null,
  ) {
    super(429, message, "Too Many Requests");
    this.name = "RateLimitedError";
  }
}

/**
 * One JSON call and its envelope; non-OK answers become `ApiError` (429: `RateLimitedError`, with the
 * `Retry-After` the typed `apiFetch` does not pass on).
 */
async function call<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  let body: Envelope<T> | null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    throw new RateLimitedError(
      body?.message ?? response.statusText,
      Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    );
  }
  if (!response.ok || !body?.success || body.data == null) {
    throw new ApiError(response.status, body?.message ?? response.statusText, response.statusText, body?.errors ?? []);
  }
  return body;
}

export async function createBooking(booking: NewBooking): Promise<CreatedBooking> {
  const path: ApiUrl<"createBooking"> = "/api/v1/bookings";
  const { data } = await call<ApiData<"createBooking">>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(booking),
  });
  return data as CreatedBooking;
}

const trackPath = (token: string): ApiUrl<"trackBooking"> => `/api/v1/bookings/track/${encodeURIComponent(token)}`;

/** The booking its token opens; an unknown or erased token is `ApiError` 404. */
export async function trackBooking(token: string, signal?: AbortSignal): Promise<TrackedBooking> {
  const { data } = await call<ApiData<"trackBooking">>(trackPath(token), { signal, cache: "no-store" });
  // The server keeps the statuses of STATUSES; the schema calls them strings.
  return (data as ApiData<"trackBooking">).booking as TrackedBooking;
}

/** Withdraws the booking: the server erases its personal data and proof; the token then answers 404. */
export async function eraseBooking(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(trackPath(token), { method: "DELETE", headers: { Accept: "application/json" } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(response.status, body?.message ?? response.statusText, response.statusText);
  }
}

/**
 * The title a booking form shows for its ritual or pilgrimage site. The one place that knows where titles
 * come from: the public content API when it answers, else the slug made readable ("satyanarayan-puja" →
 * "Satyanarayan Puja"), so the form never waits on it or fails because of it.
 */
/** What the form shows of what is booked: its title and, for a ritual, the suggested dakshina. */
export interface Subject {
  title: string;
  dakshina?: number;
}

export async function fetchSubject(
  service: "ritual" | "pilgrimage",
  slug: string,
  signal?: AbortSignal,
): Promise<Subject> {
  const path =
    service === "ritual"
      ? `/api/v1/rituals/${encodeURIComponent(slug)}`
      : `/api/v1/pages/pilgrimage/${encodeURIComponent(slug)}`;
  try {
    const { data } = await call<Record<string, unknown>>(path, { signal });
    const found = titleIn(data);
    if (found) return { title: found, ...dakshinaIn(data) };
  } catch (error) {
    if (signal?.aborted) throw error;
    // No content API yet, or no such entry: the server checks the slug when the booking is sent.
  }
  return { title: prettifySlug(slug) };
}

/** `data.ritual.body.dakshina`, when it is whole rupees. */
function dakshinaIn(data: Record<string, unknown> | null): { dakshina?: number } {
  const ritual = data?.ritual as { body?: { dakshina?: unknown } } | undefined;
  const rupees = ritual?.body?.dakshina;
  return typeof rupees === "number" && Number.isInteger(rupees) && rupees > 0 ? { dakshina: rupees } : {};
}

/** `data.ritual.title`, `data.page.title` or `data.title`: whichever the content API answers. */
function titleIn(data: Record<string, unknown> | null): string | null {
  if (!data) return null;
  const body = (entry: unknown) =>
    entry && typeof entry === "object" && "body" in entry ? (entry as { body: unknown }).body : entry;
  for (const candidate of [body(data.ritual), data.ritual, body(data.page), data.page, data]) {
    if (candidate && typeof candidate === "object" && "title" in candidate) {
      const title = (candidate as { title: unknown }).title;
      if (typeof title === "string" && title.trim()) return title.trim();
    }
  }
  return null;
}

export function prettifySlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
