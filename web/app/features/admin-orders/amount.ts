/**
 * An amount as the priest types it, in whole rupees: `1100`, `1,100`, `1,10,000` (Indian grouping),
 * `₹1,100`, `Rs. 1100`, `1100.00`, spaces anywhere. Commas only group digits (three at the end, two or
 * three before, never one). Paise other than zero are refused (the API takes whole rupees), as is
 * anything else: `null`.
 */
export function parseRupees(typed: string): number | null {
  let text = typed.replace(/\s+/g, "");
  text = text.replace(/^(₹|rs\.?|inr)/i, "");
  const match = /^(\d{1,3}(?:,\d{2,3})*(?:,\d{3})?|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? "";
  const paise = match[2];
  if (paise && Number(paise) !== 0) return null;
  // A grouped number ends in a group of three: `1,10` is not a number of rupees.
  if (whole.includes(",") && !/,\d{3}$/.test(whole)) return null;
  const value = Number(whole.replace(/,/g, ""));
  return Number.isSafeInteger(value) && value >= 1 && value <= 999_999_999 ? value : null;
}
