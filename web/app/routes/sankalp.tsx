import { useLocation, useParams } from "react-router";
import { SankalpForm } from "@/features/bookings/sankalp-form";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "sankalp.eyebrow")} | Sankalp` },
  { name: "robots", content: "noindex" },
];

/** `/sankalp/ritual/{slug}`, `/sankalp/pilgrimage/{slug}` and `/sankalp/astrology`: one form. */
export default function SankalpPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const service = pathname.startsWith("/sankalp/ritual/")
    ? "ritual"
    : pathname.startsWith("/sankalp/pilgrimage/")
      ? "pilgrimage"
      : "astrology";
  // Keyed by what is booked: moving from one form to another starts a fresh one.
  return <SankalpForm key={`${service}/${slug ?? ""}`} service={service} slug={slug} />;
}
