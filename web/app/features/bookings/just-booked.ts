/**
 * What the sankalp form hands the private page after a booking is made, in the router's navigation state
 * (never in the URL: the address is bookmarked and shared, the chat link is only for this moment).
 */
export interface JustBooked {
  justBooked: { reference: string; whatsappUrl: string; opened?: boolean };
}

/** The hand-over, when the private page was reached straight from the form. */
export function readJustBooked(state: unknown): JustBooked["justBooked"] | null {
  if (!state || typeof state !== "object" || !("justBooked" in state)) return null;
  const value = (state as JustBooked).justBooked;
  return typeof value?.reference === "string" && typeof value.whatsappUrl === "string" ? value : null;
}
