/**
 * Formatting for pages the server draws in QuickJS, which has no `Intl` and no `toLocaleString`: small pure
 * functions, the same in the browser.
 */

/** Whole rupees with Indian digit grouping (the last three digits, then pairs): 1100 → "₹1,100",
 * 100000 → "₹1,00,000". A fraction is rounded to whole rupees. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest === "" ? last : `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${last}`;
  return `${amount < 0 && rounded !== 0 ? "-" : ""}₹${grouped}`;
}
