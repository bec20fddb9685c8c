import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { CARD_THUMB_SIZES } from "@/features/darshan/format";
import { FeedTemplates } from "@/features/darshan/feed-templates";
import type { VideoPage, VideoPost } from "@/features/darshan/types";
import { InlinePlayer } from "@/features/darshan/video-thumbnail";
import { VideoCard } from "@/features/darshan/video-card";
import { buildCard, mountFeed, place } from "./darshan-feed";

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

/** The pre-rendered page as the build makes it: React's still-empty feed and the island's templates. */
function prerender() {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <DarshanFeed />
      <FeedTemplates />
    </MemoryRouter>,
  );
  return document.querySelector<HTMLElement>("[data-darshan-feed]")!;
}

/** What React itself renders for the same post, parsed the same way (without the image preload React adds). */
function reactMarkup(node: React.ReactNode): Element {
  const box = document.createElement("div");
  box.innerHTML = renderToString(<MemoryRouter>{node}</MemoryRouter>);
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
  it("keeps the feed's height and shows the loading state until the first page arrives, then the cards", async () => {
    const root = prerender();
    expect(root.hasAttribute("data-pending")).toBe(true);
    const { calls, load } = deferredLoads();
    const feed = mountFeed(root, load);
    expect(calls.map((c) => c.page)).toEqual([1]);
    expect(root.getAttribute("aria-busy")).toBe("true");
    expect(root.hasAttribute("data-pending")).toBe(true);
    expect(root.querySelector("[role=status][data-testid=darshan-loading]")?.textContent).toBe("Loading the darshan videos…");
    expect(cards(root)).toHaveLength(0);

    calls[0]!.resolve(page([post(2), post(1)], 2));
    await feed.ready;
    expect(root.getAttribute("aria-busy")).toBe("false");
    expect(root.hasAttribute("data-pending")).toBe(false);
    expect(root.querySelector("[data-testid=darshan-loading]")).toBeNull();
    expect(cards(root)).toHaveLength(2);
    expect(root.querySelector("ul[data-testid=darshan-feed]")?.parentElement).toBe(root);
    // The newest post's image is the page's largest paint: eager with high priority; the next one lazy.
    const [first, second] = root.querySelectorAll("img");
    expect([first?.getAttribute("loading"), first?.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    expect([second?.getAttribute("loading"), second?.getAttribute("fetchpriority")]).toEqual(["lazy", null]);
    // Fewer than 10: no "Show More".
    expect(root.querySelector("button.btn")).toBeNull();
    expect(root.querySelector("[data-testid=darshan-empty]")).toBeNull();
  });

  it("builds each card exactly as the React card renders it; only the first image is eager with high priority", () => {
    prerender();
    for (const [p, priority] of [
      [post(1), true],
      [post(2, { views: 1, thumbnails: [], title: "Evening aarti", owner: { _id: "u", username: "u", fullName: "Ganesh" } }), false],
      [post(3, { views: 0, duration: 3725 }), false],
    ] as const) {
      const island = buildCard(document, p, priority);
      const react = reactMarkup(
        <li>
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
    expect(other.hasAttribute("fetchpriority")).toBe(false);
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
    const root = prerender();
    const { calls, load } = deferredLoads();
    const feed = mountFeed(root, load);
    calls[0]!.resolve(page(Array.from({ length: 10 }, (_, i) => post(20 - i)), 13));
    await feed.ready;
    expect(cards(root)).toHaveLength(10);
    const more = root.querySelector<HTMLButtonElement>("button.btn")!;
    expect(more.textContent).toBe("Show More");
    const grid = root.firstElementChild;

    more.click();
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
    expect(root.querySelector("button.btn")).toBeNull();
    expect(root.querySelector("[data-testid=darshan-loading]")).not.toBeNull();
    // A second click while loading asks nothing more.
    await feed.loadNext();
    expect(calls).toHaveLength(2);
    // A post published meanwhile pushed post 11 onto page 2 as well.
    calls[1]!.resolve(page([post(11), post(10), post(9), post(8)], 13, 2));
    await flush();
    expect(cards(root)).toHaveLength(13);
    expect(root.firstElementChild).toBe(grid);
    expect([...root.querySelectorAll("h2")].map((h) => h.textContent).slice(-3)).toEqual(["Darshan 10", "Darshan 9", "Darshan 8"]);
    expect(root.querySelector("button.btn")).toBeNull();
    expect([...root.querySelectorAll("img[fetchpriority=high]")]).toEqual([root.querySelector("img")]);
  });

  it("says so kindly when there is nothing", async () => {
    const root = prerender();
    const feed = mountFeed(root, async () => page([], 0));
    await feed.ready;
    expect(root.querySelector("[data-testid=darshan-empty]")?.textContent).toMatch(/^No darshan videos have been shared yet/);
    expect(root.querySelector("ul")).toBeNull();
    expect(root.querySelector("button")).toBeNull();
    expect(root.hasAttribute("data-pending")).toBe(false);
  });

  it("logs a failed load and shows nothing; the indicator clears", async () => {
    const root = prerender();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const feed = mountFeed(root, async () => {
      throw new Error("boom");
    });
    await feed.ready;
    expect(error).toHaveBeenCalledWith("Network response was not ok", expect.any(Error));
    expect(root.children).toHaveLength(0);
    expect(root.getAttribute("aria-busy")).toBe("false");
  });

  it("swaps the thumbnail for the player React renders, starts it and counts one view", async () => {
    const root = prerender();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const feed = mountFeed(root, async () => page([post(1)], 1));
    await feed.ready;
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const card = root.querySelector("[data-testid=video-card]")!;
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
    expect(fetch.mock.calls[0]).toEqual(["/api/v1/video-posts/id-1/views", expect.objectContaining({ method: "POST" })]);
  });
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
