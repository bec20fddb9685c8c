/**
 * The devotee's booking calls (ARCHITECTURE.md §6): create, and withdraw with the private token. Public:
 * no session, so they never load the admin's auth code.
 */
import { type ApiData, ApiError, type ApiUrl, type Envelope, NetworkError } from "@/lib/api";
import type { CreatedBooking, NewBooking } from "./types";

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

const trackPath = (token: string): ApiUrl<"withdrawBooking"> => `/api/v1/bookings/track/${encodeURIComponent(token)}`;

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
