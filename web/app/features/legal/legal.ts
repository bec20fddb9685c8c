const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "21 August 2025" → "2025-08-21", for `<time dateTime>` and structured data; undefined if unreadable. */
export function isoDate(display: string): string | undefined {
  const match = /^(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})$/.exec(display.trim());
  if (!match) return undefined;
  const [, day, monthName, year] = match as unknown as [string, string, string, string];
  const month = MONTHS.findIndex((m) => m.startsWith(monthName.toLowerCase()) && monthName.length >= 3);
  if (month < 0 || Number(day) < 1 || Number(day) > 31) return undefined;
  return `${year}-${String(month + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A heading's in-page anchor: "Payments and cancellations" → "payments-and-cancellations". */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
