import { describe, expect, it } from "vitest";
import { formatRupees } from "./format";

describe("formatRupees", () => {
  it("groups the last three digits, then pairs, as written in India", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(7)).toBe("₹7");
    expect(formatRupees(501)).toBe("₹501");
    expect(formatRupees(1100)).toBe("₹1,100");
    expect(formatRupees(21000)).toBe("₹21,000");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });

  it("rounds to whole rupees and keeps a sign", () => {
    expect(formatRupees(1100.4)).toBe("₹1,100");
    expect(formatRupees(-2500)).toBe("-₹2,500");
  });
});
