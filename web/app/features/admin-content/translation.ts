/**
 * An entry's translations as the editors change them (ARCHITECTURE.md §9): `body.i18n.<lang>` is a partial
 * copy of the English body holding only translated strings (arrays index by index, a `null` item not
 * translated; objects key by key). A string that is absent or blank shows the English on the public page.
 *
 * Emptying a translated string removes it (and any object or list left with nothing in it), but a
 * language's own object stays, even empty: the server adds the default translations only to an entry
 * that has no `i18n.<lang>` at all (features/content/defaults.rs), so an emptied language stays the
 * priest's.
 */
import { type Locale, PREFIXED_LOCALES } from "@/i18n/locales";

/** The languages an entry is translated into (English is the body itself). */
export type TranslatedLocale = (typeof PREFIXED_LOCALES)[number];

export const isTranslatedLocale = (value: unknown): value is TranslatedLocale =>
  PREFIXED_LOCALES.includes(value as TranslatedLocale);

/** Where a string is in a body: `["sections", 2, "paragraphs", 0]`. */
export type FieldPath = ReadonlyArray<string | number>;

/** `["sections", 2, "title"]` → `sections[2].title`, as the server names a field. */
export function pathName(path: FieldPath): string {
  return path.reduce<string>(
    (name, step) => (typeof step === "number" ? `${name}[${step}]` : name ? `${name}.${step}` : step),
    "",
  );
}

type Node = { [key: string]: unknown } | unknown[];

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** The value at `path` in `value`, or undefined. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let at = value;
  for (const step of path) {
    if (!isNode(at)) return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/**
 * Whether `text` is a translation the public page shows (not absent, not blank): a string, or a rich
 * paragraph's runs with some text.
 */
export function isTranslated(text: unknown): boolean {
  if (Array.isArray(text)) return text.some((run) => isNode(run) && isTranslated((run as { text?: unknown }).text));
  return typeof text === "string" && text.trim() !== "";
}

const isEmptyNode = (value: unknown) =>
  isNode(value) && (Array.isArray(value) ? value.every((item) => item === null) : Object.keys(value).length === 0);

/** A translated text: a string, or a rich paragraph's runs (`{ text, bold }`). */
export type TranslatedText = string | ReadonlyArray<{ text: string; bold?: boolean }>;

/**
 * `translation` with `text` at `path` (a new copy; the lists and objects on the way made as needed, a
 * list's untranslated items `null`). An empty `text` (or a paragraph without runs) removes it, and the
 * lists and objects left empty by it.
 */
export function withTranslation(translation: unknown, path: FieldPath, text: TranslatedText): Record<string, unknown> {
  const root = isNode(translation) && !Array.isArray(translation) ? translation : {};
  return put(root, path, text) as Record<string, unknown>;
}

function put(node: unknown, path: FieldPath, text: TranslatedText): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return text.length === 0 ? undefined : text;
  if (typeof step === "number") {
    const items: unknown[] = Array.isArray(node) ? [...(node as unknown[])] : [];
    while (items.length <= step) items.push(null);
    const child = put(items[step], rest, text);
    items[step] = child === undefined || isEmptyNode(child) ? null : child;
    while (items.length > 0 && items[items.length - 1] === null) items.pop();
    return items;
  }
  const fields: Record<string, unknown> = isNode(node) && !Array.isArray(node) ? { ...node } : {};
  const child = put(fields[step], rest, text);
  if (child === undefined || isEmptyNode(child)) delete fields[step];
  else fields[step] = child;
  return fields;
}

/** A body's translation into `locale` (an object, maybe empty). */
export function translationOf(body: unknown, locale: TranslatedLocale): Record<string, unknown> {
  const i18n = valueAt(body, ["i18n", locale]);
  return isNode(i18n) && !Array.isArray(i18n) ? (i18n as Record<string, unknown>) : {};
}

/** `body` with its translation into `locale` replaced (the other languages kept). */
export function withLanguage<T extends object>(body: T, locale: TranslatedLocale, translation: object): T {
  const i18n = valueAt(body, ["i18n"]);
  const languages = isNode(i18n) && !Array.isArray(i18n) ? i18n : {};
  return { ...body, i18n: { ...languages, [locale]: translation } };
}

/** How many of `paths`' texts have no translation in `translation` (and so show English). */
export function countFallbacks(translation: unknown, paths: readonly FieldPath[]): number {
  return paths.filter((path) => !isTranslated(valueAt(translation, path))).length;
}

/** The language chosen in the editor's address (`?lang=hi`); English otherwise. */
export function editorLocale(search: URLSearchParams): Locale {
  const lang = search.get("lang");
  return isTranslatedLocale(lang) ? lang : "en";
}
