/**
 * Draws the public pages from the content (ARCHITECTURE.md §1): `load(content)` keeps the content and lists
 * every page with its sitemap flag and the old addresses to redirect; `render(path, locale)` answers one
 * page's status, head and body. The same React components as ever, rendered to HTML with no React in the
 * browser: each page brings its island script and only its own stylesheets.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import favicon from "@/assets/art/logo.svg?url";
import font from "@/assets/fonts/marcellus-latin-400.woff2?url";
import { SiteChrome } from "@/components/layout/site-chrome";
import { ContentProvider } from "@/content/content-context";
import { contentFrom } from "@/content/model";
import type { SiteContent, VideoPost } from "@/content/types";
import { ritualNames } from "@/features/catalogue/catalogue";
import { DEFAULT_LOCALE, type Locale, catalogues } from "@/i18n/messages";
import { LocaleContext } from "@/i18n/use-t";
import { escapeHtml, metaTags } from "@/lib/meta";
import type { PageModule, Params } from "@/lib/page";
import { PAGES, type PageRoute } from "./route-manifest";

/** What the browser build made for each page: its stylesheets and its island script, hashed. */
export interface PageAssets {
  /** By page module name: the stylesheets its components import, in order. */
  css: Record<string, string[]>;
  /** By island name: the script's address. */
  islands: Record<string, string>;
}

interface Page {
  path: string;
  route: PageRoute;
  params: Params;
}

export interface LoadResult {
  /** `onDemand`: one of many pages of a kind, which the server renders when it is first asked for, handing
   * `render()` the item named by `item` (a darshan post's id). */
  pages: Array<{ path: string; sitemap: boolean; onDemand?: boolean; item?: string }>;
  redirects: Array<{ from: string; to: string }>;
}

export interface RenderResult {
  status: number;
  head: string;
  body: string;
  /** The parts of the content the page read (`site`, `pages.home`, `lists.ritual`): the server draws it
   * again only when one of them changes. */
  uses: string[];
}

/** How deep reads are told apart: `pages.footer.about` is one part, an array is one part whatever is read in it. */
const MAX_DEPTH = 3;

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
      const found: unknown = Reflect.get(target, key, receiver);
      if (typeof key === "symbol") return found;
      const path = part(key);
      const plain = typeof found === "object" && found !== null && !Array.isArray(found);
      if (plain && path.split(".").length < MAX_DEPTH) return tracked(found, uses, path);
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

/** `/puja/:slug` with `{ slug: "a b" }` → `/puja/a%20b`. */
function fillPattern(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`The page ${pattern} has no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The old addresses of the rituals (their titles, and the aliases of the site this replaces) → their pages. */
function ritualRedirects(content: SiteContent): LoadResult["redirects"] {
  const seen = new Set<string>();
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
      const list = moduleOf(route).paths?.(next) ?? [{}];
      for (const params of list) {
        const path = fillPattern(route.path, params);
        if (nextPages.has(path)) throw new Error(`Two pages have the address ${path}`);
        nextPages.set(path, { path, route, params });
      }
    }
    content = next;
    pages = nextPages;
    const result: LoadResult = {
      pages: [...pages.values()].map((p) => ({
        path: p.path,
        sitemap: p.route.sitemap,
        ...(p.route.onDemand ? { onDemand: true, item: Object.values(p.params)[0] } : {}),
      })),
      redirects: ritualRedirects(next),
    };
    return JSON.stringify(result);
  }

  function head(page: Page, loaded: SiteContent): string {
    const meta = moduleOf(page.route).meta(loaded, page.params);
    const island = assets.islands[page.route.island];
    return [
      '<meta charset="utf-8"/>',
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      '<meta name="theme-color" content="#7a1f2b"/>',
      metaTags(meta, loaded.origin, loaded.site.businessName),
      `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
      `<link rel="icon" href="${escapeHtml(favicon)}" type="image/svg+xml"/>`,
      ...(assets.css[page.route.page] ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
      island ? `<script type="module" src="${escapeHtml(island)}"></script>` : "",
    ].join("");
  }

  /** `item`: the JSON of what an on-demand page shows (a darshan post), which the content does not carry. */
  function render(path: string, locale: string, item?: string): string {
    if (!content) throw new Error("render() before load()");
    const loaded: SiteContent =
      item === undefined
        ? content
        : { ...content, darshan: { ...content.darshan, post: JSON.parse(item) as VideoPost } };
    const found = pages.get(path);
    const page = found ?? pages.get(NOT_FOUND);
    if (!page) throw new Error("The content has no not-found page");
    const lang: Locale = locale in catalogues ? (locale as Locale) : DEFAULT_LOCALE;
    const Component = moduleOf(page.route).default;
    // Every page shows the settings (the header and footer), and they are filled into the texts of the
    // other parts when the content is loaded: a page uses them whole, whatever it reads of them itself.
    const uses = new Set<string>(["site"]);
    const seen = tracked(loaded, uses);
    const tree: ReactNode = (
      <LocaleContext.Provider value={lang}>
        <ContentProvider content={seen} path={page.path}>
          <SiteChrome>
            <Component params={page.params} />
          </SiteChrome>
        </ContentProvider>
      </LocaleContext.Provider>
    );
    // React puts the preloads it finds (the largest image, fetched first) before the markup; they belong
    // in the head, where the browser learns of them before any stylesheet holds it up.
    const html = renderToString(tree);
    const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? "";
    const result: RenderResult = {
      status: found && path !== NOT_FOUND ? 200 : 404,
      head: head(page, seen) + preloads,
      body: html.slice(preloads.length),
      uses: [...uses].filter((part) => !isCovered(part, uses)).sort(),
    };
    return JSON.stringify(result);
  }

  return { load, render };
}
