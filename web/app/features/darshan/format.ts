/** Display helpers for video posts. Pure, so the server, the feed island and tests write the same. */
import { ENGLISH_MONTHS, formatDay, formatDuration, groupIndian } from "@/i18n/format";

export { formatDuration, groupIndian };

/**
 * "21 Nov 2026", the day in UTC, with the page language's month names (the `date.months` message); an
 * unreadable date shows as it came. Written out rather than with `Intl` (i18n/format.ts): the server draws
 * the feed in an engine without it (QuickJS), and the feed island must write the same dates for the cards
 * it adds.
 */
export function formatDate(iso: string, months: string = ENGLISH_MONTHS): string {
  return formatDay(iso, months);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "21 Nov 2026, 8:35 pm IST": an instant in the priest's time zone (the admin's `useTimeZone()`), named, or
 * in the browser's own without one. For the admin area, which runs in the browser only.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = timeZone ?? "";
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      ...(timeZone ? { timeZone, timeZoneName: "short" } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}

/** `srcset` from the thumbnail renditions, smallest first; empty when there are none. */
export function thumbnailSrcSet(thumbnails: ReadonlyArray<{ width: number; url: string }> | undefined): string {
  return [...(thumbnails ?? [])]
    .filter((t) => t.width > 0 && t.url)
    .sort((a, b) => a.width - b.width)
    .map((t) => `${t.url} ${t.width}w`)
    .join(", ");
}

/** "1 view" or the plural pattern ("{count} views") filled with the Indian-grouped count ("1,00,000 views"). */
export function viewCount(views: number, one: string, many: string): string {
  return views === 1 ? one : many.replace("{count}", () => groupIndian(views));
}

/** A post's own page; `prefix` is the page language's (`/hi`), empty for English. */
export const postPath = (id: string, prefix = "") => `${prefix}/daily-darshan/${encodeURIComponent(id)}`;

/**
 * The feed cards' `sizes`, worked out from the grid (darshan.module.css: columns of at least 300 px, gaps
 * of clamp(18px, 3vw, 28px)) inside `.container` (at most 1180 px, gutters of clamp(16px, 4vw, 32px)):
 * one column below 675 px (the viewport less its gutters, as the gallery's sizes say: 343 px on a
 * 375 px phone), two columns up to 1019 px (44.5–45.5vw), three from 1020 px (29.4–29.9vw), 353 px each
 * from 1180 px. Each figure is rounded up, never down, so the browser never takes a variant too small.
 * The old figures (92vw until 700 px, 45vw until 1100 px) overstated the slot by up to half near both
 * breakpoints, so a 1060 px window fetched the 640 px variant for a 313 px card.
 */
export const CARD_THUMB_SIZES =
  "(min-width: 1180px) 354px, (min-width: 1020px) 30vw, (min-width: 675px) 46vw, calc(100vw - 2 * clamp(16px, 4vw, 32px))";

/**
 * The thumbnail `<img>`'s source and loading attributes: `srcset` and `sizes` only when there are
 * renditions; the page's first image (its largest paint) eager with high priority, the others lazy and
 * of low priority: on a phone the second card's top edge shows under the first, and Chromium raises an
 * image it finds in view to high priority, to share the slow first connection with the largest paint
 * (as the gallery's photos did: web/app/pages/photo-gallery.tsx).
 * Shared by the React card and the feed island (darshan-feed.island.ts), so both load alike.
 */
export function thumbnailAttributes(
  post: { thumbnail: string; thumbnails?: ReadonlyArray<{ width: number; url: string }> },
  sizes: string,
  priority: boolean,
) {
  const srcSet = thumbnailSrcSet(post.thumbnails);
  return {
    src: post.thumbnail,
    srcSet: srcSet || undefined,
    sizes: srcSet ? sizes : undefined,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : ("low" as const),
  };
}
