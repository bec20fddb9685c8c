import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { SankalpForm } from "@/features/bookings/sankalp-form";
import { sankalpMeta } from "@/features/bookings/sankalp-meta";
import { findPilgrimageSite } from "@/features/pilgrimage/pilgrimage";
import type { Params } from "@/lib/page";

/** `/sankalp/pilgrimage/{slug}`: the sankalp form of a pilgrimage site (ARCHITECTURE.md §6). */
export const paths = (content: SiteContent) => content.lists.pilgrimage.map((s) => ({ slug: s.slug }));

export function meta(content: SiteContent, params: Params) {
  const place = findPilgrimageSite(content, params.slug);
  if (!place) throw new Error(`No pilgrimage site ${params.slug}`);
  return sankalpMeta(place.title, `/sankalp/pilgrimage/${place.slug}`);
}

export default function SankalpPilgrimagePage({ params }: { params: Params }) {
  const place = findPilgrimageSite(useContent(), params.slug);
  if (!place) return null;
  return <SankalpForm service="pilgrimage" slug={place.slug} title={place.title} back={`/details/${place.slug}`} />;
}
