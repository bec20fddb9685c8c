/**
 * The sankalp form's rules, the server's (ARCHITECTURE.md §6) checked before sending so mistakes show at once.
 * Errors are keyed by the field's JSON path, exactly as the server names them in `errors[].field`
 * (`devotees[2].name`, `contact.phone`), so the form shows both the same way.
 */
import type { MessageKey } from "@/i18n/messages";
import { isIsoDate, yearAfter } from "./dates";
import { type CountryCode, toE164 } from "./phone";
import type { NewBooking, NewDevotee } from "./types";
import { LIMITS, MAX_DEVOTEES, NAKSHATRAS, type Nakshatra, RASHIS, type Rashi, type Service } from "./vocab";

export interface DevoteeDraft {
  /** Keeps a row's identity when rows above it are removed. */
  key: number;
  name: string;
  gotra: string;
  nakshatra: string;
  rashi: string;
  relation: string;
}

export interface BookingDraft {
  devotees: DevoteeDraft[];
  preferredDate: string;
  intention: string;
  contactName: string;
  phoneCountry: CountryCode;
  phone: string;
  email: string;
  /** The honeypot, sent as typed: the server refuses a filled one. */
  website: string;
}

export type FieldErrors = Record<string, MessageKey>;

/**
 * The WHATWG "valid e-mail address" (what `<input type=email>` accepts): what the server's check accepts
 * too, and strict enough to catch the usual slips (spaces, a missing `@`, a trailing dot).
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Characters as the server counts them (Unicode scalar values), not UTF-16 units. */
const length = (text: string) => [...text].length;

export function isEmail(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL.test(value);
}

export interface Checked {
  errors: FieldErrors;
  /** The request body, when nothing is wrong. */
  body: NewBooking | null;
}

/**
 * Checks the draft against the rules and builds the body: strings trimmed, empty optional fields left
 * out. `today` is India's date (`todayInIndia()`), passed in so tests pin it.
 */
export function checkBooking(
  draft: BookingDraft,
  target: { service: Service; slug?: string },
  today: string,
  timezone?: string,
): Checked {
  const errors: FieldErrors = {};

  if (draft.devotees.length < 1 || draft.devotees.length > MAX_DEVOTEES) errors.devotees = "sankalp.error.devoteeCount";
  const devotees: NewDevotee[] = draft.devotees.map((row, i) => {
    const at = `devotees[${i}]`;
    const devotee: NewDevotee = { name: row.name.trim() };
    if (!devotee.name) errors[`${at}.name`] = "sankalp.error.nameRequired";
    else if (length(devotee.name) > LIMITS.name) errors[`${at}.name`] = "sankalp.error.nameLong";
    for (const field of ["gotra", "relation"] as const) {
      const value = row[field].trim();
      if (length(value) > LIMITS.detail) errors[`${at}.${field}`] = "sankalp.error.detailLong";
      if (value) devotee[field] = value;
    }
    if (row.nakshatra) {
      if ((NAKSHATRAS as readonly string[]).includes(row.nakshatra)) devotee.nakshatra = row.nakshatra as Nakshatra;
      else errors[`${at}.nakshatra`] = "sankalp.error.nakshatra";
    }
    if (row.rashi) {
      if ((RASHIS as readonly string[]).includes(row.rashi)) devotee.rashi = row.rashi as Rashi;
      else errors[`${at}.rashi`] = "sankalp.error.rashi";
    }
    return devotee;
  });

  const preferredDate = draft.preferredDate.trim();
  if (preferredDate) {
    // ISO dates compare as strings.
    if (!isIsoDate(preferredDate)) errors.preferredDate = "sankalp.error.dateInvalid";
    else if (preferredDate < today) errors.preferredDate = "sankalp.error.datePast";
    else if (preferredDate > yearAfter(today)) errors.preferredDate = "sankalp.error.dateFar";
  }

  const intention = draft.intention.trim();
  if (length(intention) > LIMITS.intention) errors.intention = "sankalp.error.intentionLong";

  const contactName = draft.contactName.trim();
  if (!contactName) errors["contact.name"] = "sankalp.error.contactNameRequired";
  else if (length(contactName) > LIMITS.contactName) errors["contact.name"] = "sankalp.error.contactNameLong";

  let phone: string | null = null;
  if (!draft.phone.trim()) errors["contact.phone"] = "sankalp.error.phoneRequired";
  else {
    phone = toE164(draft.phone, draft.phoneCountry);
    if (!phone) errors["contact.phone"] = "sankalp.error.phoneInvalid";
  }

  const email = draft.email.trim();
  if (email && !isEmail(email)) errors["contact.email"] = "sankalp.error.emailInvalid";

  if (Object.keys(errors).length > 0 || !phone) return { errors, body: null };
  return {
    errors,
    body: {
      service: target.service,
      ...(target.service === "astrology" ? {} : { slug: target.slug }),
      devotees,
      ...(preferredDate ? { preferredDate } : {}),
      ...(intention ? { intention } : {}),
      contact: { name: contactName, phone, ...(email ? { email } : {}) },
      ...(timezone ? { timezone } : {}),
      language: "en",
      website: draft.website,
    },
  };
}

/** The field paths in the order the form shows them: focus goes to the first one in error. */
export function firstErrorField(errors: Record<string, unknown>, devoteeCount: number): string | null {
  const order = [
    "devotees",
    ...Array.from({ length: devoteeCount }, (_, i) =>
      ["name", "gotra", "nakshatra", "rashi", "relation"].map((f) => `devotees[${i}].${f}`),
    ).flat(),
    "preferredDate",
    "intention",
    "contact.name",
    "contact.phone",
    "contact.email",
  ];
  return order.find((field) => field in errors) ?? Object.keys(errors)[0] ?? null;
}
