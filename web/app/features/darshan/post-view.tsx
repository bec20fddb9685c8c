import { preload } from "react-dom";
import { useT } from "@/i18n/use-t";
import { PostMeta } from "./post-meta";
import type { VideoPost } from "./types";
import styles from "./darshan.module.css";

/**
 * One post's page: back link, player, title, facts and full description. The server draws it for a
 * published post (its island, post.island.ts, counts the first play); the admin app draws it for the
 * others from the SPA shell, with `onPlay`.
 */
export function DarshanPostView({ post, onPlay }: { post: VideoPost; onPlay?: () => void }) {
  const t = useT();
  // The poster is the page's largest paint, and no browser's preload scanner reads a video's poster: it
  // is asked for from the head, ahead of the stylesheets and the font (renderer.tsx puts it first).
  if (post.thumbnail) preload(post.thumbnail, { as: "image", fetchPriority: "high" });
  return (
    <article className={`container section ${styles.post}`} data-testid="darshan-post">
      <a className={styles.back} href="/daily-darshan">
        <span aria-hidden="true">← </span>
        {t("darshan.back")}
      </a>
      <div className={styles.player}>
        <video
          src={post.videoLink}
          poster={post.thumbnail}
          controls
          playsInline
          // Nothing of the video until it is played: on a slow network its first range shared the line
          // with the poster, and the duration is in the facts under the title.
          preload="none"
          width={1280}
          height={720}
          aria-label={t("darshan.videoLabel", { title: post.title })}
          onPlay={onPlay}
          data-post-id={post._id}
        />
      </div>
      <h1>{post.title}</h1>
      <PostMeta post={post} className={styles.postMeta} />
      {/* Sanitised by the server to the editor's own tags (ARCHITECTURE.md §7). */}
      <div
        className={`${styles.description} ${styles.postDescription}`}
        data-testid="post-description"
        dangerouslySetInnerHTML={{ __html: post.description }}
      />
    </article>
  );
}
