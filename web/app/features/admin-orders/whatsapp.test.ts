import { describe, expect, it } from "vitest";
import type { AdminBooking } from "@/features/bookings/types";
import { devoteeChatUrl } from "./whatsapp";

const booking = (over: Partial<AdminBooking> = {}): AdminBooking => ({
  id: "b1",
  reference: "SKP-7K3Q9M",
  service: "ritual",
  slug: "satyanarayan",
  ritualTitle: "Satyanarayan Puja",
  devotees: [{ name: "Lakshmi Rao", gotra: "Kashyapa" }],
  preferredDate: null,
  intention: "Health of my mother",
  contact: { name: "Lakshmi Rao", phone: "+447400123456", email: "lakshmi@example.org" },
  notes: [],
  updatedAt: "2026-11-25T02:40:00Z",
  timezone: "Europe/London",
  status: "confirmed",
  history: [],
  scheduledAt: null,
  amount: null,
  paid: false,
  upi: null,
  proof: [],
  createdAt: "2026-11-25T02:40:00Z",
  ...over,
});

const LINK = "https://sankalp.example/booking/q3Xw0vJ9S3mC4kH1pZ8a2Q";

describe("devoteeChatUrl", () => {
  it("opens a chat to the devotee's number with the status and the private link, and never their names or intention", () => {
    const url = new URL(devoteeChatUrl(booking(), LINK)!);
    expect(url.origin + url.pathname).toBe("https://api.whatsapp.com/send");
    expect(url.searchParams.get("phone")).toBe("447400123456");
    expect(url.searchParams.get("text")).toBe(
      `Namaste. Your booking SKP-7K3Q9M (Satyanarayan Puja) is now confirmed. Follow your booking here: ${LINK}`,
    );
    for (const secret of ["Lakshmi", "Kashyapa", "mother", "lakshmi@", "447400123456"]) {
      expect(url.searchParams.get("text")).not.toContain(secret);
    }
    for (const secret of ["Lakshmi", "Kashyapa", "mother", "lakshmi@"]) expect(url.href).not.toContain(secret);
    // The only parameters: the number and the text.
    expect([...url.searchParams.keys()]).toEqual(["phone", "text"]);
    // Spaces as %20, as WhatsApp expects, not `+`; the link's own characters are encoded, so it arrives whole.
    expect(url.search).not.toContain("+");
    expect(url.search).toContain(encodeURIComponent(LINK));
  });

  it("adds the time in India once scheduled", () => {
    const url = new URL(devoteeChatUrl(booking({ status: "scheduled", scheduledAt: "2026-12-10T01:00:00Z" }), LINK)!);
    expect(url.searchParams.get("text")).toBe(
      `Namaste. Your booking SKP-7K3Q9M (Satyanarayan Puja) is now scheduled. It is scheduled for 10 Dec 2026, 6:30 am IST, India's time. Follow your booking here: ${LINK}`,
    );
  });

  it("gives no time for a scheduled time that is not the status any more", () => {
    const url = new URL(devoteeChatUrl(booking({ status: "performed", scheduledAt: "2026-12-10T01:00:00Z" }), LINK)!);
    expect(url.searchParams.get("text")).not.toContain("scheduled for");
    expect(url.searchParams.get("text")).toContain("is now performed.");
  });

  it("offers no chat once the contact is erased", () => {
    expect(devoteeChatUrl(booking({ contact: {} }), LINK)).toBeNull();
  });
});
