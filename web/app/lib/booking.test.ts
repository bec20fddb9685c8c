import { describe, expect, it } from "vitest";
import { bookingMessage, bookingUrl, callUrl } from "@/lib/booking";
import { site } from "@/content/site";

describe("bookingUrl", () => {
  it("sends the provider's number as the phone query parameter", () => {
    const url = new URL(bookingUrl());
    expect(url.origin + url.pathname).toBe("https://api.whatsapp.com/send");
    expect(url.searchParams.get("phone")).toBe(site.whatsapp);
    expect(site.whatsapp).toMatch(/^\d{8,15}$/);
  });

  it("names the ritual being booked, encoded", () => {
    const href = bookingUrl({ kind: "ritual", name: "Durga Saptashati Parayana" });
    expect(href).toContain("text=Namaste%2C%20I%20would%20like%20to%20book%20Durga%20Saptashati%20Parayana.");
    expect(new URL(href).searchParams.get("text")).toBe(
      "Namaste, I would like to book Durga Saptashati Parayana.",
    );
  });

  it("keeps reserved characters of a name inside the text parameter", () => {
    const url = new URL(bookingUrl({ kind: "pilgrimage", name: "Kurukshetra & Pehowa #1?" }));
    expect(url.searchParams.get("text")).toBe(
      "Namaste, I would like to book a pilgrimage service at Kurukshetra & Pehowa #1?.",
    );
    expect([...url.searchParams.keys()]).toEqual(["phone", "text"]);
  });

  it("has a message for every kind of booking", () => {
    expect(bookingMessage({ kind: "general" })).toMatch(/^Namaste/);
    expect(bookingMessage({ kind: "astrology" })).toContain("Prashna");
    expect(bookingUrl({ kind: "general" }, "15551234567")).toContain("phone=15551234567");
  });

  it("calls the provider with a tel: link", () => {
    expect(callUrl()).toBe(`tel:${site.phoneE164}`);
  });
});
