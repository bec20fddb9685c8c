import { describe, expect, it } from "vitest";
import { historyText, showsNote } from "./history";

const at = "2026-11-25T04:00:00Z";

describe("historyText", () => {
  it("says what each kind of entry did, with its detail in India's time and rupees", () => {
    expect(historyText({ kind: "status", status: "confirmed", at })).toBe("Status: Confirmed");
    expect(historyText({ kind: "schedule", note: "2026-12-10T01:00:00+00:00", at })).toBe(
      "Scheduled for 10 Dec 2026, 6:30 am IST",
    );
    expect(historyText({ kind: "amount", note: "2100", at })).toBe("Amount set to ₹2,100");
    expect(historyText({ kind: "paid", note: "true", at })).toBe("Marked paid");
    expect(historyText({ kind: "paid", note: "false", at })).toBe("Marked not paid");
    expect(historyText({ kind: "note", note: "Call after 6 pm", at })).toBe("Private note");
    expect(historyText({ kind: "link", at })).toBe("Private link shared");
  });

  it("shows the text of notes and of status notes only", () => {
    expect(showsNote({ kind: "note", note: "Call after 6 pm", at })).toBe(true);
    expect(showsNote({ kind: "status", status: "cancelled", note: "No slot", at })).toBe(true);
    expect(showsNote({ kind: "amount", note: "2100", at })).toBe(false);
  });
});
