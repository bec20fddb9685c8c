/**
 * The shapes of the site's content: the bodies of the entries in `content/defaults/*.json` at
 * the repository root, which seed the database, and the SiteContent the server hands the render bundle
 * (ARCHITECTURE.md §3). Components never import content: it reaches them through `ContentProvider`.
 *
 * Texts may name a setting as `{businessName}`, `{priestName}`, `{holySite}`, … (see `model.ts`): it is
 * filled in when the content is loaded, so a rename in Settings shows everywhere.
 */
import type { Schemas } from "@/lib/api";

export const CATEGORY_VALUES = ["pujas", "homa-havan", "festival-Pujas", "Parihara", "Ancestors-rituals"] as const;

export type Category = (typeof CATEGORY_VALUES)[number];

export interface BenefitPoint {
  /** May be an empty string: some points are a description only. */
  title: string;
  description: string;
}

export interface Ritual {
  /** 1 to 46, in the specification's order. */
  id: number;
  /** Exactly the specification's title. */
  title: string;
  /** URL segment: lowercase, hyphenated, unique (`/puja/{slug}`). */
  slug: string;
  category: Category;
  /** One sentence for meta descriptions and cards (at most ~160 characters). */
  summary: string;
  /** At least two paragraphs: what it is, when and why, how it is done for someone remotely. The default
   * content's are plain paragraphs; one saved in admin is HTML cleaned by the server to the rich-text editor's
   * tags (features/darshan/sanitize.rs). */
  description: string[] | string;
  benefits: {
    heading: string;
    points: BenefitPoint[];
  };
  /** Key into the ritual artwork (`app/content/art.ts`), normally the slug, or an uploaded image's URL. */
  image: string;
  /** Honest alt text describing the artwork. */
  imageAlt: string;
  /** Other names old addresses use (`/puja/Satyanarayan%20Puja`) and earlier slugs: each answers 301 to the slug. */
  aliases?: string[];
  /** The suggested dakshina in whole rupees, when the priest gives one. */
  dakshina?: number;
  /** A photo uploaded in admin (`POST /api/v1/rituals/{slug}/image`), shown instead of the artwork. */
  photo?: RitualPhoto;
}

/** An uploaded ritual photo: WebP files of several widths, and the largest one's size. */
export interface RitualPhoto {
  width: number;
  height: number;
  variants: Array<{ url: string; width: number }>;
}

/** A category of the catalogue (`/allpujas/{category}`), in the specification's order. */
export interface CategoryEntry {
  category: Category;
  /** The button's text, e.g. "Homa/Havan". */
  name: string;
  /** The category page's lead and meta description. */
  description: string;
}

export interface PilgrimageSite {
  slug: string;
  title: string;
  /** Display date, for example "Open all year" or a festival window. */
  date: string;
  description: string;
  /** Longer text for /details/{slug}: paragraphs. */
  details: string[];
  image: string;
  imageAlt: string;
}

/** One statistic of the about strip. */
export interface AboutStat {
  value: string;
  label: string;
  /** One short line under the label. */
  detail: string;
}

export type TimelineDotColor = "primary" | "success" | "secondary";

/** One step of the "How it works" timeline. */
export interface TimelineStep {
  id: number;
  title: string;
  description: string;
  dotColor: TimelineDotColor;
  /** Key into the icon artwork. */
  icon: "step-select" | "step-whatsapp" | "step-confirm" | "step-updates";
  iconAlt: string;
}

export type ServiceImage = "service-puja" | "service-epuja" | "service-havana" | "service-astrology";

/** One card of the "Range of services" section. */
export interface ServiceCard {
  title: string;
  /** One sentence. */
  description: string;
  /** Route the card links to. */
  to: string;
  image: ServiceImage;
  imageAlt: string;
}

export interface HeroText {
  /** The word typed by the animated headline. */
  lead: string;
  /** The rest of the headline, shown after the typed word. */
  headlineRest: string;
  /** One sentence under the headline. */
  subtext: string;
}

/** A run of text inside a paragraph; `bold` phrases are shown in strong type. */
export interface Segment {
  text: string;
  bold?: boolean;
}

/** One paragraph: its segments are rendered in order, without added spaces. */
export type Paragraph = Segment[];

/** One alternating text-and-photo block. */
export interface PriestBlock {
  heading: string;
  /** One or two paragraphs (these blocks use one, 50–90 words). */
  text: Paragraph[];
  /** Key into the artwork table. */
  image: string;
  /** Honest description of the photo. */
  imageAlt: string;
  /** Short caption shown with the photo. */
  imageTitle: string;
}

export interface PriestProfile {
  name: string;
  /** "Vedic priest, Gokarna". */
  jobTitle: string;
  /** The portrait in the page hero: the built-in artwork's key, or an uploaded photo's `/media/` address. */
  photo: string;
  photoAlt: string;
  /** Two short paragraphs. */
  intro: string[];
  languages: readonly string[];
  blocks: PriestBlock[];
}

export interface AstrologyHeading {
  heading: string;
  /** One short line under the heading. */
  text: string;
}

export interface AstrologyStat {
  value: string;
  label: string;
}

export interface AstrologyPage {
  /** The page's language, for the `lang` attribute of its content. */
  lang: "hi";
  title: string;
  /** At most 160 characters. */
  metaDescription: string;
  paragraph: string;
  /** Exactly two. */
  headings: AstrologyHeading[];
  /** Exactly three: satisfied clients, chart studies, price. */
  stats: AstrologyStat[];
  /** Price of one question in rupees. */
  priceInr: number;
  /** The rule shown on the page: one question per person per day. */
  rule: string;
  /** The service's accuracy claim, as the specification requires. */
  accuracyClaim: string;
  /** A one-line reminder that astrology is guidance only. */
  note: string;
  bookLabel: string;
  /** English WhatsApp message for the shared booking action. */
  bookingMessage: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Display date, for example "21 August 2025". */
  lastUpdated: string;
  /** A short summary shown above the sections. */
  intro: string;
  sections: LegalSection[];
}

export interface GalleryPhoto {
  kind: "image";
  /** Scene name; the file stem in `app/assets/gallery/`. */
  name: string;
  title: string;
  alt: string;
  /** Intrinsic size of the widest file. */
  width: number;
  height: number;
  /**
   * The files by width, `w<width>` → URL: the shipped art has w180, w360, w720 and w1080; an uploaded photo
   * (`/media/gallery/…`) has the widths the server made of it (360, 720, 1080, 1600 and at most 2560, none
   * wider than the upload).
   */
  src: Record<`w${number}`, string>;
  /** `vip`: also in the VIP set. Entries seeded before it existed are VIP when the gallery page's `vip` names them. */
  category?: GalleryCategoryKey;
  /** Quilted-grid span (row height 180). */
  rows: number;
  cols: number;
}

/** Where a gallery entry shows besides the whole gallery. */
export type GalleryCategoryKey = "vip" | "all";

export interface GalleryVideo {
  kind: "video";
  category?: GalleryCategoryKey;
  name: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  /** H.264 MP4, muted, no audio track. */
  src: string;
  poster: string;
  rows: number;
  cols: number;
}

export type GalleryItem = GalleryPhoto | GalleryVideo;

/** Title and description of a page whose texts are otherwise messages. */
export interface PageMetaText {
  title: string;
  description: string;
}

export interface HomePage extends PageMetaText {
  hero: HeroText;
  aboutIntro: string;
  aboutStats: AboutStat[];
  howItWorks: TimelineStep[];
  services: ServiceCard[];
  typewriterPhrases: string[];
}

export type AboutPage = PageMetaText & PriestProfile;

export interface GalleryPage {
  /** /photo-gallery's meta description. */
  description: string;
  vipDescription: string;
  allDescription: string;
  /** Gallery entries (by key) of the VIP set, in order. */
  vip: string[];
  /** Gallery entries (by key) shown on /photo-gallery, in order. */
  featured: string[];
}

export type LegalPage = LegalDocument & { description: string };

/** The `page` entries, by key. */
export interface Pages {
  home: HomePage;
  about: AboutPage;
  astrology: AstrologyPage;
  contact: PageMetaText;
  dharmik: PageMetaText;
  gallery: GalleryPage;
  darshan: { description: string };
  terms: LegalPage;
  policy: LegalPage;
  footer: { about: string };
}

/** The site settings; empty strings are "not set". */
export interface SiteSettings {
  businessName: string;
  tagline: string;
  priestName: string;
  holySite: string;
  phoneDisplay: string;
  /** E.164 with `+`, for `tel:` links. */
  phone: string;
  /** E.164 with `+`. */
  whatsapp: string;
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  mapUrl: string;
  social: { facebook: string; instagram: string; youtube: string };
  copyrightCompany: string;
  upiId: string;
  upiPayee: string;
}

export type VideoPost = Schemas["VideoPost"];

/** What the render bundle is given (ARCHITECTURE.md §3): published entries only, lists in position order. */
export interface SiteContent {
  /** SANKALP_PUBLIC_URL, no trailing slash. */
  origin: string;
  version: number;
  site: SiteSettings;
  pages: Pages;
  lists: {
    category: CategoryEntry[];
    ritual: Ritual[];
    pilgrimage: PilgrimageSite[];
    gallery: GalleryItem[];
  };
  /**
   * The feed's first page (`posts`, newest first), every published post's id (`ids`, for their pages and the
   * sitemap), and, only while one post's own page is drawn, that post (`post`: the server hands it to
   * `render()`, so that the content does not carry every post).
   */
  darshan: { posts: VideoPost[]; ids: string[]; total: number; limit: number; post?: VideoPost };
}
