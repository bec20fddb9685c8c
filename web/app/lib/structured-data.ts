import logo from "@/assets/art/logo.svg";
import { site } from "@/content/site";
import type { Ritual } from "@/content/types";
import { absoluteUrl } from "@/lib/meta";

/** schema.org description of the business, for the home and contact pages. */
export function businessJsonLd(): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#business"),
    name: site.businessName,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logo),
    image: absoluteUrl(logo),
    telephone: site.phoneE164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    founder: { "@type": "Person", name: site.priestName },
    sameAs: [site.social.facebook, site.social.instagram],
  };
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function ritualServiceJsonLd(ritual: Ritual, image?: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: ritual.title,
    serviceType: ritual.category,
    description: ritual.summary,
    url: absoluteUrl(`/puja/${ritual.slug}`),
    ...(image ? { image: absoluteUrl(image) } : {}),
    provider: { "@id": absoluteUrl("/#business") },
    areaServed: "Worldwide",
  };
}
