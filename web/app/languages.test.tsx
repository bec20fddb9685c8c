import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { rawDefaultContent, readDefault } from "@/content/test-content";
import { finishHtml, markedAs } from "@/i18n/fallback";
import { localisedPath, splitLocale } from "@/i18n/locales";
import type { PageModule } from "@/lib/page";
import { type LoadResult, type PageAssets, type RenderResult, createRenderer } from "./renderer";

const found = import.meta.glob<PageModule>(["./pages/*.tsx", "!./pages/*.test.tsx"], { eager: true });
const modules = Object.fromEntries(
  Object.entries(found).map(([file, module]) => [file.replace(/^\.\/pages\/|\.tsx$/g, ""), module]),
);
const assets: PageAssets = {
  css: {
    ...Object.fromEntries(Object.keys(modules).map((page) => [page, ["/assets/site.css"]])),
    "fonts-deva": ["/assets/fonts-deva.css"],
    "fonts-deva-astrology": ["/assets/fonts-deva-astrology.css"],
    "fonts-knda": ["/assets/fonts-knda.css"],
  },
  islands: Object.fromEntries(
    ["home", "site", "gallery", "darshan", "darshan-post", "about", "book"].map((n) => [n, `/assets/${n}.js`]),
  ),
};

const I18N = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "content", "defaults", "i18n");

/** The default content with the default translations in each entry's body, as the server seeds it. */
function translatedContent(): Record<string, unknown> {
  const raw = rawDefaultContent();
  const lists = raw.lists as Record<string, Array<Record<string, unknown>>>;
  const keyed = (file: string) =>
    (readDefault(file) as Array<{ key: string; published: boolean }>).filter((e) => e.published).map((e) => e.key);
  const put = (body: Record<string, unknown> | undefined, lang: string, translation: unknown) => {
    if (!body) return;
    body.i18n = { ...(body.i18n as object), [lang]: translation };
  };
  for (const lang of readdirSync(I18N)) {
    for (const file of readdirSync(join(I18N, lang))) {
      const kind = file.replace(/\.json$/, "");
      const byKey = JSON.parse(readFileSync(join(I18N, lang, file), "utf8")) as Record<string, unknown>;
      for (const [key, translation] of Object.entries(byKey)) {
        if (kind === "site") put(raw.site as Record<string, unknown>, lang, translation);
        else if (kind === "page") put((raw.pages as Record<string, Record<string, unknown>>)[key], lang, translation);
        else put(lists[kind]?.[keyed(`${kind}.json`).indexOf(key)], lang, translation);
      }
    }
  }
  // The tests below need one ritual translated into Hindi whatever the translators have done so far.
  const satyanarayan = lists.ritual!.find((r) => r.slug === "satyanarayan")!;
  const i18n = (satyanarayan.i18n ?? {}) as Record<string, Record<string, unknown>>;
  i18n.hi = {
    title: "सत्यनारायण पूजा",
    summary: "भगवान सत्यनारायण की कथा और पूजा, आपके नाम से गोकर्ण में।",
    ...i18n.hi,
  };
  satyanarayan.i18n = i18n;
  return raw;
}

function loaded(raw: Record<string, unknown>) {
  const renderer = createRenderer(modules, assets);
  const list = JSON.parse(renderer.load(JSON.stringify(raw))) as LoadResult;
  const render = (path: string) => JSON.parse(renderer.render(path, "en")) as RenderResult;
  return { list, render };
}

const parse = ({ head, body, lang }: RenderResult) =>
  new DOMParser().parseFromString(
    `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`,
    "text/html",
  );

describe("addresses", () => {
  it("puts a language's prefix before the same path, and takes it off again", () => {
    expect(localisedPath("/", "hi")).toBe("/hi");
    expect(localisedPath("/puja/satyanarayan", "kn")).toBe("/kn/puja/satyanarayan");
    expect(localisedPath("/contact", "en")).toBe("/contact");
    expect(splitLocale("/mr")).toEqual({ locale: "mr", path: "/" });
    expect(splitLocale("/mr/sankalp/astrology")).toEqual({ locale: "mr", path: "/sankalp/astrology" });
    expect(splitLocale("/mrx")).toEqual({ locale: "en", path: "/mrx" });
  });
});

describe("finishHtml", () => {
  const marked = markedAs("Gokarna temple", "en");
  it("turns a marked text into a span with its language, and strips marks from attributes and titles", () => {
    const html = `<title>${marked}</title><p title="${marked}">${marked} और</p><a href="/x?t=${encodeURIComponent(marked)}">a</a>`;
    expect(finishHtml(html, "hi")).toBe(
      '<title>Gokarna temple</title><p title="Gokarna temple"><span lang="en">Gokarna temple</span> और</p>' +
        '<a href="/hi/x?t=Gokarna%20temple">a</a>',
    );
  });
  it("drops a mark cut in two rather than guessing, and leaves files, the API and switcher links alone", () => {
    expect(finishHtml(`<b>${marked.slice(0, 6)}</b>`, "kn")).toBe("<b>Go</b>");
    const links =
      '<a href="/">h</a><a href="/assets/a.css">c</a><a href="/admin">a</a><a href="/contact" hreflang="en">e</a>';
    expect(finishHtml(links, "mr")).toBe(
      '<a href="/mr">h</a><a href="/assets/a.css">c</a><a href="/admin">a</a><a href="/contact" hreflang="en">e</a>',
    );
    expect(finishHtml(links, "en")).toBe(links);
  });
});

describe("pages in every language", () => {
  const { list, render } = loaded(translatedContent());

  it("lists each page in every language, the sitemap flag as the English page's", () => {
    const english = list.pages.filter((p) => splitLocale(p.path).locale === "en");
    for (const lang of ["hi", "mr", "kn"] as const) {
      for (const page of english) {
        const there = list.pages.find((p) => p.path === localisedPath(page.path, lang));
        expect(there, `${lang} ${page.path}`).toMatchObject({ sitemap: page.sitemap, onDemand: true });
      }
    }
  });

  it("draws a Hindi ritual page: lang, translated title, hreflang for all four, links and fonts of its script", () => {
    const page = render("/hi/puja/satyanarayan");
    expect(page.lang).toBe("hi");
    const doc = parse(page);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute("hreflang"),
      l.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", "https://example.org/puja/satyanarayan"],
      ["hi", "https://example.org/hi/puja/satyanarayan"],
      ["mr", "https://example.org/mr/puja/satyanarayan"],
      ["kn", "https://example.org/kn/puja/satyanarayan"],
      ["x-default", "https://example.org/puja/satyanarayan"],
    ]);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://example.org/hi/puja/satyanarayan",
    );
    expect(doc.querySelector("h1")?.textContent).toMatch(/[\u0900-\u097F]/);
    expect(doc.title).toMatch(/[\u0900-\u097F]/);
    const webPage = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>)
      .find((d) => d["@type"] === "WebPage");
    expect(webPage?.inLanguage).toBe("hi");
    const stylesheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));
    expect(stylesheets).toContain("/assets/fonts-deva.css");
    expect(stylesheets).not.toContain("/assets/fonts-knda.css");
    expect(
      doc.querySelector(".skip-link + header a[href='/hi']") ?? doc.querySelector("header a[href='/hi']"),
    ).not.toBeNull();
    expect(doc.querySelector("[data-testid=book-sankalp]")?.getAttribute("href")).toBe(
      "/hi/sankalp/ritual/satyanarayan",
    );
    const switcher = [...doc.querySelectorAll("[data-language-switcher] a")].map((a) => a.getAttribute("href"));
    expect(switcher).toEqual([
      "/puja/satyanarayan",
      "/hi/puja/satyanarayan",
      "/mr/puja/satyanarayan",
      "/kn/puja/satyanarayan",
    ]);
    expect(page.body).not.toMatch(/[\uE000-\uE002]/);
    expect(page.head).not.toMatch(/[\uE000-\uE002]/);
  });

  it("loads no Indian font on English pages but the Hindi astrology page's", () => {
    const fonts = (path: string) =>
      [...parse(render(path)).querySelectorAll('link[rel="stylesheet"]')]
        .map((l) => l.getAttribute("href"))
        .filter((href) => href?.includes("fonts-"));
    expect(fonts("/puja/satyanarayan")).toEqual([]);
    expect(fonts("/astrology")).toEqual(["/assets/fonts-deva-astrology.css", "/assets/fonts-deva.css"]);
    expect(fonts("/kn/contact")).toEqual(["/assets/fonts-knda.css"]);
  });

  it("preloads the astrology page's small font while its words are the default ones, the whole font once not", () => {
    const preloaded = (doc: Document) =>
      [...doc.querySelectorAll('link[rel="preload"][as="font"]')]
        .map((l) => l.getAttribute("href") ?? "")
        .filter((href) => /devanagari-(400|astrology)/.test(href));
    expect(preloaded(parse(render("/astrology")))).toEqual([
      expect.stringMatching(/noto-sans-devanagari-astrology\.woff2$/),
    ]);
    // The Hindi page's header and footer have words of their own: the whole font, as before.
    expect(preloaded(parse(render("/hi/astrology")))).toEqual([
      expect.stringMatching(/noto-sans-devanagari-400\.woff2$/),
    ]);

    // The priest writes a word the small font was not made for: the page gets the whole font again.
    const raw = translatedContent();
    const astrology = (raw.pages as Record<string, Record<string, unknown>>).astrology!;
    astrology.paragraph = `${String(astrology.paragraph)} क्षमा करें।`;
    const edited = parse(loaded(raw).render("/astrology"));
    expect(preloaded(edited)).toEqual([expect.stringMatching(/noto-sans-devanagari-400\.woff2$/)]);
    const stylesheets = [...edited.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));
    expect(stylesheets).toContain("/assets/fonts-deva.css");
    expect(stylesheets).not.toContain("/assets/fonts-deva-astrology.css");
  });

  it("never leaves a field empty: each page in each language has text in every heading and link", () => {
    for (const path of ["/hi", "/mr/puja/satyanarayan", "/kn/puja/ganesh", "/kn/about-us", "/mr/astrology"]) {
      const doc = parse(render(path));
      for (const element of doc.querySelectorAll("main h1, main h2, main h3, main a, main p")) {
        expect(
          element.textContent?.trim() || element.querySelector("img,svg"),
          `${path}: ${element.outerHTML}`,
        ).toBeTruthy();
      }
    }
  }, 60_000);
});

describe("a translation missing", () => {
  it("falls back to the English text marked lang=en, and the message catalogue likewise", () => {
    const raw = translatedContent();
    const ritual = (raw.lists as { ritual: Array<Record<string, unknown>> }).ritual.find(
      (r) => r.slug === "satyanarayan",
    )!;
    const hi = (ritual.i18n as Record<string, Record<string, unknown>>).hi!;
    delete hi.title;
    const { render } = loaded(raw);
    const page = render("/hi/puja/satyanarayan");
    const doc = parse(page);
    const heading = doc.querySelector("h1")!;
    expect(heading.textContent).toBe(ritual.title);
    expect(heading.querySelector('span[lang="en"]')?.textContent).toBe(ritual.title);
    expect(doc.title.startsWith(ritual.title as string)).toBe(true);
    // The summary is still translated: only what is missing falls back.
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/[\u0900-\u097F]/);
    // The English page has no mark at all.
    expect(render("/puja/satyanarayan").body).not.toContain('<span lang="en"');
  });
});

describe("a translated rich paragraph", () => {
  const aboutBlocks = (raw: Record<string, unknown>) => {
    const about = (raw.pages as Record<string, Record<string, unknown>>).about!;
    return { about, hi: (about.i18n as Record<string, Record<string, unknown>>).hi! };
  };

  it("shows the translation's own runs and bold phrases, however many the English has", () => {
    const raw = translatedContent();
    const { hi } = aboutBlocks(raw);
    const blocks = hi.blocks as Array<Record<string, unknown>>;
    blocks[0] = {
      ...blocks[0],
      text: [
        [
          { text: "पहला भाग ", bold: false },
          { text: "गुरुकुल", bold: true },
        ],
      ],
    };
    const doc = parse(loaded(raw).render("/hi/about-us"));
    const paragraph = [...doc.querySelectorAll("p")].find((p) => p.textContent?.startsWith("पहला भाग"));
    expect(paragraph?.textContent).toBe("पहला भाग गुरुकुल");
    expect([...paragraph!.querySelectorAll("strong")].map((s) => s.textContent)).toEqual(["गुरुकुल"]);
    expect(paragraph!.querySelector('span[lang="en"]')).toBeNull();
  });

  it("takes the English run's bold where a translated run does not say, and the English text where it is missing", () => {
    const raw = translatedContent();
    const { about, hi } = aboutBlocks(raw);
    const english = (about.blocks as Array<{ text: Array<Array<{ text: string; bold?: boolean }>> }>)[0]!.text[0]!;
    const blocks = hi.blocks as Array<Record<string, unknown>>;
    blocks[0] = { ...blocks[0], text: [[{ text: "अनुवादित आरंभ " }, { text: "वैदिक गुरुकुल" }, null]] };
    const doc = parse(loaded(raw).render("/hi/about-us"));
    const paragraph = [...doc.querySelectorAll("p")].find((p) => p.textContent?.startsWith("अनुवादित आरंभ"))!;
    // English run 1 is bold, so its translation is too; run 2 was left to the English, marked as such.
    expect(english[1]!.bold).toBe(true);
    expect(paragraph.querySelector("strong")?.textContent).toBe("वैदिक गुरुकुल");
    expect(paragraph.querySelector('span[lang="en"]')?.textContent).toBe(english[2]!.text);
  });
});
