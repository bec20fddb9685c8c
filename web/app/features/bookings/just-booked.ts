/**
 * What the sankalp form hands the private page once a booking is made: the reference and the WhatsApp
 * chat naming it. Kept in the tab's session storage, never in the address (the address is bookmarked and
 * shared; the chat link is only for this moment). `opened` marks the chat as followed, so coming Back
 * from WhatsApp (or reloading) shows the page without sending the devotee away again.
 */
export interface JustBooked {
  reference: string;
  whatsappUrl: string;
  opened?: boolean;
}

const KEY = "sankalp.justBooked";

/** Stores the hand-over (best effort: a browser without storage shows the page without the banner). */
export function rememberJustBooked(value: JustBooked, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or refused.
  }
}

/** The hand-over of the booking `reference`, when this tab just made it. */
export function readJustBooked(reference: string, storage: Storage = sessionStorage): JustBooked | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const found = value as JustBooked;
  return found.reference === reference && typeof found.whatsappUrl === "string" ? found : null;
}
