/**
 * Every piece of UI text, keyed by locale. Components ask for a key; adding Hindi, Marathi or Kannada
 * means adding a catalogue here, not changing components. Ritual and page content lives in app/content.
 */
const en = {
  "nav.label": "Main navigation",
  "nav.darshan": "Darshan",
  "nav.blogs": "Blogs",
  "nav.allPujas": "All Puja Services",
  "nav.gallery": "Photo Gallery",
  "nav.astrology": "Astrology",
  "nav.contact": "Contact Us",
  "nav.login": "login",
  "nav.open": "Open menu",
  "nav.close": "Close menu",
  "nav.home": "{business} home",
  "nav.callUs": "Call us",
  "skip.toContent": "Skip to content",
  "footer.home": "Home",
  "footer.journey": "Our Journey",
  "footer.allPujas": "All Puja Services",
  "footer.gallery": "Photo Gallery",
  "footer.astrology": "Astrology",
  "footer.contact": "Contact Us",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms and Condition",
  "footer.quickLinks": "Quick links",
  "footer.contactHeading": "Talk to us",
  "footer.aboutHeading": "About {business}",
  "footer.about":
    "{business} brings authentic Vedic rituals to families everywhere. An online puja suits people who cannot attend in person because of distance or time: the priest performs it in your name and you join by video.",
  "footer.copyright": "© {year} {company}. All rights reserved.",
  "footer.phone": "Phone",
  "footer.email": "Email",
  "footer.address": "Address",
  "mobile.strip": "Book a puja on WhatsApp or call {phone}",
  "float.chat": "Chat with us on WhatsApp",
  "float.call": "Call {phone}",
  "booking.book": "Book Now",
  "booking.general": "Namaste, I would like to know more about your puja services.",
  "booking.ritual": "Namaste, I would like to book {name}.",
  "booking.pilgrimage": "Namaste, I would like to book a pilgrimage service at {name}.",
  "booking.astrology": "Namaste, I would like to book a question-chart (Prashna) consultation.",
  "booking.opensWhatsApp": "(opens WhatsApp)",
  "error.title": "Unexpected Application Error!",
  "error.back": "Go to the home page",
  "notFound.title": "Page not found",
  "notFound.heading": "This page could not be found",
  "notFound.body":
    "The page you were looking for has moved or never existed. The rituals, the daily darshan and our contact details are a click away.",
  "notFound.home": "Back to the home page",
  "notFound.rituals": "Browse all puja services",
  "page.comingSoon": "This page is being prepared.",
  "page.loading": "Loading…",
  "meta.suffix": "{business}",
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const catalogues = { en } satisfies Record<string, Catalogue>;
export type Locale = keyof typeof catalogues;
export const DEFAULT_LOCALE: Locale = "en";

/** Looks up `key` and fills `{name}` placeholders. Unknown placeholders are left visible, never dropped. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = catalogues[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
