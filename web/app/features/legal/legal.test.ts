import { describe, expect, it } from "vitest";
import { defaultContent } from "@/content/test-content";
import { isoDate, sectionId } from "./legal";

const { terms, policy: privacy } = defaultContent().pages;

describe("legal helpers", () => {
  it("reads the display dates of both documents", () => {
    expect(isoDate(terms.lastUpdated)).toBe("2025-08-21");
    expect(isoDate(privacy.lastUpdated)).toBe("2023-08-20");
    expect(isoDate("3 Sept 2024")).toBe("2024-09-03");
    expect(isoDate("August 2025")).toBeUndefined();
    expect(isoDate("21 Smarch 2025")).toBeUndefined();
  });

  it("gives every section a distinct, URL-safe anchor", () => {
    for (const doc of [terms, privacy]) {
      const ids = doc.sections.map((s) => sectionId(s.heading));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(sectionId("Security and how long we keep information")).toBe("security-and-how-long-we-keep-information");
  });
});
