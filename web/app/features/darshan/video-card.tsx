import { useT } from "@/i18n/use-t";
import { CARD_THUMB_SIZES, postPath } from "./format";
import { PostMeta } from "./post-meta";
import type { VideoPost } from "./types";
import { VideoThumbnail } from "./video-thumbnail";
import styles from "./darshan.module.css";

/**
 * One post in the public feed; `priority` marks the first, whose image is fetched eagerly. The `data-slot`
 * marks are where the feed island (darshan-feed.island.ts) fills a copy of this markup from its template.
 */
export function VideoCard({ post, priority = false }: { post: VideoPost; priority?: boolean }) {
  const t = useT();
  const href = postPath(post._id);
  return (
    <article className={styles.card} data-testid="video-card">
      <VideoThumbnail post={post} priority={priority} sizes={CARD_THUMB_SIZES} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <a href={href} data-slot="link">
            {post.title}
          </a>
        </h2>
        {/* Sanitised by the server to the editor's own tags (ARCHITECTURE.md §7). */}
        <div
          className={`${styles.description} ${styles.clamp}`}
          data-testid="post-description"
          data-slot="description"
          dangerouslySetInnerHTML={{ __html: post.description }}
        />
        <PostMeta post={post} />
        <a
          className={styles.readMore}
          href={href}
          aria-label={t("darshan.readMoreAbout", { title: post.title })}
          data-slot="link"
        >
          {t("darshan.readMore")} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
