/**
 * The public feed of /daily-darshan in the browser, without React. The server draws the first page
 * (darshan-feed.tsx); this island plays a card's video in place (counting one view) and pages on with
 * "Show More" (the loading state, the next cards, Show More gone after a short page), building every new
 * part from inert copies of the same React components the page carries (feed-templates.tsx). The paging is
 * the feed's reducer; the texts, dates and image attributes come from the same pure functions.
 */
import { countView, fetchVideoPage } from "./api";
import { type FeedState, feedReducer, initialFeed, showMoreVisible } from "./feed-state";
import { TEMPLATE_IDS, fillTokens } from "./feed-template";
import { CARD_THUMB_SIZES, formatDate, formatDuration, postPath, thumbnailAttributes, viewCount } from "./format";
import type { VideoPage, VideoPost } from "./types";

function template(doc: Document, id: string): HTMLTemplateElement {
  const el = doc.getElementById(id);
  if (!(el instanceof doc.defaultView!.HTMLTemplateElement)) throw new Error(`The feed template #${id} is missing`);
  return el;
}

/** A fresh copy of a template's element, owned by the page. */
function part<T extends Element = HTMLElement>(doc: Document, id: string): T {
  const el = template(doc, id).content.firstElementChild;
  if (!el) throw new Error(`The feed template #${id} is empty`);
  return doc.importNode(el, true) as unknown as T;
}

/** Fills the title and name tokens of the template's texts and attributes (as text, never as markup). */
function fillTexts(root: Element, values: { title: string; name: string }) {
  const walker = root.ownerDocument.createTreeWalker(root, 0x1 | 0x4 /* elements and text */);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      if (node.nodeValue?.includes("{")) node.nodeValue = fillTokens(node.nodeValue, values);
    } else {
      for (const attr of (node as Element).attributes) {
        if (attr.value.includes("{")) attr.value = fillTokens(attr.value, values);
      }
    }
  }
}

/** Loading and priority before the source, so the browser knows how to fetch it when it learns of it. */
function setThumbnail(img: HTMLImageElement, attrs: ReturnType<typeof thumbnailAttributes>) {
  img.setAttribute("loading", attrs.loading);
  img.setAttribute("fetchpriority", attrs.fetchPriority);
  if (attrs.sizes) img.setAttribute("sizes", attrs.sizes);
  if (attrs.srcSet) img.setAttribute("srcset", attrs.srcSet);
  img.setAttribute("src", attrs.src);
}

/**
 * The play overlay's click: the thumbnail gives way to the inline player, which starts; its first play
 * counts one view. The overlay names the post (`data-post-id`, `data-video`, `data-poster`, `data-title`).
 */
export function play(doc: Document, button: HTMLElement) {
  const media = button.parentElement;
  const { postId = "", video: src = "", poster = "", title = "" } = button.dataset;
  if (!media) return;
  const video = part<HTMLVideoElement>(doc, TEMPLATE_IDS.player);
  fillTexts(video, { title, name: "" });
  video.setAttribute("poster", poster);
  video.setAttribute("src", src);
  let counted = false;
  video.addEventListener("play", () => {
    if (counted) return;
    counted = true;
    countView(postId);
  });
  media.replaceChildren(video);
  video.focus({ preventScroll: true });
  // `autoplay` alone can lose the click's permission in some browsers; asking again is harmless.
  video.play().catch(() => undefined);
}

/** One card (its `<li>`), filled with the post; `priority` for the first, whose image is the largest paint. */
export function buildCard(doc: Document, post: VideoPost, priority: boolean): HTMLElement {
  const { oneView = "", views = "", months } = template(doc, TEMPLATE_IDS.card).dataset;
  // The page's language's prefix (`/hi`), for the post's own page in the same language.
  const prefix = /^\/(?:hi|mr|kn)(?=\/|$)/.exec(location.pathname)?.[0] ?? "";
  const li = part(doc, TEMPLATE_IDS.card);
  li.dataset.postId = post._id;
  fillTexts(li, { title: post.title, name: post.owner.fullName });
  // A static list taken before the description goes in: nothing inside the description is ever a slot.
  const slots = li.querySelectorAll<HTMLElement>("[data-slot]");
  for (const el of slots) {
    switch (el.dataset.slot) {
      case "thumb":
        setThumbnail(el as HTMLImageElement, thumbnailAttributes(post, CARD_THUMB_SIZES, priority));
        break;
      case "play":
        el.dataset.postId = post._id;
        el.dataset.video = post.videoLink;
        el.dataset.poster = post.thumbnail;
        break;
      case "link":
        el.setAttribute("href", postPath(post._id, prefix));
        break;
      case "description":
        // Sanitised by the server to the editor's own tags (ARCHITECTURE.md §7), and inserted as the React card
        // does (dangerouslySetInnerHTML): parsed as HTML into this element, after the texts are filled.
        el.innerHTML = post.description;
        break;
      case "duration":
        el.textContent = formatDuration(post.duration);
        break;
      case "views":
        el.textContent = viewCount(post.views, oneView, views);
        break;
      case "date":
        el.setAttribute("datetime", post.createdAt);
        el.textContent = formatDate(post.createdAt, months);
        break;
    }
  }
  return li;
}

/**
 * Puts the shown parts into `root` in this order and takes out the others. A part already in its place is
 * not touched, so a video playing in the list goes on playing when "Show More" comes and goes.
 */
export function place(root: Element, parts: ReadonlyArray<readonly [Element, boolean]>) {
  let previous: Element | null = null;
  for (const [el, shown] of parts) {
    if (!shown) {
      el.remove();
      continue;
    }
    const at: ChildNode | null = previous ? previous.nextSibling : root.firstChild;
    if (el !== at) root.insertBefore(el, at);
    previous = el;
  }
}

/** The part the server drew in `root`, or a fresh copy of its template. */
function adopt(root: Element, selector: string, id: string): HTMLElement {
  return root.querySelector<HTMLElement>(`:scope > ${selector}`) ?? part(root.ownerDocument, id);
}

/**
 * Drives the feed element `root` the server drew with the first page: its cards play in place, and Show
 * More loads the next page. The pre-rendered posts are known by id only (enough for the reducer, which
 * keeps a post from showing twice); their cards are already drawn.
 */
export function mountFeed(root: HTMLElement, load: (page: number) => Promise<VideoPage> = fetchVideoPage) {
  const doc = root.ownerDocument;
  const grid = adopt(root, "ul", TEMPLATE_IDS.grid);
  const empty = adopt(root, "[data-testid=darshan-empty]", TEMPLATE_IDS.empty);
  const loading = part(doc, TEMPLATE_IDS.loading);
  const more = adopt(root, "[data-feed-more]", TEMPLATE_IDS.more);
  const shown = Array.from(
    grid.querySelectorAll<HTMLElement>(":scope > li[data-post-id]"),
    (li) => ({ _id: li.dataset.postId ?? "" }) as VideoPost,
  );
  // As if the island had loaded the first page itself: the next request is for page 2.
  let state: FeedState = feedReducer(initialFeed, {
    type: "loaded",
    videoPosts: shown,
    total: Number(root.dataset.total ?? shown.length),
  });
  let busy = false;

  grid.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button[data-slot=play]");
    if (button && grid.contains(button)) play(doc, button);
  });

  const render = () => {
    root.setAttribute("aria-busy", String(state.loading));
    for (let i = grid.children.length; i < state.posts.length; i++) {
      grid.append(buildCard(doc, state.posts[i]!, i === 0));
    }
    place(root, [
      [grid, state.posts.length > 0],
      [empty, state.loaded && state.posts.length === 0],
      [loading, state.loading],
      [more, showMoreVisible(state)],
    ]);
  };

  const loadNext = async () => {
    if (busy) return;
    busy = true;
    state = feedReducer(state, { type: "start" });
    render();
    try {
      const { videoPosts, total } = await load(state.page);
      state = feedReducer(state, { type: "loaded", videoPosts, total });
    } catch (error) {
      // The specification's handling: logged only, nothing shown; the indicator clears.
      console.error("Network response was not ok", error);
      state = feedReducer(state, { type: "failed" });
    } finally {
      busy = false;
    }
    render();
  };

  more.querySelector("button")?.addEventListener("click", () => void loadNext());
  render();
  return { loadNext };
}
