/**
 * The bookings API's shapes (DESIGN.md §9 and the session contract, section G), written by hand until the
 * generated `api-schema.ts` has them; every bookings module takes its types from here.
 */
import type { BookingStatus, Service } from "./vocab";

export interface Devotee {
  name: string;
  gotra?: string;
  nakshatra?: string;
  rashi?: string;
  relation?: string;
}

export interface Contact {
  name: string;
  phone: string;
  email?: string;
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
  kind: "video" | "photo";
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
  service: Service;
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
  by?: string;
  at: string;
}

/** `GET /api/v1/bookings/{reference}`: the devotee's view and what only the priest sees. */
export interface AdminBooking extends TrackedBooking {
  id: string;
  notes?: PrivateNote[] | null;
  clientTimezone?: string | null;
  /** The private page's path, when the server can give it (see NOTES.md). */
  url?: string | null;
}

export type StatusCounts = Partial<Record<BookingStatus, number>>;

/** `GET /api/v1/bookings`. */
export interface BookingPage {
  bookings: AdminBooking[];
  total: number;
  page: number;
  limit: number;
  counts?: StatusCounts;
}

/** `PATCH /api/v1/bookings/{reference}`. */
export interface BookingChanges {
  status?: BookingStatus;
  note?: string;
  scheduledAt?: string;
  amount?: number;
  paid?: boolean;
}
