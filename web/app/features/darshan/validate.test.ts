import { describe, expect, it } from "vitest";
import { translate } from "@/i18n/messages";
import {
  MAX_VIDEO_BYTES,
  type PostDraft,
  checkThumbnailFile,
  checkVideoFile,
  isDescriptionEmpty,
  validatePost,
} from "./validate";

const video = new File(["x"], "aarti.mp4", { type: "video/mp4" });
const image = new File(["x"], "aarti.png", { type: "image/png" });
const full: PostDraft = { title: "Morning aarti", description: "<p>Om</p>", video, thumbnail: image };
const messages = (draft: PostDraft) => validatePost(draft).map((e) => translate("en", e.key));

describe("validatePost", () => {
  it("accepts a complete draft", () => {
    expect(validatePost(full)).toEqual([]);
  });

  it("reports every missing field in the specification's order with its message", () => {
    expect(messages({ title: "   ", description: "<p><br></p>", video: null, thumbnail: null })).toEqual([
      "Title is required",
      "Description is required",
      "Video file is required",
      "Thumbnail is required",
    ]);
  });

  it.each([
    ["title", { title: "" }, "Title is required"],
    ["description", { description: "" }, "Description is required"],
    ["video", { video: null }, "Video file is required"],
    ["thumbnail", { thumbnail: null }, "Thumbnail is required"],
  ] as const)("a missing %s alone", (field, change, message) => {
    const errors = validatePost({ ...full, ...change });
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(translate("en", errors[0]!.key)).toBe(message);
  });
});

describe("isDescriptionEmpty", () => {
  it.each(["", "<p><br></p>", "<p> &nbsp; </p>", "<h1><br></h1><p></p>", "   "])("%j is empty", (html) => {
    expect(isDescriptionEmpty(html)).toBe(true);
  });
  it.each(["<p>Om</p>", '<ol><li data-list="bullet">a</li></ol>', "x"])("%j has text", (html) => {
    expect(isDescriptionEmpty(html)).toBe(false);
  });
});

describe("checkVideoFile", () => {
  const sized = (size: number, name = "v.mp4", type = "video/mp4") => ({ name, size, type });
  it("accepts an .mp4 up to exactly 10 MB", () => {
    expect(checkVideoFile(sized(MAX_VIDEO_BYTES))).toBeNull();
    expect(checkVideoFile(sized(1, "V.MP4", ""))).toBeNull();
  });
  it("refuses one byte more with the specification's message", () => {
    expect(MAX_VIDEO_BYTES).toBe(10_485_760);
    expect(translate("en", checkVideoFile(sized(MAX_VIDEO_BYTES + 1))!)).toBe("Video size exceeds 10MB");
  });
  it("refuses other kinds of file", () => {
    expect(checkVideoFile(sized(10, "clip.mov", "video/quicktime"))).toBe("darshan.form.videoType");
    expect(checkVideoFile(sized(10, "clip.mp4", "image/png"))).toBe("darshan.form.videoType");
  });
});

describe("checkThumbnailFile", () => {
  it("accepts image types", () => {
    expect(checkThumbnailFile({ name: "a.jpg", size: 1, type: "image/jpeg" })).toBeNull();
    expect(checkThumbnailFile({ name: "a.png", size: 1, type: "image/png" })).toBeNull();
  });
  it("refuses anything else with the specification's message", () => {
    const key = checkThumbnailFile({ name: "a.pdf", size: 1, type: "application/pdf" });
    expect(key && translate("en", key)).toBe("Invalid image file");
    expect(checkThumbnailFile({ name: "a.png", size: 1, type: "" })).toBe("darshan.form.invalidImage");
  });
});
