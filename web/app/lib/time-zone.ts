import { createContext, useContext } from "react";

/**
 * The priest's time zone (the site settings' `timezone`, an IANA name), in which the admin area shows
 * and takes times. The admin shell provides it (routes/admin/layout.tsx); India's until then.
 */
export const TimeZoneContext = createContext("Asia/Kolkata");

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
