import { describe, expect, it } from "vitest";
import { toE164 } from "@/lib/phone";
import { todayInIndia, yearAfter } from "./dates";
import { type BookingDraft, type DevoteeDraft, checkBooking, firstErrorField, isEmail } from "./validate";

const TODAY = "2026-11-25";
const RITUAL = { service: "ritual", slug: "satyanarayan" } as const;

const devotee = (name: string, extra: Partial<DevoteeDraft> = {}, key = 1): DevoteeDraft => ({
  key,
  name,
  gotra: "",
  nakshatra: "",
  rashi: "",
  relation: "",
  ...extra,
});

const draft = (changes: Partial<BookingDraft> = {}): BookingDraft => ({
  devotees: [devotee("Lakshmi Rao")],
  preferredDate: "",
  intention: "",
  contactName: "Lakshmi Rao",
  phoneCountry: "IN",
  phone: "98765 43210",
  email: "",
  website: "",
  ...changes,
});

const check = (changes: Partial<BookingDraft> = {}) => checkBooking(draft(changes), RITUAL, TODAY, "Europe/London");

describe("checkBooking: a good booking", () => {
  it("builds the body: trimmed, E.164 phone, empty optional fields left out", () => {
    const { errors, body } = check({
      devotees: [
        devotee(
          "  Lakshmi Rao ",
          { gotra: " Kashyapa ", nakshatra: "Rohini", rashi: "Vrishabha", relation: "self" },
          1,
        ),
        devotee("Arjun Rao", { relation: "son" }, 2),
      ],
      preferredDate: "2026-12-01",
      intention: "  Health of the family  ",
      email: " lakshmi@example.org ",
    });
    expect(errors).toEqual({});
    expect(body).toEqual({
      service: "ritual",
      slug: "satyanarayan",
      devotees: [
        { name: "Lakshmi Rao", gotra: "Kashyapa", nakshatra: "Rohini", rashi: "Vrishabha", relation: "self" },
        { name: "Arjun Rao", relation: "son" },
      ],
      preferredDate: "2026-12-01",
      intention: "Health of the family",
      contact: { name: "Lakshmi Rao", phone: "+919876543210", email: "lakshmi@example.org" },
      timezone: "Europe/London",
      language: "en",
      website: "",
    });
  });

  it("sends no slug for astrology and passes the honeypot on as typed (the server refuses it)", () => {
    const { body } = checkBooking(draft({ website: "http://spam.example" }), { service: "astrology" }, TODAY);
    expect(body).not.toHaveProperty("slug");
    expect(body?.website).toBe("http://spam.example");
  });
});

describe("checkBooking: devotees", () => {
  it("needs at least one and at most ten", () => {
    expect(check({ devotees: [] }).errors).toEqual({ devotees: "sankalp.error.devoteeCount" });
    const ten = Array.from({ length: 10 }, (_, i) => devotee(`Devotee ${i + 1}`, {}, i));
    expect(check({ devotees: ten }).errors).toEqual({});
    const eleven = Array.from({ length: 11 }, (_, i) => devotee(`Devotee ${i + 1}`, {}, i));
    const { errors, body } = check({ devotees: eleven });
    expect(errors).toEqual({ devotees: "sankalp.error.devoteeCount" });
    expect(body).toBeNull();
  });

  it("needs every name, names the row at fault, and counts characters as the server does", () => {
    const rows = [devotee("Lakshmi", {}, 1), devotee("Arjun", {}, 2), devotee("   ", {}, 3)];
    expect(check({ devotees: rows }).errors).toEqual({ "devotees[2].name": "sankalp.error.nameRequired" });
    // 100 Devanagari letters are 100 characters, not 200 UTF-16 units… and 101 are too many.
    expect(check({ devotees: [devotee("अ".repeat(100))] }).errors).toEqual({});
    expect(check({ devotees: [devotee("😀".repeat(100))] }).errors).toEqual({});
    expect(check({ devotees: [devotee("a".repeat(101))] }).errors).toEqual({
      "devotees[0].name": "sankalp.error.nameLong",
    });
  });

  it("limits gotra and relation to 60 characters and takes nakshatra and rashi only from their lists", () => {
    const { errors } = check({
      devotees: [
        devotee("Lakshmi", { gotra: "g".repeat(61), relation: "r".repeat(61), nakshatra: "Pluto", rashi: "Leo" }),
      ],
    });
    expect(errors).toEqual({
      "devotees[0].gotra": "sankalp.error.detailLong",
      "devotees[0].relation": "sankalp.error.detailLong",
      "devotees[0].nakshatra": "sankalp.error.nakshatra",
      "devotees[0].rashi": "sankalp.error.rashi",
    });
    expect(
      check({
        devotees: [devotee("Lakshmi", { gotra: "g".repeat(60), nakshatra: "Purva Bhadrapada", rashi: "Meena" })],
      }).errors,
    ).toEqual({});
  });
});

describe("checkBooking: preferred date (India's today to a year ahead)", () => {
  it.each([
    ["", null],
    [TODAY, null],
    ["2027-11-25", null],
    ["2026-11-24", "sankalp.error.datePast"],
    ["2027-11-26", "sankalp.error.dateFar"],
    ["2026-02-30", "sankalp.error.dateInvalid"],
    ["25/12/2026", "sankalp.error.dateInvalid"],
  ])("%s → %s", (preferredDate, expected) => {
    expect(check({ preferredDate }).errors.preferredDate ?? null).toBe(expected);
  });

  it("reads today in India's time, not the device's", () => {
    // 20:00 UTC on 24 November is already 01:30 on the 25th in India.
    expect(todayInIndia(new Date("2026-11-24T20:00:00Z"))).toBe("2026-11-25");
    expect(todayInIndia(new Date("2026-11-24T18:00:00Z"))).toBe("2026-11-24");
  });

  it("a year ahead of 29 February is 28 February", () => {
    expect(yearAfter("2028-02-29")).toBe("2029-02-28");
    expect(yearAfter("2026-11-25")).toBe("2027-11-25");
  });
});

describe("checkBooking: contact", () => {
  it("needs the contact's name and a phone number", () => {
    expect(check({ contactName: " ", phone: "" }).errors).toEqual({
      "contact.name": "sankalp.error.contactNameRequired",
      "contact.phone": "sankalp.error.phoneRequired",
    });
    expect(check({ contactName: "n".repeat(101) }).errors).toEqual({ "contact.name": "sankalp.error.contactNameLong" });
  });

  it.each([
    ["IN", "98765 43210", "+919876543210"],
    ["IN", "+91 98765-43210", "+919876543210"],
    ["US", "(201) 555-0123", "+12015550123"],
    ["GB", "07400 123456", "+447400123456"],
    ["AU", "0412 345 678", "+61412345678"],
    ["AE", "050 123 4567", "+971501234567"],
    ["DE", "01512 3456789", "+4915123456789"],
    // Typed with the country code, whatever country is selected.
    ["IN", "+1 201 555 0123", "+12015550123"],
    ["IN", "0044 7400 123456", "+447400123456"],
    // Dots and brackets are written too.
    ["IN", "+91.98450.12345", "+919845012345"],
    ["IN", "(0) 98450 12345", "+919845012345"],
  ] as const)("%s %s → %s", (phoneCountry, phone, e164) => {
    const { errors, body } = check({ phoneCountry, phone });
    expect(errors).toEqual({});
    expect(body?.contact.phone).toBe(e164);
  });

  it.each([
    ["IN", "12345"],
    ["IN", "98765 43210 12"],
    ["US", "555-0123"],
    ["US", "(101) 555-0123"],
    ["GB", "98765 43210"],
    ["IN", "call me"],
    ["IN", "+999 1234 5678"],
    // Letters are refused, though the library alone finds a valid number in "+91 98450 12345A".
    ["IN", "+91 98450 1234A"],
    ["IN", "+91 98450 12345A"],
    ["IN", "98450 12345A"],
    ["US", "+1-800-FLOWERS"],
    ["US", "1-800-FLOWERS"],
    ["IN", "+91 +98450 12345"],
  ] as const)("%s %s is not a valid number", (phoneCountry, phone) => {
    expect(check({ phoneCountry, phone }).errors).toEqual({ "contact.phone": "sankalp.error.phoneInvalid" });
  });

  it("the same digits are valid or not depending on the country chosen", () => {
    expect(toE164("98765 43210", "IN")).toBe("+919876543210");
    expect(toE164("98765 43210", "US")).toBeNull();
  });

  it.each(["lakshmi@example.org", "a.b+tag@mail.example.co.in", "x@localhost"])("accepts the email %s", (email) => {
    expect(isEmail(email)).toBe(true);
    expect(check({ email }).errors).toEqual({});
  });

  it.each([
    "lakshmi",
    "lakshmi@",
    "@example.org",
    "a b@example.org",
    "a@example..org",
    "a@-example.org",
    `${"a".repeat(250)}@e.org`,
  ])("refuses the email %s", (email) => {
    expect(check({ email }).errors).toEqual({ "contact.email": "sankalp.error.emailInvalid" });
  });

  it("limits the intention to 2,000 characters", () => {
    expect(check({ intention: "ॐ".repeat(2000) }).errors).toEqual({});
    expect(check({ intention: "a".repeat(2001) }).errors).toEqual({ intention: "sankalp.error.intentionLong" });
  });
});

describe("firstErrorField", () => {
  it("follows the form's order, rows before the contact", () => {
    expect(firstErrorField({ "contact.phone": "x", "devotees[1].name": "y", preferredDate: "z" }, 2)).toBe(
      "devotees[1].name",
    );
    expect(firstErrorField({ "contact.email": "x", "contact.name": "y" }, 1)).toBe("contact.name");
    expect(firstErrorField({}, 1)).toBeNull();
  });
});
