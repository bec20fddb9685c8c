/**
 * The narrow-screen scroll after a category change (on narrow screens the
 * page also scrolls down 200 px), done by the gallery's island (gallery.island.ts) on the page the
 * category link loads.
 */
import { CATEGORY_SCROLL, isNarrow } from "./grid";

/** How long after the scroll starts it is checked and, if cut short, finished. */
export const SETTLE_MS = 1200;

/** What the visitor does to scroll by themselves; after any of these the page is theirs. */
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls the window to `top` (smoothly unless `smooth` is false) and makes sure it gets there. A smooth
 * scroll can stop short: another script's scroll or a layout change cancels it, which happened under
 * load (a phone test once stopped at 36 px of 200). So each time scrolling ends within `SETTLE_MS`, and
 * once more at the end of it, a page that is not where it should be is put there at once, unless the
 * visitor has scrolled, touched or pressed a key meanwhile. Returns a function that stops the watching.
 */
export function scrollWindowTo(top: number, { smooth }: { smooth: boolean }, win: Window = window): () => void {
  let done = false;
  const target = () => {
    const room = win.document.documentElement.scrollHeight - win.innerHeight;
    return Math.max(0, Math.min(top, room));
  };
  const settle = () => {
    if (!done && Math.abs(win.scrollY - target()) > 1) win.scrollTo({ top, left: 0, behavior: "instant" });
  };
  const stop = () => {
    if (done) return;
    done = true;
    win.clearTimeout(timer);
    win.removeEventListener("scrollend", settle);
    for (const type of USER_SCROLL_EVENTS) win.removeEventListener(type, stop, true);
  };
  for (const type of USER_SCROLL_EVENTS) win.addEventListener(type, stop, { capture: true, passive: true });
  win.addEventListener("scrollend", settle);
  const timer = win.setTimeout(() => {
    settle();
    stop();
  }, SETTLE_MS);
  win.scrollTo({ top, left: 0, behavior: smooth ? "smooth" : "instant" });
  return stop;
}

const reducedMotion = (win: Window) => win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** After a category change: on a narrow screen, 200 px down the page (smoothly unless reduced motion). */
export function scrollAfterCategoryChange(win: Window = window): (() => void) | undefined {
  if (!isNarrow(win.innerWidth)) return undefined;
  return scrollWindowTo(CATEGORY_SCROLL, { smooth: !reducedMotion(win) }, win);
}

/**
 * A category button is an ordinary link (the page is drawn by the server), so the scroll happens on the
 * page it loads: the click leaves this note for it in the tab's session storage, naming the page.
 */
const PENDING_KEY = "sankalp:gallery-category-scroll";

export function noteCategoryChange(path: string, storage: Storage | undefined): void {
  try {
    storage?.setItem(PENDING_KEY, path);
  } catch {
    // Storage refused (private mode, quota): the page simply opens at its top.
  }
}

/** Whether this page was opened by a category button (the note is used up either way). */
export function takeCategoryChange(path: string, storage: Storage | undefined): boolean {
  try {
    const pending = storage?.getItem(PENDING_KEY);
    if (pending === null || pending === undefined) return false;
    storage?.removeItem(PENDING_KEY);
    return pending === path;
  } catch {
    return false;
  }
}
