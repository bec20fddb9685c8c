import { privacy } from "@/content/legal";
import { site } from "@/content/site";
import { isoDate } from "@/features/legal/legal";
import { LegalDocumentView } from "@/features/legal/legal-document";
import { absoluteUrl, pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: privacy.title,
    description: `How ${site.businessName} handles your information: no tracking cookies or analytics, bookings in WhatsApp, and what we share and keep.`,
    path: "/policy",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: privacy.title,
        url: absoluteUrl("/policy"),
        dateModified: isoDate(privacy.lastUpdated),
        publisher: { "@type": "Organization", name: site.businessName, url: absoluteUrl("/") },
      },
    ],
  });

export default function PolicyPage() {
  return <LegalDocumentView doc={privacy} />;
}
