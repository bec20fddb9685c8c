import { describe, expect, it } from "vitest";
import { type FeedState, PAGE_SIZE, feedReducer, initialFeed, showMoreVisible } from "./feed-state";
import type { VideoPost } from "./types";

const post = (n: number): VideoPost => ({
  _id: `p${n}`,
  title: `Post ${n}`,
  description: "<p>Om</p>",
  thumbnail: `/media/${n}.jpg`,
  thumbnails: [],
  videoLink: `/media/${n}.mp4`,
  duration: 3,
  views: 0,
  isPublished: true,
  createdAt: "2026-11-21T10:00:00Z",
  updatedAt: "2026-11-21T10:00:00Z",
  owner: { _id: "u1", username: "priest", fullName: "Raghavendra Bhat" },
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => post(from + i));

function load(state: FeedState, videoPosts: VideoPost[], total: number) {
  return feedReducer(feedReducer(state, { type: "start" }), { type: "loaded", videoPosts, total });
}

describe("feed paging", () => {
  it("starts at page 1, hides Show More until the first page and while loading", () => {
    expect(initialFeed.page).toBe(1);
    expect(showMoreVisible(initialFeed)).toBe(false);
    const loading = feedReducer(initialFeed, { type: "start" });
    expect(loading.loading).toBe(true);
    expect(showMoreVisible(loading)).toBe(false);
  });

  it("appends pages and raises the counter after each success", () => {
    let state = load(initialFeed, range(1, PAGE_SIZE), 25);
    expect(state.page).toBe(2);
    expect(showMoreVisible(state)).toBe(true);
    expect(showMoreVisible(feedReducer(state, { type: "start" }))).toBe(false);
    state = load(state, range(11, PAGE_SIZE), 25);
    expect(state.page).toBe(3);
    expect(state.posts.map((p) => p._id)).toEqual(range(1, 20).map((p) => p._id));
    state = load(state, range(21, 5), 25);
    expect(state.posts).toHaveLength(25);
    expect(showMoreVisible(state)).toBe(false);
  });

  it("hides Show More when a page has fewer than 10 posts", () => {
    const state = load(initialFeed, range(1, 3), 3);
    expect(state.hasMore).toBe(false);
    expect(showMoreVisible(state)).toBe(false);
  });

  it("hides Show More when a full page shows everything", () => {
    const state = load(initialFeed, range(1, PAGE_SIZE), PAGE_SIZE);
    expect(showMoreVisible(state)).toBe(false);
  });

  it("an empty feed is loaded with nothing to show and no Show More", () => {
    const state = load(initialFeed, [], 0);
    expect(state.loaded).toBe(true);
    expect(state.posts).toEqual([]);
    expect(showMoreVisible(state)).toBe(false);
  });

  it("a failure clears the indicator and keeps the counter", () => {
    const first = load(initialFeed, range(1, PAGE_SIZE), 30);
    const failed = feedReducer(feedReducer(first, { type: "start" }), { type: "failed" });
    expect(failed.loading).toBe(false);
    expect(failed.page).toBe(2);
    expect(failed.posts).toHaveLength(PAGE_SIZE);
    expect(showMoreVisible(failed)).toBe(true);
  });

  it("never shows a post twice when a new one shifts the pages", () => {
    let state = load(initialFeed, range(1, PAGE_SIZE), 20);
    state = load(state, range(10, PAGE_SIZE), 21);
    expect(new Set(state.posts.map((p) => p._id)).size).toBe(state.posts.length);
    expect(state.posts).toHaveLength(19);
  });
});
