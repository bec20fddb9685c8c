import { describe, expect, it } from "vitest";
import { countryOptions, phoneProblem, toE164 } from "./phone";

describe("phone numbers", () => {
  it("take digits, spaces, dashes, dots, brackets and one leading +", () => {
    for (const typed of [
      "+91 98450 12345",
      "+91-98450-12345",
      "+91.98450.12345",
      "+1 (415) 555-2671",
      " +14155552671 ",
    ]) {
      expect(phoneProblem(typed), typed).toBeNull();
    }
    expect(toE164("+1 (415) 555.2671")).toBe("+14155552671");
  });

  it("refuse letters, even where the library alone would find a valid number among them", () => {
    for (const typed of [
      "+91 98450 1234A",
      "+1-800-FLOWERS",
      "+91 98450 12345A",
      "A+919845012345",
      "+1-800-356-9377x",
    ]) {
      expect(phoneProblem(typed), typed).toBe("invalid");
      expect(phoneProblem(typed, "US"), typed).toBe("invalid");
      expect(toE164(typed), typed).toBeNull();
      expect(toE164(typed, "IN"), typed).toBeNull();
    }
    expect(toE164("1-800-FLOWERS", "US")).toBeNull();
    expect(toE164("98450 12345A", "IN")).toBeNull();
    // The same number in digits is valid: it is the letters that are refused.
    expect(toE164("+1-800-356-9377")).toBe("+18003569377");
  });

  it("refuse a second + or one that is not in front", () => {
    for (const typed of ["++91 98450 12345", "91 +98450 12345", "+91 98450 12345+"]) {
      expect(toE164(typed, "IN"), typed).toBeNull();
    }
  });

  it("need the country code without a country, and read national numbers with one", () => {
    expect(phoneProblem("98450 12345")).toBe("needsCountryCode");
    expect(phoneProblem("0091 98450 12345")).toBe("needsCountryCode");
    expect(toE164("98450 12345", "IN")).toBe("+919845012345");
    expect(toE164("0091 98450 12345", "IN")).toBe("+919845012345");
    expect(toE164("+44 20 7946 0958", "IN")).toBe("+442079460958");
  });

  it("list every country with its calling code", () => {
    const india = countryOptions().find((c) => c.code === "IN");
    expect(india?.label).toBe("India (+91)");
  });
});
