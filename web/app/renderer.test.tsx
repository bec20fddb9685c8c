import { describe, expect, it } from "vitest";
import { TEST_ORIGIN, rawDefaultContent, readDefault } from "@/content/test-content";
import type { VideoPost } from "@/content/types";
import type { PageModule } from "@/lib/page";
import { type LoadResult, type PageAssets, type RenderResult, createRenderer } from "./renderer";

const found = import.meta.glob<PageModule>(["./pages/*.tsx", "!./pages/*.test.tsx"], { eager: true });
const modules = Object.fromEntries(
  Object.entries(found).map(([file, module]) => [file.replace(/^\.\/pages\/|\.tsx$/g, ""), module]),
);

/** What the browser build names, made up: each page's own stylesheet and its island's script. */
const assets: PageAssets = {
  css: Object.fromEntries(Object.keys(modules).map((page) => [page, ["/assets/site.css", `/assets/${page}.css`]])),
  islands: {
    home: "/assets/islands-home.js",
    site: "/assets/islands-site.js",
    gallery: "/assets/islands-gallery.js",
    "photo-gallery": "/assets/islands-photo-gallery.js",
    darshan: "/assets/islands-darshan.js",
    "darshan-post": "/assets/islands-post.js",
    about: "/assets/islands-about.js",
    book: "/assets/islands-book.js",
    sankalp: "/assets/islands-sankalp.js",
    booking: "/assets/islands-booking.js",
  },
  modulePreloads: { sankalp: ["/assets/islands-chunk-shared.js"] },
};

const post = (n: number, over: Partial<VideoPost> = {}): VideoPost => ({
  _id: `post-${n}`,
  title: `Morning aarti ${n}`,
  description: `<p>Aarti <strong>${n}</strong> &amp; flowers</p>`,
  thumbnail: `/media/thumbs/${n}-1280.jpg`,
  thumbnails: [{ width: 640, url: `/media/thumbs/${n}-640.jpg` }],
  videoLink: `/media/videos/${n}.mp4`,
  duration: 65,
  views: 1200,
  isPublished: true,
  createdAt: "2026-11-21T03:05:00Z",
  updatedAt: "2026-11-21T03:05:00Z",
  owner: { _id: "u", username: "priest", fullName: "Raghavendra Bhat" },
  ...over,
});

/** The renderer on the default content with `overrides`; `render` hands an on-demand page its item as the
 * server does (a darshan post from `overrides.darshan.posts`). */
function loaded(overrides: Record<string, unknown> = {}) {
  const renderer = createRenderer(modules, assets);
  const list = JSON.parse(renderer.load(JSON.stringify(rawDefaultContent(overrides)))) as LoadResult;
  const posts = ((overrides.darshan as { posts?: VideoPost[] } | undefined)?.posts ?? []) as VideoPost[];
  const render = (path: string) => {
    const item = list.pages.find((p) => p.path === path)?.item;
    const post = posts.find((p) => p._id === item);
    return JSON.parse(renderer.render(path, "en", post && JSON.stringify(post))) as RenderResult;
  };
  /** A private page, drawn with the item the server hands it. */
  const renderWith = (path: string, item: unknown) =>
    JSON.parse(renderer.render(path, "en", JSON.stringify(item))) as RenderResult;
  return { list, render, renderWith };
}

/** Whether `path` is a page in a language other than English. */
const isLocalised = (path: string) => /^\/(hi|mr|kn)(\/|$)/.test(path);

/** Every English page, and in each other language the first page of each kind (rendering all is slow). */
function sample(list: LoadResult): string[] {
  const kinds = new Set<string>();
  return list.pages
    .map((p) => p.path)
    .filter((path) => {
      if (!isLocalised(path)) return true;
      const kind = path.split("/").slice(0, 3).join("/");
      if (kinds.has(kind)) return false;
      kinds.add(kind);
      return true;
    });
}

/** The page as the server answers it, parsed by the browser's parser. */
function parse({ head, body }: RenderResult): Document {
  return new DOMParser().parseFromString(
    `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`,
    "text/html",
  );
}

const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));

describe("load", () => {
  const { list } = loaded({ darshan: { posts: [post(2), post(1)], total: 2, limit: 10 } });
  const all = list.pages.map((p) => p.path);
  const paths = all.filter((p) => !isLocalised(p));

  it("lists every page of the default content once, each page type with its sitemap flag", () => {
    expect(new Set(all).size).toBe(all.length);
    // …and a sankalp form per ritual, per pilgrimage site and for the consultation.
    expect(paths).toHaveLength(1 + 5 + 46 + 2 + 1 + 1 + 2 + 1 + 14 + 14 + 1 + 1 + 1 + 1 + 1 + 1 + 46 + 14 + 1);
    // Every page again in Hindi, Marathi and Kannada, drawn on request.
    expect(all).toHaveLength(paths.length * 4);
    for (const path of [
      "/",
      "/allpujas/festival-Pujas",
      "/puja/satyanarayan",
      "/photos/vip-photos",
      "/photos/all-photos",
      "/photo-gallery",
      "/daily-darshan",
      "/daily-darshan/post-1",
      "/dharmik",
      "/details/brahma-sarovar",
      "/book/brahma-sarovar",
      "/astrology",
      "/contact",
      "/about-us",
      "/terms-and-condition",
      "/policy",
      "/sankalp/ritual/satyanarayan",
      "/sankalp/pilgrimage/brahma-sarovar",
      "/sankalp/astrology",
      "/404",
    ]) {
      expect(paths, path).toContain(path);
    }
    const outOfSitemap = list.pages.filter((p) => !p.sitemap && !isLocalised(p.path)).map((p) => p.path);
    expect(outOfSitemap).toEqual([
      ...paths.filter((p) => p.startsWith("/book/")),
      ...paths.filter((p) => p.startsWith("/sankalp/")),
      "/404",
    ]);
    // A private page is drawn only with what the server hands it: never listed.
    expect(all.some((p) => p.includes("/booking"))).toBe(false);
  });

  it("redirects the rituals' titles and old display titles, lower-cased, to their slugs", () => {
    expect(list.redirects).toContainEqual({ from: "/puja/satyanarayan puja", to: "/puja/satyanarayan" });
    expect(list.redirects).toContainEqual({
      from: "/puja/durga saptashati parayana",
      to: "/puja/durga-saptashati-parayana",
    });
    expect(list.redirects).toContainEqual({ from: "/puja/pitru paksha shradha", to: "/puja/pitru-paksha-shradha" });
    // A title that is already the slug is the page itself, not a redirect.
    expect(list.redirects.map((r) => r.from)).not.toContain("/puja/marriage");
    expect(new Set(list.redirects.map((r) => r.from)).size).toBe(list.redirects.length);
  });

  it("refuses content it cannot draw, and render() before any load", () => {
    const renderer = createRenderer(modules, assets);
    expect(() => renderer.render("/", "en")).toThrow("before load");
    expect(() => renderer.load("{")).toThrow();
    expect(() => renderer.load(JSON.stringify({ ...rawDefaultContent(), pages: {} }))).toThrow(
      'The content has no page "home"',
    );
  });
});

describe("render", () => {
  const { list, render } = loaded({
    origin: "https://priest.example",
    darshan: { posts: [post(2), post(1)], total: 2, limit: 10 },
  });

  it("draws every page: status, title, canonical from the origin, its stylesheets and island, JSON-LD escaped", () => {
    for (const path of sample(list)) {
      const page = render(path);
      const doc = parse(page);
      const notFound = path.endsWith("/404");
      // Pages kept out of indexes name no canonical address: the not-found page and the sankalp forms.
      const unlisted = notFound || path.includes("/sankalp/");
      expect(page.status, path).toBe(notFound ? 404 : 200);
      expect(doc.title, path).toMatch(/\S/);
      expect(doc.querySelector('meta[charset="utf-8"]'), path).not.toBeNull();
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content"), path).toMatch(/\S/);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect(canonical, path).toBe(unlisted ? undefined : `https://priest.example${path}`);
      if (!unlisted)
        expect(doc.querySelector('meta[property="og:url"]')?.getAttribute("content"), path).toBe(canonical);
      expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href"))[0], path).toBe(
        "/assets/site.css",
      );
      expect(doc.querySelector('link[rel="preload"][as="font"]'), path).not.toBeNull();
      // One script that runs: the page's island. Every other script is JSON-LD, whose text has no "<".
      const scripts = [...doc.querySelectorAll("script")];
      expect(
        scripts.filter((s) => s.type === "module").map((s) => s.getAttribute("src")),
        path,
      ).toHaveLength(1);
      for (const s of scripts.filter((s) => s.type !== "module")) {
        expect(s.type, path).toBe("application/ld+json");
        expect(s.textContent, path).not.toContain("<");
      }
      if (!unlisted && !path.startsWith("/book/")) expect(jsonLd(doc).length, path).toBeGreaterThan(0);
      expect(doc.querySelector("main#main h1"), path).not.toBeNull();
      expect(page.body, path).not.toContain("<script");
    }
  }, 180_000);

  it("answers an unknown address with the not-found page and status 404", () => {
    const page = render("/puja/no-such-ritual");
    expect(page.status).toBe(404);
    expect(parse(page).querySelector("[data-testid=not-found]")).not.toBeNull();
    expect(parse(page).querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("draws a ritual with Book Now and Book with sankalp details, and its breadcrumb and service data", () => {
    const doc = parse(render("/puja/satyanarayan"));
    expect(doc.title).toBe("Satyanarayan | Sankalp");
    expect(doc.querySelector("h1")?.textContent).toBe("Satyanarayan");
    expect(doc.querySelector("[data-testid=book-sankalp]")?.getAttribute("href")).toBe("/sankalp/ritual/satyanarayan");
    const book = new URL(doc.querySelector<HTMLAnchorElement>("[data-testid=book-now]")!.href);
    expect(book.searchParams.get("phone")).toBe("911234567890");
    expect(jsonLd(doc).map((d) => d["@type"])).toEqual(["Service", "BreadcrumbList", "WebPage"]);
    expect(jsonLd(doc)[0].url).toBe("https://priest.example/puja/satyanarayan");
  });

  it("draws a ritual saved in admin: its HTML description, dakshina in rupees and uploaded photo", () => {
    const raw = rawDefaultContent();
    const rituals = (raw.lists as { ritual: Array<Record<string, unknown>> }).ritual;
    rituals[0] = {
      ...rituals[0],
      description: "<p>Saved <strong>in admin</strong></p>",
      dakshina: 100000,
      photo: {
        width: 1600,
        height: 1200,
        variants: [
          { url: "/media/rituals/abc-360.webp", width: 360 },
          { url: "/media/rituals/abc-1600.webp", width: 1600 },
        ],
      },
    };
    const { render } = loaded({ lists: raw.lists });
    const doc = parse(render("/puja/marriage"));
    expect(doc.querySelector("strong")?.textContent).toBe("in admin");
    expect(doc.querySelector("[data-testid=dakshina]")?.textContent).toBe("Suggested dakshina: ₹1,00,000");
    const img = doc.querySelector<HTMLImageElement>('img[src="/media/rituals/abc-1600.webp"]');
    expect(img?.getAttribute("srcset")).toBe("/media/rituals/abc-360.webp 360w, /media/rituals/abc-1600.webp 1600w");
    expect(img?.getAttribute("width")).toBe("1600");
    // Drawn the content column's width on a phone (the 720 w file at 412 px and DPR 1.75), not 100vw.
    expect(img?.getAttribute("sizes")).toMatch(/, calc\(100vw - 2 \* clamp\(16px, 4vw, 32px\)\)$/);
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    // The category's first card: the page's largest paint on a phone, fetched at once; the others lazy.
    const cards = [
      ...parse(render("/allpujas/pujas")).querySelectorAll<HTMLImageElement>("[data-testid=ritual-card] img"),
    ];
    expect(cards[0]?.getAttribute("src")).toBe("/media/rituals/abc-1600.webp");
    expect(cards[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(cards[0]?.hasAttribute("loading")).toBe(false);
    expect(cards[0]?.getAttribute("sizes")).toContain("100vw");
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards.slice(1)) expect(card.getAttribute("loading")).toBe("lazy");
  });

  it("offers the sankalp form on pilgrimage sites and the astrology page", () => {
    expect(parse(render("/details/jyotisar")).querySelector("[data-testid=book-sankalp]")?.getAttribute("href")).toBe(
      "/sankalp/pilgrimage/jyotisar",
    );
    expect(parse(render("/astrology")).querySelector("[data-testid=book-sankalp]")?.getAttribute("href")).toBe(
      "/sankalp/astrology",
    );
  });

  it("draws /daily-darshan's first page from the content, and each post's page with its VideoObject", () => {
    const feed = parse(render("/daily-darshan"));
    expect([...feed.querySelectorAll("[data-testid=video-card] h2")].map((h) => h.textContent)).toEqual([
      "Morning aarti 2",
      "Morning aarti 1",
    ]);
    expect(feed.querySelector("[data-feed-more]")).toBeNull();
    const doc = parse(render("/daily-darshan/post-1"));
    expect(doc.querySelector("h1")?.textContent).toBe("Morning aarti 1");
    expect(doc.querySelector("video")?.getAttribute("src")).toBe("/media/videos/1.mp4");
    const [video] = jsonLd(doc);
    expect(video).toMatchObject({
      "@type": "VideoObject",
      name: "Morning aarti 1",
      duration: "PT1M5S",
      contentUrl: "https://priest.example/media/videos/1.mp4",
    });
    expect(video.description).toBe("Aarti 1 & flowers");
  });

  it("draws /daily-darshan with no posts: the empty feed, and no post pages", () => {
    const empty = loaded();
    expect(empty.list.pages.filter((p) => p.path.startsWith("/daily-darshan/"))).toEqual([]);
    const doc = parse(empty.render("/daily-darshan"));
    expect(doc.querySelector("[data-testid=darshan-empty]")).not.toBeNull();
    expect(doc.querySelector("[data-testid=video-card]")).toBeNull();
  });

  it("shows Show More when the content has more posts than the first page", () => {
    const many = Array.from({ length: 12 }, (_, i) => post(12 - i));
    const { render: draw } = loaded({ darshan: { posts: many, total: 12, limit: 10 } });
    const doc = parse(draw("/daily-darshan"));
    expect(doc.querySelectorAll("[data-testid=video-card]")).toHaveLength(10);
    expect(doc.querySelector("[data-feed-more] button")?.textContent).toBe("Show More");
  });
});

describe("an island's chunks", () => {
  const { render } = loaded();

  it("are preloaded beside the script that imports them at once, on its pages only", () => {
    const form = parse(render("/sankalp/ritual/satyanarayan"));
    expect(form.querySelector('script[type="module"]')?.getAttribute("src")).toBe("/assets/islands-sankalp.js");
    const links = [...form.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/assets/islands-chunk-shared.js"]);
    // After the largest paint's image and the fonts: the script and its chunks ask for low priority.
    expect(form.querySelector('script[type="module"]')?.getAttribute("fetchpriority")).toBe("low");
    expect(links.map((l) => l.getAttribute("fetchpriority"))).toEqual(["low"]);
    for (const path of ["/", "/puja/satyanarayan", "/contact"]) {
      expect(parse(render(path)).head.querySelectorAll('link[rel="modulepreload"]'), path).toHaveLength(0);
    }
  });
});

describe("the largest paint's image", () => {
  const { render } = loaded({ darshan: { posts: [post(2), post(1)], total: 2, limit: 10 } });
  const pages = [
    "/",
    "/puja/satyanarayan",
    "/photo-gallery",
    "/daily-darshan",
    "/about-us",
    "/allpujas/pujas",
    "/dharmik",
  ];

  it("is the one image with high priority, never lazy, and preloaded first in the head, before the font and stylesheets", () => {
    for (const path of pages) {
      const doc = parse(render(path));
      const high = [...doc.body.querySelectorAll("img[fetchpriority=high]")];
      expect(high, path).toHaveLength(1);
      const img = high[0]!;
      expect(img.getAttribute("loading"), path).not.toBe("lazy");
      const links = [...doc.head.querySelectorAll("link")];
      const preload = links.find((l) => l.rel === "preload" && l.getAttribute("as") === "image");
      expect(preload?.getAttribute("fetchpriority"), path).toBe("high");
      if (img.hasAttribute("srcset")) {
        expect(preload?.getAttribute("imagesrcset"), path).toBe(img.getAttribute("srcset"));
        expect(preload?.getAttribute("imagesizes"), path).toBe(img.getAttribute("sizes"));
      } else {
        expect(preload?.getAttribute("href"), path).toBe(img.getAttribute("src"));
      }
      const first = (test: (l: HTMLLinkElement) => boolean) => links.findIndex(test);
      expect(links.indexOf(preload!), path).toBeLessThan(first((l) => l.rel === "stylesheet"));
      expect(links.indexOf(preload!), path).toBeLessThan(first((l) => l.getAttribute("as") === "font"));
      expect(doc.head.querySelectorAll("link[rel=preload][fetchpriority=high]"), path).toHaveLength(1);
    }
  });

  it("is a darshan post's poster, asked for first in the head; the video waits to be played", () => {
    const doc = parse(render("/daily-darshan/post-1"));
    const video = doc.body.querySelector("main video")!;
    expect(video.getAttribute("preload")).toBe("none");
    const links = [...doc.head.querySelectorAll("link")];
    const preloads = links.filter((l) => l.rel === "preload" && l.getAttribute("as") === "image");
    expect(preloads).toHaveLength(1);
    expect(preloads[0]!.getAttribute("href")).toBe(video.getAttribute("poster"));
    expect(preloads[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(links.indexOf(preloads[0]!)).toBe(0);
  });

  it("is the first photo on the gallery pages: the others lazy, with no preload to compete with it", () => {
    for (const path of ["/photo-gallery", "/photos/vip-photos"]) {
      const doc = parse(render(path));
      const photos = [...doc.body.querySelectorAll<HTMLImageElement>("main img[srcset]")];
      expect(photos.length, path).toBeGreaterThan(3);
      // The collections' first tile is below a phone's first screen, whose largest paint is the lead
      // paragraph: it loads at once, but asks for no priority over the text (gallery-grid.tsx).
      const priority = path === "/photo-gallery" ? "high" : null;
      expect(photos[0]!.getAttribute("fetchpriority"), path).toBe(priority);
      expect(photos[0]!.hasAttribute("loading") ? photos[0]!.getAttribute("loading") : "eager", path).toBe("eager");
      for (const photo of photos.slice(1)) expect(photo.getAttribute("loading"), path).toBe("lazy");
      // The entry page's second photo shows its top edge on a phone: kept low, not raised by the browser.
      if (path === "/photo-gallery") {
        for (const photo of photos.slice(1)) expect(photo.getAttribute("fetchpriority"), path).toBe("low");
      }
      expect(doc.head.querySelectorAll("link[rel=preload][imagesrcset]"), path).toHaveLength(1);
    }
  });

  it("draws the entry page's video as a lazy, low-priority poster in a link to the file, its player inert", () => {
    const doc = parse(render("/photo-gallery"));
    const link = doc.querySelector<HTMLAnchorElement>('main a[data-play][data-testid="static-gallery-video"]')!;
    expect(link.getAttribute("href")).toMatch(/\.mp4$/);
    expect(link.getAttribute("aria-label")).toMatch(/^Play video: \S/);
    const poster = link.querySelector("img")!;
    expect(poster.getAttribute("loading")).toBe("lazy");
    expect(poster.getAttribute("fetchpriority")).toBe("low");
    expect(poster.getAttribute("width")).toMatch(/^\d+$/);
    // No <video> the browser would load a poster for: the player waits in its template.
    expect(doc.querySelectorAll("main video")).toHaveLength(0);
    const template = link.nextElementSibling as HTMLTemplateElement;
    expect(template.dataset.islandTemplate).toBe("gallery-player");
    const player = template.content.querySelector("video")!;
    expect(player.getAttribute("src")).toBe(link.getAttribute("href"));
    expect(player.hasAttribute("controls")).toBe(true);
  });

  it("asks a phone for the file its width needs: the 360 w file of a gallery photo, in two columns", () => {
    const doc = parse(render("/photo-gallery"));
    const photos = [...doc.body.querySelectorAll("main img[srcset]")];
    expect(photos).toHaveLength(5);
    for (const photo of photos) {
      expect(photo.getAttribute("srcset")).toMatch(/-360(-[\w-]+)?\.webp 360w, \S+-720(-[\w-]+)?\.webp 720w/);
      // Half the content column on a phone: the viewport less the gutters and the gap, halved, less the card's frame.
      expect(photo.getAttribute("sizes")).toMatch(
        /, calc\(\(100vw - 2 \* clamp\(16px, 4vw, 32px\) - clamp\(16px, 2\.5vw, 28px\)\) \/ 2 - 22px\)$/,
      );
    }
  });
});

describe("what each page says it uses", () => {
  const { list, render } = loaded({ darshan: { posts: [post(2), post(1)], total: 2, limit: 10 } });

  it("names the parts of the content the page read, and the settings on every page", () => {
    const contact = render("/contact").uses;
    expect(contact).toContain("site");
    expect(contact).toContain("pages.contact.title");
    expect(contact.some((u) => u.startsWith("lists.") || u.startsWith("darshan"))).toBe(false);
    expect(render("/puja/satyanarayan").uses).toContain("lists.ritual");
    expect(render("/puja/satyanarayan").uses.some((u) => u.startsWith("darshan"))).toBe(false);
    expect(render("/daily-darshan").uses).toContain("darshan.posts");
    expect(render("/daily-darshan/post-1").uses).toContain("darshan.post.title");
    expect(render("/daily-darshan/post-1").uses).not.toContain("darshan.posts");
    for (const path of sample(list)) expect(render(path).uses, path).not.toContain("*");
  }, 180_000);

  it("marks each post's page as rendered on demand with its post's id, and the sankalp forms without one", () => {
    const forms = list.pages.filter((p) => p.path.startsWith("/sankalp/"));
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((p) => p.onDemand && p.item === undefined)).toBe(true);
    const onDemand = list.pages.filter((p) => p.onDemand && !isLocalised(p.path) && !p.path.startsWith("/sankalp/"));
    expect(onDemand.map((p) => [p.path, p.item])).toEqual([
      ["/daily-darshan/post-2", "post-2"],
      ["/daily-darshan/post-1", "post-1"],
    ]);
  });

  it("lists a page for every id, though the content carries only the feed's first page", () => {
    const { list: pages } = loaded({
      darshan: { posts: [post(3)], ids: ["post-3", "post-2", "post-1"], total: 3, limit: 1 },
    });
    expect(
      pages.pages
        .filter((p) => p.onDemand && !isLocalised(p.path) && !p.path.startsWith("/sankalp/"))
        .map((p) => p.path),
    ).toEqual(["/daily-darshan/post-3", "/daily-darshan/post-2", "/daily-darshan/post-1"]);
  });
});

describe("the private booking page", () => {
  const { renderWith } = loaded({ origin: "https://priest.example" });
  const booking = {
    reference: "SKP-7K3Q9M",
    service: "ritual",
    ritualTitle: "Satyanarayan </script><b>Puja</b>",
    devotees: [{ name: "<img src=x onerror=alert(1)>" }],
    contact: { name: "Lakshmi Rao", phone: "+919876543210" },
    status: "received",
    history: [{ kind: "status", status: "received", at: "2026-11-25T02:40:00Z" }],
    paid: false,
    proof: [],
    createdAt: "2026-11-25T02:40:00Z",
  };
  const clock = { "2026-11-25T02:40:00Z": { india: "2026-11-25T08:10", own: "2026-11-25T08:10", zone: "IST" } };

  it("draws the booking it is handed, in the page's language, kept out of indexes and Referers", () => {
    for (const [path, lang] of [
      ["/booking/tok_abcdefghijklmnopqrstu", "en"],
      ["/kn/booking/tok_abcdefghijklmnopqrstu", "kn"],
    ] as const) {
      const page = renderWith(path, { booking, clock });
      const doc = parse(page);
      expect(page.status, path).toBe(200);
      expect(page.lang, path).toBe(lang);
      expect(doc.querySelector('[data-testid="booking-reference"]')?.textContent, path).toBe("SKP-7K3Q9M");
      expect(doc.querySelector("h1")?.textContent, path).toBe("Satyanarayan </script><b>Puja</b>");
      expect(doc.querySelector("img[onerror], b"), path).toBeNull();
      expect(doc.querySelector('link[rel="canonical"], link[rel="alternate"]'), path).toBeNull();
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content"), path).toBe("noindex");
      expect(doc.querySelector('meta[name="referrer"]')?.getAttribute("content"), path).toBe("no-referrer");
      expect(doc.querySelector('script[type="module"]')?.getAttribute("src"), path).toBe("/assets/islands-booking.js");
      // The month in the page's language; the clock as the server worked it out.
      expect(page.body, path).toMatch(/25 \S+ 2026, 8:10 am IST/);
    }
    expect(parse(renderWith("/kn/booking/tok_abcdefghijklmnopqrstu", { booking, clock })).body.textContent).toMatch(
      /[\u0C80-\u0CFF]/,
    );
  });

  it("says the booking cannot be found when handed none", () => {
    const doc = parse(renderWith("/booking/tok_abcdefghijklmnopqrstu", { booking: null, clock: {} }));
    expect(doc.querySelector('[data-testid="booking-missing"]')).not.toBeNull();
  });
});

describe("settings and posts full of markup", () => {
  const payload = "</script><script>alert(1)</script>";
  const raw = rawDefaultContent();
  const site = {
    ...(raw.site as Record<string, unknown>),
    businessName: payload,
    priestName: `<img src=x onerror=alert(2)>`,
    phoneDisplay: `"><svg onload=alert(3)>`,
    tagline: "<!-- ]]> -->",
  };
  const { list, render } = loaded({ site, darshan: { posts: [post(1, { title: payload })], total: 1, limit: 10 } });

  it("shows them as text on every page and never lets them leave their context", () => {
    for (const path of sample(list)) {
      const page = render(path);
      const doc = parse(page);
      const scripts = [...doc.querySelectorAll("script")];
      expect(
        scripts.filter((s) => s.type !== "application/ld+json").map((s) => s.getAttribute("src")),
        path,
      ).toHaveLength(1);
      expect(
        scripts.some((s) => s.textContent?.includes("alert(1)") && s.type !== "application/ld+json"),
        path,
      ).toBe(false);
      expect(doc.querySelector("img[onerror], svg[onload], [onload], [onerror]"), path).toBeNull();
      // The JSON-LD still parses to the very values typed.
      for (const data of jsonLd(doc)) expect(JSON.stringify(data), path).not.toContain("\\u003c");
    }
  }, 180_000);

  it("keeps the values exactly as typed", () => {
    const doc = parse(render("/"));
    expect(doc.querySelector("header [class*=wordmark]")?.textContent).toBe(payload);
    expect(doc.title).toBe(`${payload}: online puja, homa and Vedic rituals from Gokarna`);
    expect(jsonLd(doc)[0]).toMatchObject({
      name: payload,
      description: "<!-- ]]> -->",
      founder: { name: "<img src=x onerror=alert(2)>" },
    });
    expect(doc.querySelector("[data-testid=mobile-strip] a")?.textContent).toContain(`"><svg onload=alert(3)>`);
    const post = parse(render("/daily-darshan/post-1"));
    expect(post.querySelector("h1")?.textContent).toBe(payload);
    expect(jsonLd(post)[0].name).toBe(payload);
  });
});

describe("the map link", () => {
  const raw = rawDefaultContent();
  const withMap = (mapUrl: string) => loaded({ site: { ...(raw.site as Record<string, unknown>), mapUrl } });

  it("shows on /contact, opening in a new tab, and names the map in the business's data, once the priest sets it", () => {
    const doc = parse(withMap("https://maps.example.org/?q=Gokarna").render("/contact"));
    const link = doc.querySelector<HTMLAnchorElement>("[data-testid=contact-map]");
    expect(link?.getAttribute("href")).toBe("https://maps.example.org/?q=Gokarna");
    expect(link?.target).toBe("_blank");
    expect(link?.rel).toBe("noopener noreferrer");
    expect(link?.textContent).toBe("Find us on the map (opens in a new tab)");
    expect(jsonLd(doc)[0]).toMatchObject({ "@type": "LocalBusiness", hasMap: "https://maps.example.org/?q=Gokarna" });
  });

  it("is left out while the setting is empty", () => {
    const doc = parse(withMap("").render("/contact"));
    expect(doc.querySelector("[data-testid=contact-map]")).toBeNull();
    expect(jsonLd(doc)[0]).not.toHaveProperty("hasMap");
  });
});

describe("the About page's pictures", () => {
  it("shows a photo the priest sent in place of the portrait and a block's artwork, preloaded and in the JSON-LD", () => {
    const pages = readDefault("pages.json") as Record<string, Record<string, unknown>>;
    const about = pages.about!;
    const blocks = about.blocks as Array<Record<string, unknown>>;
    const portrait = "/media/pages/abc123-720.webp";
    const block = "/media/pages/def456-720.webp";
    const changed = {
      ...pages,
      about: { ...about, photo: portrait, blocks: [{ ...blocks[0], image: block }, ...blocks.slice(1)] },
    };
    const doc = parse(loaded({ pages: changed }).render("/about-us"));
    const hero = doc.querySelector("img[fetchpriority=high]");
    expect(hero?.getAttribute("src")).toBe(portrait);
    expect(hero?.getAttribute("alt")).toMatch(/^Illustrated portrait of /);
    expect(doc.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href")).toBe(portrait);
    expect(doc.querySelector(`img[src="${block}"]`)).not.toBeNull();
    const person = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}") as { "@type"?: string; image?: string })
      .find((data) => data["@type"] === "Person");
    expect(person?.image).toBe(`${TEST_ORIGIN}${portrait}`);
  });
});
