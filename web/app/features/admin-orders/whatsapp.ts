import { formatInstant } from "@/features/bookings/dates";
import type { AdminBooking } from "@/features/bookings/types";
import { INDIA_TIME_ZONE } from "@/features/bookings/vocab";
import { DEFAULT_LOCALE, type Locale, type MessageKey, translate } from "@/i18n/messages";

/**
 * The priest's WhatsApp chat with the devotee: their number as the `phone` parameter and a message with
 * the booking's reference and status (and the time, once scheduled) and `link`, the full address of a
 * private page made for this message (the server keeps only hashes of tokens, so the priest asks it for a
 * new link each time: `shareLink`). Names, gotra and intention never go in it: a URL is logged and shared
 * in places a booking's personal data must not be. Null when the contact was erased.
 */
export function devoteeChatUrl(booking: AdminBooking, link: string, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!booking.contact.phone) return null;
  const parts = [
    translate(locale, "orders.chat.status", {
      reference: booking.reference,
      title: booking.ritualTitle,
      status: translate(locale, `booking.status.${booking.status}` as MessageKey).toLowerCase(),
    }),
  ];
  if (booking.scheduledAt && booking.status === "scheduled") {
    parts.push(translate(locale, "orders.chat.when", { when: formatInstant(booking.scheduledAt, INDIA_TIME_ZONE) }));
  }
  parts.push(translate(locale, "orders.chat.follow", { link }));
  const query = new URLSearchParams({ phone: booking.contact.phone.replace(/\D/g, ""), text: parts.join(" ") });
  return `https://api.whatsapp.com/send?${query.toString().replace(/\+/g, "%20")}`;
}
