import { useT } from "@/i18n/use-t";
import { thumbnailAttributes } from "./format";
import { PlayIcon } from "./icons";
import type { VideoPost } from "./types";
import styles from "./darshan.module.css";

/**
 * The thumbnail with a play overlay. The feed island (darshan-feed.island.ts) swaps it for the inline
 * player below when pressed, and fills pre-rendered copies of both at their `data-slot` marks.
 */
export function VideoThumbnail({
  post,
  sizes,
  priority = false,
}: {
  post: VideoPost;
  sizes: string;
  priority?: boolean;
}) {
  const t = useT();
  const image = thumbnailAttributes(post, sizes, priority);
  return (
    <div className={styles.media}>
      <img
        className={styles.thumb}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={640}
        height={360}
        // The first card's image is the page's largest paint: fetch it at once, ahead of the rest.
        loading={image.loading}
        fetchPriority={image.fetchPriority}
        decoding="async"
        alt=""
        data-slot="thumb"
      />
      <button
        type="button"
        className={styles.play}
        data-slot="play"
        data-post-id={post._id}
        data-video={post.videoLink}
        data-poster={post.thumbnail}
        data-title={post.title}
      >
        <span className={styles.playDisc}>
          <PlayIcon />
        </span>
        <span className="visually-hidden">{t("darshan.play", { title: post.title })}</span>
      </button>
    </div>
  );
}

/** The inline player that replaces the thumbnail; it starts playing as it appears. */
export function InlinePlayer({ post }: { post: VideoPost }) {
  const t = useT();
  return (
    <video
      className={styles.video}
      src={post.videoLink}
      poster={post.thumbnail}
      controls
      autoPlay
      playsInline
      preload="auto"
      aria-label={t("darshan.videoLabel", { title: post.title })}
      data-testid="inline-player"
      data-slot="player"
    />
  );
}
