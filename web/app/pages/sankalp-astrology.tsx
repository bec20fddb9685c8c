import type { SiteContent } from "@/content/types";
import { SankalpForm } from "@/features/bookings/sankalp-form";
import { sankalpMeta } from "@/features/bookings/sankalp-meta";
import { translate } from "@/i18n/messages";
import { pageLocale } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";

/** `/sankalp/astrology`: the sankalp form of a question-chart consultation (ARCHITECTURE.md §6). */
export function meta(_content: SiteContent) {
  return sankalpMeta(translate(pageLocale(), "sankalp.astrologyTitle"), "/sankalp/astrology");
}

export default function SankalpAstrologyPage() {
  const t = useT();
  return <SankalpForm service="astrology" title={t("sankalp.astrologyTitle")} back="/astrology" />;
}
