import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SETTLE_MS,
  noteCategoryChange,
  scrollAfterCategoryChange,
  scrollWindowTo,
  takeCategoryChange,
} from "./category-scroll";

/**
 * A window that scrolls only when told: `scrollTo` records the call and, when instant, moves at once;
 * a smooth scroll moves only as far as the test says (`moveTo`), then ends with `scrollend`.
 */
function fakeWindow({ width = 390, room = 5000, reducedMotion = false } = {}) {
  const events = new EventTarget();
  const win = {
    scrollY: 0,
    innerWidth: width,
    innerHeight: 800,
    document: { documentElement: { scrollHeight: room + 800 } },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes("reduce") }),
    scrollTo: vi.fn((options: ScrollToOptions) => {
      if (options.behavior === "instant") win.scrollY = Math.min(options.top ?? 0, room);
    }),
    /** A scroll that stops at `y` and ends. */
    moveTo(y: number) {
      win.scrollY = y;
      events.dispatchEvent(new Event("scroll"));
      events.dispatchEvent(new Event("scrollend"));
    },
    fire: (type: string) => events.dispatchEvent(new Event(type)),
  };
  return win;
}

const asWindow = (w: ReturnType<typeof fakeWindow>) => w as unknown as Window;

describe("scrollWindowTo", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts a smooth scroll to the target", () => {
    const win = fakeWindow();
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    expect(win.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 200, left: 0, behavior: "smooth" });
  });

  it("finishes at once a smooth scroll that was cut short (the flake: 36 px of 200)", () => {
    const win = fakeWindow();
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    win.moveTo(36);
    expect(win.scrollTo).toHaveBeenLastCalledWith({ top: 200, left: 0, behavior: "instant" });
    expect(win.scrollY).toBe(200);
  });

  it("does nothing more when the smooth scroll arrives", () => {
    const win = fakeWindow();
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    win.moveTo(200);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
  });

  it("finishes it even when no scrollend comes", () => {
    const win = fakeWindow();
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    win.scrollY = 36;
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(win.scrollY).toBe(200);
  });

  it("puts the page back when another scroll moves it away before the check", () => {
    const win = fakeWindow();
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    win.moveTo(200);
    win.moveTo(0); // e.g. a scroll to the top that came late
    expect(win.scrollY).toBe(200);
  });

  it("leaves the page to a visitor who scrolls, touches or presses a key meanwhile", () => {
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) {
      const win = fakeWindow();
      scrollWindowTo(200, { smooth: true }, asWindow(win));
      win.fire(type);
      win.moveTo(36);
      vi.advanceTimersByTime(SETTLE_MS);
      expect(win.scrollTo, type).toHaveBeenCalledTimes(1);
      expect(win.scrollY, type).toBe(36);
    }
  });

  it("stops watching after the check, or when told to", () => {
    const win = fakeWindow();
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    win.moveTo(200);
    vi.advanceTimersByTime(SETTLE_MS);
    win.moveTo(50);
    expect(win.scrollY).toBe(50);

    const other = fakeWindow();
    const stop = scrollWindowTo(200, { smooth: true }, asWindow(other));
    stop();
    other.moveTo(36);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(other.scrollY).toBe(36);
  });

  it("on a page too short for the target, accepts its bottom", () => {
    const win = fakeWindow({ room: 120 });
    scrollWindowTo(200, { smooth: true }, asWindow(win));
    win.moveTo(120);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe("scrollAfterCategoryChange", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("scrolls narrow screens 200 px down, smoothly, and wide ones not at all", () => {
    const narrow = fakeWindow({ width: 999 });
    expect(scrollAfterCategoryChange(asWindow(narrow))).toBeTypeOf("function");
    expect(narrow.scrollTo).toHaveBeenCalledWith({ top: 200, left: 0, behavior: "smooth" });

    const wide = fakeWindow({ width: 1000 });
    expect(scrollAfterCategoryChange(asWindow(wide))).toBeUndefined();
    expect(wide.scrollTo).not.toHaveBeenCalled();
  });

  it("jumps when the visitor asked for less motion", () => {
    const win = fakeWindow({ reducedMotion: true });
    scrollAfterCategoryChange(asWindow(win));
    expect(win.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 200, left: 0, behavior: "instant" });
    expect(win.scrollY).toBe(200);
  });
});

describe("the note a category link leaves for the page it opens", () => {
  afterEach(() => sessionStorage.clear());

  it("is taken once, by that page only", () => {
    noteCategoryChange("/photos/all-photos", sessionStorage);
    expect(takeCategoryChange("/photos/all-photos", sessionStorage)).toBe(true);
    expect(takeCategoryChange("/photos/all-photos", sessionStorage)).toBe(false);

    noteCategoryChange("/photos/all-photos", sessionStorage);
    expect(takeCategoryChange("/photos/vip-photos", sessionStorage)).toBe(false);
    expect(takeCategoryChange("/photos/all-photos", sessionStorage)).toBe(false);
  });

  it("is no error where storage is missing or refused", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(() => noteCategoryChange("/photos/all-photos", refusing)).not.toThrow();
    expect(takeCategoryChange("/photos/all-photos", refusing)).toBe(false);
    expect(() => noteCategoryChange("/photos/all-photos", undefined)).not.toThrow();
    expect(takeCategoryChange("/photos/all-photos", undefined)).toBe(false);
  });
});
