import { describe, expect, it } from "vitest";
import { MAX_VIDEO_BYTES } from "@/features/darshan/validate";
import { MIN_VIDEO_BITRATE, TARGET_BYTES, fitWithin, mayShrink, megabytes, planShrink } from "./shrink-plan";

describe("planShrink", () => {
  it("fits a minute of 1080p phone video with its sound under the limit at 720p", () => {
    const audioBytes = (128_000 * 60) / 8; // AAC at 128 kb/s
    const plan = planShrink({ width: 1920, height: 1080, durationSecs: 60, audioBytes });
    if (!plan.ok) throw new Error(JSON.stringify(plan));
    expect([plan.width, plan.height]).toEqual([1280, 720]);
    expect(plan.estimatedBytes).toBeLessThanOrEqual(TARGET_BYTES);
    expect(plan.estimatedBytes).toBeLessThan(MAX_VIDEO_BYTES);
    // The whole budget less the sound goes to the picture.
    expect(plan.videoBitrate).toBe(Math.floor(((TARGET_BYTES - audioBytes) * 8) / 60));
  });

  it("keeps a portrait video upright and never enlarges a small one", () => {
    const portrait = planShrink({ width: 1080, height: 1920, durationSecs: 30, audioBytes: 0 });
    expect(portrait.ok && [portrait.width, portrait.height]).toEqual([720, 1280]);
    const small = planShrink({ width: 480, height: 270, durationSecs: 30, audioBytes: 0 });
    expect(small.ok && [small.width, small.height]).toEqual([480, 270]);
  });

  it("lowers the picture size when the bitrate is low", () => {
    const fiveMinutes = planShrink({ width: 1920, height: 1080, durationSecs: 300, audioBytes: (96_000 * 300) / 8 });
    if (!fiveMinutes.ok) throw new Error("five minutes should fit");
    expect(fiveMinutes.videoBitrate).toBeLessThan(500_000);
    expect([fiveMinutes.width, fiveMinutes.height]).toEqual([640, 360]);
  });

  it("says plainly when a video is too long to fit, and how long one may be", () => {
    const plan = planShrink({ width: 1920, height: 1080, durationSecs: 20 * 60, audioBytes: (128_000 * 1200) / 8 });
    expect(plan).toEqual({ ok: false, reason: "tooLong", maxMinutes: expect.any(Number) });
    if (plan.ok || plan.reason !== "tooLong") return;
    // At the lowest bitrate with the same sound, that length fits.
    const secs = plan.maxMinutes * 60;
    const bytes = ((MIN_VIDEO_BITRATE + 128_000) * secs) / 8;
    expect(bytes).toBeLessThanOrEqual(TARGET_BYTES);
    expect(plan.maxMinutes).toBeGreaterThan(4);
    expect(plan.maxMinutes).toBeLessThan(5);
  });

  it("refuses a video whose size or length cannot be read", () => {
    for (const bad of [
      { width: 0, height: 720, durationSecs: 10, audioBytes: 0 },
      { width: 1280, height: 720, durationSecs: 0, audioBytes: 0 },
      { width: 1280, height: 720, durationSecs: Number.POSITIVE_INFINITY, audioBytes: 0 },
    ]) {
      expect(planShrink(bad)).toEqual({ ok: false, reason: "unknownSize" });
    }
  });
});

describe("fitWithin", () => {
  it("gives even sizes, as H.264 needs", () => {
    expect(fitWithin(1921, 1081, 720, 1280)).toEqual([1280, 720]);
    expect(fitWithin(1000, 563, 720, 1280)).toEqual([1000, 564]);
  });
});

describe("mayShrink", () => {
  it("offers MP4 and a phone's QuickTime, not pictures", () => {
    expect(mayShrink({ name: "IMG_0001.MOV", type: "video/quicktime" })).toBe(true);
    expect(mayShrink({ name: "clip.mp4", type: "" })).toBe(true);
    expect(mayShrink({ name: "photo.png", type: "image/png" })).toBe(false);
  });
  it("writes megabytes as the limit is written", () => {
    expect(megabytes(9_961_472)).toBe("9.5");
  });
});
