import type { HistoryEntry } from "./types";
import { type BookingStatus, STATUS_PATH } from "./vocab";

export interface TimelineStep {
  status: BookingStatus;
  /** `done`: reached before; `current`: where the booking is now; `upcoming`: still ahead. */
  state: "done" | "current" | "upcoming" | "cancelled";
  /** When the step was reached (RFC 3339), from the history. */
  at: string | null;
  note: string | null;
}

/**
 * The booking's path as steps, from its status and history: every step of received → delivered with the
 * time it was reached, the current one marked. A cancelled booking shows the steps it had reached, then
 * the cancellation with its time and note, and nothing after.
 */
export function timelineSteps(status: BookingStatus, history: readonly HistoryEntry[]): TimelineStep[] {
  /** The latest entry of a status (a status is normally reached once). */
  const entryOf = (s: BookingStatus) =>
    [...history].reverse().find((h) => (h.kind ?? "status") === "status" && h.status === s) ?? null;

  if (status === "cancelled") {
    const reached = STATUS_PATH.filter((s) => s === "received" || entryOf(s));
    const cancelled = entryOf("cancelled");
    return [
      ...reached.map((s): TimelineStep => ({ status: s, state: "done", at: entryOf(s)?.at ?? null, note: null })),
      { status: "cancelled", state: "cancelled", at: cancelled?.at ?? null, note: cancelled?.note?.trim() || null },
    ];
  }

  const current = STATUS_PATH.indexOf(status);
  return STATUS_PATH.map((s, i): TimelineStep => {
    const state = i < current ? "done" : i === current ? "current" : "upcoming";
    return { status: s, state, at: state === "upcoming" ? null : (entryOf(s)?.at ?? null), note: null };
  });
}
