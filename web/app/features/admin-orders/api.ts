/** The priest's booking calls (ARCHITECTURE.md §6), all with the session's access token. */
import { authFetch, authResponse } from "@/features/auth/api";
import { type UploadProgress, authUpload } from "@/features/auth/upload";
import type { AdminBooking, BookingChanges, BookingPage } from "@/features/bookings/types";
import type { BookingStatus } from "@/features/bookings/vocab";
import { ApiError, type ApiUrl, type Envelope } from "@/lib/api";

export interface ListQuery {
  status?: BookingStatus | null;
  q?: string;
  page?: number;
  limit?: number;
}

export const PAGE_SIZE = 20;

/** One page of bookings, newest first, filtered by status and a search text, with the count of every status. */
export async function listBookings(
  { status, q, page = 1, limit = PAGE_SIZE }: ListQuery = {},
  signal?: AbortSignal,
): Promise<BookingPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) query.set("status", status);
  if (q?.trim()) query.set("q", q.trim());
  const path = `/api/v1/bookings?${query}` as ApiUrl<"listBookings">;
  // The server keeps the statuses of STATUSES; the schema calls them strings.
  return (await authFetch<"listBookings">(path, { signal })) as BookingPage;
}

const bookingPath = (reference: string): ApiUrl<"getBooking"> => `/api/v1/bookings/${encodeURIComponent(reference)}`;

export async function getBooking(reference: string, signal?: AbortSignal): Promise<AdminBooking> {
  return (await authFetch<"getBooking">(bookingPath(reference), { signal })).booking as AdminBooking;
}

/** Changes the booking; an invalid status move is `ApiError` 409, a cancel without a note 400. */
export async function updateBooking(reference: string, changes: BookingChanges): Promise<AdminBooking> {
  const { booking } = await authFetch<"updateBooking">(bookingPath(reference), {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(changes),
  });
  return booking as AdminBooking;
}

/**
 * A new private link to the booking (`/booking/{token}`) for the priest to send the devotee: the server
 * keeps only hashes of tokens, so each message gets a fresh one. 409 once the booking has 20.
 */
export async function shareLink(reference: string): Promise<string> {
  const path: ApiUrl<"shareBookingLink"> = `${bookingPath(reference)}/link`;
  const { url } = await authFetch<"shareBookingLink">(path, { method: "POST" });
  return url;
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
  const path: ApiUrl<"uploadBookingProof"> = `${bookingPath(reference)}/proof`;
  const body = await authUpload(path, form, onProgress, signal);
  const data = body.data as { booking?: AdminBooking } | null;
  if (!data?.booking) throw new ApiError(200, "The answer had no booking");
  return data.booking;
}

/**
 * Downloads every booking as CSV. The export needs the access token, which a plain link cannot carry:
 * fetched, then handed to the browser as a file.
 */
export async function downloadCsv(): Promise<void> {
  const path: ApiUrl<"exportBookings"> = "/api/v1/bookings/export.csv";
  const response = await authResponse(path, { headers: { Accept: "text/csv" } });
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
