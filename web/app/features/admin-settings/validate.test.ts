import { describe, expect, it } from "vitest";
import { phoneProblem, toE164 } from "@/lib/phone";
import { FIELDS, type FormValues, type SiteSettings, toFormValues, toSiteSettings } from "./fields";
import { checkField, checkPath, validateSettings } from "./validate";

/** A complete, valid set of settings (the API's shape, with a mobile number the library accepts). */
const SITE: SiteSettings = {
  businessName: "Sankalp",
  tagline: "Vedic rituals, performed for you",
  priestName: "Pandit Raghavendra Bhat",
  holySite: "Gokarna, Karnataka",
  phoneDisplay: "+91 98450 12345",
  phone: "+919845012345",
  whatsapp: "+919845012345",
  email: "namaste@sankalp.example",
  address: {
    street: "12 Rathabeedi",
    locality: "Gokarna",
    region: "Karnataka",
    postalCode: "581326",
    country: "India",
  },
  mapUrl: "",
  social: { facebook: "https://www.facebook.com/sankalp.example", instagram: "", youtube: "" },
  copyrightCompany: "Sankalp Ritual Services",
  upiId: "",
  upiPayee: "",
  timezone: "Asia/Kolkata",
};

const valid = (): FormValues => toFormValues(SITE);

describe("the settings' values", () => {
  it("round-trip between the API's object and the form, every value trimmed", () => {
    expect(toSiteSettings(valid())).toEqual(SITE);
    const padded = { ...valid(), businessName: "  Sankalp \n", "address.street": "\t12 Rathabeedi " };
    expect(toSiteSettings(padded)).toEqual(SITE);
  });

  it("send phone numbers in E.164 however they were typed", () => {
    const typed = { ...valid(), phone: " +91 98450-12345 ", whatsapp: "+91 - 98450 - 12345" };
    const sent = toSiteSettings(typed);
    expect(sent.phone).toBe("+919845012345");
    expect(sent.whatsapp).toBe("+919845012345");
  });

  it("show a missing or non-text value as an empty field", () => {
    const partial = { ...SITE, social: undefined, tagline: 42 } as unknown as SiteSettings;
    const values = toFormValues(partial);
    expect(values["social.facebook"]).toBe("");
    expect(values.tagline).toBe("");
    expect(values.businessName).toBe("Sankalp");
  });

  it("name every field of the settings exactly once", () => {
    const paths = FIELDS.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(21);
  });
});

describe("validateSettings", () => {
  it("accepts the defaults", () => {
    expect(validateSettings(valid())).toEqual([]);
  });

  it("requires every field but the map, social links and UPI, in the page's order", () => {
    const empty = Object.fromEntries(FIELDS.map((f) => [f.path, "   "])) as FormValues;
    const problems = validateSettings(empty);
    expect(problems.map((p) => p.field)).toEqual([
      "businessName",
      "tagline",
      "priestName",
      "holySite",
      "copyrightCompany",
      "phoneDisplay",
      "phone",
      "whatsapp",
      "timezone",
      "email",
      "address.street",
      "address.locality",
      "address.region",
      "address.postalCode",
      "address.country",
    ]);
    expect(new Set(problems.map((p) => p.key))).toEqual(new Set(["settings.error.required"]));
  });

  it("takes time zones the time zone database names", () => {
    expect(checkPath("timezone", "Asia/Kolkata")).toBeNull();
    expect(checkPath("timezone", "America/Argentina/Buenos_Aires")).toBeNull();
    for (const bad of ["IST", "Asia/Mumbai", "+05:30", "Asia/Kolkata; x"]) {
      expect(checkPath("timezone", bad), bad).toEqual({ key: "settings.error.timezone" });
    }
  });

  it("counts characters, not UTF-16 units, against each field's limit", () => {
    expect(checkPath("businessName", "a".repeat(80))).toBeNull();
    expect(checkPath("businessName", "a".repeat(81))).toEqual({ key: "settings.error.tooLong", params: { max: 80 } });
    // 80 Devanagari letters and 80 emoji are 80 characters.
    expect(checkPath("businessName", "क".repeat(80))).toBeNull();
    expect(checkPath("businessName", "🙏".repeat(80))).toBeNull();
    expect(checkPath("businessName", "🙏".repeat(81))).toMatchObject({ key: "settings.error.tooLong" });
    expect(checkPath("address.postalCode", "5".repeat(21))).toMatchObject({ params: { max: 20 } });
    // Surrounding spaces do not count.
    expect(checkPath("address.postalCode", `  ${"5".repeat(20)}  `)).toBeNull();
  });

  it("refuses control characters and bidirectional overrides inside a value", () => {
    for (const value of [
      "Sank\u0000alp",
      "Sank\nalp",
      "Sank\talp",
      "Sank\u007falp",
      "Sank\u0085alp",
      "Sank\u202ealp",
      "Sank\u2066alp",
      "Sank\u200falp",
    ]) {
      expect(checkPath("businessName", value), JSON.stringify(value)).toEqual({ key: "settings.error.invisible" });
    }
    expect(checkPath("social.facebook", "https://x.org/\u202e")).toEqual({ key: "settings.error.invisible" });
    // Only inside: surrounding whitespace, newlines included, is trimmed away.
    expect(checkPath("businessName", "\n Sankalp \t")).toBeNull();
  });

  it("keeps markup as text: the server escapes it, the form does not refuse it", () => {
    expect(checkPath("tagline", '"><img src=x onerror=alert(1)>')).toBeNull();
    expect(checkPath("businessName", "</script><script>alert(1)</script>")).toBeNull();
  });
});

describe("phone numbers", () => {
  it("accept valid international numbers with spaces, dashes, dots or brackets", () => {
    for (const typed of [
      "+919845012345",
      "+91 98450 12345",
      "+91-98450-12345",
      "+44 20 7946 0958",
      "+1 415-555-2671",
      "+1 (415) 555-2671",
      "+91.98450.12345",
    ]) {
      expect(phoneProblem(typed), typed).toBeNull();
      expect(checkPath("whatsapp", typed), typed).toBeNull();
    }
  });

  it("need the + and the country code", () => {
    expect(phoneProblem("9845012345")).toBe("needsCountryCode");
    expect(phoneProblem("0091 98450 12345")).toBe("needsCountryCode");
    expect(checkPath("phone", "98450 12345")).toEqual({ key: "settings.error.phoneCountryCode" });
  });

  it("refuse numbers the library does not know as valid", () => {
    for (const typed of [
      "+91 98450",
      "+91 98450 12345 678",
      "+999 1234567",
      "+",
      "+abc",
      "+91 98450 1234x",
      "+91 98450 12345x",
      "+91 98450 12345 ext. 12",
      "+91 98450 1234A",
      "+91 98450 12345A",
      "+1-800-FLOWERS",
      "++91 98450 12345",
      "+91 +98450 12345",
    ]) {
      expect(phoneProblem(typed), typed).toBe("invalid");
      expect(checkPath("whatsapp", typed), typed).toEqual({ key: "settings.error.phone" });
    }
  });

  it("are sent in E.164 when valid, and as typed (trimmed) otherwise, for the server to answer", () => {
    expect(toE164(" +44 20 7946 0958 ")).toBe("+442079460958");
    const sent = (phone: string) => toSiteSettings({ ...valid(), phone }).phone;
    expect(sent(" +1 (415) 555.2671 ")).toBe("+14155552671");
    expect(sent(" 98450 12345 ")).toBe("98450 12345");
    expect(sent("+91 98450")).toBe("+91 98450");
    expect(sent("+91 98450 12345 call me")).toBe("+91 98450 12345 call me");
    expect(sent("+1-800-FLOWERS")).toBe("+1-800-FLOWERS");
  });
});

describe("email", () => {
  it("accepts addresses the HTML standard accepts, with a dotted domain", () => {
    for (const email of ["namaste@sankalp.example", "pandit.raghavendra+site@mail.example.org", "a_b-c@x-y.in"]) {
      expect(checkPath("email", email), email).toBeNull();
    }
  });

  it("refuses anything else", () => {
    for (const email of [
      "namaste",
      "namaste@",
      "@sankalp.example",
      "namaste@localhost",
      "a b@x.org",
      "a@x..org",
      "a@-x.org",
      "<a>@x.org",
      "a@x.org>",
    ]) {
      expect(checkPath("email", email), email).toEqual({ key: "settings.error.email" });
    }
  });
});

describe("links", () => {
  it("accept https links and empty (not set)", () => {
    expect(checkPath("social.instagram", "https://www.instagram.com/sankalp.example")).toBeNull();
    expect(checkPath("mapUrl", "https://maps.example.org/?q=Gokarna&z=15")).toBeNull();
    expect(checkPath("social.youtube", "")).toBeNull();
  });

  it("refuse every other scheme with the https message", () => {
    for (const url of [
      "http://www.facebook.com/x",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://x.org",
      "mailto:a@x.org",
    ]) {
      expect(checkPath("social.facebook", url), url).toEqual({ key: "settings.error.httpsOnly" });
    }
  });

  it("refuse what is not a link, or carries credentials or spaces", () => {
    for (const url of [
      "www.facebook.com/x",
      "facebook",
      "https://",
      "https://user:pass@x.org/",
      "https://user@x.org/",
      "//x.org",
    ]) {
      expect(checkPath("social.facebook", url), url).toEqual({ key: "settings.error.url" });
    }
  });
});

describe("UPI ID", () => {
  it("accepts handle@bank and empty", () => {
    expect(checkPath("upiId", "sankalp@upi")).toBeNull();
    expect(checkPath("upiId", "raghavendra.bhat-1@okicici")).toBeNull();
    expect(checkPath("upiId", "sankalp_demo@ybl2")).toBeNull();
    expect(checkPath("upiId", "")).toBeNull();
  });

  it("refuses anything else", () => {
    for (const id of [
      "sankalp",
      "sankalp@",
      "@upi",
      "a@upi",
      "san kalp@upi",
      "sankalp@up i",
      "x@up.i",
      "sankalp@u",
      "x@y@z",
    ]) {
      expect(checkPath("upiId", id), id).toEqual({ key: "settings.error.upiId" });
    }
  });
});

describe("checkField", () => {
  it("leaves an optional empty value alone and still checks a set one", () => {
    expect(checkField({ kind: "url", max: 10, required: false }, "  ")).toBeNull();
    expect(checkField({ kind: "url", max: 10, required: false }, "https://example.org/")).toMatchObject({
      key: "settings.error.tooLong",
    });
  });
});
