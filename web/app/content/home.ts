/**
 * Texts of the home page (SPEC.md §1 "Marketing claims", §2 "Home"); the footer's are in `footer.ts`.
 */
import { site } from "./site";

/** One statistic of the about strip. */
export interface AboutStat {
  value: string;
  label: string;
  /** One short line under the label. */
  detail: string;
}

export const aboutIntro = `${site.businessName} brings the rituals of Gokarna to families wherever they live. Choose a puja, homa, festival puja, remedial rite or ancestral ceremony, and ${site.priestName} performs it for you by the Vedic method, taking the sankalpa in your name and gotra and keeping you informed from booking to the final offering.`;

export const aboutStats: AboutStat[] = [
  {
    value: "15+",
    label: "Years of experience",
    detail: "In famous pujas at the holy site of Gokarna.",
  },
  {
    value: "11K+",
    label: "Pujas performed",
    detail: "For families in different states of India.",
  },
  {
    value: "1K+",
    label: "Pujas and havans known",
    detail: "From Rigveda yaga to Ganapathi homa.",
  },
  {
    value: "9+",
    label: "Languages known",
    detail: "Marathi, Kannada, Hindi, English, Telugu and others.",
  },
];

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

/** Titles and descriptions are verbatim from SPEC.md §2 "How it works". */
export const howItWorks: TimelineStep[] = [
  {
    id: 1,
    title: "Select Puja",
    description: "Pick a puja according to your preference",
    dotColor: "primary",
    icon: "step-select",
    iconAlt: "A hand choosing a puja from a list",
  },
  {
    id: 2,
    title: "Talk on WhatsApp",
    description: "Talk to us on whatsapp for further details and we will conduct online puja for you",
    dotColor: "primary",
    icon: "step-whatsapp",
    iconAlt: "A chat bubble with a telephone",
  },
  {
    id: 3,
    title: "Receive your Confirmation",
    description: "Get your confirmation for booking",
    dotColor: "success",
    icon: "step-confirm",
    iconAlt: "A check mark in a circle",
  },
  {
    id: 4,
    title: "Receive Regular Updates",
    description: "Receive all the information via email, SMS, and WhatsApp.",
    dotColor: "secondary",
    icon: "step-updates",
    iconAlt: "A bell with a notification",
  },
];

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

export const services: ServiceCard[] = [
  {
    title: "Puja",
    description:
      "Pujas for every occasion, from griha pravesha to Satyanarayan, performed in your name by the Vedic method.",
    to: "/allpujas/pujas",
    image: "service-puja",
    imageAlt: "A brass puja plate with flowers, kumkum and a lit oil lamp",
  },
  {
    title: "E-Puja",
    description:
      "Your puja performed in Gokarna while you take part from home, with updates and photographs sent to you on WhatsApp.",
    to: "/allpujas/pujas",
    image: "service-epuja",
    imageAlt: "A phone showing a puja in progress, resting beside a small lamp",
  },
  {
    title: "Havana",
    description:
      "Homas such as Ganapathi, Navagraha and Maha Mrityunjaya, with offerings made into the sacred fire for your family's wellbeing.",
    to: "/allpujas/homa-havan",
    image: "service-havana",
    imageAlt: "Flames rising from a square fire altar, with ghee being offered from a wooden ladle",
  },
  {
    title: "Astrology",
    description:
      "Ask one question and receive an answer read from a prashna kundali cast for the moment you ask it.",
    to: "/astrology",
    image: "service-astrology",
    imageAlt: "A hand-drawn horoscope chart with the signs of the zodiac",
  },
];

export interface HeroText {
  /** The word typed by the animated headline. */
  lead: string;
  /** The rest of the headline, shown after the typed word. */
  headlineRest: string;
  /** One sentence under the headline. */
  subtext: string;
}

export const hero: HeroText = {
  lead: "Experience",
  headlineRest: "the blessings of authentic Vedic rituals, wherever you are",
  subtext: `Book a puja, homa or ancestral rite on WhatsApp, and ${site.priestName} will perform it for you in Gokarna, keeping you informed at every step.`,
};

/** The typewriter banner's phrases, in order (SPEC.md §1). */
export const typewriterPhrases: readonly string[] = ["Authentic Vedic Puja", "In Traditional Way"];

