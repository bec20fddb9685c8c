/**
 * Phone numbers, one rule for every form that takes one (the sankalp form, the admin's Settings): what was
 * typed holds only digits, spaces, dashes, dots, brackets and one leading `+`, as the server requires, and
 * libphonenumber-js (the JavaScript port of Google's libphonenumber, which the server's `phonenumber` crate
 * also follows) calls it valid for its country. Its `min` metadata holds every country's lengths and
 * prefixes without the larger per-type tables. Only those forms import this module, so the library stays
 * in their chunks and never reaches a public page's script.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

export type { CountryCode };

/**
 * The characters a typed number may hold. The library alone lets letters through: it reads a number out of
 * surrounding text, so "+91 98450 12345A" and "A+919845012345" are valid to it, and it stops at the first
 * letter of "+1-800-FLOWERS" instead of refusing it.
 */
const TYPED_NUMBER = /^\+?[0-9 ().-]+$/;

/** Most devotees are in India; the sankalp form's country selector starts there. */
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

export type PhoneProblem = "needsCountryCode" | "invalid";

/**
 * What is wrong with a typed number, or null when it is valid. A number starting with `+` is international.
 * With a `country` (a form with a country selector) a number without `+` is read as that country's
 * national number, and a leading `00` as `+`; without one it needs the `+` and its country code, since a
 * bare national number could belong to any country.
 */
export function phoneProblem(typed: string, country?: CountryCode): PhoneProblem | null {
  return read(typed, country).problem;
}

/** The number in E.164 (`+919845012345`), the form the API stores, or null when it is not valid. */
export function toE164(typed: string, country?: CountryCode): string | null {
  return read(typed, country).e164;
}

function read(typed: string, country?: CountryCode): { e164: string | null; problem: PhoneProblem | null } {
  let value = typed.trim();
  if (country && value.startsWith("00")) value = `+${value.slice(2)}`;
  if (!TYPED_NUMBER.test(value)) return { e164: null, problem: "invalid" };
  if (!value.startsWith("+") && !country) return { e164: null, problem: "needsCountryCode" };
  const number = value.startsWith("+") ? parsePhoneNumberFromString(value) : parsePhoneNumberFromString(value, country);
  return number?.isValid() ? { e164: number.number, problem: null } : { e164: null, problem: "invalid" };
}
