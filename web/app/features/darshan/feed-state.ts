/**
 * The public feed's paging: the page counter starts at 1 and rises after each successful
 * fetch, results are appended, and "Show More" is hidden while loading and once a page comes back with
 * fewer than 10 posts or everything is shown.
 */
import type { VideoPost } from "./types";

export const PAGE_SIZE = 10;

export interface FeedState {
  posts: VideoPost[];
  /** The next page to fetch. */
  page: number;
  loading: boolean;
  /** More pages may exist. */
  hasMore: boolean;
  /** Published posts on the server, once known. */
  total: number | null;
  /** At least one page has loaded. */
  loaded: boolean;
}

export type FeedAction =
  | { type: "start" }
  | { type: "loaded"; videoPosts: VideoPost[]; total: number }
  | { type: "failed" };

export const initialFeed: FeedState = { posts: [], page: 1, loading: false, hasMore: true, total: null, loaded: false };

export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case "start":
      return { ...state, loading: true };
    case "loaded": {
      // A post published meanwhile shifts the pages: never show one twice.
      const seen = new Set(state.posts.map((p) => p._id));
      const posts = [...state.posts, ...action.videoPosts.filter((p) => !seen.has(p._id))];
      return {
        posts,
        page: state.page + 1,
        loading: false,
        hasMore: action.videoPosts.length >= PAGE_SIZE && posts.length < action.total,
        total: action.total,
        loaded: true,
      };
    }
    case "failed":
      // Nothing shown to the visitor (only logged); the indicator clears and a retry stays possible.
      return { ...state, loading: false };
  }
}

/** Whether "Show More" is on screen. */
export const showMoreVisible = (state: FeedState) => state.loaded && !state.loading && state.hasMore;
