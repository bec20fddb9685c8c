import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultContent } from "@/content/test-content";
import { isoDate, sectionId } from "./legal";

const { terms, policy: privacy } = defaultContent().pages;

interface Translated {
  lastUpdated: string;
  sections: { heading: string }[];
}
/** A language's default translations of the two documents (content/defaults/i18n/<lang>/page.json). */
function translated(lang: string): { terms: Translated; policy: Translated } {
  const file = join(dirname(fileURLToPath(import.meta.url)), "../../../../content/defaults/i18n", lang, "page.json");
  return JSON.parse(readFileSync(file, "utf8"));
}
const [hi, mr, kn] = [translated("hi"), translated("mr"), translated("kn")];

describe("legal helpers", () => {
  it("reads the display dates of both documents", () => {
    expect(isoDate(terms.lastUpdated)).toBe("2025-08-21");
    expect(isoDate(privacy.lastUpdated)).toBe("2023-08-20");
    expect(isoDate("3 Sept 2024")).toBe("2024-09-03");
    expect(isoDate("August 2025")).toBeUndefined();
    expect(isoDate("21 Smarch 2025")).toBeUndefined();
  });

  it("reads the dates of the translated documents (Latin digits, the language's month name)", () => {
    for (const pages of [hi, mr, kn]) {
      expect(isoDate(pages.terms.lastUpdated)).toBe("2025-08-21");
      expect(isoDate(pages.policy.lastUpdated)).toBe("2023-08-20");
    }
    expect(isoDate("3 सितम्बर 2024")).toBe("2024-09-03");
    expect(isoDate("3 ಮಂಗಳವಾರ 2024")).toBeUndefined();
  });

  it("gives every section a distinct, URL-safe anchor", () => {
    for (const doc of [terms, privacy]) {
      const ids = doc.sections.map((s, i) => sectionId(s.heading, i + 1));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(sectionId("Security and how long we keep information", 4)).toBe("security-and-how-long-we-keep-information");
  });

  it("anchors headings in another script by their number, distinct on every translated document", () => {
    expect(sectionId("भुगतान और रद्दीकरण", 3)).toBe("section-3");
    for (const pages of [hi, mr, kn]) {
      for (const doc of [pages.terms, pages.policy]) {
        const ids = doc.sections.map((s, i) => sectionId(s.heading, i + 1));
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });
});
