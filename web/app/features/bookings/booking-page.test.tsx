import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PrivateBooking, type WallClocks } from "./booking-page";
import { BookingPage } from "./booking-page";
import { bookingPage } from "./booking-page.island";
import { rememberJustBooked } from "./just-booked";
import type { TrackedBooking } from "./types";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  document.body.innerHTML = "";
});

const booking = (over: Partial<TrackedBooking> = {}): TrackedBooking => ({
  reference: "SKP-7K3Q9M",
  service: "ritual",
  slug: "satyanarayan",
  ritualTitle: "Satyanarayan Puja",
  devotees: [
    { name: "Lakshmi Rao", gotra: "Kashyapa", nakshatra: "Rohini", relation: "self" },
    { name: "Arjun Rao", relation: "son" },
  ],
  preferredDate: "2026-12-10",
  intention: "Health of the family",
  contact: { name: "Lakshmi Rao", phone: "+447400123456" },
  timezone: "Europe/London",
  status: "received",
  history: [{ kind: "status", status: "received", at: "2026-11-25T02:40:00Z" }],
  paid: false,
  proof: [],
  createdAt: "2026-11-25T02:40:00Z",
  ...over,
});

/** The wall clocks the server works out (features/bookings/page.rs), for a devotee in London in winter. */
const LONDON: Record<string, WallClocks> = {
  "2026-11-25T02:40:00Z": { india: "2026-11-25T08:10", own: "2026-11-25T02:40", zone: "GMT" },
  "2026-12-01T01:00:00Z": { india: "2026-12-01T06:30", own: "2026-12-01T01:00", zone: "GMT" },
  "2026-12-10T03:00:00Z": { india: "2026-12-10T08:30", own: "2026-12-10T03:00", zone: "GMT" },
};

/** The page as the server draws it with `item`, brought to life by its island; returns the chats followed. */
function renderPage(item: PrivateBooking, withIsland = true) {
  document.body.innerHTML = `<main>${renderToString(<BookingPage item={item} />)}</main>`;
  const followed: string[] = [];
  if (withIsland) bookingPage(document, (url) => followed.push(url));
  return followed;
}

const page = (over: Partial<TrackedBooking> = {}, clock = LONDON): PrivateBooking => ({
  booking: booking(over),
  clock,
});

/** Answers DELETE of the track call with `status`. */
function stubDelete(status = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? "GET"} ${url}`);
      return new Response(JSON.stringify({ statusCode: status, success: status === 200, message: "", data: {} }), {
        status,
      });
    }),
  );
  return calls;
}

const CHAT = "https://api.whatsapp.com/send?phone=911234567890&text=Booking%20SKP-7K3Q9M";

describe("the private booking page", () => {
  it("arrives whole: reference, status, the people, no payment yet, no banner", () => {
    renderPage(page(), false);
    expect(screen.getByTestId("booking-reference")).toHaveTextContent("SKP-7K3Q9M");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Satyanarayan Puja");
    expect(screen.getByTestId("booking-status")).toHaveTextContent("Received");
    expect(within(screen.getByTestId("booking-devotees")).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("The priest tells you the offering once the booking is confirmed.")).toBeInTheDocument();
    // When it was made, in the timeline and the details: on the devotee's own clock.
    expect(screen.getAllByText("25 Nov 2026, 2:40 am GMT")).toHaveLength(2);
    expect(screen.queryByTestId("just-booked")).toBeNull();
  });

  it("says so when the link opens nothing (unknown or erased token)", () => {
    renderPage({ booking: null, clock: {} });
    expect(screen.getByTestId("booking-missing")).toHaveTextContent("This booking cannot be found");
  });

  it("shows the amount paid, and the proof video with a player that asks for metadata only", () => {
    renderPage(
      page({
        status: "delivered",
        amount: 2100,
        paid: true,
        proof: [
          {
            kind: "video",
            url: "/api/v1/bookings/track/tok_abc/proof/p.mp4",
            contentType: "video/mp4",
            size: 1000,
            createdAt: "2026-12-10T03:00:00Z",
          },
        ],
      }),
    );
    expect(screen.getByTestId("amount")).toHaveTextContent("₹2,100");
    expect(screen.getByTestId("paid")).toHaveTextContent("Paid");
    expect(screen.queryByTestId("upi-qr")).toBeNull();
    const video = screen.getByTestId("proof-video");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("src", "/api/v1/bookings/track/tok_abc/proof/p.mp4");
  });

  it("draws the UPI QR code in the page, and copies the UPI ID", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPage(
      page({
        status: "confirmed",
        amount: 1100,
        upi: { uri: "upi://pay?pa=priest@upi&pn=Sankalp&am=1100.00&cu=INR", id: "priest@upi", payee: "Sankalp" },
      }),
    );
    const qr = screen.getByTestId("upi-qr");
    expect(qr.querySelector("svg path")).not.toBeNull();
    expect(qr).toHaveAccessibleName("UPI payment QR code: ₹1,100 to Sankalp");
    // A plain click: user-event would put a clipboard of its own in place of this one.
    screen.getByRole("button", { name: "Copy" }).click();
    expect(writeText).toHaveBeenCalledWith("priest@upi");
    expect(await screen.findByText("Copied.")).toBeInTheDocument();
  });

  it("shows the scheduled time in India's time and in the devotee's own", () => {
    renderPage(page({ status: "scheduled", scheduledAt: "2026-12-01T01:00:00Z" }));
    const scheduled = screen.getByTestId("scheduled");
    expect(
      within(scheduled)
        .getAllByText(/\d{1,2}:\d{2}/)
        .map((l) => l.textContent),
    ).toEqual(["1 Dec 2026, 6:30 am IST", "1 Dec 2026, 1:00 am GMT"]);
    expect(scheduled).toHaveTextContent("(India's time)");
    expect(scheduled).toHaveTextContent("(your time)");
  });

  it("shows the scheduled time once when the devotee's clock is India's", () => {
    const india = { india: "2026-12-01T06:30", own: "2026-12-01T06:30", zone: "IST" };
    renderPage(
      page({ status: "scheduled", scheduledAt: "2026-12-01T01:00:00Z" }, { ...LONDON, "2026-12-01T01:00:00Z": india }),
    );
    const scheduled = screen.getByTestId("scheduled");
    expect(within(scheduled).getAllByText(/\d{1,2}:\d{2}/)).toHaveLength(1);
    expect(scheduled).not.toHaveTextContent("(your time)");
  });

  it("withdraws only after the confirmation, then says the booking is erased", async () => {
    window.history.replaceState(null, "", "/booking/tok_abc");
    const calls = stubDelete();
    const user = userEvent.setup();
    renderPage(page());
    await user.click(screen.getByRole("button", { name: "Withdraw and erase" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw and erase this booking?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my booking" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Withdraw and erase" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Erase for good" }));
    expect(await screen.findByTestId("booking-erased")).toHaveTextContent("Your booking was erased");
    expect(calls).toEqual(["DELETE /api/v1/bookings/track/tok_abc"]);
    expect(screen.queryByTestId("booking-page")).toBeNull();
  });

  it("keeps the booking and says why when the erasure fails", async () => {
    window.history.replaceState(null, "", "/booking/tok_abc");
    stubDelete(404);
    const user = userEvent.setup();
    renderPage(page());
    await user.click(screen.getByRole("button", { name: "Withdraw and erase" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Erase for good" }));
    expect(await within(screen.getByRole("dialog")).findByRole("alert")).toHaveTextContent(
      "This booking was already erased.",
    );
    expect(screen.getByTestId("booking-page")).toBeInTheDocument();
  });
});

describe("the just-booked banner", () => {
  it("shows for the booking this tab just made, and opens the WhatsApp chat after a moment, once", () => {
    vi.useFakeTimers();
    rememberJustBooked({ reference: "SKP-7K3Q9M", whatsappUrl: CHAT });
    const followed = renderPage(page());
    expect(screen.getByTestId("just-booked")).toHaveTextContent("Thank you! Your booking SKP-7K3Q9M is received.");
    vi.advanceTimersByTime(1900);
    expect(followed).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(followed).toEqual([CHAT]);
    // Back from WhatsApp (the page drawn again): the banner, and no second trip.
    document.body.innerHTML = "";
    const again = renderPage(page());
    expect(screen.getByTestId("just-booked")).toHaveTextContent("Open WhatsApp when you are ready");
    vi.advanceTimersByTime(5000);
    expect(again).toEqual([]);
  });

  it("closes when asked, and the chat is then not opened by itself", () => {
    vi.useFakeTimers();
    rememberJustBooked({ reference: "SKP-7K3Q9M", whatsappUrl: CHAT });
    const followed = renderPage(page());
    screen.getByRole("button", { name: "Close" }).click();
    expect(screen.queryByTestId("just-booked")).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(followed).toEqual([]);
  });

  it("is not shown for another booking", () => {
    rememberJustBooked({ reference: "SKP-AAAAAA", whatsappUrl: CHAT });
    renderPage(page());
    expect(screen.queryByTestId("just-booked")).toBeNull();
  });

  it("stays when asked, and never follows an address that is not WhatsApp's chat", () => {
    vi.useFakeTimers();
    rememberJustBooked({ reference: "SKP-7K3Q9M", whatsappUrl: CHAT });
    const followed = renderPage(page());
    screen.getByRole("button", { name: "Stay on this page" }).click();
    vi.advanceTimersByTime(5000);
    expect(followed).toEqual([]);
    document.body.innerHTML = "";
    sessionStorage.clear();
    rememberJustBooked({ reference: "SKP-7K3Q9M", whatsappUrl: "https://evil.example/send?x" });
    const evil = renderPage(page());
    vi.advanceTimersByTime(5000);
    expect(evil).toEqual([]);
    expect(screen.queryByRole("link", { name: "Open WhatsApp now" })).toBeNull();
  });
});
