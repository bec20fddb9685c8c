/**
 * The page editor's form, made from the page's own body: every text a field (a paragraph a text area),
 * every list a list with add, remove and move, every group a group. The names that are the site's own
 * (a picture's, an icon's, a link's) are not shown and are kept as they are. The server checks the shape
 * (crates/sankalp/src/features/content/shape.rs) and names a field at fault by the same paths as here
 * (`hero.lead`, `sections[2].paragraphs[0]`).
 */
import { isSegment } from "@/content/segment";
import type { FieldPath } from "@/features/admin-content/translation";
import type { MessageKey } from "@/i18n/messages";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** What the editor keeps untouched: references to the site's own pictures, icons, links and lists. */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  "i18n",
  "image",
  "photo",
  "icon",
  "dotColor",
  "lang",
  "slug",
  "id",
  "to",
  "vip",
  "featured",
]);

/** Paragraphs rather than lines (as the server's shape has them). */
const LONG_FIELDS: ReadonlySet<string> = new Set([
  "about",
  "aboutIntro",
  "bookingMessage",
  "description",
  "detail",
  "details",
  "intro",
  "metaDescription",
  "note",
  "paragraph",
  "paragraphs",
  "subtext",
  "text",
]);

export const SHORT_MAX = 300;
export const LONG_MAX = 5000;

export function isLong(name: string, value: string): boolean {
  return LONG_FIELDS.has(name) || value.length > 120;
}

/** `hero` + `lead` → `hero.lead`; `sections` + 2 → `sections[2]`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** "headlineRest" → "Headline rest", for a field without a label of its own. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/** The message key of a field's label (`pages.field.title`), when the catalogue has one. */
export function labelKey(name: string, has: (key: string) => key is MessageKey): MessageKey | null {
  const key = `pages.field.${name}`;
  return has(key) ? key : null;
}

/** A new item for a list: like the last one, its texts empty, the site's own names kept. */
export function blankLike(value: Json | undefined, name = ""): Json {
  if (typeof value === "string") return HIDDEN_FIELDS.has(name) ? value : "";
  if (typeof value === "number") return HIDDEN_FIELDS.has(name) ? value + 1 : 0;
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.length > 0 ? [blankLike(value[value.length - 1], name)] : [];
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, blankLike(v, key)]));
  }
  return "";
}

/** A text a translation may hold: a field the editor shows, with some letters in its English. */
export function isTranslatable(name: string, value: Json): value is string {
  return typeof value === "string" && !HIDDEN_FIELDS.has(name) && /\p{L}/u.test(value);
}

/** One run of a rich paragraph (the About page's blocks): its text, in bold or not. */
export type Run = {
  text: string;
  bold?: boolean;
};

/**
 * Whether `value` is a rich paragraph: a list of runs `{ text, bold? }`. The editors show one as a single
 * text, its bold phrases between `**` marks, rather than a list of pieces edited apart.
 */
export function isRuns(value: unknown): value is Run[] {
  return Array.isArray(value) && value.length > 0 && value.every(isSegment);
}

/** The mark around a bold phrase in a rich paragraph's text. */
export const BOLD_MARK = "**";

/** A rich paragraph as one text: `He learned **Krishna Yajurveda recitation** with its svaras.` */
export function runsToMarkup(runs: readonly Run[]): string {
  return runs.map((run) => (run.bold && run.text.trim() ? `${BOLD_MARK}${run.text}${BOLD_MARK}` : run.text)).join("");
}

/**
 * The runs of a rich paragraph's text: what is between a pair of `**` marks is bold. A mark without its
 * pair is kept as typed; an empty text is one empty run. Every run says whether it is bold, so that a translation's runs stand on their
 * own (web/app/i18n/localise.ts).
 */
export function markupToRuns(text: string): Run[] {
  const parts = oneLine(text).split(BOLD_MARK);
  if (parts.length % 2 === 0) {
    const last = parts.pop() ?? "";
    parts[parts.length - 1] += BOLD_MARK + last;
  }
  const runs = parts.map((part, i) => ({ text: part, bold: i % 2 === 1 })).filter((run) => run.text !== "");
  // An emptied paragraph is still a paragraph (one empty run), not a list of nothing.
  return runs.length > 0 ? runs : [{ text: "", bold: false }];
}

/** Every translatable text of an English body, by its path (`["sections", 2, "paragraphs", 0]`); a rich
 * paragraph is one text. */
export function textPaths(value: Json, path: FieldPath = [], name = ""): FieldPath[] {
  if (isRuns(value)) return value.some((run) => /\p{L}/u.test(run.text)) ? [path] : [];
  if (isTranslatable(name, value)) return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...path, i], name));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      HIDDEN_FIELDS.has(key) ? [] : textPaths(child, [...path, key], key),
    );
  }
  return [];
}

/** The body without its translations: the English text the form edits in English. */
export function english(body: unknown): JsonObject {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const { i18n: _translations, ...rest } = body as JsonObject;
  return rest;
}

/** The pictures a page editor can replace with an uploaded photo, and the field describing each. */
export const PICTURE_ALT: Readonly<Record<string, string>> = { photo: "photoAlt", image: "imageAlt" };

/** `blocks[2].image` → `["blocks", 2, "image"]`: a form path (`childPath`) as steps. */
export function pathSteps(path: string): FieldPath {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));
}

/** `value` with `text` at `path` (a new copy along the path; the rest shared). */
export function withValueAt(value: Json, path: FieldPath, text: Json): Json {
  const [step, ...rest] = path;
  if (step === undefined) return text;
  if (typeof step === "number") {
    const items = Array.isArray(value) ? [...value] : [];
    items[step] = withValueAt(items[step] ?? null, rest, text);
    return items;
  }
  const fields = value && typeof value === "object" && !Array.isArray(value) ? { ...value } : {};
  fields[step] = withValueAt(fields[step] ?? null, rest, text);
  return fields;
}

/** `value` with the item at `from` moved to `to`. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Text as the server keeps it: a paragraph is one line. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}

/** The pages the editor offers, with the public address each is shown at. */
export const PAGE_KEYS = [
  { key: "home", path: "/" },
  { key: "about", path: "/about-us" },
  { key: "astrology", path: "/astrology" },
  { key: "contact", path: "/contact" },
  { key: "dharmik", path: "/dharmik" },
  { key: "gallery", path: "/photo-gallery" },
  { key: "darshan", path: "/daily-darshan" },
  { key: "terms", path: "/terms-and-condition" },
  { key: "policy", path: "/policy" },
  { key: "footer", path: "/" },
] as const;

export type PageKey = (typeof PAGE_KEYS)[number]["key"];

export function pagePath(key: string): string | null {
  return PAGE_KEYS.find((p) => p.key === key)?.path ?? null;
}

/** A slug from a title: lower-case letters, digits and hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}
