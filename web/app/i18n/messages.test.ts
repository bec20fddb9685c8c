import { describe, expect, it } from "vitest";
import { translate } from "@/i18n/messages";

describe("translate", () => {
  it("fills placeholders", () => {
    expect(translate("en", "footer.copyright", { year: 2025, company: "Acme" })).toBe(
      "© 2025 Acme. All rights reserved.",
    );
  });

  it("leaves an unfilled placeholder visible rather than dropping it", () => {
    expect(translate("en", "booking.ritual")).toBe("Namaste, I would like to book {name}.");
  });
});
