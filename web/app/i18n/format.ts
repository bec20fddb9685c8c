/**
 * Numbers, amounts, dates, durations and plurals for every language, without `Intl` (ARCHITECTURE.md §9):
 * the server draws pages in QuickJS, which has none, and the islands must write exactly what the server
 * wrote. Pure and small (islands import it): words such as month names come from the message catalogues
 * and are handed in. Digits are Latin in every language, as Indian websites and payment apps show them.
 */
import type { Locale } from "./locales";

/** A whole number with Indian digit grouping: 1,00,000 and 12,34,567. */
export function groupIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${last3}`;
}

/** Whole rupees as people in India write them: "₹2,100", "₹1,00,000" (the API's amounts are whole rupees). */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? "-" : ""}₹${groupIndian(Math.abs(rounded))}`;
}

/** Seconds as minutes:seconds with two-digit seconds ("0:00", "1:05", "61:40"); fractions are dropped. */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** English month names, short: the `date.months` message of the English catalogue. */
export const ENGLISH_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec";

/**
 * A day as "21 Nov 2026" with `months` (the `date.months` message: twelve names, space-separated) of the
 * page's language; the day of an RFC 3339 instant is taken in UTC, a `YYYY-MM-DD` is that day. An
 * unreadable date shows as it came.
 */
export function formatDay(value: string, months: string = ENGLISH_MONTHS): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const names = months.split(/\s+/).filter(Boolean);
  const month = names.length === 12 ? names[date.getUTCMonth()] : ENGLISH_MONTHS.split(" ")[date.getUTCMonth()];
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

/**
 * The plural category of `count` in `locale` (CLDR's rules for these languages have two): English and
 * Marathi "one" for exactly 1; Hindi and Kannada "one" for 0 and 1 (CLDR: i = 0 or n = 1).
 */
export function pluralCategory(locale: Locale, count: number): "one" | "other" {
  if (locale === "hi" || locale === "kn") return count === 0 || count === 1 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

/**
 * `forms.one` or `forms.other` for `count`, with `{count}` filled in (Indian grouping). A `one` form that
 * does not say `{count}` names the number itself ("1 view"), so it is used for exactly 1 only.
 */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  const one = pluralCategory(locale, count) === "one" && (forms.one.includes("{count}") || count === 1);
  return (one ? forms.one : forms.other).replace("{count}", () => groupIndian(count));
}

/**
 * A wall-clock time as "1 Dec 2026, 6:30 am IST": `wall` is `YYYY-MM-DDTHH:MM` as the clock in that zone
 * reads (the server works it out from the zone's rules), `zone` the zone's short name. An unreadable
 * time shows as it came.
 */
export function formatWallClock(wall: string, zone: string, months: string = ENGLISH_MONTHS): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) return wall;
  const hour = Number(match[2]);
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${match[3]} ${hour < 12 ? "am" : "pm"}`;
  return `${formatDay(match[1]!, months)}, ${time}${zone ? ` ${zone}` : ""}`;
}

/** India keeps one offset all year, UTC+05:30 (no summer time), so its date needs no time-zone rules. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India, `YYYY-MM-DD`. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
