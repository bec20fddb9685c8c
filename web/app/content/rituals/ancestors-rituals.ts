import type { Ritual } from "../types";

export const ancestorsRituals: Ritual[] = [
  {
    id: 45,
    title: "Narayana Bali",
    slug: "narayana-bali",
    category: "Ancestors-rituals",
    summary:
      "A rite at the holy tirtha of Gokarna for a relative or ancestor who passed away untimely or unnaturally, praying that their soul finds peace.",
    description: [
      "Narayana Bali is an ancestor rite performed for a family member or ancestor whose life ended untimely or unnaturally, for example through an accident, a sudden illness, drowning or other tragic circumstances, or whose last rites could not be completed as tradition asks. Described in the Garuda Purana, it places the departed soul in the care of Lord Narayana (Vishnu). A figure made of darbha (sacred kusha grass) stands in for the loved one, the rites are performed for them with care, and offerings are made so that they may find peace.",
      "Families often seek Narayana Bali when they realise that a loved one's passing left something unfinished, or when elders or a family astrologer suggest it to bring rest to the departed and peace to those who remain. It is traditionally performed at tirthas (holy places) such as Trimbakeshwar or Gokarna, where ancestor rites have been offered for centuries. The priest fixes a suitable day from the panchanga (Hindu almanac); the full rite is usually spread over more than one day.",
      "We understand these conversations can be painful, so please share only what you are comfortable with on WhatsApp: the name of the departed, their gotra (family lineage), and the approximate date and manner of passing if known, along with the names of family members. Here in Gokarna the priest takes the sankalpa (formal statement of intention) on the family's behalf and performs every step of the rite with reverence. Relatives can be present by video call to offer their prayers, and anyone able to travel to Gokarna is welcome to sit for the rite in person.",
    ],
    benefits: {
      heading: "Benefits of Narayana Bali",
      points: [
        {
          title: "Peace for the departed",
          description:
            "The rite entrusts a loved one who passed untimely to Narayana's care, praying that they find rest.",
        },
        {
          title: "Completing what was left undone",
          description:
            "Families fulfil the last duties that could not be performed at the time of the death.",
        },
        {
          title: "Comfort for the family",
          description:
            "Many find that offering the rite brings a sense of closure and peace of mind.",
        },
        {
          title: "",
          description:
            "It is performed at Gokarna, one of the tirthas traditionally associated with Narayana Bali.",
        },
      ],
    },
    image: "narayana-bali",
    imageAlt:
      "Illustration of an oil lamp and a small bundle of kusha grass on a banana leaf beside calm water.",
  },
  {
    id: 46,
    title: "Pitru paksha shradha",
    slug: "pitru-paksha-shradha",
    category: "Ancestors-rituals",
    summary:
      "Shraddha with tarpana and pinda dana for your ancestors during Pitru Paksha, the fortnight of the ancestors ending on Mahalaya Amavasya.",
    description: [
      "Pitru Paksha shraddha is the offering that a family makes to its ancestors (pitrus) during Pitru Paksha, the fortnight of the ancestors. Shraddha means an act done with faith and love. It includes tarpana, the offering of water mixed with black sesame seeds and darbha grass, and pinda dana, the offering of rice balls mixed with sesame and ghee, made with the names of departed parents, grandparents and great-grandparents. Tradition holds that during this fortnight the ancestors draw close to their descendants and receive these offerings with blessing.",
      "Pitru Paksha is the dark fortnight of the lunar month of Bhadrapada (called Ashvin in the northern calendar), usually falling in September or October, and it ends on Mahalaya Amavasya, the new moon. Families ideally offer shraddha on the tithi (lunar day) on which each ancestor passed away. Mahalaya Amavasya, also known as Sarva Pitru Amavasya, is set aside for all ancestors together, including those whose tithi is not known, and for relatives, teachers and friends who have no one to remember them.",
      "Through WhatsApp, share the names of the ancestors you wish to remember, on your father's and mother's side as far as you know them, with your gotra (family lineage) and, if known, the tithi of each passing. On the chosen day in Gokarna, a tirtha long associated with ancestor rites, the priest takes the sankalpa (formal statement of intention) in your name and offers the tarpana and pinda dana. You can join by video call to say the names with him. As tradition asks, the pindas are given to crows, cows or sacred waters, so there is no prasad to post; many families light a lamp at home that day.",
    ],
    benefits: {
      heading: "Benefits of Pitru Paksha Shraddha",
      points: [
        {
          title: "Honouring the ancestors",
          description:
            "The family offers gratitude and remembrance to those whose lives made their own possible.",
        },
        {
          title: "Ancestral blessings",
          description:
            "Tradition holds that satisfied ancestors bless their descendants with peace, health and harmony.",
        },
        {
          title: "Fulfilling a sacred duty",
          description:
            "Shraddha is one of the household's oldest obligations, and it can be kept even when the family lives far from home.",
        },
        {
          title: "",
          description:
            "Mahalaya Amavasya allows every ancestor to be remembered, even those whose date of passing is not known.",
        },
      ],
    },
    image: "pitru-paksha-shradha",
    imageAlt:
      "Illustration of a brass vessel pouring water over black sesame seeds and rice balls on a banana leaf, with a lit lamp beside it.",
  },
];
