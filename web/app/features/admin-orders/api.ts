/** The priest's booking calls (DESIGN.md §9), all with the session's access token. */
import { authResponse } from "@/features/auth/api";
import { type UploadProgress, authUpload } from "@/features/auth/upload";
import type { AdminBooking, BookingChanges, BookingPage } from "@/features/bookings/types";
import type { BookingStatus } from "@/features/bookings/vocab";
import { ApiError, type Envelope } from "@/lib/api";

/** A JSON call's `data`; a non-OK answer is `ApiError` with the server's message and field errors. */
async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await authResponse(path, {
    ...init,
    headers: { Accept: "application/json", ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.success || body.data == null) {
    throw new ApiError(
      response.status,
      body?.message || response.statusText || `HTTP ${response.status}`,
      response.statusText,
      body?.errors ?? [],
    );
  }
  return body.data;
}

export interface ListQuery {
  status?: BookingStatus | null;
  q?: string;
  page?: number;
  limit?: number;
}

export const PAGE_SIZE = 20;

/** One page of bookings, newest first, filtered by status and a search text, with the count of every status. */
export function listBookings(
  { status, q, page = 1, limit = PAGE_SIZE }: ListQuery = {},
  signal?: AbortSignal,
): Promise<BookingPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) query.set("status", status);
  if (q?.trim()) query.set("q", q.trim());
  return json<BookingPage>(`/api/v1/bookings?${query}`, { signal });
}

const bookingPath = (reference: string) => `/api/v1/bookings/${encodeURIComponent(reference)}`;

export async function getBooking(reference: string, signal?: AbortSignal): Promise<AdminBooking> {
  return (await json<{ booking: AdminBooking }>(bookingPath(reference), { signal })).booking;
}

/** Changes the booking; an invalid status move is `ApiError` 409, a cancel without a note 400. */
export async function updateBooking(reference: string, changes: BookingChanges): Promise<AdminBooking> {
  const { booking } = await json<{ booking: AdminBooking }>(bookingPath(reference), {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(changes),
  });
  return booking;
}

/** Attaches a proof video or photo, with upload progress (large videos take a while). */
export async function uploadProof(
  reference: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<AdminBooking> {
  const form = new FormData();
  form.append(file.type.startsWith("video/") || /\.mp4$/i.test(file.name) ? "video" : "photo", file);
  const body = await authUpload(`${bookingPath(reference)}/proof`, form, onProgress, signal);
  const data = body.data as { booking?: AdminBooking } | null;
  if (!data?.booking) throw new ApiError(200, "The answer had no booking");
  return data.booking;
}

/**
 * Downloads every booking as CSV. The export needs the access token, which a plain link cannot carry:
 * fetched, then handed to the browser as a file.
 */
export async function downloadCsv(): Promise<void> {
  const response = await authResponse("/api/v1/bookings/export.csv", { headers: { Accept: "text/csv" } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(response.status, body?.message || response.statusText || `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `bookings-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
