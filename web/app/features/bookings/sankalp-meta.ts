import { translate } from "@/i18n/messages";
import { pageLocale } from "@/i18n/locales";
import type { PageMeta } from "@/lib/meta";

/** The head of a sankalp form: what is booked, kept out of search indexes (robots.txt too). */
export function sankalpMeta(title: string, path: string): PageMeta {
  const locale = pageLocale();
  return {
    title: `${translate(locale, "sankalp.eyebrow")}: ${title}`,
    description: translate(locale, "sankalp.intro"),
    path,
    noindex: true,
    canonical: false,
  };
}
