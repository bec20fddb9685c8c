import type { ReactNode } from "react";
import { type BookingSubject, bookingUrl } from "@/lib/booking";
import { useT } from "@/i18n/use-t";

interface BookButtonProps {
  subject?: BookingSubject;
  className?: string;
  children?: ReactNode;
}

/**
 * Every Book Now in the site: a link that opens the WhatsApp chat (works before any JavaScript runs).
 * The accessible name says what is booked, so a page with many cards has distinguishable buttons.
 */
export function BookButton({ subject = { kind: "general" }, className = "btn", children }: BookButtonProps) {
  const t = useT();
  const label = children ?? t("booking.book");
  const what = subject.kind === "ritual" || subject.kind === "pilgrimage" ? `: ${subject.name}` : "";
  return (
    <a
      className={className}
      href={bookingUrl(subject)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={typeof label === "string" ? `${label}${what} ${t("booking.opensWhatsApp")}` : undefined}
      data-testid="book-now"
    >
      {label}
    </a>
  );
}
