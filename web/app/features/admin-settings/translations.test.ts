import { describe, expect, it } from "vitest";
import {
  TEXT_PATHS,
  isTranslationPath,
  localeOfPath,
  serverPath,
  toSentTranslations,
  validateTranslations,
} from "./translations";

describe("the settings' translations", () => {
  it("name each text as the server does", () => {
    expect(serverPath("kn", "priestName")).toBe("i18n.kn.priestName");
    expect(serverPath("hi", "address.street")).toBe("i18n.hi.address.street");
    expect(isTranslationPath("i18n.mr.address.country")).toBe(true);
    expect(isTranslationPath("i18n.kn.phone")).toBe(false);
    expect(isTranslationPath("i18n.fr.tagline")).toBe(false);
    expect(isTranslationPath("address.postalCode")).toBe(false);
    expect(localeOfPath("i18n.kn.tagline")).toBe("kn");
    expect(localeOfPath("tagline")).toBeNull();
    expect(TEXT_PATHS).toContainEqual(["address", "locality"]);
    expect(TEXT_PATHS).not.toContainEqual(["address", "postalCode"]);
  });

  it("are checked as the English field is, but never required", () => {
    const problems = validateTranslations({
      kn: { priestName: "ಕ".repeat(101), tagline: "", address: { street: "ಎರಡು\nಸಾಲು" } },
      hi: { holySite: "गोकर्ण\u202E" },
      mr: { businessName: "संकल्प" },
    });
    expect(problems).toEqual([
      { field: "i18n.hi.holySite", key: "settings.error.invisible" },
      { field: "i18n.kn.priestName", key: "settings.error.tooLong", params: { max: 100 } },
      { field: "i18n.kn.address.street", key: "settings.error.invisible" },
    ]);
  });

  it("are sent trimmed, an empty text left out and an emptied language kept empty", () => {
    expect(
      toSentTranslations({
        kn: { priestName: "  ಪಂಡಿತ್  ", tagline: " ", address: { street: "", region: "ಕರ್ನಾಟಕ" } },
        hi: { tagline: "" },
      }),
    ).toEqual({ kn: { priestName: "ಪಂಡಿತ್", address: { region: "ಕರ್ನಾಟಕ" } }, hi: {} });
  });
});
