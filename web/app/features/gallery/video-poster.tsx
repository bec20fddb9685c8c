import { IslandTemplate } from "@/components/island-template";
import type { GalleryVideo } from "@/content/types";
import styles from "./video-poster.module.css";

/**
 * A gallery video as the server draws it: its poster, a play badge over it, and the player in a
 * `<template>` that video-poster.island.ts swaps in when the poster is pressed. The poster is an `<img>`
 * like the photos around it, so it can load lazily and with their priority; a `<video poster>` fetches
 * its poster at once, at a priority that competed with the first screen's text on a phone. The pages wrap
 * the poster in their own pressable element (a button in the quilted grid, a link to the video file on
 * the gallery's entry page, which plays it without JavaScript too) carrying `data-play`.
 */
export function PlayBadge() {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="30" height="30" focusable="false" className={styles.icon}>
        <path d="M8 5.5v13l11-6.5-11-6.5Z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** The inline player the poster becomes: muted (the videos have no sound), starting at once, looping. */
export function PlayerTemplate({ video, className }: { video: GalleryVideo; className?: string }) {
  return (
    <IslandTemplate name="gallery-player">
      <video
        className={className}
        src={video.src}
        poster={video.poster}
        width={video.width}
        height={video.height}
        controls
        autoPlay
        muted
        loop
        playsInline
        aria-label={video.title}
        data-testid="gallery-video"
        tabIndex={0}
      />
    </IslandTemplate>
  );
}
