import { useParams } from "react-router";
import { BookingPage } from "@/features/bookings/booking-page";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "booking.eyebrow")} | Sankalp` },
  { name: "robots", content: "noindex" },
  // The address is the key to the booking: it must not leak to other sites in a Referer.
  { name: "referrer", content: "no-referrer" },
];

/** `/booking/{token}`: the devotee's private page. */
export default function PrivateBookingPage() {
  const { token = "" } = useParams();
  return <BookingPage key={token} token={token} />;
}
