import { describe, expect, it } from "vitest";
import { formatDay, indiaLocalToRfc3339, isIsoDate, sameWallClock, toIndiaLocal } from "./dates";

describe("India's wall-clock time for the schedule", () => {
  it("reads a datetime-local value as India's time, whatever the device's zone", () => {
    expect(indiaLocalToRfc3339("2026-12-10T06:30")).toBe("2026-12-10T06:30:00+05:30");
    expect(indiaLocalToRfc3339("2026-12-10T06:30:15")).toBe("2026-12-10T06:30:15+05:30");
    expect(indiaLocalToRfc3339("2026-02-30T06:30")).toBeNull();
    expect(indiaLocalToRfc3339("")).toBeNull();
  });

  it("shows an instant as India's wall-clock time, the round trip included", () => {
    expect(toIndiaLocal("2026-12-10T01:00:00Z")).toBe("2026-12-10T06:30");
    expect(toIndiaLocal("2026-12-31T20:00:00Z")).toBe("2027-01-01T01:30");
    expect(new Date(indiaLocalToRfc3339(toIndiaLocal("2026-12-10T01:00:00Z"))!).toISOString()).toBe(
      "2026-12-10T01:00:00.000Z",
    );
  });

  it("tells when the devotee's zone shows the same time as India's", () => {
    expect(sameWallClock("2026-12-10T01:00:00Z", "Asia/Kolkata", "Asia/Calcutta")).toBe(true);
    expect(sameWallClock("2026-12-10T01:00:00Z", "Europe/London", "Asia/Kolkata")).toBe(false);
  });

  it("formats a date without shifting its day", () => {
    expect(formatDay("2026-12-01")).toBe("1 Dec 2026");
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
  });
});
