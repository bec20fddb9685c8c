import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { SankalpForm } from "@/features/bookings/sankalp-form";
import { sankalpMeta } from "@/features/bookings/sankalp-meta";
import type { Params } from "@/lib/page";

/** `/sankalp/ritual/{slug}`: the sankalp form of a published ritual (ARCHITECTURE.md §6). */
export const paths = (content: SiteContent) => content.lists.ritual.map((r) => ({ slug: r.slug }));

const ritualOf = (content: SiteContent, slug: string | undefined) => content.lists.ritual.find((r) => r.slug === slug);

export function meta(content: SiteContent, params: Params) {
  const ritual = ritualOf(content, params.slug);
  if (!ritual) throw new Error(`No ritual ${params.slug}`);
  return sankalpMeta(ritual.title, `/sankalp/ritual/${ritual.slug}`);
}

export default function SankalpRitualPage({ params }: { params: Params }) {
  const ritual = ritualOf(useContent(), params.slug);
  if (!ritual) return null;
  return (
    <SankalpForm
      service="ritual"
      slug={ritual.slug}
      title={ritual.title}
      dakshina={ritual.dakshina}
      back={`/puja/${ritual.slug}`}
    />
  );
}
