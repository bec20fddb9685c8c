import { describe, expect, it } from "vitest";
import { bookingMessage, bookingUrl, callUrl, sankalpPath } from "@/lib/booking";

const WHATSAPP = "+911234567890";

describe("bookingUrl", () => {
  it("sends the provider's number, without its plus, as the phone query parameter", () => {
    const url = new URL(bookingUrl({ kind: "general" }, WHATSAPP));
    expect(url.origin + url.pathname).toBe("https://api.whatsapp.com/send");
    expect(url.searchParams.get("phone")).toBe("911234567890");
  });

  it("names the ritual being booked, encoded", () => {
    const href = bookingUrl({ kind: "ritual", name: "Durga Saptashati Parayana" }, WHATSAPP);
    expect(href).toContain("text=Namaste%2C%20I%20would%20like%20to%20book%20Durga%20Saptashati%20Parayana.");
    expect(new URL(href).searchParams.get("text")).toBe("Namaste, I would like to book Durga Saptashati Parayana.");
  });

  it("keeps reserved characters of a name inside the text parameter", () => {
    const url = new URL(bookingUrl({ kind: "pilgrimage", name: "Kurukshetra & Pehowa #1?" }, WHATSAPP));
    expect(url.searchParams.get("text")).toBe(
      "Namaste, I would like to book a pilgrimage service at Kurukshetra & Pehowa #1?.",
    );
    expect([...url.searchParams.keys()]).toEqual(["phone", "text"]);
  });

  it("has a message for every kind of booking", () => {
    expect(bookingMessage({ kind: "general" })).toMatch(/^Namaste/);
    expect(bookingMessage({ kind: "astrology" })).toContain("Prashna");
    expect(bookingUrl({ kind: "general" }, "+15551234567")).toContain("phone=15551234567");
  });

  it("calls the provider with a tel: link", () => {
    expect(callUrl(WHATSAPP)).toBe("tel:+911234567890");
  });
});

describe("sankalpPath", () => {
  it("points at the sankalp form of the ritual, the pilgrimage site or astrology", () => {
    expect(sankalpPath({ kind: "ritual", slug: "satyanarayan" })).toBe("/sankalp/ritual/satyanarayan");
    expect(sankalpPath({ kind: "pilgrimage", slug: "brahma-sarovar" })).toBe("/sankalp/pilgrimage/brahma-sarovar");
    expect(sankalpPath({ kind: "astrology" })).toBe("/sankalp/astrology");
  });
});
