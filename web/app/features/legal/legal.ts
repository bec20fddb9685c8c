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

/** Full month names as the legal pages write them in Hindi, Marathi and Kannada (a date is written with
 * Latin digits in every language: "21 ಆಗಸ್ಟ್ 2025"). */
const OTHER_MONTHS: readonly (readonly string[])[] = [
  ["जनवरी", "जानेवारी", "ಜನವರಿ"],
  ["फ़रवरी", "फरवरी", "फेब्रुवारी", "ಫೆಬ್ರವರಿ"],
  ["मार्च", "ಮಾರ್ಚ್"],
  ["अप्रैल", "एप्रिल", "ಏಪ್ರಿಲ್"],
  ["मई", "मे", "ಮೇ"],
  ["जून", "ಜೂನ್"],
  ["जुलाई", "जुलै", "ಜುಲೈ"],
  ["अगस्त", "ऑगस्ट", "ಆಗಸ್ಟ್"],
  ["सितंबर", "सितम्बर", "सप्टेंबर", "ಸೆಪ್ಟೆಂಬರ್"],
  ["अक्टूबर", "अक्तूबर", "ऑक्टोबर", "ಅಕ್ಟೋಬರ್"],
  ["नवंबर", "नवम्बर", "नोव्हेंबर", "ನವೆಂಬರ್"],
  ["दिसंबर", "दिसम्बर", "डिसेंबर", "ಡಿಸೆಂಬರ್"],
];

/** "21 August 2025" (or "21 अगस्त 2025") → "2025-08-21", for `<time dateTime>` and structured data;
 * undefined if unreadable. */
export function isoDate(display: string): string | undefined {
  const match = /^(\d{1,2})\s+(\S+)\s+(\d{4})$/u.exec(display.trim());
  if (!match) return undefined;
  const [, day, monthName, year] = match as unknown as [string, string, string, string];
  const english = MONTHS.findIndex((m) => m.startsWith(monthName.toLowerCase()) && monthName.length >= 3);
  const month = english >= 0 ? english : OTHER_MONTHS.findIndex((names) => names.includes(monthName));
  if (month < 0 || Number(day) < 1 || Number(day) > 31) return undefined;
  return `${year}-${String(month + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A heading's in-page anchor: "Payments and cancellations" → "payments-and-cancellations"; a heading with
 * no Latin letters (a Hindi or Kannada page's) is anchored by its number: "section-3". */
export function sectionId(heading: string, number: number): string {
  const id = heading
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id || `section-${number}`;
}
