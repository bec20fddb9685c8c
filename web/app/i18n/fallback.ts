/**
 * Text that fell back to English (or to the language a body is written in) on a page of another language
 * is marked, so that the page can say so: `<span lang="en">…</span>` (ARCHITECTURE.md §9). The localiser
 * (localise.ts) and `translate()` wrap such text in invisible markers while a page is drawn; `finishHtml`
 * turns the markers in text into `lang` spans and removes them everywhere else (attributes, `<title>`,
 * scripts), so no marker ever reaches a browser. Outside the server's render nothing is marked.
 *
 * Markers are private-use characters: OPEN, the language, SEP, the text, CLOSE. A marked text that code
 * cut or joined with another is still safe: a marker pair that is not whole within one text node is
 * removed rather than turned into a span.
 */
import { type Locale, PREFIXED_LOCALES } from "./locales";

const OPEN = "\uE000";
const SEP = "\uE001";
const CLOSE = "\uE002";

let marking = false;

/** Whether fallen-back text is marked: on only while the render entry draws a page of another language. */
export function setMarking(on: boolean) {
  marking = on;
}

/** `text`, marked as being in `lang` when marking is on. */
export function markFallback(text: string, lang: string = "en"): string {
  return marking && text !== "" ? `${OPEN}${lang}${SEP}${text}${CLOSE}` : text;
}

/** Marked always: for texts prepared when the content is loaded, which only pages of that language read. */
export function markedAs(text: string, lang: string): string {
  return text === "" ? text : `${OPEN}${lang}${SEP}${text}${CLOSE}`;
}

const WHOLE = /\uE000([a-z]{2})\uE001([^\uE000-\uE002]*)\uE002/g;
const ANY = /\uE000[a-z]{2}\uE001|[\uE000-\uE002]|%EE%80%80[a-z]{2}%EE%80%81|%EE%80%8[0-2]/gi;

/** `value` with every marker removed (also in their URL-encoded form). */
export const stripMarks = (value: string) => (/[\uE000-\uE002]|%EE%80%8/i.test(value) ? value.replace(ANY, "") : value);

/** Elements whose text cannot hold a span: their markers are removed. */
const RAW = /^<(script|style|title|textarea|option)\b/i;
/** Paths that stay as they are on every language's page: files, the API, the admin area, sign-in. */
const UNLOCALISED = /^\/(?:assets|media|api|admin|login|hi|mr|kn)(?:[/?#.]|$)|^\/[^/?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * The finished HTML of a page in `locale`: markers in text become `<span lang>`, markers elsewhere go;
 * on a page of another language than English, links to the site's own pages (`href`/`action` starting
 * with one `/`) point at that language's page, except links that name their language (`hreflang`, the
 * language switcher's and the alternates').
 */
export function finishHtml(html: string, locale: Locale): string {
  const prefix = (PREFIXED_LOCALES as readonly string[]).includes(locale) ? `/${locale}` : "";
  if (!prefix && !html.includes(OPEN) && !html.includes(CLOSE)) return html;
  let out = "";
  let raw: string | null = null;
  let last = 0;
  for (const match of html.matchAll(/<[^>]*>/g)) {
    const text = html.slice(last, match.index);
    out += raw ? stripMarks(text) : stripMarks(text.replace(WHOLE, '<span lang="$1">$2</span>'));
    let tag = stripMarks(match[0]);
    if (prefix && !/\shreflang=/i.test(tag)) {
      tag = tag.replace(/(\s(?:href|action)=")(\/(?!\/)[^"]*)"/g, (whole, attr: string, path: string) =>
        UNLOCALISED.test(path) ? whole : `${attr}${prefix}${path === "/" ? "" : path}"`,
      );
    }
    out += tag;
    if (raw) {
      if (new RegExp(`^</${raw}\\b`, "i").test(tag)) raw = null;
    } else {
      const opened = RAW.exec(tag);
      if (opened && !tag.endsWith("/>")) raw = opened[1]!.toLowerCase();
    }
    last = match.index + match[0].length;
  }
  const rest = html.slice(last);
  out += raw ? stripMarks(rest) : stripMarks(rest.replace(WHOLE, '<span lang="$1">$2</span>'));
  return out;
}
