import type { ReactNode } from "react";
import { useSite } from "@/content/content-context";
import { type BookingSubject, type SankalpSubject, bookingUrl, sankalpPath } from "@/lib/booking";
import { useLocale, useT } from "@/i18n/use-t";

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
  const locale = useLocale();
  const site = useSite();
  const label = children ?? t("booking.book");
  const what = subject.kind === "ritual" || subject.kind === "pilgrimage" ? `: ${subject.name}` : "";
  return (
    <a
      className={className}
      href={bookingUrl(subject, site.whatsapp, locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={typeof label === "string" ? `${label}${what} ${t("booking.opensWhatsApp")}` : undefined}
      data-testid="book-now"
    >
      {label}
    </a>
  );
}

/** "Book with sankalp details": the sankalp form (ARCHITECTURE.md §6) for what the page offers. */
export function SankalpLink({
  subject,
  name,
  className = "btn btn-outline",
}: {
  subject: SankalpSubject;
  name?: string;
  className?: string;
}) {
  const t = useT();
  const label = t("booking.sankalp");
  return (
    <a
      className={className}
      href={sankalpPath(subject)}
      aria-label={name ? `${label}: ${name}` : undefined}
      data-testid="book-sankalp"
    >
      {label}
    </a>
  );
}

/** Book Now and "Book with sankalp details" side by side, wrapping on a narrow screen. */
export function BookActions({
  booking,
  sankalp,
  children,
  className = "",
}: {
  booking: BookingSubject;
  sankalp: SankalpSubject;
  children?: ReactNode;
  className?: string;
}) {
  const name = booking.kind === "ritual" || booking.kind === "pilgrimage" ? booking.name : undefined;
  return (
    <div className={`book-actions ${className}`.trim()}>
      <BookButton subject={booking} />
      <SankalpLink subject={sankalp} name={name} />
      {children}
    </div>
  );
}
