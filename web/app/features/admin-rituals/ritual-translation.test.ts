import { describe, expect, it } from "vitest";
import {
  changedTranslations,
  editableTranslations,
  htmlText,
  isBlankHtml,
  ritualFallbacks,
  ritualTextPaths,
} from "./ritual-translation";

const english = {
  title: "Marriage",
  summary: "A wedding.",
  description: "<p>One.</p><p>Two &amp; three.</p>",
  heading: "Benefits",
  points: [
    { title: "Calm", description: "Peace." },
    { title: "", description: "Joy." },
  ],
  imageAlt: "A fire",
};

describe("a ritual's translations in the editor", () => {
  it("holds the default content's paragraphs as HTML, like the English", () => {
    expect(editableTranslations({ hi: { title: "विवाह", description: ["एक <", "दो"] }, kn: "no" })).toEqual({
      hi: { title: "विवाह", description: "<p>एक &lt;</p><p>दो</p>" },
    });
    expect(editableTranslations(undefined)).toEqual({});
  });

  it("counts what shows English, an emptied description included", () => {
    expect(ritualTextPaths(english)).toHaveLength(8);
    expect(ritualFallbacks(english, {})).toBe(8);
    const hi = { title: "विवाह", description: "<p><br></p>", benefits: { points: [null, { description: "आनंद" }] } };
    expect(ritualFallbacks(english, hi)).toBe(6);
  });

  it("sends only the languages changed, as the server keeps them", () => {
    const stored = { hi: { title: "विवाह" }, kn: { title: "ಮದುವೆ" } };
    expect(changedTranslations(stored, stored, english)).toBeUndefined();
    const points = [null, null, { description: "extra" }];
    const edited = { ...stored, hi: { title: "विवाह", description: "<p><br></p>", benefits: { points } } };
    expect(changedTranslations(edited, stored, english)).toEqual({
      hi: { title: "विवाह", benefits: { points: [null, null] } },
    });
  });

  it("shows the English description's text", () => {
    expect(htmlText(english.description)).toBe("One.\nTwo & three.");
    expect(isBlankHtml("<p><br></p>")).toBe(true);
    expect(isBlankHtml("<p>x</p>")).toBe(false);
  });
});
