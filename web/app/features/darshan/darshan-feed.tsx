import { type ReactNode, useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { useT } from "@/i18n/use-t";
import { fetchVideoPage } from "./api";
import { feedReducer, initialFeed, showMoreVisible } from "./feed-state";
import { VideoCard } from "./video-card";
import styles from "./darshan.module.css";

/**
 * The public feed: loads in the browser (the page itself is pre-rendered), 10 posts a page.
 *
 * Opened directly, /daily-darshan is not hydrated: the feed island (app/islands/darshan-feed.ts) drives the
 * pre-rendered, still empty feed below, building its parts from copies of these same components
 * (feed-templates.tsx). This component runs when the page is reached by client navigation.
 */
export function DarshanFeed() {
  const [state, dispatch] = useReducer(feedReducer, initialFeed);
  const busy = useRef(false);
  const pageRef = useRef(state.page);
  // Kept in step at commit, before any effect or handler can ask for the next page.
  useLayoutEffect(() => {
    pageRef.current = state.page;
  }, [state.page]);

  const loadNext = useCallback(async (signal?: AbortSignal) => {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: "start" });
    try {
      const { videoPosts, total } = await fetchVideoPage(pageRef.current, signal);
      dispatch({ type: "loaded", videoPosts, total });
    } catch (error) {
      if (signal?.aborted) return;
      // The specification's handling: logged only, nothing shown; the indicator clears.
      console.error("Network response was not ok", error);
      dispatch({ type: "failed" });
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadNext(controller.signal);
    return () => {
      controller.abort();
      busy.current = false;
    };
  }, [loadNext]);

  return (
    // Until the first page arrives the feed keeps a screen's height, so the cards do not push the footer
    // up and then down again (layout shift).
    <div
      className={styles.feed}
      aria-busy={state.loading}
      data-pending={state.loaded ? undefined : ""}
      data-darshan-feed=""
    >
      {state.posts.length > 0 ? (
        <FeedGrid>
          {state.posts.map((post, index) => (
            <li key={post._id}>
              <VideoCard post={post} priority={index === 0} />
            </li>
          ))}
        </FeedGrid>
      ) : null}
      {state.loaded && state.posts.length === 0 ? <FeedEmpty /> : null}
      {state.loading ? <FeedLoading /> : null}
      {showMoreVisible(state) ? <FeedMore onClick={() => void loadNext()} /> : null}
    </div>
  );
}

/** The list of cards. */
export function FeedGrid({ children }: { children?: ReactNode }) {
  return (
    <ul className={styles.grid} data-testid="darshan-feed">
      {children}
    </ul>
  );
}

/** Shown once the first page comes back empty. */
export function FeedEmpty() {
  const t = useT();
  return (
    <p className={styles.empty} data-testid="darshan-empty">
      {t("darshan.empty")}
    </p>
  );
}

/** Shown while a page loads. */
export function FeedLoading() {
  const t = useT();
  return (
    <p className={styles.loading} role="status" data-testid="darshan-loading">
      <span className={styles.spinner} aria-hidden="true" />
      {t("darshan.loading")}
    </p>
  );
}

/** "Show More": the next page. */
export function FeedMore({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return (
    <p className={styles.more}>
      <button type="button" className="btn" onClick={onClick}>
        {t("darshan.showMore")}
      </button>
    </p>
  );
}
