/**
 * The settings' translations (`i18n.<lang>` of `GET`/`PUT /api/v1/site`, ARCHITECTURE.md §9): which texts
 * have one, where the server names them (`i18n.kn.address.street`), and the same checks as the server's
 * (`features/content/settings.rs` `check_translations`): plain text within the English field's limit, an
 * empty text showing the English.
 */
import {
  type FieldPath as TextPath,
  type TranslatedLocale,
  isTranslatedLocale,
  pathName,
  valueAt,
  withTranslation,
} from "@/features/admin-content/translation";
import { PREFIXED_LOCALES } from "@/i18n/locales";
import { FIELDS, type FieldPath, type FieldSpec, type SiteSettings } from "./fields";
import { type Problem, checkField } from "./validate";

/** The settings' translations by language, as the API carries them. */
export type SiteTranslations = NonNullable<SiteSettings["i18n"]>;

/**
 * The texts the public pages show in words, in the page's order: the names, the tagline, the copyright
 * holder and the address's lines. Numbers, email, links, the PIN code, the UPI details and the time zone
 * are the same in every language.
 */
export const TRANSLATED: readonly FieldPath[] = [
  "businessName",
  "tagline",
  "priestName",
  "holySite",
  "copyrightCompany",
  "address.street",
  "address.locality",
  "address.region",
  "address.country",
];

const SPECS = new Map<FieldPath, FieldSpec>(FIELDS.map((f) => [f.path, f]));

/** The field's spec (its group, label and limit). */
export function specOf(path: FieldPath): FieldSpec {
  const spec = SPECS.get(path);
  if (!spec) throw new Error(`No settings field ${path}`);
  return spec;
}

/** Where a text is inside one language's translation: `["address", "street"]`. */
export const textPath = (path: FieldPath): TextPath => path.split(".");

/** Every translated text's place inside a translation, for the count of those still in English. */
export const TEXT_PATHS: readonly TextPath[] = TRANSLATED.map(textPath);

/** Where the server names a translated text: `i18n.kn.address.street`. */
export const serverPath = (locale: TranslatedLocale, path: FieldPath) => `i18n.${locale}.${pathName(textPath(path))}`;

const SERVER_PATHS: ReadonlySet<string> = new Set(
  PREFIXED_LOCALES.flatMap((locale) => TRANSLATED.map((path) => serverPath(locale, path))),
);

/** Whether the server's `field` is a translated text this form shows (`i18n.hi.priestName`). */
export const isTranslationPath = (field: string): boolean => SERVER_PATHS.has(field);

/** The language of a translation's server path (`i18n.kn.tagline` → `kn`), or null. */
export function localeOfPath(field: string): TranslatedLocale | null {
  const locale = field.split(".")[1];
  return PREFIXED_LOCALES.find((l) => l === locale) ?? null;
}

/** The problem of one translated text, or null: never required, otherwise as its English field. */
export function checkTranslation(path: FieldPath, text: string): Problem | null {
  return checkField({ ...specOf(path), kind: "text", required: false }, text);
}

/** Every problem of every language's translations, by the server's path, in the page's order. */
export function validateTranslations(i18n: SiteTranslations): Array<Problem & { field: string }> {
  const problems: Array<Problem & { field: string }> = [];
  for (const locale of PREFIXED_LOCALES) {
    for (const path of TRANSLATED) {
      const text = valueAt(i18n[locale], textPath(path));
      if (typeof text !== "string") continue;
      const problem = checkTranslation(path, text);
      if (problem) problems.push({ field: serverPath(locale, path), ...problem });
    }
  }
  return problems;
}

/**
 * The translations as a save sends them: every language the form holds, each text trimmed and an empty one
 * left out (the English shows there); a language left with no text stays, empty, so that the server never
 * puts its default translation back.
 */
export function toSentTranslations(i18n: SiteTranslations): SiteTranslations {
  const sent: Record<string, Record<string, unknown>> = {};
  for (const [locale, translation] of Object.entries(i18n)) {
    if (!isTranslatedLocale(locale)) continue;
    let clean: Record<string, unknown> = {};
    for (const path of TRANSLATED) {
      const text = valueAt(translation, textPath(path));
      if (typeof text === "string") clean = withTranslation(clean, textPath(path), text.trim());
    }
    sent[locale] = clean;
  }
  return sent as SiteTranslations;
}
