/**
 * How a video over the upload limit is made smaller in the browser (`shrink-video.ts` does it): the size and
 * H.264 bitrate that fit the video's duration under the limit, with the sound track copied as it is. Pure, so
 * it is tested without a browser.
 */
import { MAX_VIDEO_BYTES } from "@/features/darshan/validate";

/** What the result aims at: the limit less a margin for the MP4's own tables and the encoder's overshoot. */
export const TARGET_BYTES = Math.floor(MAX_VIDEO_BYTES * 0.92);
/** Below this a 360p picture is no longer worth watching: the video cannot be made to fit. */
export const MIN_VIDEO_BITRATE = 150_000;
/** Above this a 720p phone video gains nothing visible; the result may then be well under the limit. */
export const MAX_VIDEO_BITRATE = 4_000_000;

/** The largest picture for a bitrate: 720p when there is room, smaller when there is little. */
const SIZES: readonly { minBitrate: number; short: number; long: number }[] = [
  { minBitrate: 1_000_000, short: 720, long: 1280 },
  { minBitrate: 500_000, short: 540, long: 960 },
  { minBitrate: 0, short: 360, long: 640 },
];

export interface ShrinkSource {
  /** The picture as shown (after rotation), in pixels. */
  width: number;
  height: number;
  durationSecs: number;
  /** The sound tracks' bytes, copied as they are. */
  audioBytes: number;
}

export type ShrinkPlan =
  | { ok: true; width: number; height: number; videoBitrate: number; estimatedBytes: number }
  | { ok: false; reason: "tooLong"; maxMinutes: number }
  | { ok: false; reason: "unknownSize" };

/** An even number of pixels, at least 2 (H.264 works on 2×2 blocks of colour). */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** `width`×`height` shrunk (never enlarged) to fit `short`×`long` whichever way round it is. */
export function fitWithin(width: number, height: number, short: number, long: number): [number, number] {
  const portrait = height > width;
  const [maxW, maxH] = portrait ? [short, long] : [long, short];
  const scale = Math.min(1, maxW / width, maxH / height);
  return [even(width * scale), even(height * scale)];
}

/**
 * The plan for `source`, or why there is none. `targetBytes` is lowered by the caller for a second try when
 * the encoder overshot the first.
 */
export function planShrink(source: ShrinkSource, targetBytes = TARGET_BYTES): ShrinkPlan {
  const { width, height, durationSecs, audioBytes } = source;
  if (!(width > 0 && height > 0 && durationSecs > 0 && Number.isFinite(durationSecs))) {
    return { ok: false, reason: "unknownSize" };
  }
  const videoBits = (targetBytes - audioBytes) * 8;
  const fitting = Math.floor(videoBits / durationSecs);
  if (fitting < MIN_VIDEO_BITRATE) {
    // How long a video with this sound could be at the lowest bitrate.
    const audioRate = (audioBytes * 8) / durationSecs;
    const maxSecs = (targetBytes * 8) / (MIN_VIDEO_BITRATE + audioRate);
    return { ok: false, reason: "tooLong", maxMinutes: Math.floor((maxSecs / 60) * 10) / 10 };
  }
  const videoBitrate = Math.min(fitting, MAX_VIDEO_BITRATE);
  const size = SIZES.find((s) => videoBitrate >= s.minBitrate) ?? SIZES[SIZES.length - 1]!;
  const [w, h] = fitWithin(width, height, size.short, size.long);
  const estimatedBytes = Math.round((videoBitrate * durationSecs) / 8 + audioBytes);
  return { ok: true, width: w, height: h, videoBitrate, estimatedBytes };
}

/** Bytes as megabytes with one decimal, the way the form's limit is written ("10MB"). */
export function megabytes(bytes: number): string {
  return (Math.round((bytes / 1_048_576) * 10) / 10).toFixed(1);
}

/** A video the shrinker may be offered: one the browser might read (MP4 or QuickTime, as phones record). */
export function mayShrink(file: Pick<File, "name" | "type">): boolean {
  return /^video\//.test(file.type) || /\.(mp4|m4v|mov)$/i.test(file.name);
}
