/**
 * Phone numbers through libphonenumber-js, the JavaScript port of Google's libphonenumber that the server's
 * `phonenumber` crate also follows. The "min" metadata keeps the admin chunk small; this module is imported
 * by the admin Settings page only, so the metadata never reaches a public page.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A `+`, then digits with the spaces and dashes people write numbers with (the server's rule). */
const TYPED_NUMBER = /^\+[\d -]+$/;

export type PhoneProblem = "needsCountryCode" | "invalid";

/**
 * What is wrong with a typed phone number, or null when it is a valid international number. Spaces and
 * dashes are allowed while typing; the number must start with `+` and its country code,
 * because the site serves devotees in every country and a number without one is ambiguous.
 */
export function phoneProblem(typed: string): PhoneProblem | null {
  const value = typed.trim();
  if (!value.startsWith("+")) return "needsCountryCode";
  // The library reads a number out of surrounding text ("+91 98450 12345 call me"); here the whole value
  // must be the number, so what is saved is what was typed.
  if (!TYPED_NUMBER.test(value)) return "invalid";
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() ? null : "invalid";
}

/** A valid number in E.164 (`+919845012345`), the form the API stores; anything else is returned trimmed. */
export function toE164(typed: string): string {
  const value = typed.trim();
  return phoneProblem(value) === null ? (parsePhoneNumberFromString(value)?.number ?? value) : value;
}

/** The number's digits, as WhatsApp's `phone` parameter wants them (no `+`). */
export function whatsappDigits(e164: string): string {
  return e164.replace(/\D/g, "");
}
