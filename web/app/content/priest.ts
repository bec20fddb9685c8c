/**
 * The priest's profile for /about-us (SPEC.md §2 "About Us", §3 "Priest profile").
 * The biography is fictional demo content; an operator replaces it together with `site.ts`.
 */
import { site } from "./site";

/** A run of text inside a paragraph; `bold` phrases are shown in strong type. */
export interface Segment {
  text: string;
  bold?: boolean;
}

/** One paragraph: its segments are rendered in order, without added spaces. */
export type Paragraph = Segment[];

export type PriestBlockImage =
  | "priest-block-1"
  | "priest-block-2"
  | "priest-block-3"
  | "priest-block-4"
  | "priest-block-5";

/** One alternating text-and-photo block. */
export interface PriestBlock {
  heading: string;
  /** One or two paragraphs (these blocks use one, 50–90 words). */
  text: Paragraph[];
  /** Key into the artwork table. */
  image: PriestBlockImage;
  /** Honest description of the photo. */
  imageAlt: string;
  /** Short caption shown with the photo. */
  imageTitle: string;
}

export interface PriestProfile {
  name: string;
  title: string;
  /** Key into the artwork table for the portrait in the page hero. */
  photo: string;
  photoAlt: string;
  /** Two short paragraphs. */
  intro: string[];
  languages: readonly string[];
  blocks: PriestBlock[];
}

export const priest: PriestProfile = {
  name: site.priestName,
  title: "Vedic priest, Gokarna",
  photo: "priest-portrait",
  photoAlt: `Illustrated portrait of ${site.priestName} in a white dhoti and gold-bordered angavastra, holding a small lamp before a temple arch`,
  intro: [
    `${site.priestName} is a Vedic priest from Gokarna, the temple town on the Karnataka coast. For more than fifteen years he has performed pujas, homas, festival rituals, parihara rites and ancestor ceremonies, first for the pilgrims who come to Gokarna and now also for families who cannot make the journey.`,
    `When you book through ${site.businessName}, he takes the sankalpa in your name, performs the ritual by the traditional method and keeps you informed at every step. He speaks nine languages, so you can explain what you need in the one you are most comfortable with.`,
  ],
  languages: [
    "Kannada",
    "Marathi",
    "Hindi",
    "English",
    "Goa-Konkani",
    "Tamil",
    "Telugu",
    "Tulu",
    "Karwar Konkani",
  ],
  blocks: [
    {
      heading: "Years of study at a Vedic gurukula",
      text: [
        [
          { text: "Panditji began his training as a boy at a traditional " },
          { text: "Vedic gurukula", bold: true },
          {
            text: " in Uttara Kannada, where students live with their teacher and learn by listening and repeating. Over twelve years he learned ",
          },
          { text: "Krishna Yajurveda recitation", bold: true },
          {
            text: " with its exact svaras, the Rigveda portions chanted in homas and the prayoga texts that set out how each ritual is done. The gurukula also taught him patience, a mantra chanted slowly until it is right, and that discipline goes into ",
          },
          { text: "every sankalpa he takes today", bold: true },
          { text: "." },
        ],
      ],
      image: "priest-block-1",
      imageAlt:
        "Illustration of palm-leaf manuscripts on a reading stand beside an oil lamp under a spreading tree",
      imageTitle: "Gurukula days",
    },
    {
      heading: "Serving at temples around Gokarna",
      text: [
        [
          { text: "Gokarna is one of the oldest " },
          { text: "Shiva kshetras", bold: true },
          {
            text: " on India's west coast, where pilgrims come to worship the Atmalinga and to perform rites for their ancestors by the sea. Panditji serves pilgrims at ",
          },
          { text: "a temple on the Gokarna seashore", bold: true },
          { text: ", performing abhisheka, archana and pitru karmas. He is also called regularly to " },
          { text: "a Ganapati temple in Honnavar", bold: true },
          {
            text: " and to village Devi temples along the Uttara Kannada coast for homas and annual festivals, and many of the rituals booked on this site are performed there.",
          },
        ],
      ],
      image: "priest-block-2",
      imageAlt:
        "Illustration of a seaside temple at Gokarna at dawn, with the sun rising over the water",
      imageTitle: "Temples of the Gokarna coast",
    },
    {
      heading: "Festival ceremonies through the year",
      text: [
        [
          { text: "Gokarna's year is full of festivals: " },
          { text: "Maha Shivaratri", bold: true },
          { text: ", when the town fills with pilgrims and the chariot festival follows; " },
          { text: "Ganesh Chaturthi", bold: true },
          { text: "; " },
          { text: "Navaratri", bold: true },
          { text: ", with recitation of the Durga Saptashati; and " },
          { text: "Deepavali Lakshmi puja", bold: true },
          {
            text: ". Panditji leads or assists in these ceremonies every year. For families who cannot be in Gokarna, he performs the festival puja in their name at the proper time, so the day is still kept with full observance, and sends them updates and photographs on WhatsApp.",
          },
        ],
      ],
      image: "priest-block-3",
      imageAlt:
        "Illustration of a decorated temple chariot with flags, flower garlands and lamps during a festival",
      imageTitle: "Festival days in Gokarna",
    },
    {
      heading: "Pujas in many states of India",
      text: [
        [
          { text: "Families have invited Panditji to perform rituals far from the coast: " },
          { text: "griha pravesha", bold: true },
          { text: " in Pune and Bengaluru, " },
          { text: "Satyanarayan pujas", bold: true },
          { text: " in Mumbai, " },
          { text: "upanayana", bold: true },
          { text: " ceremonies in Hyderabad and Chennai, and " },
          { text: "homas", bold: true },
          { text: " in Goa and Delhi. In all he has performed " },
          { text: "more than 11,000 pujas", bold: true },
          {
            text: " in different states. Each region has its own customs, so he listens first, follows the family's tradition where it differs from his own, keeps the essential vidhi unchanged and explains each step in the family's language.",
          },
        ],
      ],
      image: "priest-block-4",
      imageAlt:
        "Illustration of a map of India with lit lamps marking places where pujas were performed, linked by routes from Gokarna",
      imageTitle: "Pujas across India",
    },
    {
      heading: "Ceremonies for public figures and families",
      text: [
        [
          { text: "Panditji has performed ceremonies for " },
          { text: "civic leaders, artists and business families", bold: true },
          {
            text: ": foundation-stone rituals for new buildings, homas before important undertakings and pujas to open new offices, always with discretion. Most of his work, though, is for ordinary households: a naming ceremony for a newborn, a shraddha for a parent, a Navagraha shanti before a new job. ",
          },
          { text: "Each sankalpa is taken in the family's name, gotra and nakshatra", bold: true },
          { text: ", and every ritual, large or small, receives the same care." },
        ],
      ],
      image: "priest-block-5",
      imageAlt:
        "Illustration of a yajna fire under a decorated canopy, with a seated gathering and brass lamps around it",
      imageTitle: "Ceremonies for families and institutions",
    },
  ],
};
