import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatInstant } from "./dates";
import { StatusTimeline } from "./status-timeline";
import { timelineSteps } from "./timeline";
import type { HistoryEntry } from "./types";

const RECEIVED = { status: "received", at: "2026-11-20T04:30:00Z" } as const;
const CONFIRMED = { status: "confirmed", at: "2026-11-21T05:00:00Z" } as const;
const SCHEDULED = { status: "scheduled", at: "2026-11-22T06:15:00Z" } as const;

const steps = () => screen.getAllByTestId("timeline-step");
const labels = () => steps().map((li) => li.querySelector("p")?.firstChild?.textContent);

describe("timelineSteps", () => {
  it("walks received → delivered in order, dates for the steps reached, the current one marked", () => {
    expect(timelineSteps("confirmed", [RECEIVED, CONFIRMED])).toEqual([
      { status: "received", state: "done", at: RECEIVED.at, note: null },
      { status: "confirmed", state: "current", at: CONFIRMED.at, note: null },
      { status: "scheduled", state: "upcoming", at: null, note: null },
      { status: "performed", state: "upcoming", at: null, note: null },
      { status: "delivered", state: "upcoming", at: null, note: null },
    ]);
  });

  it("a cancelled booking shows what it reached, then the cancellation with its note, and nothing after", () => {
    const history: HistoryEntry[] = [
      RECEIVED,
      CONFIRMED,
      { status: "cancelled", at: "2026-11-23T07:00:00Z", note: " The family is travelling. " },
    ];
    expect(timelineSteps("cancelled", history)).toEqual([
      { status: "received", state: "done", at: RECEIVED.at, note: null },
      { status: "confirmed", state: "done", at: CONFIRMED.at, note: null },
      { status: "cancelled", state: "cancelled", at: "2026-11-23T07:00:00Z", note: "The family is travelling." },
    ]);
  });

  it("takes the latest entry of a status and tolerates a history that lacks one", () => {
    const again = { status: "confirmed", at: "2026-11-24T00:00:00Z" } as const;
    expect(timelineSteps("scheduled", [RECEIVED, CONFIRMED, again, SCHEDULED])[1]).toMatchObject({ at: again.at });
    expect(timelineSteps("received", [])[0]).toEqual({ status: "received", state: "current", at: null, note: null });
  });
});

describe("<StatusTimeline>", () => {
  it("lists the five steps in order with the dates, in the time zone given", () => {
    render(
      <StatusTimeline
        status="scheduled"
        history={[RECEIVED, CONFIRMED, SCHEDULED]}
        formatAt={(iso) => formatInstant(iso, "Asia/Kolkata")}
      />,
    );
    expect(labels()).toEqual(["Received", "Confirmed", "Scheduled", "Performed", "Delivered"]);
    const [received, , scheduled, performed] = steps();
    // 04:30 UTC is 10:00 in India.
    expect(within(received!).getByText(/20 Nov 2026, 10:00\s?am/i)).toHaveAttribute("datetime", RECEIVED.at);
    expect(scheduled).toHaveAttribute("aria-current", "step");
    expect(scheduled).toHaveAttribute("data-state", "current");
    expect(within(scheduled!).getByText(/22 Nov 2026, 11:45\s?am/i)).toBeInTheDocument();
    expect(performed).toHaveAttribute("data-state", "upcoming");
    expect(performed!.querySelector("time")).toBeNull();
    expect(within(performed!).getByText("(not yet)")).toBeInTheDocument();
  });

  it("shows dates in the reader's zone: the same instant in London", () => {
    render(
      <StatusTimeline status="received" history={[RECEIVED]} formatAt={(iso) => formatInstant(iso, "Europe/London")} />,
    );
    expect(within(steps()[0]!).getByText(/20 Nov 2026, 4:30\s?am/i)).toBeInTheDocument();
  });

  it("shows a cancellation with its date and note, and no steps after it", () => {
    render(
      <StatusTimeline
        status="cancelled"
        history={[RECEIVED, { status: "cancelled", at: "2026-11-21T09:30:00Z", note: "No slot before the festival." }]}
        formatAt={(iso) => formatInstant(iso, "Asia/Kolkata")}
      />,
    );
    expect(labels()).toEqual(["Received", "Cancelled"]);
    const cancelled = steps()[1]!;
    expect(cancelled).toHaveAttribute("data-state", "cancelled");
    expect(within(cancelled).getByText(/21 Nov 2026, 3:00\s?pm/i)).toBeInTheDocument();
    expect(within(cancelled).getByText("No slot before the festival.")).toBeInTheDocument();
    expect(screen.queryByText("Delivered")).toBeNull();
  });

  it("a delivered booking has every step done and the last one current", () => {
    const history: HistoryEntry[] = [
      RECEIVED,
      CONFIRMED,
      SCHEDULED,
      { status: "performed", at: "2026-11-25T03:00:00Z" },
      { status: "delivered", at: "2026-11-25T12:00:00Z" },
    ];
    render(
      <StatusTimeline status="delivered" history={history} formatAt={(iso) => formatInstant(iso, "Asia/Kolkata")} />,
    );
    expect(steps().map((s) => s.getAttribute("data-state"))).toEqual(["done", "done", "done", "done", "current"]);
    expect(steps().every((s) => s.querySelector("time"))).toBe(true);
  });
});
