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

describe("devoteeChatUrl", () => {
  it("opens a chat to the devotee's number with the status, and never their names or intention", () => {
    const url = new URL(devoteeChatUrl(booking())!);
    expect(url.origin + url.pathname).toBe("https://api.whatsapp.com/send");
    expect(url.searchParams.get("phone")).toBe("447400123456");
    expect(url.searchParams.get("text")).toBe(
      "Namaste. Your booking SKP-7K3Q9M (Satyanarayan Puja) is now confirmed. You can follow it on your private page, at the link you received when booking.",
    );
    for (const secret of ["Lakshmi", "Kashyapa", "mother", "lakshmi@"]) expect(url.href).not.toContain(secret);
    // Spaces as %20, as WhatsApp expects, not `+`.
    expect(url.search).not.toContain("+");
  });

  it("adds the time in India once scheduled", () => {
    const url = new URL(devoteeChatUrl(booking({ status: "scheduled", scheduledAt: "2026-12-10T01:00:00Z" }))!);
    expect(url.searchParams.get("text")).toBe(
      "Namaste. Your booking SKP-7K3Q9M (Satyanarayan Puja) is now scheduled. It is scheduled for 10 Dec 2026, 6:30 am IST, India's time. You can follow it on your private page, at the link you received when booking.",
    );
  });

  it("offers no chat once the contact is erased", () => {
    expect(devoteeChatUrl(booking({ contact: {} }))).toBeNull();
  });
});
