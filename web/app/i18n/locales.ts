/**
 * The site's languages and their addresses (ARCHITECTURE.md §9): English pages keep their paths; Hindi,
 * Marathi and Kannada live under `/hi`, `/mr` and `/kn` with the same path after the prefix. The server
 * (features/site) knows the same prefixes.
 */
export const LOCALES = ["en", "hi", "mr", "kn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The languages drawn under a prefix. */
export const PREFIXED_LOCALES = ["hi", "mr", "kn"] as const satisfies readonly Locale[];

/** Each language's name in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी", mr: "मराठी", kn: "ಕನ್ನಡ" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** `/hi/puja/x` → `{ locale: "hi", path: "/puja/x" }`; `/hi` → `/`; an unprefixed path is English. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/(hi|mr|kn)(?=\/|$)(.*)$/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  return { locale: match[1] as Locale, path: match[2] || "/" };
}

/** The address of the English page `path` in `locale`: `/puja/x` → `/hi/puja/x`, `/` → `/hi`. */
export function localisedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

let drawing: Locale = DEFAULT_LOCALE;

/** The language of the page the render entry is drawing (English outside it): for a page's `meta()`. */
export const pageLocale = (): Locale => drawing;

/** Set by the render entry around each page it draws. */
export function setPageLocale(locale: Locale) {
  drawing = locale;
}

/** A link to the site's page `path` from a page in `locale`: that language's page; sign-in and admin stay. */
export function pageHref(path: string, locale: Locale): string {
  return /^\/(?:admin|login)(?:\/|$)/.test(path) ? path : localisedPath(path, locale);
}
