import logo from "@/assets/art/logo.svg";
import { socialLinks } from "@/content/site";
import type { Ritual, SiteSettings } from "@/content/types";
import { absoluteUrl } from "@/lib/meta";

/** schema.org description of the business, for the home and contact pages. */
export function businessJsonLd(site: SiteSettings, origin: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl(origin, "/#business"),
    name: site.businessName,
    description: site.tagline,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, logo),
    image: absoluteUrl(origin, logo),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country === "India" ? "IN" : site.address.country,
    },
    ...(site.mapUrl ? { hasMap: site.mapUrl } : {}),
    founder: { "@type": "Person", name: site.priestName },
    sameAs: socialLinks(site).map((s) => s.url),
  };
}

export function breadcrumbJsonLd(origin: string, items: ReadonlyArray<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

export function ritualServiceJsonLd(origin: string, ritual: Ritual, image?: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: ritual.title,
    serviceType: ritual.category,
    description: ritual.summary,
    url: absoluteUrl(origin, `/puja/${ritual.slug}`),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    provider: { "@id": absoluteUrl(origin, "/#business") },
    areaServed: "Worldwide",
  };
}
