import type { SiteContent } from "@/content/types";
import { BookingPage, type PrivateBooking } from "@/features/bookings/booking-page";
import { translate } from "@/i18n/messages";
import { pageLocale } from "@/i18n/locales";
import type { PageMeta } from "@/lib/meta";

/**
 * `/booking/{token}`: a devotee's private page, drawn by the server at each request with the booking the
 * token opens (ARCHITECTURE.md §6). Never indexed, never cached, and no Referer carries its address away.
 */
export const paths = () => [];

export function meta(_content: SiteContent): PageMeta {
  return {
    title: translate(pageLocale(), "booking.eyebrow"),
    description: translate(pageLocale(), "booking.privateNote"),
    path: "/booking",
    noindex: true,
    canonical: false,
    noReferrer: true,
  };
}

export default function PrivateBookingPage({ item }: { item?: unknown }) {
  return <BookingPage item={(item ?? { booking: null, clock: {} }) as PrivateBooking} />;
}
