import { DEFAULT_LOCALE, type Locale, translate } from "@/i18n/messages";
import { site } from "@/content/site";

/** What a booking is about; the chat message names it (DESIGN.md §3). */
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
 * The one booking action: a WhatsApp chat with the provider, the phone as the `phone` query parameter
 * and the message naming what is being booked.
 */
export function bookingUrl(
  subject: BookingSubject = { kind: "general" },
  phone: string = site.whatsapp,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const query = new URLSearchParams({ phone, text: bookingMessage(subject, locale) });
  return `https://api.whatsapp.com/send?${query.toString().replace(/\+/g, "%20")}`;
}

export const callUrl = (phone: string = site.phoneE164) => `tel:${phone}`;
