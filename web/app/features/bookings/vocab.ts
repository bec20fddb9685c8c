/**
 * The fixed vocabularies of a booking, spelt exactly as the server accepts them: what is sent
 * is the value, what is shown is the same word. The server's lists (`validate.rs`) reach here through the
 * OpenAPI document's enums (`lib/api-schema.ts`, generated): `VocabularyAgrees` below stops the type check
 * when the two differ by a single word, so a list changed on one side only cannot be built.
 */
import type { components } from "../../lib/api-schema";

/** The 27 nakshatras, in their traditional order from Ashwini. */
export const NAKSHATRAS = [
  "Ashwini",
  "Bharani",
  "Krittika",
  "Rohini",
  "Mrigashira",
  "Ardra",
  "Punarvasu",
  "Pushya",
  "Ashlesha",
  "Magha",
  "Purva Phalguni",
  "Uttara Phalguni",
  "Hasta",
  "Chitra",
  "Swati",
  "Vishakha",
  "Anuradha",
  "Jyeshtha",
  "Mula",
  "Purva Ashadha",
  "Uttara Ashadha",
  "Shravana",
  "Dhanishta",
  "Shatabhisha",
  "Purva Bhadrapada",
  "Uttara Bhadrapada",
  "Revati",
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** The 12 rashis (moon signs), from Mesha. */
export const RASHIS = [
  "Mesha",
  "Vrishabha",
  "Mithuna",
  "Karka",
  "Simha",
  "Kanya",
  "Tula",
  "Vrishchika",
  "Dhanu",
  "Makara",
  "Kumbha",
  "Meena",
] as const;
export type Rashi = (typeof RASHIS)[number];

export const SERVICES = ["ritual", "pilgrimage", "astrology"] as const;
export type Service = (typeof SERVICES)[number];

/** The path a booking walks; `cancelled` may end it from the first three. */
export const STATUS_PATH = ["received", "confirmed", "scheduled", "performed", "delivered"] as const;
export const STATUSES = [...STATUS_PATH, "cancelled"] as const;
export type BookingStatus = (typeof STATUSES)[number];

/** The moves the server allows from each status (another answers 409). */
export const NEXT_STATUSES: Record<BookingStatus, readonly BookingStatus[]> = {
  received: ["confirmed", "cancelled"],
  confirmed: ["scheduled", "cancelled"],
  scheduled: ["performed", "cancelled"],
  performed: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** How many devotees one sankalp may name. */
export const MAX_DEVOTEES = 10;

/** Field limits, in characters, as the server counts them. */
export const LIMITS = {
  name: 100,
  detail: 60,
  intention: 2000,
  contactName: 100,
  email: 254,
} as const;

/** India's time zone: the priest's, and the one the preferred date and the schedule are read in. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

type DevoteeInput = components["schemas"]["DevoteeInput"];
/** `true` when A and B have the same members, otherwise `false`. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compiles only while these lists and the server's enums agree. */
export type VocabularyAgrees = Assert<
  Same<Nakshatra, NonNullable<DevoteeInput["nakshatra"]>> & Same<Rashi, NonNullable<DevoteeInput["rashi"]>>
>;
