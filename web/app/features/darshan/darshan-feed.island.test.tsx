import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { CARD_THUMB_SIZES } from "@/features/darshan/format";
import { FeedTemplates } from "@/features/darshan/feed-templates";
import type { VideoPage, VideoPost } from "@/features/darshan/types";
import { InlinePlayer } from "@/features/darshan/video-thumbnail";
import { VideoCard } from "@/features/darshan/video-card";
import { buildCard, mountFeed, place } from "./darshan-feed.island";

const post = (n: number, over: Partial<VideoPost> = {}): VideoPost => ({
  _id: `id-${n}`,
  title: `Darshan ${n}`,
  description: `<p>Aarti <strong>${n}</strong></p><ol><li data-list="bullet">Flowers</li></ol>`,
  thumbnail: `/media/thumbs/${n}-1280.jpg`,
  thumbnails: [
    { width: 640, url: `/media/thumbs/${n}-640.jpg` },
    { width: 320, url: `/media/thumbs/${n}-320.jpg` },
  ],
  videoLink: `/media/videos/${n}.mp4`,
  duration: 65,
  views: 100000,
  isPublished: true,
  createdAt: "2026-11-21T03:05:00Z",
  updatedAt: "2026-11-21T03:05:00Z",
  owner: { _id: "u", username: "priest", fullName: "Raghavendra Bhat" },
  ...over,
});

const page = (videoPosts: VideoPost[], total: number, n = 1): VideoPage => ({ videoPosts, total, page: n, limit: 10 });

/** The page as the server draws it: the feed's first page (the newest posts) and the island's templates. */
function prerender(posts: VideoPost[] = [], total = posts.length) {
  document.body.innerHTML = renderToString(
    <>
      <DarshanFeed posts={posts} total={total} />
      <FeedTemplates />
    </>,
  );
  return document.querySelector<HTMLElement>("[data-darshan-feed]")!;
}

/** Posts `from` down to `to`, newest first. */
const posts = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => post(from - i));

/** What React itself renders for the same post, parsed the same way (without the image preload React adds). */
function reactMarkup(node: React.ReactNode): Element {
  const box = document.createElement("div");
  box.innerHTML = renderToString(node);
  return box.querySelector(":scope > :not(link)")!;
}

/** A load whose answers the test releases one by one. */
function deferredLoads() {
  const calls: Array<{ page: number; resolve: (p: VideoPage) => void; reject: (e: unknown) => void }> = [];
  const load = (n: number) =>
    new Promise<VideoPage>((resolve, reject) => {
      calls.push({ page: n, resolve, reject });
    });
  return { calls, load };
}

const cards = (root: Element) => root.querySelectorAll("[data-testid=video-card]");
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the feed island", () => {
  it("starts from the server's first page: no request, Show More only when there are more posts", () => {
    const { calls, load } = deferredLoads();
    const short = prerender(posts(2, 1), 2);
    mountFeed(short, load);
    expect(cards(short)).toHaveLength(2);
    expect(short.querySelector("button.btn")).toBeNull();
    expect(short.getAttribute("aria-busy")).toBe("false");
    // The newest post's image is the page's largest paint: eager with high priority; the next one lazy, low.
    const [first, second] = short.querySelectorAll("img");
    expect([first?.getAttribute("loading"), first?.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    expect([second?.getAttribute("loading"), second?.getAttribute("fetchpriority")]).toEqual(["lazy", "low"]);

    const long = prerender(posts(20, 11), 13);
    mountFeed(long, load);
    expect(cards(long)).toHaveLength(10);
    expect(long.querySelector("button.btn")?.textContent).toBe("Show More");
    expect(calls).toHaveLength(0);
  });

  it("builds each card exactly as the server draws it; only the first image is eager with high priority", () => {
    prerender();
    for (const [p, priority] of [
      [post(1), true],
      [
        post(2, {
          views: 1,
          thumbnails: [],
          title: "Evening aarti",
          owner: { _id: "u", username: "u", fullName: "Ganesh" },
        }),
        false,
      ],
      [post(3, { views: 0, duration: 3725 }), false],
    ] as const) {
      const island = buildCard(document, p, priority);
      const react = reactMarkup(
        <li data-post-id={p._id}>
          <VideoCard post={p} priority={priority} />
        </li>,
      );
      expect(island.isEqualNode(react), `${island.outerHTML}\n\n${react.outerHTML}`).toBe(true);
    }
    const first = buildCard(document, post(1), true).querySelector("img")!;
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(first.getAttribute("srcset")).toBe("/media/thumbs/1-320.jpg 320w, /media/thumbs/1-640.jpg 640w");
    expect(first.getAttribute("sizes")).toBe(CARD_THUMB_SIZES);
    const other = buildCard(document, post(2), false).querySelector("img")!;
    expect(other.getAttribute("loading")).toBe("lazy");
    expect(other.getAttribute("fetchpriority")).toBe("low");
    const card = buildCard(document, post(4, { views: 1 }), false);
    expect(card.querySelector("[data-testid=post-views]")?.textContent).toBe("1 view");
    expect(card.querySelector("[data-testid=post-duration]")?.textContent).toBe("1:05");
    expect(card.querySelector("h2 a")?.getAttribute("href")).toBe("/daily-darshan/id-4");
    expect(card.querySelector("a[aria-label]")?.getAttribute("aria-label")).toBe("Read more about Darshan 4");
    expect(card.querySelector("button .visually-hidden")?.textContent).toBe("Play video: Darshan 4");
    expect(card.textContent).toContain("By Raghavendra Bhat");
  });

  it("shows titles and names as text, never as markup, and fills each token once", () => {
    prerender();
    const title = '<img src=x onerror="window.__xss=1">{name} & {title}';
    const name = "<b>{title}</b>";
    const card = buildCard(document, post(1, { title, owner: { _id: "u", username: "u", fullName: name } }), true);
    const heading = card.querySelector("h2")!;
    expect(heading.textContent).toBe(title);
    expect([...heading.querySelectorAll("*")].map((e) => e.tagName)).toEqual(["A"]);
    expect(card.querySelector("a[aria-label]")?.getAttribute("aria-label")).toBe(`Read more about ${title}`);
    expect(card.textContent).toContain(`By ${name}`);
    expect(card.querySelectorAll("img")).toHaveLength(1);
    expect(card.querySelector("b")).toBeNull();
  });

  it("inserts the server's sanitised description as HTML, as the React card does, and never treats it as slots", () => {
    prerender();
    const description = '<p>Om <em>namah</em> <a data-slot="link" href="https://example.org/">shivaya</a></p>{title}';
    const card = buildCard(document, post(1, { description }), true);
    const box = card.querySelector("[data-testid=post-description]")!;
    expect(box.innerHTML).toBe(description);
    expect(box.querySelector("a")?.getAttribute("href")).toBe("https://example.org/");
  });

  it("pages with Show More until a short page, never showing a post twice", async () => {
    const root = prerender(posts(20, 11), 13);
    const { calls, load } = deferredLoads();
    const feed = mountFeed(root, load);
    const grid = root.firstElementChild;
    root.querySelector<HTMLButtonElement>("button.btn")!.click();
    expect(calls.map((c) => c.page)).toEqual([2]);
    expect(root.querySelector("button.btn")).toBeNull();
    expect(root.getAttribute("aria-busy")).toBe("true");
    expect(root.querySelector("[role=status][data-testid=darshan-loading]")?.textContent).toBe(
      "Loading the darshan videos…",
    );
    // A second click while loading asks nothing more.
    await feed.loadNext();
    expect(calls).toHaveLength(1);
    // A post published meanwhile pushed post 11 onto page 2 as well.
    calls[0]!.resolve(page([post(11), post(10), post(9), post(8)], 13, 2));
    await flush();
    expect(cards(root)).toHaveLength(13);
    expect(root.firstElementChild).toBe(grid);
    expect(root.querySelector("[data-testid=darshan-loading]")).toBeNull();
    expect([...root.querySelectorAll("h2")].map((h) => h.textContent).slice(-3)).toEqual([
      "Darshan 10",
      "Darshan 9",
      "Darshan 8",
    ]);
    expect(root.querySelector("button.btn")).toBeNull();
    expect([...root.querySelectorAll("img[fetchpriority=high]")]).toEqual([root.querySelector("img")]);
  });

  it("says so kindly when there is nothing", () => {
    const root = prerender([], 0);
    mountFeed(root, deferredLoads().load);
    expect(root.querySelector("[data-testid=darshan-empty]")?.textContent).toMatch(
      /^No darshan videos have been shared yet/,
    );
    expect(root.querySelector("ul")).toBeNull();
    expect(root.querySelector("button")).toBeNull();
  });

  it("logs a failed load and shows nothing new; the indicator clears and Show More comes back", async () => {
    const root = prerender(posts(20, 11), 13);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const feed = mountFeed(root, async () => {
      throw new Error("boom");
    });
    await feed.loadNext();
    expect(error).toHaveBeenCalledWith("Network response was not ok", expect.any(Error));
    expect(cards(root)).toHaveLength(10);
    expect(root.querySelector("[data-testid=darshan-loading]")).toBeNull();
    expect(root.getAttribute("aria-busy")).toBe("false");
    expect(root.querySelector("button.btn")).not.toBeNull();
  });

  it.each([
    ["drawn by the server", false],
    ["added by Show More", true],
  ])(
    "swaps the thumbnail of a card %s for the player React renders, starts it and counts one view",
    async (_, added) => {
      const root = prerender(added ? posts(11, 2) : [post(1)], added ? 11 : 1);
      const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
      vi.stubGlobal("fetch", fetch);
      const feed = mountFeed(root, async () => page([post(1)], 11, 2));
      if (added) await feed.loadNext();
      const focus = vi.spyOn(HTMLElement.prototype, "focus");
      const card = [...cards(root)].at(-1)!;
      card.querySelector<HTMLButtonElement>("button")!.click();
      const video = card.querySelector("video")!;
      expect(card.querySelector("img")).toBeNull();
      expect(video.parentElement?.className).toMatch(/media/);
      expect(video.isEqualNode(reactMarkup(<InlinePlayer post={post(1)} />))).toBe(true);
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
      expect(focus.mock.contexts).toEqual([video]);
      video.dispatchEvent(new Event("play"));
      video.dispatchEvent(new Event("play"));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]).toEqual([
        "/api/v1/video-posts/id-1/views",
        expect.objectContaining({ method: "POST" }),
      ]);
    },
  );
});

describe("place", () => {
  it("puts the shown parts in order and leaves a part already in place untouched", () => {
    const root = document.createElement("div");
    const [a, b, c] = ["a", "b", "c"].map((id) => Object.assign(document.createElement("p"), { id }));
    place(root, [
      [a!, true],
      [b!, false],
      [c!, true],
    ]);
    expect([...root.children].map((e) => e.id)).toEqual(["a", "c"]);
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { childList: true });
    place(root, [
      [a!, true],
      [b!, true],
      [c!, false],
    ]);
    expect([...root.children].map((e) => e.id)).toEqual(["a", "b"]);
    const records = observer.takeRecords();
    expect(records.flatMap((r) => [...r.removedNodes])).toEqual([c]);
    expect(records.flatMap((r) => [...r.addedNodes])).toEqual([b]);
  });
});
