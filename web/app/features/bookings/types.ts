/**
 * The bookings API's shapes, from the generated `api-schema.ts`; every bookings module takes
 * its types from here. `status` is narrowed to the statuses the server keeps (the schema says "string").
 */
import type { ApiBody, Schemas } from "@/lib/api";
import type { BookingStatus, Nakshatra, Rashi, Service } from "./vocab";

export type Devotee = Schemas["DevoteeView"];
export type Contact = Schemas["ContactView"];
export type CreatedBooking = Schemas["CreatedBooking"];
export type Proof = Schemas["ProofView"];
export type Upi = Schemas["UpiView"];
export type PrivateNote = Schemas["NoteView"];
export type StatusCounts = Schemas["StatusCounts"];

export interface NewDevotee {
  name: string;
  gotra?: string;
  nakshatra?: Nakshatra;
  rashi?: Rashi;
  relation?: string;
}

/**
 * What the sankalp form sends (`POST /api/v1/bookings`): the schema's body with what the form always
 * fills made required.
 */
export interface NewBooking extends ApiBody<"createBooking"> {
  service: Service;
  devotees: NewDevotee[];
  contact: { name: string; phone: string; email?: string };
  website: string;
}

/**
 * One entry of a booking's history. The devotee sees the status moves (`kind` "status"), with the note of
 * a cancellation only; the priest also sees `note`, `schedule`, `amount`, `paid`, `proof` and `erased`
 * entries, whose `note` holds the detail (the note's text, the time, the amount, "true"/"false").
 */
export type HistoryEntry = Omit<Schemas["HistoryView"], "status" | "kind"> & {
  kind?: string;
  status?: BookingStatus | null;
};

type Narrowed<T> = Omit<T, "status" | "history"> & { status: BookingStatus; history: HistoryEntry[] };

/** `GET /api/v1/bookings/track/{token}`: the booking as its devotee sees it. */
export type TrackedBooking = Narrowed<Schemas["TrackedBooking"]>;

/** `GET /api/v1/bookings/{reference}`: the devotee's view and what only the priest sees. */
export type AdminBooking = Narrowed<Schemas["AdminBooking"]>;

/** One booking in the inbox's list. */
export type BookingSummary = Omit<Schemas["BookingSummary"], "status"> & { status: BookingStatus };

/** `GET /api/v1/bookings`: a page of bookings, and the count of every status whatever the filter. */
export type BookingPage = Omit<Schemas["BookingList"], "bookings"> & { bookings: BookingSummary[] };

/**
 * `PATCH /api/v1/bookings/{reference}`. By hand: the OpenAPI document names this body and the darshan
 * post's both "PatchBody", and shows the post's.
 */
export interface BookingChanges {
  status?: BookingStatus;
  /** With `cancelled`, the reason the devotee sees; otherwise a private note. */
  note?: string;
  /** RFC 3339. */
  scheduledAt?: string;
  /** Whole rupees, 1 to 10,000,000. */
  amount?: number;
  paid?: boolean;
}
