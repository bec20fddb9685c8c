import { describe, expect, it } from "vitest";
import { parseRupees } from "./amount";

describe("parseRupees", () => {
  it("reads what a priest types for whole rupees", () => {
    expect(parseRupees("1100")).toBe(1100);
    expect(parseRupees("1,100")).toBe(1100);
    expect(parseRupees("₹1,100")).toBe(1100);
    expect(parseRupees(" ₹ 1,100 ")).toBe(1100);
    expect(parseRupees("Rs. 2,500")).toBe(2500);
    expect(parseRupees("INR 501")).toBe(501);
    expect(parseRupees("1,10,000")).toBe(110000);
    expect(parseRupees("110,000")).toBe(110000);
    expect(parseRupees("1100.00")).toBe(1100);
    expect(parseRupees("₹1,100.0")).toBe(1100);
  });

  it("refuses what is not a whole number of rupees, 1 or more", () => {
    for (const typed of [
      "",
      "0",
      "₹",
      "-5",
      "11.50",
      "1,10",
      "1,1000",
      ",100",
      "1,,100",
      "abc",
      "1e3",
      "10000000000",
    ]) {
      expect(parseRupees(typed), typed).toBeNull();
    }
  });
});
