import { useParams } from "react-router";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { SankalpForm } from "@/features/bookings/sankalp-form";
import type { Service } from "@/features/bookings/vocab";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "sankalp.eyebrow")} | Sankalp` },
  { name: "robots", content: "noindex" },
];

/** What `/sankalp/…` books: `ritual/{slug}`, `pilgrimage/{slug}` or `astrology`; anything else is not a form. */
export function sankalpTarget(rest: string): { service: Service; slug?: string } | null {
  const [kind, slug, ...more] = rest.split("/");
  if (more.length > 0) return null;
  if (kind === "astrology" && slug === undefined) return { service: "astrology" };
  if ((kind === "ritual" || kind === "pilgrimage") && slug) return { service: kind, slug };
  return null;
}

/** `/sankalp/ritual/{slug}`, `/sankalp/pilgrimage/{slug}` and `/sankalp/astrology`: one form. */
export default function SankalpPage() {
  const target = sankalpTarget(useParams()["*"] ?? "");
  if (!target) return <NotFoundOnDemand />;
  // Keyed by what is booked: moving from one form to another starts a fresh one.
  return <SankalpForm key={`${target.service}/${target.slug ?? ""}`} service={target.service} slug={target.slug} />;
}
