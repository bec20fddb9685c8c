/**
 * Draws the public pages from the content (ARCHITECTURE.md §1): `load(content)` keeps the content and lists
 * every page with its sitemap flag and the old addresses to redirect; `render(path, locale)` answers one
 * page's status, head and body. The same React components as ever, rendered to HTML with no React in the
 * browser: each page brings its island script and only its own stylesheets.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import favicon from "@/assets/art/logo.svg?url";
import font from "@/assets/fonts/sankalp-display-400.woff2?url";
import devanagari from "@/assets/fonts/noto-sans-devanagari-400.woff2?url";
import astrologyWords from "@/assets/fonts/noto-sans-devanagari-astrology.json";
import devanagariAstrology from "@/assets/fonts/noto-sans-devanagari-astrology.woff2?url";
import kannada from "@/assets/fonts/noto-sans-kannada-400.woff2?url";
import { SiteChrome } from "@/components/layout/site-chrome";
import { ContentProvider } from "@/content/content-context";
import { contentFrom } from "@/content/model";
import type { SiteContent, VideoPost } from "@/content/types";
import { ritualNames } from "@/features/catalogue/catalogue";
import { finishHtml, setMarking } from "@/i18n/fallback";
import { RAW, localiseContent } from "@/i18n/localise";
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  PREFIXED_LOCALES,
  localisedPath,
  setPageLocale,
  splitLocale,
} from "@/i18n/locales";
import { LocaleContext } from "@/i18n/use-t";
import { escapeHtml, jsonForScript, metaTags } from "@/lib/meta";
import type { PageModule, Params } from "@/lib/page";
import { PAGES, type PageRoute } from "./route-manifest";

/** What the browser build made for each page: its stylesheets and its island script, hashed. */
export interface PageAssets {
  /** By page module name: the stylesheets its components import, in order. */
  css: Record<string, string[]>;
  /** By island name: the script's address. */
  islands: Record<string, string>;
  /**
   * By island name, for those whose script imports a chunk at once (code it shares with what it imports
   * later): the chunks, preloaded in the head so they are fetched beside the script, not after it.
   */
  modulePreloads?: Record<string, string[]>;
}

interface Page {
  path: string;
  route: PageRoute;
  params: Params;
  /** The page's language, and its English page's path (the same for English). */
  locale: Locale;
  base: string;
}

export interface LoadResult {
  /** `onDemand`: one of many pages of a kind, which the server renders when it is first asked for, handing
   * `render()` the item named by `item` (a darshan post's id). */
  pages: Array<{ path: string; sitemap: boolean; onDemand?: boolean; item?: string }>;
  redirects: Array<{ from: string; to: string }>;
}

export interface RenderResult {
  status: number;
  /** The page's language, for `<html lang>`. */
  lang: Locale;
  head: string;
  body: string;
  /** The parts of the content the page read (`site`, `pages.home`, `lists.ritual`): the server draws it
   * again only when one of them changes. */
  uses: string[];
}

/** How deep reads are told apart: `pages.footer.about` is one part, an array is one part whatever is read in it.
 * A body's translations count as the body itself: `pages.home.i18n.hi.title` is one part. */
const MAX_DEPTH = 3;

/** How deep `path` is, not counting `i18n.<lang>`. */
const depthOf = (path: string) =>
  path.includes("i18n")
    ? path
        .replace(/(^|\.)i18n(\.[a-z]{2})?(?=\.|$)/g, "")
        .split(".")
        .filter(Boolean).length
    : path.split(".").length;

/**
 * `value` seen through a proxy that notes, in `uses`, each part of it that is read: a property that
 * is not a plain object (or is at MAX_DEPTH) is a part of its own; listing an object's keys makes the
 * whole object a part. Reading is all pages do with the content, so what was read is what the page shows.
 */
function tracked<T extends object>(value: T, uses: Set<string>, at = ""): T {
  const part = (key: PropertyKey) => (at ? `${at}.${String(key)}` : String(key));
  const whole = () => uses.add(at || "*");
  return new Proxy(value, {
    get(target, key, receiver) {
      if (key === RAW) return target;
      const found: unknown = Reflect.get(target, key, receiver);
      if (typeof key === "symbol") return found;
      const path = part(key);
      const plain = typeof found === "object" && found !== null && !Array.isArray(found);
      if (plain && depthOf(path) < MAX_DEPTH) return tracked(found, uses, path);
      uses.add(path);
      return found;
    },
    has(target, key) {
      whole();
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      whole();
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      whole();
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}

const NOT_FOUND = "/404";

/**
 * Scripts whose fonts a page loads when its text uses them (styles/fonts-*.css; ARCHITECTURE.md §9). `small`:
 * a font of a few KB for one page's default words (web/scripts/subset-page-font.py), preloaded instead of the
 * whole block's when every word of the page's text in that script is one of them; the block's font stays
 * linked behind it, fetched only for a character the small one lacks.
 */
const SCRIPTS: readonly {
  name: string;
  test: RegExp;
  file: string;
  small?: { name: string; file: string; words: ReadonlySet<string>; word: RegExp };
}[] = [
  {
    name: "fonts-deva",
    test: /[\u0900-\u097F]/,
    file: devanagari,
    small: {
      name: "fonts-deva-astrology",
      file: devanagariAstrology,
      words: new Set(astrologyWords.words),
      // The script's words as the subset script cuts them: Devanagari letters and signs with the joiners.
      word: /[\u0900-\u097F\u200C\u200D]+/g,
    },
  },
  { name: "fonts-knda", test: /[\u0C80-\u0CFF]/, file: kannada },
];

/** The stylesheets and the font to preload for a script a page's `text` uses. */
function scriptFonts(script: (typeof SCRIPTS)[number], text: string): { css: string[]; file: string } {
  const small = script.small;
  if (small && (text.match(small.word) ?? []).every((word) => small.words.has(word))) {
    return { css: [small.name, script.name], file: small.file };
  }
  return { css: [script.name], file: script.file };
}

/** The language switcher's own names of the languages are drawn with a small font of their own. */
const withoutSwitcher = (body: string) => body.replace(/<nav[^>]*data-language-switcher[\s\S]*?<\/nav>/, "");

/** `/puja/:slug` with `{ slug: "a b" }` → `/puja/a%20b`. */
function fillPattern(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`The page ${pattern} has no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The old addresses of the rituals (their titles, the aliases of the site this replaces and their earlier
 * slugs) → their pages. An address that is a ritual's own page now (a slug used again) is never redirected. */
function ritualRedirects(content: SiteContent): LoadResult["redirects"] {
  const seen = new Set<string>(content.lists.ritual.map((ritual) => `/puja/${ritual.slug}`));
  return content.lists.ritual.flatMap((ritual) => {
    const to = `/puja/${encodeURIComponent(ritual.slug)}`;
    return ritualNames(ritual).flatMap((name) => {
      const from = `/puja/${name.trim().toLowerCase()}`;
      if (from === `/puja/${ritual.slug}` || seen.has(from)) return [];
      seen.add(from);
      return [{ from, to }];
    });
  });
}

/** The parameters of `path` under `pattern` (`/booking/:token`), decoded; null when it does not match. */
function matchPattern(pattern: string, path: string): Params | null {
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    const value = have[i]!;
    if (part.startsWith(":")) {
      if (!value) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** Whether a shorter part in `uses` holds `part` (`site` holds `site.phone`). */
function isCovered(part: string, uses: Set<string>): boolean {
  for (let at = part.lastIndexOf("."); at > 0; at = part.lastIndexOf(".", at - 1)) {
    if (uses.has(part.slice(0, at))) return true;
  }
  return false;
}

export function createRenderer(modules: Record<string, PageModule>, assets: PageAssets) {
  let content: SiteContent | null = null;
  let pages = new Map<string, Page>();

  const moduleOf = (route: PageRoute): PageModule => {
    const module = modules[route.page];
    if (!module) throw new Error(`The page module ${route.page} is missing from the bundle`);
    return module;
  };

  function load(json: string): string {
    const next = contentFrom(JSON.parse(json));
    const nextPages = new Map<string, Page>();
    for (const route of PAGES) {
      // Drawn at each request, from what the server hands it: no page to list.
      if (route.private) continue;
      const list = moduleOf(route).paths?.(next) ?? [{}];
      for (const params of list) {
        const path = fillPattern(route.path, params);
        if (nextPages.has(path)) throw new Error(`Two pages have the address ${path}`);
        nextPages.set(path, { path, route, params, locale: DEFAULT_LOCALE, base: path });
      }
    }
    // Every page in every other language, drawn on its first request (ARCHITECTURE.md §9).
    for (const page of [...nextPages.values()]) {
      for (const locale of PREFIXED_LOCALES) {
        const path = localisedPath(page.path, locale);
        nextPages.set(path, { ...page, path, locale });
      }
    }
    content = next;
    pages = nextPages;
    const result: LoadResult = {
      pages: [...pages.values()].map((p) => ({
        path: p.path,
        sitemap: p.route.sitemap,
        ...(p.route.onDemand ? { onDemand: true, item: Object.values(p.params)[0] } : {}),
        ...(p.locale !== DEFAULT_LOCALE || p.route.lazy ? { onDemand: true } : {}),
      })),
      redirects: ritualRedirects(next),
    };
    return JSON.stringify(result);
  }

  /** The links to this page in every language, `x-default` the English one; JSON-LD naming its language. */
  function alternates(page: Page, origin: string, title: string): string {
    const link = (lang: string, path: string) =>
      `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}"/>`;
    const webPage = {
      "@context": "https://schema.org",
      "@type": "WebPage",
      url: origin + page.path,
      name: title,
      inLanguage: page.locale,
    };
    return [
      ...LOCALES.map((locale) => link(locale, localisedPath(page.base, locale))),
      link("x-default", page.base),
      `<script type="application/ld+json">${jsonForScript(webPage)}</script>`,
    ].join("");
  }

  /** `preloads`: the image preloads React made; the largest paint's goes first in the head (see render()). */
  function head(page: Page, loaded: SiteContent, body: string, preloads: string): string {
    const own = moduleOf(page.route).meta(loaded, page.params);
    const meta = { ...own, path: localisedPath(own.path, page.locale) };
    const island = assets.islands[page.route.island];
    const text = withoutSwitcher(body);
    const scripts = SCRIPTS.filter((script) => script.test.test(text)).map((script) => scriptFonts(script, text));
    const fonts = scripts.flatMap((script) => script.css.flatMap((name) => assets.css[name] ?? []));
    // Fetched with the page, not when layout first meets the script: text drawn before its font came was
    // seen to keep the fallback's empty boxes in Chromium.
    const fontPreloads = scripts.map(
      (script) =>
        `<link rel="preload" href="${escapeHtml(script.file)}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
    );
    const links = preloads.match(/<link [^>]*>/g) ?? [];
    const first = links.filter((link) => /\sfetchPriority="high"/.test(link));
    const rest = links.filter((link) => !first.includes(link));
    return [
      '<meta charset="utf-8"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      // The largest paint's image is asked for before the font and the stylesheets: it is the one request
      // the first screen waits on that the stylesheets do not name.
      ...first,
      '<meta name="theme-color" content="#7a1f2b"/>',
      metaTags(meta, loaded.origin, loaded.site.businessName),
      own.canonical === false ? "" : alternates(page, loaded.origin, own.title),
      `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
      ...fontPreloads,
      `<link rel="icon" href="${escapeHtml(favicon)}" type="image/svg+xml"/>`,
      ...[...(assets.css[page.route.page] ?? []), ...fonts].map(
        (href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`,
      ),
      // The island and its chunks at low priority: they enhance what the HTML already shows, so on a slow
      // line they come after the largest paint's image and the fonts (a module script runs after parsing
      // whatever its priority; at the default, high, it shared the first connections with the image).
      island ? `<script type="module" src="${escapeHtml(island)}" fetchpriority="low"></script>` : "",
      ...(assets.modulePreloads?.[page.route.island] ?? []).map(
        (chunk) => `<link rel="modulepreload" href="${escapeHtml(chunk)}" fetchpriority="low"/>`,
      ),
      ...rest,
    ].join("");
  }

  /** The private page `path` is, in its language, with its parameters; null when it is none. */
  function privatePage(path: string): Page | null {
    const { locale, path: base } = splitLocale(path);
    for (const route of PAGES.filter((r) => r.private)) {
      const params = matchPattern(route.path, base);
      if (params) return { path, route, params, locale, base };
    }
    return null;
  }

  /**
   * `item`: the JSON of what the page shows that the content does not carry: a darshan post for its
   * on-demand page, the booking for a private page (which is drawn only with one).
   */
  function render(path: string, locale: string, item?: string): string {
    if (!content) throw new Error("render() before load()");
    const own = item === undefined ? null : privatePage(path);
    const parsed: unknown = item === undefined ? undefined : JSON.parse(item);
    const loaded: SiteContent =
      item === undefined || own ? content : { ...content, darshan: { ...content.darshan, post: parsed as VideoPost } };
    const found = own ?? pages.get(path);
    // The `locale` argument is the server's; a page's language is its address's.
    void locale;
    const page = found ?? pages.get(NOT_FOUND);
    if (!page) throw new Error("The content has no not-found page");
    const lang = page.locale;
    const Component = moduleOf(page.route).default;
    // Every page shows the settings (the header and footer), and they are filled into the texts of the
    // other parts when the content is loaded: a page uses them whole, whatever it reads of them itself.
    const uses = new Set<string>(["site"]);
    const seen = localiseContent(tracked(loaded, uses), lang);
    setPageLocale(lang);
    setMarking(lang !== DEFAULT_LOCALE);
    try {
      const tree: ReactNode = (
        <LocaleContext.Provider value={lang}>
          <ContentProvider content={seen} path={page.base}>
            <SiteChrome>
              <Component params={page.params} item={own ? parsed : undefined} />
            </SiteChrome>
          </ContentProvider>
        </LocaleContext.Provider>
      );
      // React puts the preloads of the images it finds (every one not lazy; the `fetchpriority="high"` one
      // is the largest paint's) before the markup; they belong in the head, where the browser learns of
      // them before any stylesheet holds it up.
      const html = renderToString(tree);
      const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? "";
      const body = html.slice(preloads.length);
      const result: RenderResult = {
        status: found && page.base !== NOT_FOUND ? 200 : 404,
        lang,
        head: finishHtml(head(page, seen, body, preloads), lang),
        body: finishHtml(body, lang),
        uses: [...uses].filter((part) => !isCovered(part, uses)).sort(),
      };
      return JSON.stringify(result);
    } finally {
      setMarking(false);
      setPageLocale(DEFAULT_LOCALE);
    }
  }

  return { load, render };
}
