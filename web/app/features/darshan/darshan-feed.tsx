import { useCallback, useEffect, useReducer, useRef } from "react";
import { useT } from "@/i18n/use-t";
import { fetchVideoPage } from "./api";
import { feedReducer, initialFeed, showMoreVisible } from "./feed-state";
import { VideoCard } from "./video-card";
import styles from "./darshan.module.css";

/** The public feed: loads after hydration (the page itself is pre-rendered), 10 posts a page. */
export function DarshanFeed() {
  const t = useT();
  const [state, dispatch] = useReducer(feedReducer, initialFeed);
  const busy = useRef(false);
  const pageRef = useRef(state.page);
  pageRef.current = state.page;

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
    <div className={styles.feed} aria-busy={state.loading} data-pending={state.loaded ? undefined : ""}>
      {state.posts.length > 0 ? (
        <ul className={styles.grid} data-testid="darshan-feed">
          {state.posts.map((post, index) => (
            <li key={post._id}>
              <VideoCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
      {state.loaded && state.posts.length === 0 ? (
        <p className={styles.empty} data-testid="darshan-empty">
          {t("darshan.empty")}
        </p>
      ) : null}
      {state.loading ? (
        <p className={styles.loading} role="status" data-testid="darshan-loading">
          <span className={styles.spinner} aria-hidden="true" />
          {t("darshan.loading")}
        </p>
      ) : null}
      {showMoreVisible(state) ? (
        <p className={styles.more}>
          <button type="button" className="btn" onClick={() => void loadNext()}>
            {t("darshan.showMore")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
