/**
 * The Settings form's checks, the same rules as the server's `PUT /api/v1/site`
 * (`features/content/settings.rs`): required fields, lengths, phone numbers by libphonenumber, e-mail by the
 * HTML standard's rule, https-only links, UPI IDs. Pure, so they are tested without a browser; the server
 * stays the judge and its field errors are shown the same way (see `server-errors.ts`).
 */
import type { MessageKey } from "@/i18n/messages";
import { phoneProblem } from "@/lib/phone";
import { FIELDS, type FieldPath, type FieldSpec, type FormValues } from "./fields";

export interface Problem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface FieldProblem extends Problem {
  field: FieldPath;
}

/**
 * The HTML standard's "valid e-mail address" (what `<input type=email>` accepts), with a dot in the domain
 * required: the address is published on the site, so it must be reachable from the internet.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** NPCI's virtual payment address: a handle, `@`, the payment provider's name. */
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z0-9]{2,64}$/;

/**
 * Control characters (C0, DEL, C1), the bidirectional overrides and isolates and the direction marks:
 * invisible, they can hide or reorder what a visitor reads, so the server refuses them in every field.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

function urlProblem(value: string): Problem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { key: "settings.error.url" };
  }
  // Only https: an http link is downgradable, and javascript:, data: and friends must never become a link.
  if (url.protocol !== "https:") return { key: "settings.error.httpsOnly" };
  if (!url.hostname || url.username || url.password) return { key: "settings.error.url" };
  return null;
}

/**
 * Whether `name` is an `Area/Location` zone (or UTC) the browser's time zone database knows. The server's
 * (chrono-tz's) has the same names; the browser's also takes abbreviations such as IST, which it does not.
 */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The problem of one field's value, or null. */
export function checkField(spec: Pick<FieldSpec, "kind" | "max" | "required">, raw: string): Problem | null {
  const value = raw.trim();
  if (value === "") return spec.required ? { key: "settings.error.required" } : null;
  if (INVISIBLE.test(value)) return { key: "settings.error.invisible" };
  // Characters as a person counts them (code points), as the server does.
  if ([...value].length > spec.max) return { key: "settings.error.tooLong", params: { max: spec.max } };
  switch (spec.kind) {
    case "phone": {
      const problem = phoneProblem(value);
      if (problem === "needsCountryCode") return { key: "settings.error.phoneCountryCode" };
      if (problem === "invalid") return { key: "settings.error.phone" };
      return null;
    }
    case "email":
      return EMAIL.test(value) ? null : { key: "settings.error.email" };
    case "url":
      return urlProblem(value);
    case "upi":
      return UPI_ID.test(value) ? null : { key: "settings.error.upiId" };
    case "timezone":
      return isTimeZone(value) ? null : { key: "settings.error.timezone" };
    case "text":
      return null;
  }
}

const SPECS = new Map<FieldPath, FieldSpec>(FIELDS.map((f) => [f.path, f]));

export function checkPath(path: FieldPath, value: string): Problem | null {
  const spec = SPECS.get(path);
  return spec ? checkField(spec, value) : null;
}

/** Every problem of the form, in the page's order. */
export function validateSettings(values: FormValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const spec of FIELDS) {
    const problem = checkField(spec, values[spec.path]);
    if (problem) problems.push({ field: spec.path, ...problem });
  }
  return problems;
}
