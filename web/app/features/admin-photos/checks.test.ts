import { describe, expect, it } from "vitest";
import { MAX_VIDEO_BYTES } from "@/features/darshan/validate";
import { translate } from "@/i18n/messages";
import { MAX_PHOTO_BYTES, chosenKind, moved, photoRefusal, posterSize, posterTime } from "./checks";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("photoRefusal", () => {
  it("lets JPEG, PNG and WebP through by type or name", () => {
    expect(photoRefusal(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(photoRefusal(file("a.PNG", ""))).toBeNull();
    expect(photoRefusal(file("a", "image/webp"))).toBeNull();
  });

  it("refuses other files and photos past 20 MB", () => {
    expect(photoRefusal(file("page.html", "text/html"))).toBe("photos.wrongType");
    expect(photoRefusal(file("clip.mp4", "video/mp4"))).toBe("photos.wrongType");
    expect(photoRefusal(file("big.jpg", "image/jpeg", MAX_PHOTO_BYTES + 1))).toBe("photos.tooLarge");
  });
});

describe("chosenKind", () => {
  it("takes photos as photos and MP4 videos as videos, by type or name", () => {
    expect(chosenKind(file("a.jpg", "image/jpeg"))).toEqual({ kind: "photo" });
    expect(chosenKind(file("aarti.mp4", "video/mp4"))).toEqual({ kind: "video" });
    expect(chosenKind(file("AARTI.MP4", ""))).toEqual({ kind: "video" });
  });

  it("refuses a video past 10 MB with the darshan form's message", () => {
    expect(chosenKind(file("aarti.mp4", "video/mp4", MAX_VIDEO_BYTES))).toEqual({ kind: "video" });
    const refused = chosenKind(file("long.mp4", "video/mp4", MAX_VIDEO_BYTES + 1));
    expect(refused).toEqual({ refusal: "darshan.form.videoTooLarge" });
    expect(translate("en", (refused as { refusal: "darshan.form.videoTooLarge" }).refusal)).toBe(
      "Video size exceeds 10MB",
    );
  });

  it("refuses other files: an MP4 type with another name, a QuickTime film, a page", () => {
    expect(chosenKind(file("clip", "video/mp4"))).toEqual({ refusal: "darshan.form.videoType" });
    expect(chosenKind(file("clip.mov", "video/quicktime"))).toEqual({ refusal: "photos.wrongType" });
    expect(chosenKind(file("page.html", "text/html"))).toEqual({ refusal: "photos.wrongType" });
  });
});

describe("posterTime", () => {
  it("takes 1 s into a video, or a tenth of a shorter one", () => {
    expect(posterTime(60)).toBe(1);
    expect(posterTime(10)).toBe(1);
    expect(posterTime(4)).toBeCloseTo(0.4);
  });

  it("takes the first frame when the length is unknown", () => {
    expect(posterTime(Number.NaN)).toBe(0);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterTime(0)).toBe(0);
  });
});

describe("posterSize", () => {
  it("keeps a video's size up to 1280 px wide", () => {
    expect(posterSize(720, 1280)).toEqual({ width: 720, height: 1280 });
    expect(posterSize(1280, 720)).toEqual({ width: 1280, height: 720 });
  });

  it("makes a wider video's poster 1280 px wide, keeping its shape", () => {
    expect(posterSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(posterSize(3840, 2160)).toEqual({ width: 1280, height: 720 });
    expect(posterSize(5000, 1)).toEqual({ width: 1280, height: 1 });
  });
});

describe("moved", () => {
  it("moves an item up or down and leaves the source alone", () => {
    const list = ["a", "b", "c"];
    expect(moved(list, 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(list, 0, 1)).toEqual(["b", "a", "c"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});
