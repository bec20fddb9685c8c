import { smallestSrc, srcAtLeast, srcSetOf } from "@/content/gallery";
import type { GalleryItem, GalleryVideo } from "@/content/types";
import { useT } from "@/i18n/use-t";
import { GalleryModalTemplate } from "./gallery-modal";
import { NARROW_COLUMNS, tileSizes, tileSpan } from "./grid";
import { PlayBadge, PlayerTemplate } from "./video-poster";
import styles from "./gallery-grid.module.css";

interface GalleryGridProps {
  items: readonly GalleryItem[];
  /** Names the list for assistive technology, e.g. "VIP Photos". */
  label: string;
}

/**
 * Tiles whose images load at once: the first, the page's largest paint on a desktop. The others are lazy,
 * so React makes no preload for them and none competes with the first: on a desktop those in the first
 * screen are still fetched as soon as the page is laid out. The first asks for no high priority: on a phone
 * (412 × 823) it begins 680 px down, under the page's heading and lead paragraph, which are the largest
 * paint there, and a high-priority photo would share the slow first connection with them (Lighthouse's
 * LCP 0.15 s later; bench/results/lighthouse.md). On a desktop the browser raises its priority itself once
 * layout finds it in view.
 */
const EAGER_TILES = 1;

/**
 * The quilted grid: 4 columns at 1000 px and wider, otherwise 2, rows 180 px high; each tile spans its
 * item's rows and columns (clamped to the columns there are), placed by the stylesheet from the tile's
 * `data-rows` and `data-cols`: the pages carry no `style` attribute, which the Content-Security-Policy
 * refuses. A photo opens in the dialog; the video
 * plays in place, muted, when its poster is pressed.
 *
 * Drawn by the server with the narrow count (the stylesheet lays out the columns by itself, and spans
 * clamped to 2 fit either grid); gallery.island.ts sets the viewport's count and brings the tiles to life,
 * reading the `data-item-cols`, `data-photo` and `data-title` attributes and cloning the dialog and the
 * player from their templates here.
 */
export function GalleryGrid({ items, label }: GalleryGridProps) {
  const t = useT();
  const columns = NARROW_COLUMNS;

  if (items.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {t("gallery.empty")}
      </p>
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-label={label} data-testid="gallery-grid" data-columns={columns}>
        {items.map((item, index) => {
          const span = tileSpan(item, columns);
          const eager = index < EAGER_TILES;
          return (
            <li
              key={item.name}
              className={styles.tile}
              data-testid="gallery-tile"
              data-rows={span.rows}
              data-cols={span.cols}
              data-item-cols={item.cols}
            >
              {item.kind === "video" ? (
                <VideoTile video={item} eager={eager} />
              ) : (
                <button
                  type="button"
                  className={styles.open}
                  aria-label={t("gallery.view", { title: item.title })}
                  data-photo={srcAtLeast(item.src, 1080)}
                  data-title={item.title}
                >
                  <img
                    className={styles.media}
                    src={smallestSrc(item.src)}
                    srcSet={srcSetOf(item.src)}
                    sizes={tileSizes(item.cols)}
                    width={item.width}
                    height={item.height}
                    alt={item.alt}
                    loading={eager ? "eager" : "lazy"}
                    decoding="async"
                  />
                  <span className={styles.caption} aria-hidden="true">
                    {item.title}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <GalleryModalTemplate />
    </>
  );
}

/** The video's poster with a play button; pressed, it becomes the muted inline player (video-poster.tsx). */
function VideoTile({ video, eager }: { video: GalleryVideo; eager: boolean }) {
  const t = useT();
  return (
    <>
      <button type="button" className={styles.open} aria-label={t("gallery.play", { title: video.title })} data-play="">
        <img
          className={styles.media}
          src={video.poster}
          width={video.width}
          height={video.height}
          alt={video.alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <PlayBadge />
        <span className={styles.caption} aria-hidden="true">
          {video.title}
        </span>
      </button>
      <PlayerTemplate video={video} className={styles.media} />
    </>
  );
}
