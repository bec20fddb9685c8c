import { describe, expect, it } from "vitest";
import { translate } from "./messages";
import { formatDay, formatDuration, formatRupees, groupIndian, plural, pluralCategory } from "./format";
import { LOCALES } from "./locales";

describe("groupIndian and formatRupees", () => {
  it.each([
    [0, "0", "₹0"],
    [999, "999", "₹999"],
    [1000, "1,000", "₹1,000"],
    [2100, "2,100", "₹2,100"],
    [100000, "1,00,000", "₹1,00,000"],
    [1234567, "12,34,567", "₹12,34,567"],
    [123456789, "12,34,56,789", "₹12,34,56,789"],
    [-5100, "-5,100", "-₹5,100"],
  ])("%d → %s, %s", (value, grouped, rupees) => {
    expect(groupIndian(value)).toBe(grouped);
    expect(formatRupees(value)).toBe(rupees);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [65.9, "1:05"],
    [3700, "61:40"],
    [Number.NaN, "0:00"],
  ])("%d s → %s", (seconds, shown) => expect(formatDuration(seconds)).toBe(shown));
});

describe("formatDay in every language, month names from the catalogues", () => {
  const expected: Record<string, RegExp> = {
    en: /^5 Mar 2026$/,
    hi: /^5 मार्च 2026$/,
    mr: /^5 मार्च 2026$/,
    kn: /^5 ಮಾರ್ಚ್ 2026$/,
  };
  it.each(LOCALES)("%s", (locale) => {
    const months = translate(locale, "date.months");
    expect(months.split(" ")).toHaveLength(12);
    expect(formatDay("2026-03-05", months)).toMatch(expected[locale]!);
    expect(formatDay("2026-03-05T23:30:00Z", months)).toMatch(expected[locale]!);
    // Latin digits in every language.
    expect(formatDay("2026-12-31", months)).toMatch(/^31 \S+ 2026$/);
  });
  it("shows an unreadable date as it came", () => expect(formatDay("soon")).toBe("soon"));
});

describe("plurals", () => {
  it("has one and other in all four languages, by CLDR", () => {
    expect([0, 1, 2].map((n) => pluralCategory("en", n))).toEqual(["other", "one", "other"]);
    expect([0, 1, 2].map((n) => pluralCategory("mr", n))).toEqual(["other", "one", "other"]);
    expect([0, 1, 2].map((n) => pluralCategory("hi", n))).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((n) => pluralCategory("kn", n))).toEqual(["one", "one", "other"]);
  });
  it("uses a one form naming the number itself for exactly 1 only", () => {
    const views = { one: "1 बार देखा गया", other: "{count} बार देखा गया" };
    expect(plural("hi", 0, views)).toBe("0 बार देखा गया");
    expect(plural("hi", 1, views)).toBe("1 बार देखा गया");
    expect(plural("hi", 100000, views)).toBe("1,00,000 बार देखा गया");
    expect(plural("kn", 0, { one: "{count} ವೀಕ್ಷಣೆ", other: "{count} ವೀಕ್ಷಣೆಗಳು" })).toBe("0 ವೀಕ್ಷಣೆ");
    expect(plural("en", 1, { one: "{count} view", other: "{count} views" })).toBe("1 view");
  });
});
