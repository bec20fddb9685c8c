import { describe, expect, it } from "vitest";
import { proofRefusal } from "./proof-upload";

const file = (name: string, type: string, size = 1000) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("proofRefusal", () => {
  it("takes MP4 videos up to 256 MiB and JPEG or PNG photos", () => {
    expect(proofRefusal(file("puja.mp4", "video/mp4"))).toBeNull();
    expect(proofRefusal(file("PUJA.MP4", ""))).toBeNull();
    expect(proofRefusal(file("altar.jpg", "image/jpeg"))).toBeNull();
    expect(proofRefusal(file("altar.png", "image/png"))).toBeNull();
    expect(proofRefusal(file("puja.mp4", "video/mp4", 256 * 1024 * 1024))).toBeNull();
  });

  it("refuses other kinds and larger videos before sending anything", () => {
    expect(proofRefusal(file("puja.mov", "video/quicktime"))).toBe("orders.proof.wrongType");
    expect(proofRefusal(file("notes.pdf", "application/pdf"))).toBe("orders.proof.wrongType");
    expect(proofRefusal(file("puja.mp4", "video/mp4", 256 * 1024 * 1024 + 1))).toBe("orders.proof.videoTooLarge");
  });
});
