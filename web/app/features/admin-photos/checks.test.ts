import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, moved, photoRefusal } from "./checks";

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

describe("moved", () => {
  it("moves an item up or down and leaves the source alone", () => {
    const list = ["a", "b", "c"];
    expect(moved(list, 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(list, 0, 1)).toEqual(["b", "a", "c"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});
