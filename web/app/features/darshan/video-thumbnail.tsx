import { type Ref, useEffect, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { countView } from "./api";
import { thumbnailAttributes } from "./format";
import { PlayIcon } from "./icons";
import type { VideoPost } from "./types";
import styles from "./darshan.module.css";

/**
 * The thumbnail with a play overlay; the overlay swaps it for an inline player that starts playing. The
 * first playback counts one view. The `data-slot` marks are where the feed island
 * (app/islands/darshan-feed.ts) fills pre-rendered copies of this markup.
 */
export function VideoThumbnail({ post, sizes, priority = false }: { post: VideoPost; sizes: string; priority?: boolean }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const counted = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!playing) return;
    const video = videoRef.current;
    if (!video) return;
    video.focus({ preventScroll: true });
    // `autoplay` alone can lose the click's permission in some browsers; asking again is harmless.
    video.play().catch(() => undefined);
  }, [playing]);

  function onPlay() {
    if (counted.current) return;
    counted.current = true;
    countView(post._id);
  }

  if (playing) {
    return (
      <div className={styles.media}>
        <InlinePlayer post={post} ref={videoRef} onPlay={onPlay} />
      </div>
    );
  }

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
      <button type="button" className={styles.play} onClick={() => setPlaying(true)} data-slot="play">
        <span className={styles.playDisc}>
          <PlayIcon />
        </span>
        <span className="visually-hidden">{t("darshan.play", { title: post.title })}</span>
      </button>
    </div>
  );
}

/** The inline player that replaces the thumbnail; it starts playing as it appears. */
export function InlinePlayer({ post, ref, onPlay }: { post: VideoPost; ref?: Ref<HTMLVideoElement>; onPlay?: () => void }) {
  const t = useT();
  return (
    <video
      ref={ref}
      className={styles.video}
      src={post.videoLink}
      poster={post.thumbnail}
      controls
      autoPlay
      playsInline
      preload="auto"
      onPlay={onPlay}
      aria-label={t("darshan.videoLabel", { title: post.title })}
      data-testid="inline-player"
      data-slot="player"
    />
  );
}
