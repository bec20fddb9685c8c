/**
 * What a failed save means for the page: the server's field errors (`errors[].field`, dotted paths such as
 * `address.street` or `i18n.kn.priestName`) under their fields, everything else in one message at the top
 * of the form.
 */
import { PREFIXED_LOCALES } from "@/i18n/locales";
import { ApiError, NetworkError } from "@/lib/api";
import { FIELDS, isFieldPath } from "./fields";
import { TRANSLATED, isTranslationPath, serverPath } from "./translations";

export type PageFailure =
  /** 400 with field errors the page could not place, or without any: the server's message. */
  | { kind: "invalid"; message: string }
  /** 422: a page of the site could not be rendered with these settings; nothing was saved. */
  | { kind: "render"; message: string }
  /** 413: the settings are larger than the server accepts. */
  | { kind: "tooLarge" }
  /** Offline or the server unreachable. */
  | { kind: "network" }
  /** Any other answer: its status and message. */
  | { kind: "other"; status: number; message: string };

export interface SaveFailure {
  /** The server's message for each field it named, the first one kept when it names a field twice. */
  fields: Partial<Record<string, string>>;
  /** Shown above the form, or null when every error has its field. */
  page: PageFailure | null;
}

/** Every field's server path in the page's order: the English, then each language's texts. */
const ORDER: readonly string[] = [
  ...FIELDS.map((f) => f.path),
  ...PREFIXED_LOCALES.flatMap((locale) => TRANSLATED.map((path) => serverPath(locale, path))),
];

/** Fields in the page's order, so the focus goes to the first error a person would meet. */
export function firstField(fields: Partial<Record<string, string>>): string | null {
  return ORDER.find((path) => fields[path] !== undefined) ?? null;
}

export function mapSaveError(error: unknown): SaveFailure {
  if (error instanceof NetworkError) return { fields: {}, page: { kind: "network" } };
  if (!(error instanceof ApiError)) return { fields: {}, page: { kind: "other", status: 0, message: String(error) } };
  if (error.status === 413) return { fields: {}, page: { kind: "tooLarge" } };
  if (error.status === 422) return { fields: {}, page: { kind: "render", message: error.message } };
  if (error.status !== 400)
    return { fields: {}, page: { kind: "other", status: error.status, message: error.message } };

  const fields: Partial<Record<string, string>> = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    if (isFieldPath(field) || isTranslationPath(field)) fields[field] ??= message;
    else unplaced.push(field ? `${field}: ${message}` : message);
  }
  const placedAny = Object.keys(fields).length > 0;
  // A 400 whose errors all have a field needs no page message; otherwise the server's words are shown whole.
  if (placedAny && unplaced.length === 0) return { fields, page: null };
  const message = [error.message, ...unplaced].filter(Boolean).join(" ");
  return { fields, page: { kind: "invalid", message } };
}
