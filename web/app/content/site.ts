/**
 * The site's identity: every name, number and address the product shows lives here (DESIGN.md §2).
 * The defaults are plainly fictional demo values; an operator changes this one file (see README,
 * "Changing the site's identity and content") and rebuilds.
 */
export const site = {
  businessName: "Sankalp",
  tagline: "Vedic rituals, performed for you",
  priestName: "Pandit Raghavendra Bhat",
  /** Where the priest serves; used in texts and structured data. */
  holySite: "Gokarna, Karnataka",
  /** Shown to people. Indian mobile numbers start with 6–9, so this demo number reaches no one. */
  phoneDisplay: "+91 12345 67890",
  /** For `tel:` links. */
  phoneE164: "+911234567890",
  /** WhatsApp number: digits with country code, no plus sign. */
  whatsapp: "911234567890",
  email: "namaste@sankalp.example",
  address: {
    street: "12 Rathabeedi (demo address)",
    locality: "Gokarna",
    region: "Karnataka",
    postalCode: "581326",
    country: "India",
  },
  social: {
    whatsapp: "https://api.whatsapp.com/send?phone=911234567890",
    facebook: "https://www.facebook.com/sankalp.example",
    instagram: "https://www.instagram.com/sankalp.example",
  },
  copyrightCompany: "Sankalp Ritual Services (demo)",
  copyrightYear: 2025,
  /** Canonical origin for links in the pre-rendered pages; the server's SANKALP_PUBLIC_URL replaces it. */
  publicUrl: "http://127.0.0.1:8080",
} as const;

export type Site = typeof site;

export function formatAddress(a: Site["address"] = site.address): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}
