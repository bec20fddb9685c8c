import { DEFAULT_LOCALE, type Locale, translate } from "@/i18n/messages";

/** What a booking is about; the chat message names it. */
export type BookingSubject =
  | { kind: "general" }
  | { kind: "ritual"; name: string }
  | { kind: "pilgrimage"; name: string }
  | { kind: "astrology" };

export function bookingMessage(subject: BookingSubject, locale: Locale = DEFAULT_LOCALE): string {
  switch (subject.kind) {
    case "ritual":
      return translate(locale, "booking.ritual", { name: subject.name });
    case "pilgrimage":
      return translate(locale, "booking.pilgrimage", { name: subject.name });
    case "astrology":
      return translate(locale, "booking.astrology");
    case "general":
      return translate(locale, "booking.general");
  }
}

/**
 * The one booking action: a WhatsApp chat with the provider, `phone` (the settings' WhatsApp number, E.164;
 * the `+` is dropped) as the `phone` query parameter and the message naming what is being booked.
 */
export function bookingUrl(subject: BookingSubject, phone: string, locale: Locale = DEFAULT_LOCALE): string {
  // Encoded by hand, not with URLSearchParams: the server renders pages in an engine without it (QuickJS).
  const text = encodeURIComponent(bookingMessage(subject, locale));
  return `https://api.whatsapp.com/send?phone=${encodeURIComponent(phone.replace(/\D/g, ""))}&text=${text}`;
}

export const callUrl = (phone: string) => `tel:${phone}`;

/** What the sankalp form (ARCHITECTURE.md §6) books: its address beside the page's Book Now. */
export type SankalpSubject = { kind: "ritual"; slug: string } | { kind: "pilgrimage"; slug: string } | { kind: "astrology" };

export function sankalpPath(subject: SankalpSubject): string {
  return subject.kind === "astrology" ? "/sankalp/astrology" : `/sankalp/${subject.kind}/${encodeURIComponent(subject.slug)}`;
}
