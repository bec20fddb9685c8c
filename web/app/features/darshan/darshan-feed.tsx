import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import type { VideoPost } from "./types";
import { VideoCard } from "./video-card";
import styles from "./darshan.module.css";

/**
 * The public feed's first page, drawn by the server from the content (the newest posts), with "Show More"
 * when there are more. Its island (darshan-feed.island.ts) loads the next pages and builds their cards
 * from copies of these same components (feed-templates.tsx).
 */
export function DarshanFeed({ posts, total }: { posts: readonly VideoPost[]; total: number }) {
  return (
    <div className={styles.feed} aria-busy="false" data-darshan-feed="" data-total={total}>
      {posts.length > 0 ? (
        <FeedGrid>
          {posts.map((post, index) => (
            <li key={post._id} data-post-id={post._id}>
              <VideoCard post={post} priority={index === 0} />
            </li>
          ))}
        </FeedGrid>
      ) : (
        <FeedEmpty />
      )}
      {posts.length < total ? <FeedMore /> : null}
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
export function FeedMore() {
  const t = useT();
  return (
    <p className={styles.more} data-feed-more="">
      <button type="button" className="btn">
        {t("darshan.showMore")}
      </button>
    </p>
  );
}
