/**
 * Phone numbers of devotees anywhere in the world, read with libphonenumber-js (Google's libphonenumber
 * rules, kept current by its maintainers) and its `min` metadata: every country's lengths and prefixes for
 * validity, without the larger per-type tables, so the form's chunk stays small.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

export type { CountryCode };

/** Most devotees are in India; the selector starts there. */
export const DEFAULT_COUNTRY: CountryCode = "IN";

export interface CountryOption {
  code: CountryCode;
  /** "India (+91)". */
  label: string;
}

/** Every country the metadata knows, named in `locale` and sorted by that name. */
export function countryOptions(locale = "en"): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => {
      const name = names?.of(code) ?? code;
      return { code, name, label: `${name} (+${getCountryCallingCode(code)})` };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ code, label }) => ({ code, label }));
}

/**
 * The number as E.164 (`+919876543210`) when it is valid, else null. A number typed with a leading `+`
 * (or `00`) is read as international, whatever country is selected; otherwise as a national number of
 * `country`.
 */
export function toE164(typed: string, country: CountryCode): string | null {
  const trimmed = typed.trim().replace(/^00/, "+");
  if (!trimmed) return null;
  const number = trimmed.startsWith("+")
    ? parsePhoneNumberFromString(trimmed)
    : parsePhoneNumberFromString(trimmed, country);
  return number?.isValid() ? number.number : null;
}
