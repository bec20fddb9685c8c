/**
 * The content as components use it, made from the SiteContent JSON the server hands the render bundle
 * (ARCHITECTURE.md §3): settings named in texts are filled in, gallery files are resolved to their hashed
 * URLs, and a content that pages cannot be drawn from is refused with a message naming what is wrong (the
 * server answers a change that would break a page with 422 and keeps the last good version).
 */
import { markedAs } from "@/i18n/fallback";
import { PREFIXED_LOCALES } from "@/i18n/locales";
import { fillSettings, settingValues } from "./settings-text";
import type { GalleryItem, Pages, SiteContent, SiteSettings } from "./types";

const galleryFiles = import.meta.glob<string>(["../assets/gallery/*.webp", "../assets/gallery/*.mp4"], {
  eager: true,
  query: "?url",
  import: "default",
});

/** A gallery file: a key of the built-in art (`gallery/havan-fire-180.webp`) or an uploaded file's URL. */
export function galleryFile(key: string): string {
  if (key.startsWith("/")) return key;
  const url = galleryFiles[`../assets/${key}`];
  if (url === undefined) throw new Error(`The gallery file ${key} does not exist`);
  return url;
}

const PAGE_KEYS = [
  "home",
  "about",
  "astrology",
  "contact",
  "dharmik",
  "gallery",
  "darshan",
  "terms",
  "policy",
  "footer",
] as const;
const LIST_KINDS = ["category", "ritual", "pilgrimage", "gallery"] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function resolveGallery(item: GalleryItem): GalleryItem {
  if (item.kind === "video") return { ...item, src: galleryFile(item.src), poster: galleryFile(item.poster) };
  const src: Record<`w${number}`, string> = {};
  for (const [width, key] of Object.entries(item.src)) src[width as `w${number}`] = galleryFile(key);
  return { ...item, src };
}

/**
 * The settings' values as a text in `lang` names them: the settings' own translation (`site.i18n.<lang>`:
 * the names, the tagline, the holy site, the address's lines under `address`), else the English value,
 * marked as fallen back.
 */
function localSettingValues(
  site: SiteSettings,
  values: Record<string, string>,
): Record<string, Record<string, string>> {
  const i18n = (site as unknown as { i18n?: unknown }).i18n;
  const byLang: Record<string, Record<string, string>> = {};
  for (const lang of PREFIXED_LOCALES) {
    const translation = isObject(i18n) && isObject(i18n[lang]) ? i18n[lang] : {};
    // Named flat, as settingValues names them: `{street}`, not `{address.street}`.
    const own = { ...(isObject(translation.address) ? translation.address : {}), ...translation };
    byLang[lang] = Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const translated = own[name];
        if (typeof translated === "string" && translated.trim() !== "") return [name, translated];
        return [name, /\p{L}/u.test(value) ? markedAs(value, "en") : value];
      }),
    );
  }
  return byLang;
}

/** Fills the settings into an entry's body, and into each of its translations with that language's values. */
function fillEntry<T>(body: T, values: Record<string, string>, byLang: Record<string, Record<string, string>>): T {
  if (!isObject(body) || !isObject(body.i18n)) return fillSettings(body, values);
  const { i18n, ...rest } = body;
  const translations = Object.fromEntries(
    Object.entries(i18n).map(([lang, text]) => [lang, fillSettings(text, byLang[lang] ?? values)]),
  );
  return { ...fillSettings(rest, values), i18n: translations } as T;
}

/** Checks the shape pages rely on and fills in the settings; throws an Error naming what is missing. */
export function contentFrom(raw: unknown): SiteContent {
  check(isObject(raw), "The content is not a JSON object");
  check(
    typeof raw.origin === "string" && /^https?:\/\/[^/]+$/.test(raw.origin),
    "The content's origin must be http(s)://host, no trailing slash",
  );
  check(
    isObject(raw.site) && isObject(raw.site.address) && isObject(raw.site.social),
    "The content has no site settings",
  );
  check(isObject(raw.pages), "The content has no pages");
  for (const key of PAGE_KEYS) check(isObject(raw.pages[key]), `The content has no page "${key}"`);
  check(isObject(raw.lists), "The content has no lists");
  for (const kind of LIST_KINDS) check(Array.isArray(raw.lists[kind] ?? []), `The list "${kind}" is not an array`);
  const darshan = isObject(raw.darshan) ? raw.darshan : {};
  const posts = darshan.posts ?? [];
  check(Array.isArray(posts), "The darshan posts are not an array");
  const ids = darshan.ids ?? (posts as Array<{ _id?: unknown }>).map((p) => p._id);
  check(
    Array.isArray(ids) && ids.every((id) => typeof id === "string" && id !== ""),
    "The darshan post ids are not a list of ids",
  );

  const site = raw.site as unknown as SiteSettings;
  const values = settingValues(site);
  const byLang = localSettingValues(site, values);
  const fill = <T>(bodies: T[]): T[] => bodies.map((body) => fillEntry(body, values, byLang));
  const lists = raw.lists as Record<string, unknown[] | undefined>;
  const content: SiteContent = {
    origin: raw.origin,
    version: typeof raw.version === "number" ? raw.version : 0,
    site,
    pages: Object.fromEntries(
      Object.entries(raw.pages).map(([key, body]) => [key, fillEntry(body, values, byLang)]),
    ) as unknown as Pages,
    lists: {
      category: fill((lists.category ?? []) as SiteContent["lists"]["category"]),
      ritual: fill((lists.ritual ?? []) as SiteContent["lists"]["ritual"]),
      pilgrimage: fill((lists.pilgrimage ?? []) as SiteContent["lists"]["pilgrimage"]),
      gallery: fill((lists.gallery ?? []) as GalleryItem[]).map(resolveGallery),
    },
    darshan: {
      posts: posts as SiteContent["darshan"]["posts"],
      ids: ids as string[],
      total: typeof darshan.total === "number" ? darshan.total : posts.length,
      // The API's page size: the feed's first page, and what its island asks for next.
      limit: typeof darshan.limit === "number" && darshan.limit > 0 ? darshan.limit : 10,
    },
  };
  for (const ritual of content.lists.ritual) {
    check(
      typeof ritual.slug === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(ritual.slug),
      `The ritual "${ritual.title}" has no valid slug`,
    );
  }
  return content;
}
