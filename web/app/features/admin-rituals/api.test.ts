import { describe, expect, it } from "vitest";
import { descriptionHtml, slugFrom } from "./api";

describe("the catalogue editor's helpers", () => {
  it("makes the slug the server would make from a title", () => {
    expect(slugFrom("Navagraha Havan")).toBe("navagraha-havan");
    expect(slugFrom("  Shatru -- Samhara (Homa)! ")).toBe("shatru-samhara-homa");
    expect(slugFrom("नवग्रह")).toBe("");
  });

  it("opens the default content's paragraphs in the editor as escaped paragraphs, and HTML as it is", () => {
    expect(descriptionHtml(["One <b>", "Two & three"])).toBe("<p>One &lt;b&gt;</p><p>Two &amp; three</p>");
    expect(descriptionHtml("<p>Saved <strong>HTML</strong></p>")).toBe("<p>Saved <strong>HTML</strong></p>");
  });
});
