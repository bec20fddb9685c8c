import { site } from "../site";
import type { Ritual } from "../types";

/** Catalogue entries of the category `festival-Pujas` (ids 30 to 32, in the specification's order). */
export const festivalPujas: Ritual[] = [
  {
    id: 30,
    title: "Ganapathi Sthapana",
    slug: "ganapathi-sthapana",
    category: "festival-Pujas",
    summary:
      "Installation and worship of Lord Ganapati for Ganesh Chaturthi, with prana pratishtha, the sixteen offerings and a fitting farewell at visarjan.",
    description: [
      "Ganapathi Sthapana is the installation of an image of Lord Ganapati for the festival of Ganesh Chaturthi. A clay murti is placed on a decorated seat, and through prana pratishtha (the invocation of the deity's presence) it becomes, for the days of the festival, a living guest of the household. Ganapati is then worshipped with the sixteen traditional offerings (shodashopachara), twenty-one blades of durva grass, red flowers and twenty-one modakas, his favourite sweet, and the festival ends with visarjan, the respectful immersion of the image in water.",
      "Ganesh Chaturthi falls on the fourth day of the bright fortnight of Bhadrapada, usually in August or September. The sthapana is done at a muhurta on that day, commonly around midday, when Ganapati is said to have been born. Families keep the image for one and a half, three, five, seven or ten days, with the longest observance ending on Anant Chaturdashi. In Karnataka the festival follows Gowri Habba, the worship of his mother Gowri, on the previous day.",
      `There are two ways to observe it with Sankalp. ${site.priestName} can install and worship a Ganapati in Gokarna on your behalf, after a sankalpa (formal statement of intention) in the names, gotra (family lineage) and nakshatras (birth stars) you send on WhatsApp, performing daily puja until visarjan. Or, if you are installing a Ganapati at home, he can chant the prana pratishtha and puja over a video call while you make the offerings yourself. Prasad can be posted after the festival.`,
    ],
    benefits: {
      heading: "Benefits of Ganapathi Sthapana",
      points: [
        {
          title: "Welcoming Ganapati home",
          description:
            "The festival invites the remover of obstacles into the household as an honoured guest.",
        },
        {
          title: "A joyful family festival",
          description:
            "Daily arati and offerings bring the family together, even when members live in different places.",
        },
        {
          title: "Worship done correctly",
          description:
            "Prana pratishtha and visarjan are conducted with the proper mantras, from invocation to farewell.",
        },
        {
          title: "",
          description:
            "Families abroad who cannot find a priest locally can still hold the festival at home with guidance by video.",
        },
      ],
    },
    image: "ganapathi-sthapana",
    imageAlt:
      "Illustration of a clay Ganapati idol on a decorated wooden seat under a small floral canopy with modakas in front",
  },
  {
    id: 31,
    title: "Diwali Lakshmi Puja",
    slug: "diwali-lakshmi-puja",
    category: "festival-Pujas",
    summary:
      "The Lakshmi puja of Diwali night, with Ganesha, Lakshmi and Kubera worshipped among lamps during the evening muhurta for a prosperous year.",
    description: [
      "Diwali Lakshmi Puja is the central worship of the festival of lights. On the new-moon night of Diwali, Goddess Lakshmi is welcomed into homes and places of business together with Lord Ganesha, who is always worshipped first, and Kubera, the keeper of wealth. A Lakshmi kalash is set up with a coconut, coins and flowers, the deities are offered lotus flowers, sweets, puffed rice and lamps, and traders traditionally bless their new account books. Rows of lamps are lit at the doorway and around the house so that the Goddess finds her way in.",
      "The puja falls on the Amavasya (new moon) of Ashvin or Kartika, depending on the calendar followed, in October or November. It is performed in the evening during pradosha kala, the period just after sunset, and many families prefer a fixed lagna (ascendant) within it, which the priest identifies from the panchanga (Hindu almanac). In Karnataka, Lakshmi puja on Amavasya falls between Naraka Chaturdashi and Bali Padyami. For businesses, the puja also marks the start of a new financial year.",
      `On Diwali evening ${site.priestName} performs the Lakshmi puja in Gokarna at the muhurta, taking a sankalpa (formal statement of intention) for each booking in the family's or business's names, gotra (family lineage) and nakshatras (birth stars), shared beforehand on WhatsApp. Families in other time zones can join live or light their own lamps at their local dusk. Because this is a busy evening, we ask you to book a few days ahead. Kumkum and akshata (consecrated rice) prasad can be posted after the festival.`,
    ],
    benefits: {
      heading: "Benefits of Diwali Lakshmi Puja",
      points: [
        {
          title: "Welcoming Lakshmi",
          description:
            "The puja invites the Goddess of prosperity into the home and workplace at the most traditional time of the year.",
        },
        {
          title: "A new year for business",
          description:
            "Traders and business owners bless their account books and begin the financial year with prayer.",
        },
        {
          title: "Light over darkness",
          description:
            "Diwali celebrates the victory of light, and the puja gives the festival its spiritual centre.",
        },
        {
          title: "",
          description:
            "Families living abroad can keep the festival's worship on the right day, with the puja done in their names.",
        },
      ],
    },
    image: "diwali-lakshmi-puja",
    imageAlt:
      "Illustration of Goddess Lakshmi and Lord Ganesha side by side behind rows of lit clay lamps and a plate of sweets",
  },
  {
    id: 32,
    title: "Navratri Puja",
    slug: "navratri-puja",
    category: "festival-Pujas",
    summary:
      "A single festival-day puja during Navratri, on Durgashtami or Mahanavami, with Durga worship, Kanya puja and the Ayudha puja of tools and vehicles.",
    description: [
      "Navratri Puja is a festival-day worship of the Goddess on one of the high days of Navratri, for families who wish to mark the festival without the full nine-day observance. It is usually held on Durgashtami, the eighth day, or Mahanavami, the ninth, when Durga is worshipped as the victorious Mahishasuramardini. The puja includes kalash worship, chanting from the Durga Saptashati, offerings of red flowers and naivedya, and Kanya puja, the honouring of young girls as forms of the Goddess. On Navami it can include Ayudha puja.",
      "Sharad Navratri falls in the month of Ashvin, usually in September or October. Ayudha puja, the worship of the tools of one's livelihood, is a strong tradition in Karnataka: on Mahanavami, families and businesses clean and decorate their vehicles, machines, books, instruments and computers and offer them to the Goddess in thanks. Students may also keep books before Saraswati on the Moola nakshatra. The priest will tell you the exact tithi (lunar day) and the timings for the year.",
      `Tell us on WhatsApp which day you prefer, Ashtami or Navami, along with your name, gotra (family lineage) and nakshatra (birth star). ${site.priestName} takes the sankalpa (formal statement of intention) in your name and performs the puja in Gokarna on that day; you can join by video call. For Ayudha puja you can decorate your own tools or vehicle at home while he chants the mantras over the call. Kumkum prasad from the Goddess can be sent by post.`,
    ],
    benefits: {
      heading: "Benefits of Navratri Puja",
      points: [
        {
          title: "Worship on the festival's high day",
          description:
            "The puja is offered on Ashtami or Navami, the days many families regard as the most important of Navratri.",
        },
        {
          title: "Gratitude for one's livelihood",
          description:
            "Ayudha puja gives thanks for the tools, vehicles and books that support the family's work and studies.",
        },
        {
          title: "Blessings of the Goddess",
          description:
            "Devotees seek Durga's protection and strength for the year ahead.",
        },
      ],
    },
    image: "navratri-puja",
    imageAlt:
      "Illustration of a decorated image of Goddess Durga with a row of tools and books arranged before her with flowers and kumkum",
  },
];
