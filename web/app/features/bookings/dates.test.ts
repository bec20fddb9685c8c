import { describe, expect, it } from "vitest";
import {
  formatDay,
  indiaLocalToRfc3339,
  isIsoDate,
  sameWallClock,
  toIndiaLocal,
  toZoneLocal,
  zoneLocalToRfc3339,
} from "./dates";

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

describe("times in a time zone of the priest's choosing", () => {
  it("reads a typed wall-clock time in that zone", () => {
    expect(zoneLocalToRfc3339("2026-12-01T07:30", "Asia/Kolkata")).toBe("2026-12-01T02:00:00.000Z");
    expect(zoneLocalToRfc3339("2026-12-01T07:30", "Europe/London")).toBe("2026-12-01T07:30:00.000Z");
    expect(zoneLocalToRfc3339("2026-07-01T07:30", "Europe/London")).toBe("2026-07-01T06:30:00.000Z");
    expect(zoneLocalToRfc3339("2026-07-01T07:30", "America/New_York")).toBe("2026-07-01T11:30:00.000Z");
    expect(zoneLocalToRfc3339("2026-02-30T07:30", "Asia/Kolkata")).toBeNull();
    expect(zoneLocalToRfc3339("tomorrow", "Asia/Kolkata")).toBeNull();
  });

  it("shows an instant as that zone's wall clock, and back again", () => {
    expect(toZoneLocal("2026-12-01T02:00:00Z", "Asia/Kolkata")).toBe("2026-12-01T07:30");
    expect(toZoneLocal("2026-07-01T06:30:00Z", "Europe/London")).toBe("2026-07-01T07:30");
    const local = toZoneLocal("2026-03-29T12:15:00Z", "Europe/Berlin");
    expect(zoneLocalToRfc3339(local, "Europe/Berlin")).toBe("2026-03-29T12:15:00.000Z");
  });
});
