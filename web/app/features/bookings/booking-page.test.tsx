import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingPage } from "./booking-page";
import { JustBookedBanner } from "./just-booked-banner";
import type { TrackedBooking } from "./types";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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

/** Answers the track call with `track`, and DELETE with 200. */
function stubApi(track: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? "GET"} ${url}`);
      if (init.method === "DELETE")
        return new Response(JSON.stringify({ statusCode: 200, success: true, message: "", data: {} }));
      return new Response(JSON.stringify(track.body), { status: track.status });
    }),
  );
  return calls;
}

const ok = (b: TrackedBooking) => ({
  status: 200,
  body: { statusCode: 200, success: true, message: "", data: { booking: b } },
});

function renderPage() {
  const Stub = createRoutesStub([{ path: "/booking/:token", Component: () => <BookingPage token="tok_abc" /> }]);
  render(<Stub initialEntries={["/booking/tok_abc"]} />);
}

describe("the private booking page", () => {
  it("shows the booking: reference, status, the people, no payment yet", async () => {
    stubApi(ok(booking()));
    renderPage();
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("SKP-7K3Q9M");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Satyanarayan Puja");
    expect(screen.getByTestId("booking-status")).toHaveTextContent("Received");
    expect(within(screen.getByTestId("booking-devotees")).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("The priest tells you the offering once the booking is confirmed.")).toBeInTheDocument();
    expect(screen.queryByTestId("just-booked")).toBeNull();
  });

  it("while it asks, says so politely and holds the booking's place with placeholders hidden from readers", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage();
    const waiting = screen.getByTestId("booking-loading");
    expect(waiting).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Opening your booking…");
    // Nothing but the status line is read out: no heading, list or button stands in for the booking's.
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    const hidden = [...waiting.children].filter((child) => child.getAttribute("aria-hidden") === "true");
    expect(hidden).toHaveLength(2);
    await act(async () => answer(new Response(JSON.stringify(ok(booking()).body))));
    expect(await screen.findByTestId("booking-page")).not.toHaveAttribute("aria-busy");
    expect(screen.queryByTestId("booking-loading")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the banner of a booking just made at once, and keeps the same one when the booking arrives", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const chat = "https://api.whatsapp.com/send?phone=911234567890&text=Booking%20SKP-7K3Q9M";
    const Stub = createRoutesStub([{ path: "/booking/:token", Component: () => <BookingPage token="tok_abc" /> }]);
    render(
      <Stub
        initialEntries={[
          { pathname: "/booking/tok_abc", state: { justBooked: { reference: "SKP-7K3Q9M", whatsappUrl: chat } } },
        ]}
      />,
    );
    const banner = screen.getByTestId("just-booked");
    expect(screen.getByTestId("booking-loading")).toContainElement(banner);
    expect(banner).toHaveTextContent("SKP-7K3Q9M");
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => answer(new Response(JSON.stringify(ok(booking()).body))));
    expect(screen.getByTestId("booking-page")).toContainElement(banner);
    expect(screen.getByTestId("just-booked")).toBe(banner);
    // The chat opens once, two seconds after the banner first showed, not after the booking arrived.
    act(() => vi.advanceTimersByTime(1000));
    expect(assign).toHaveBeenCalledExactlyOnceWith(chat);
  });

  it("says so when the link opens nothing (unknown or erased token)", async () => {
    stubApi({ status: 404, body: { statusCode: 404, success: false, message: "Booking not found", data: null } });
    renderPage();
    expect(await screen.findByTestId("booking-missing")).toHaveTextContent("This booking cannot be found");
  });

  it("shows the amount paid, and the proof video with a player that asks for metadata only", async () => {
    stubApi(
      ok(
        booking({
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
      ),
    );
    renderPage();
    expect(await screen.findByTestId("amount")).toHaveTextContent("₹2,100");
    expect(screen.getByTestId("paid")).toHaveTextContent("Paid");
    expect(screen.queryByTestId("upi-qr")).toBeNull();
    const video = screen.getByTestId("proof-video");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("src", "/api/v1/bookings/track/tok_abc/proof/p.mp4");
  });

  /** The browser's clock in `timeZone` (what `ownTimeZone` reads). */
  function browserIn(timeZone: string) {
    const options = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ ...options, timeZone });
  }

  it("shows the scheduled time in India's time and in the devotee's own", async () => {
    browserIn("Europe/London");
    stubApi(ok(booking({ status: "scheduled", scheduledAt: "2026-12-01T01:00:00Z" })));
    renderPage();
    const scheduled = await screen.findByTestId("scheduled");
    const lines = within(scheduled).getAllByText(/\d{1,2}:\d{2}/);
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/1 Dec 2026, 6:30\s?am IST/i),
      expect.stringMatching(/1 Dec 2026, 1:00\s?am (GMT|UTC)/i),
    ]);
    expect(scheduled).toHaveTextContent("(India's time)");
    expect(scheduled).toHaveTextContent("(your time)");
    vi.restoreAllMocks();
  });

  it("shows the scheduled time once when the devotee's clock is India's", async () => {
    browserIn("Asia/Kolkata");
    stubApi(ok(booking({ status: "scheduled", scheduledAt: "2026-12-01T01:00:00Z" })));
    renderPage();
    const scheduled = await screen.findByTestId("scheduled");
    expect(within(scheduled).getAllByText(/\d{1,2}:\d{2}/)).toHaveLength(1);
    expect(scheduled).not.toHaveTextContent("(your time)");
    vi.restoreAllMocks();
  });

  it("withdraws only after the confirmation, then says the booking is erased", async () => {
    const calls = stubApi(ok(booking()));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Withdraw and erase" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw and erase this booking?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my booking" }));
    expect(calls.filter((c) => c.startsWith("DELETE"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Withdraw and erase" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Erase for good" }));
    expect(await screen.findByTestId("booking-erased")).toHaveTextContent("Your booking was erased");
    expect(calls).toContain("DELETE /api/v1/bookings/track/tok_abc");
  });
});

describe("the just-booked banner", () => {
  const chat = "https://api.whatsapp.com/send?phone=911234567890&text=Booking%20SKP-7K3Q9M";

  it("opens the WhatsApp chat after a moment, once", () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: "http://localhost/booking/tok_abc" });
    render(<JustBookedBanner reference="SKP-7K3Q9M" whatsappUrl={chat} />);
    expect(screen.getByTestId("just-booked")).toHaveTextContent("Thank you! Your booking SKP-7K3Q9M is received.");
    act(() => vi.advanceTimersByTime(1900));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(assign).toHaveBeenCalledExactlyOnceWith(chat);
  });

  it("stays when asked, and never follows an address that is not WhatsApp's chat", () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { unmount } = render(<JustBookedBanner reference="SKP-7K3Q9M" whatsappUrl={chat} />);
    act(() => screen.getByRole("button", { name: "Stay on this page" }).click());
    act(() => vi.advanceTimersByTime(5000));
    unmount();
    render(<JustBookedBanner reference="SKP-7K3Q9M" whatsappUrl="https://evil.example/send?x" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "Open WhatsApp now" })).toBeNull();
  });
});
