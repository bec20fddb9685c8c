import { terms } from "@/content/legal";
import { site } from "@/content/site";
import { isoDate } from "@/features/legal/legal";
import { LegalDocumentView } from "@/features/legal/legal-document";
import { absoluteUrl, pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: terms.title,
    description: `The terms for booking rituals, astrology consultations and pilgrimage services from ${site.businessName}: bookings, payments, cancellations and disclaimers.`,
    path: "/terms-and-condition",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: terms.title,
        url: absoluteUrl("/terms-and-condition"),
        dateModified: isoDate(terms.lastUpdated),
        publisher: { "@type": "Organization", name: site.businessName, url: absoluteUrl("/") },
      },
    ],
  });

export default function TermsPage() {
  return <LegalDocumentView doc={terms} />;
}
