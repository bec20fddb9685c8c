/**
 * The bookings API's shapes (DESIGN.md §9 and the session contract, section G), written by hand in the
 * shape of the generated `api-schema.ts` until it has them; every bookings module takes its types from here.
 * `status` is narrowed to the statuses the server keeps.
 */
import type { BookingStatus, Service } from "./vocab";

export interface Devotee {
  name: string;
  gotra?: string | null;
  nakshatra?: string | null;
  rashi?: string | null;
  relation?: string | null;
}

export interface Contact {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** `POST /api/v1/bookings`. */
export interface NewBooking {
  service: Service;
  slug?: string;
  devotees: Devotee[];
  preferredDate?: string;
  intention?: string;
  contact: Contact;
  timezone?: string;
  language?: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export interface CreatedBooking {
  reference: string;
  token: string;
  url: string;
  whatsappUrl: string;
}

/**
 * One entry of a booking's history. The devotee sees the status moves (`kind` "status"), with the note of
 * a cancellation only; the priest also sees `note`, `schedule`, `amount`, `paid`, `proof` and `erased`
 * entries, whose `note` holds the detail (the note's text, the time, the amount, "true"/"false").
 */
export interface HistoryEntry {
  kind?: string;
  status?: BookingStatus | null;
  at: string;
  note?: string | null;
  /** Who: an administrator's username, `devotee` or `system` (admin only). */
  by?: string | null;
}

export interface Proof {
  /** `video` or `photo`. */
  kind: string;
  url: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface Upi {
  uri: string;
  id: string;
  payee: string;
}

/** `GET /api/v1/bookings/track/{token}`: the booking as its devotee sees it. */
export interface TrackedBooking {
  reference: string;
  service: string;
  slug?: string | null;
  ritualTitle: string;
  devotees: Devotee[];
  preferredDate?: string | null;
  intention?: string | null;
  contact: Contact;
  timezone?: string | null;
  status: BookingStatus;
  history: HistoryEntry[];
  scheduledAt?: string | null;
  amount?: number | null;
  paid: boolean;
  upi?: Upi | null;
  proof: Proof[];
  createdAt: string;
}

export interface PrivateNote {
  text: string;
  by: string;
  at: string;
}

/** `GET /api/v1/bookings/{reference}`: the devotee's view and what only the priest sees. */
export interface AdminBooking extends TrackedBooking {
  id: string;
  notes: PrivateNote[];
  clientTimezone?: string | null;
  language?: string | null;
  updatedAt: string;
  erasedAt?: string | null;
}

/** One booking in the inbox's list. */
export interface BookingSummary {
  id: string;
  reference: string;
  service: string;
  slug?: string | null;
  ritualTitle: string;
  status: BookingStatus;
  contactName?: string | null;
  contactPhone?: string | null;
  devoteeCount: number;
  preferredDate?: string | null;
  scheduledAt?: string | null;
  amount?: number | null;
  paid: boolean;
  createdAt: string;
  erased: boolean;
}

export type StatusCounts = Record<BookingStatus, number>;

/** `GET /api/v1/bookings`. */
export interface BookingPage {
  bookings: BookingSummary[];
  total: number;
  page: number;
  limit: number;
  /** Of every booking, whatever the filter. */
  counts: StatusCounts;
}

/** `PATCH /api/v1/bookings/{reference}`. */
export interface BookingChanges {
  status?: BookingStatus;
  note?: string;
  scheduledAt?: string;
  amount?: number;
  paid?: boolean;
}
