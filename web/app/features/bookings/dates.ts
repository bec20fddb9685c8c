/**
 * Dates and times of a booking. The preferred date and the schedule are India's (the priest's), whatever
 * the devotee's own time zone; a date is `YYYY-MM-DD` on the wire.
 */
import { INDIA_TIME_ZONE } from "./vocab";

/** Today's date in India, `YYYY-MM-DD`: without `Intl`, so the server draws the same (ARCHITECTURE.md §9). */
export { todayInIndia } from "@/i18n/format";

/** The same day a year later; 29 February becomes 28 February (a year ahead, never past it). */
export function yearAfter(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const date = new Date(Date.UTC(y + 1, m - 1, Math.min(d, lastOfMonth)));
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `2026-12-01` as people read it: "1 Dec 2026". Pure date: no time zone can shift the day. */
export function formatDay(day: string, locale = "en-IN"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * An instant in one time zone (the browser's own when none is given), with the zone's short name:
 * "1 Dec 2026, 10:30 am IST".
 */
export function formatInstant(iso: string, timeZone?: string, locale = "en-IN"): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** The browser's own time zone (an IANA name), or undefined when it cannot tell. */
export function ownTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Whether two zones show the same wall-clock time at `iso` (then one reading is enough). */
export function sameWallClock(iso: string, a: string, b: string): boolean {
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", { dateStyle: "short", timeStyle: "short", hourCycle: "h23", timeZone }).format(
      new Date(iso),
    );
  return at(a) === at(b);
}

/** India has one offset all year (no daylight saving): a wall-clock time there is UTC+05:30. */
const INDIA_OFFSET = "+05:30";

/** A `datetime-local` value read as India's time, as RFC 3339: `2026-12-01T10:30` → `…T10:30:00+05:30`. */
export function indiaLocalToRfc3339(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match || !isIsoDate(match[1]!)) return null;
  return `${match[1]}T${match[2]}:${match[3] ?? "00"}${INDIA_OFFSET}`;
}

/** An instant as India's wall-clock time for a `datetime-local` input: `2026-12-01T10:30`. */
export function toIndiaLocal(iso: string): string {
  return toZoneLocal(iso, INDIA_TIME_ZONE);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const wall = toZoneLocal(new Date(instant).toISOString(), timeZone, true);
  return Date.parse(`${wall}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * A `datetime-local` value read as the wall-clock time of `timeZone`, as RFC 3339 in UTC:
 * `2026-12-01T07:30` in Asia/Kolkata → `2026-12-01T02:00:00.000Z`.
 */
export function zoneLocalToRfc3339(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match || !isIsoDate(match[1]!)) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}:${match[3] ?? "00"}Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the first guess, then at the instant it gives (they differ only near a change).
  let instant = asUtc - zoneOffset(asUtc, timeZone);
  instant = asUtc - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An instant as `timeZone`'s wall-clock time for a `datetime-local` input: `2026-12-01T10:30`. */
export function toZoneLocal(iso: string, timeZone: string, seconds = false): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  const time = `${get("hour")}:${get("minute")}${seconds ? `:${get("second")}` : ""}`;
  return `${get("year")}-${get("month")}-${get("day")}T${time}`;
}
