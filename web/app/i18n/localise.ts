/**
 * The content as a page in another language reads it (ARCHITECTURE.md §9): each entry's body (the
 * settings, a page's texts, an item of a list) is its English text, and its `i18n.<lang>` a partial copy
 * of the same shape holding the translated strings (arrays index by index, objects key by key). Reading
 * a string gives the translation when there is one, otherwise the body's own text, marked as fallen back
 * (fallback.ts) when it is prose. A body written in another language than English says so in `lang` (the
 * astrology page, in Hindi): its text falls back marked with that language, and its `lang` reads as the
 * page's.
 *
 * Lazy: a proxy that reads only what the page reads, so the render entry's record of the parts a page
 * uses (renderer.tsx) names exactly the translations it showed (`pages.home.i18n.hi.title`).
 */
import { isSegment } from "@/content/segment";
import type { Segment, SiteContent } from "@/content/types";
import { markFallback } from "./fallback";
import type { Locale } from "./locales";

/**
 * What a proxy that watches reads (the render entry's) answers for this key: the object it watches. The
 * localiser's proxies stand over that object and read through the watcher, so that the checks the engine
 * makes on a proxy's target do not count as reads.
 */
export const RAW = Symbol.for("sankalp.raw");

const rawOf = (value: object): object => ((value as Record<symbol, unknown>)[RAW] as object | undefined) ?? value;

/** A proxy over `view`'s own object that answers `get` with `read`, and everything else through `view`. */
function over(view: object, read: (found: unknown, property: string) => unknown): object {
  return new Proxy(rawOf(view), {
    get(_, property) {
      const found: unknown = Reflect.get(view, property);
      return typeof property === "symbol" ? found : read(found, property);
    },
    has: (_, property) => Reflect.has(view, property),
    ownKeys: () => Reflect.ownKeys(view),
    getOwnPropertyDescriptor: (_, property) => Reflect.getOwnPropertyDescriptor(view, property),
  });
}

/** Keys whose strings are not text for a reader (addresses, keys, files, identifiers): never marked. */
const NOT_PROSE = new Set([
  "id",
  "slug",
  "category",
  "image",
  "photo",
  "src",
  "poster",
  "kind",
  "lang",
  "aliases",
  "to",
  "icon",
  "dotColor",
  "vip",
  "featured",
  "w180",
  "w360",
  "w720",
  "w1080",
  "phone",
  "phoneDisplay",
  "whatsapp",
  "email",
  "mapUrl",
  "social",
  "upiId",
  "postalCode",
]);

/** Whether an untranslated `text` at `key` is prose that a reader sees in English (marked with `lang`). */
function isProse(key: string, text: string): boolean {
  if (NOT_PROSE.has(key) || !/\p{L}/u.test(text)) return false;
  return /\s/.test(text) || /^\p{Lu}[\p{L}\p{M}/&'’.-]*$/u.test(text);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** A rich paragraph: a list of runs (a translation's may hold `null` for a run it leaves to the English). */
const isParagraph = (value: unknown): value is Array<Segment | null> =>
  Array.isArray(value) && value.length > 0 && value.every((run) => run === null || isSegment(run));

/** `content` as a page in `locale` reads it; English is the content itself. */
export function localiseContent(content: SiteContent, locale: Locale): SiteContent {
  if (locale === "en") return content;
  const cache = new WeakMap<object, unknown>();

  function value(en: unknown, tr: unknown, base: string, key: string): unknown {
    if (typeof en === "string") {
      if (typeof tr === "string" && tr.trim() !== "") return tr;
      return base !== locale && isProse(key, en) ? markFallback(en, base) : en;
    }
    if (isParagraph(en) && isParagraph(tr) && tr.some((run) => isText(run?.text))) {
      return ownRuns(en as Segment[], tr, base);
    }
    if (typeof en === "object" && en !== null) {
      return node(en, typeof tr === "object" && tr !== null ? tr : undefined, base, key);
    }
    return en;
  }

  function node(en: object, tr: object | undefined, base: string, key: string): unknown {
    const known = cache.get(en);
    if (known !== undefined) return known;
    const isArray = Array.isArray(en);
    const proxy = over(en, (found, property) => {
      if (property === "i18n") return found;
      if (isArray) {
        if (!/^\d+$/.test(property)) return found;
        return value(found, (tr as unknown[] | undefined)?.[Number(property)], base, key);
      }
      if (property === "lang" && typeof found === "string") return locale;
      return value(found, (tr as Record<string, unknown> | undefined)?.[property], base, property);
    });
    cache.set(en, proxy);
    return proxy;
  }

  /**
   * A translated rich paragraph: the translation's own runs, as many as it has (its bold phrases need not
   * fall where the English ones do), each bold as it says, or as the English run at its place when it does
   * not; a run left untranslated shows the English one, marked.
   */
  function ownRuns(en: Segment[], tr: Array<Segment | null>, base: string): Segment[] {
    const known = cache.get(en);
    if (known !== undefined) return known as Segment[];
    const runs = tr.map((run, i) => {
      const bold = typeof run?.bold === "boolean" ? run.bold : en[i]?.bold === true;
      if (isText(run?.text)) return { text: run.text, bold };
      const english = en[i]?.text ?? "";
      return { text: base !== locale && english ? markFallback(english, base) : english, bold };
    });
    cache.set(en, runs);
    return runs;
  }

  /** One entry's body: its translation is its own `i18n.<locale>`. */
  function entry(body: unknown, key: string): unknown {
    if (!isObject(body)) return body;
    const i18n = body.i18n;
    const tr = isObject(i18n) && isObject(i18n[locale]) ? i18n[locale] : undefined;
    const base = typeof body.lang === "string" ? body.lang : "en";
    return node(body, tr, base, key);
  }

  const byIndex = (bodies: unknown[], kind: string) =>
    over(bodies, (found, property) => (/^\d+$/.test(property) ? entry(found, kind) : found));
  const pages = over(content.pages, (found, property) => entry(found, property));
  const lists = over(content.lists, (found, property) => (Array.isArray(found) ? byIndex(found, property) : found));
  return over(content, (found, property) => {
    if (property === "site") return entry(found, "site");
    if (property === "pages") return pages;
    if (property === "lists") return lists;
    return found;
  }) as SiteContent;
}
