import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { isoDate } from "@/features/legal/legal";
import { LegalDocumentView } from "@/features/legal/legal-document";
import { type PageMeta, absoluteUrl } from "@/lib/meta";

export function meta(content: SiteContent): PageMeta {
  const doc = content.pages.terms;
  return {
    title: doc.title,
    description: doc.description,
    path: "/terms-and-condition",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: doc.title,
        url: absoluteUrl(content.origin, "/terms-and-condition"),
        dateModified: isoDate(doc.lastUpdated),
        publisher: { "@type": "Organization", name: content.site.businessName, url: absoluteUrl(content.origin, "/") },
      },
    ],
  };
}

export default function TermsPage() {
  return <LegalDocumentView doc={useContent().pages.terms} />;
}
