/**
 * Texts that name a setting (`{businessName}`, `{priestName}`, `{holySite}`, …): the content's default
 * texts do, so that a rename in Settings shows everywhere. Filled in when content is loaded (model.ts) and
 * where the admin app shows a text of the content (root.tsx, the footer).
 */
import type { SiteSettings } from "./types";

/** The settings a text may name, `{businessName}` and so on, with their current values. */
export function settingValues(site: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(site)) if (typeof value === "string") values[name] = value;
  for (const [name, value] of Object.entries(site.address)) values[name] = value;
  return values;
}

/**
 * Fills `{setting}` placeholders in every string of `value`, in one pass: a filled-in value is never read
 * again, so a business name that itself contains `{priestName}` shows as typed. Unknown names stay visible.
 */
export function fillSettings<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") {
    return value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillSettings(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillSettings(v, values)])) as T;
  }
  return value;
}
