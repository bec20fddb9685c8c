import type { Ritual } from "../types";

export const homaHavan: Ritual[] = [
  {
    id: 16,
    title: "Gana Homa",
    slug: "gana-homa",
    category: "homa-havan",
    summary:
      "A Ganapati fire offering to seek Lord Ganesha's blessing before a new home, business, marriage or any fresh beginning, performed for you in Gokarna.",
    description: [
      "Gana Homa, also called Ganapati Homa, is a homa (fire offering) to Lord Ganesha, the remover of obstacles and the lord of beginnings. Hindu custom honours him first before any undertaking, so this is often the opening rite of a larger ceremony or a short, complete ritual on its own. The priest invokes Ganapati into the sacred fire with Vedic hymns and his mantra, then offers modakas (sweet dumplings), coconut, jaggery, sugarcane, durva grass and ghee while the family prays that the path ahead be clear.",
      "Families arrange a Gana Homa before a housewarming (griha pravesha), the opening of a shop or office, an engagement or wedding, the start of studies, a long journey or a new job. Many also hold it at the start of the year, on Vinayaka Chaturthi or on Sankashti Chaturthi, the monthly day sacred to Ganesha. Early morning is the traditional time, and the priest chooses an auspicious muhurta (time window) from the panchanga (Hindu almanac) for your occasion when you share your plans with us.",
      "In Gokarna, pilgrims customarily greet the Mahaganapati shrine before they visit the Mahabaleshwara temple, and our homa keeps that spirit. When you book on WhatsApp you send the names of those taking part, with their gotra (family lineage) and nakshatra (birth star). At the chosen hour the priest takes the sankalpa (formal statement of intention) in your names and performs the homa in full. You can watch and pray along on a video call, and we can post the consecrated akshata (blessed rice) and kumkum to you afterwards.",
    ],
    benefits: {
      heading: "Benefits of Gana Homa",
      points: [
        {
          title: "A blessed start",
          description:
            "Devotees offer their first prayer to Ganesha so that a new home, venture or relationship begins with his grace.",
        },
        {
          title: "Clearing the way",
          description:
            "As Vighneshvara, lord of obstacles, Ganesha is prayed to for the removal of hindrances that stand between a family and its plans.",
        },
        {
          title: "Clarity and wisdom",
          description:
            "Ganesha is the patron of learning and good judgement, so students and professionals seek his blessing for a clear, steady mind.",
        },
        {
          title: "",
          description:
            "It can be combined with another homa or puja as its opening rite, as tradition recommends.",
        },
      ],
    },
    image: "gana-homa",
    imageAlt:
      "Illustration of a square havan kund with bright flames beside a plate of modakas and a sprig of durva grass.",
  },
  {
    id: 17,
    title: "Chandi Havan",
    slug: "chandi-havan",
    category: "homa-havan",
    summary:
      "A fire offering to Goddess Chandi with recitation of the Durga Saptashati, offered as Eka Chandi, Nava Chandi or Satha (Shata) Chandi.",
    description: [
      "Chandi Havan honours Goddess Chandi, the mighty form of Durga who overcomes the demons Mahishasura, Shumbha and Nishumbha in the Durga Saptashati (also called the Devi Mahatmya), a sacred text of seven hundred verses. The text is recited in full and its verses are offered into the fire. There are three types: Eka Chandi, one complete recitation of the Durga Saptashati with homa; Nava Chandi, nine recitations; and Satha (Shata) Chandi, a hundred recitations carried out by many priests together, usually over several days.",
      "Families turn to Chandi Havan in times of difficulty, when they seek courage, protection and the strength to face hardship, and also in gratitude after a prayer has been answered. Navaratri, and especially its eighth and ninth days (Ashtami and Navami), is the most favoured season, though the havan can be held on a Tuesday, a Friday or another auspicious day fixed from the panchanga (Hindu almanac). Eka Chandi suits a family's personal prayer; Nava and Satha Chandi are larger offerings, often made for a household, a community or a temple.",
      "Tell us on WhatsApp which form you have in mind and the names, gotra (family lineage) and nakshatra (birth star) of those it is for. The priest takes the sankalpa (formal statement of intention) on your behalf in Gokarna, and the chanting and the havan follow in the traditional order, ending with purnahuti, the final offering. For Nava and Satha Chandi we gather the additional priests and agree the dates with you in advance. You are welcome to join the havan on a video call, and kumkum prasad from the goddess can be posted to you.",
    ],
    benefits: {
      heading: "Benefits of Chandi Havan",
      points: [
        {
          title: "Strength in hard times",
          description:
            "Devotees pray to the Mother in her victorious form for courage and resilience when life feels heavy.",
        },
        {
          title: "Protection for the family",
          description:
            "The Saptashati praises the goddess as the shelter of all who call on her, and families seek that shelter for their home.",
        },
        {
          title: "An offering that fits the need",
          description:
            "Eka, Nava and Satha Chandi allow a single heartfelt prayer or a grand community offering.",
        },
        {
          title: "",
          description:
            "Hearing the complete Durga Saptashati recited is itself treasured as a blessing by devotees of the goddess.",
        },
      ],
    },
    image: "chandi-havan",
    imageAlt:
      "Illustration of a fire altar before a stylised image of Goddess Durga on a lion, with an open palm-leaf text beside it.",
  },
  {
    id: 18,
    title: "Sudarshana",
    slug: "sudarshana",
    category: "homa-havan",
    summary:
      "Sudarshana Homa invokes the discus of Lord Vishnu for protection from negativity, fear and obstacles, performed for you with Vedic chants in Gokarna.",
    description: [
      "Sudarshana Homa is offered to Sudarshana, the radiant discus (chakra) of Lord Vishnu, worshipped in Vaishnava tradition as a deity in his own right. The name means \"auspicious vision\": the spinning chakra is the power with which Vishnu protects the righteous and cuts through darkness. In the homa (fire offering) the priest invokes Sudarshana with his mantra and hymns, offering ghee, sesame and sacred herbs into the fire, and prays for the protection of the family and the removal of harmful influences.",
      "Devotees perform Sudarshana Homa when they feel surrounded by negativity or ill will, when a run of troubles will not seem to end, during recovery from illness, or before moving into a new home. It is also chosen at the start of an important venture as a shield of blessing. Days sacred to Vishnu, such as Ekadashi, are especially favoured, and the priest can suggest a suitable date and time from your birth details and the panchanga (Hindu almanac).",
      "Share the names, gotra (family lineage) and nakshatra (birth star) of the family members over WhatsApp, along with what you are praying for if you wish. On the chosen day the priest sits before the fire in Gokarna, takes the sankalpa (formal statement of intention) in your names and completes the homa with the full count of mantras. Join by video call to watch the offerings and pray with him. A blessed raksha (protective thread) and prasad can be posted to your address.",
    ],
    benefits: {
      heading: "Benefits of Sudarshana Homa",
      points: [
        {
          title: "Protection",
          description:
            "Devotees seek the shelter of Vishnu's discus against negativity, ill will and unseen harm.",
        },
        {
          title: "Removing obstacles",
          description:
            "The chakra is prayed to for cutting through stubborn difficulties that block a family's progress.",
        },
        {
          title: "Courage and peace of mind",
          description:
            "Many find that the homa brings calm and confidence during anxious or uncertain times.",
        },
        {
          title: "Healing",
          description:
            "It is traditionally performed with prayers for recovery and renewed strength after illness.",
        },
      ],
    },
    image: "sudarshana",
    imageAlt:
      "Illustration of a golden spoked discus with flame-like edges glowing above a small fire altar.",
  },
  {
    id: 19,
    title: "Navagraha",
    slug: "navagraha",
    category: "homa-havan",
    summary:
      "Navagraha Homa propitiates the nine planets of Vedic astrology, seeking their favour during difficult periods and before important life events.",
    description: [
      "Navagraha Homa is a fire offering to the nine grahas (planetary powers) of Vedic astrology: Surya (Sun), Chandra (Moon), Mangala (Mars), Budha (Mercury), Guru (Jupiter), Shukra (Venus), Shani (Saturn) and the lunar nodes Rahu and Ketu. Tradition holds that these powers shape the seasons of a person's life. In the homa each graha is invoked with its own Vedic mantra and honoured with its own sacred wood (samidh) and grain, so that all nine are propitiated together and their blessings sought for harmony and balance.",
      "Families often arrange this homa when a horoscope reading points to a challenging period, such as the start of a new planetary dasha (period), Sade Sati (Saturn's seven-and-a-half-year transit) or a difficult placement of Rahu or Ketu. It is also a common rite before a wedding, a housewarming or a new venture, and on birthdays, so that a new chapter begins under favourable stars. If you have a birth chart, the priest can look at it and suggest the most fitting day.",
      "To book, send us on WhatsApp the name, gotra (family lineage), nakshatra (birth star) and, if available, the birth date, time and place of the person the homa is for. In Gokarna the priest arranges the nine grahas in their traditional places, takes the sankalpa (formal statement of intention) in that name and makes the offerings to each planet in turn. You can follow the whole rite on a live video call, and a raksha (protective thread) with prasad can be sent by post.",
    ],
    benefits: {
      heading: "Benefits of Navagraha Homa",
      points: [
        {
          title: "Balance among the planets",
          description:
            "All nine grahas are honoured in one rite, seeking their combined goodwill rather than addressing one alone.",
        },
        {
          title: "Support in difficult periods",
          description:
            "Devotees perform it during hard dashas or transits, praying for patience, steadiness and relief.",
        },
        {
          title: "A good start",
          description:
            "Held before a marriage, a move or a new venture, it asks the planets to favour the new beginning.",
        },
        {
          title: "",
          description:
            "The priest can suggest a date in keeping with your birth chart, so the homa is timed with care.",
        },
      ],
    },
    image: "navagraha",
    imageAlt:
      "Illustration of nine small coloured circles arranged in a square grid around a central fire altar.",
  },
  {
    id: 20,
    title: "Maha Mrityunjaya",
    slug: "maha-mrityunjaya",
    category: "homa-havan",
    summary:
      "A homa to Lord Shiva with the Maha Mrityunjaya mantra, offered for good health, recovery and long life, performed in the Shiva kshetra of Gokarna.",
    description: [
      "Maha Mrityunjaya Homa is offered to Lord Shiva as Mrityunjaya, \"the one who conquers death\". At its heart is the Mrityunjaya mantra from the Rig Veda, which begins \"Om Tryambakam yajamahe\" and asks the three-eyed Lord to free us from the bondage of death as a ripe cucumber is released from its vine, and to lead us towards immortality. The mantra is chanted many times while ghee, sesame, sacred herbs and samidh (sacred wood) are offered into the fire with prayers for health and longevity.",
      "Families arrange this homa when a loved one is ill or preparing for surgery, during a long recovery, for elderly parents, and on milestone birthdays such as the sixtieth. It is also performed when a horoscope indicates a sensitive period for health, or simply as a yearly prayer for the well-being of the household. Mondays, Pradosha evenings and the month of Shravana, all sacred to Shiva, are favoured, though the homa may be held on any auspicious day when there is need.",
      "Gokarna is one of the oldest Shiva kshetras (holy places) in India, home of the Atmalinga at the Mahabaleshwara temple, and the homa is performed here in that devotion. Send the name, gotra (family lineage) and nakshatra (birth star) of the person the prayer is for on WhatsApp. The priest takes the sankalpa (formal statement of intention) in that name and completes the mantra count you choose. Family members may join by video, even from a hospital bedside, and vibhuti (sacred ash) prasad can be posted.",
    ],
    benefits: {
      heading: "Benefits of Maha Mrityunjaya Homa",
      points: [
        {
          title: "Prayer for health",
          description:
            "Devotees seek Shiva's healing grace for a loved one who is unwell or recovering.",
        },
        {
          title: "Longevity",
          description:
            "The mantra is traditionally recited for a long, healthy life, especially for elders and on milestone birthdays.",
        },
        {
          title: "Freedom from fear",
          description:
            "Many turn to Mrityunjaya for inner strength and calm in the face of anxiety about illness.",
        },
        {
          title: "",
          description:
            "The homa is performed in Gokarna, an ancient centre of Shiva worship.",
        },
      ],
    },
    image: "maha-mrityunjaya",
    imageAlt:
      "Illustration of a Shiva linga marked with three lines of ash, with a crescent moon above and a small fire altar in front.",
  },
  {
    id: 21,
    title: "Durga Homa",
    slug: "durga-homa",
    category: "homa-havan",
    summary:
      "A fire offering to Goddess Durga with the Durga Suktam, seeking her protection, courage and help in overcoming obstacles.",
    description: [
      "Durga Homa is a fire offering to Goddess Durga, the invincible Mother whose name means \"she who is hard to reach\" and who carries her devotees across difficulty. The priest invokes her with the Durga Suktam, a Vedic hymn praying to be carried safely across all troubles as if by a boat, and with her mantra, offering ghee, red flowers, kumkum and sacred wood into the fire. It is shorter and simpler than a full Chandi Havan, and it is a heartfelt way to place a family under the goddess's care.",
      "Devotees perform Durga Homa when they face obstacles, conflict or fear, when they seek courage for a difficult decision, and when they want protection for a new home, a child or a journey. Navaratri, especially Durgashtami, is the traditional high point, and Tuesdays and Fridays are sacred to the goddess throughout the year. Many families also offer it yearly in thanksgiving for the Mother's care, on a day the priest picks from the panchanga (Hindu almanac).",
      "Booking takes only a short WhatsApp conversation: share the names of those taking part with their gotra (family lineage) and nakshatra (birth star), and tell us of any particular prayer. In Gokarna the priest takes the sankalpa (formal statement of intention) in your family's name, worships the goddess, offers the homa and completes it with the purnahuti (final offering). You can be present by video call throughout. Afterwards we can post kumkum prasad and a raksha (protective thread) to you.",
    ],
    benefits: {
      heading: "Benefits of Durga Homa",
      points: [
        {
          title: "The Mother's protection",
          description:
            "Families place their home and loved ones under the care of the goddess who shields her devotees.",
        },
        {
          title: "Courage",
          description:
            "Devotees pray for strength and boldness to face difficult situations and decisions.",
        },
        {
          title: "Overcoming obstacles",
          description:
            "The Durga Suktam asks the goddess to carry us across troubles, and many perform the homa when the way seems blocked.",
        },
      ],
    },
    image: "durga-homa",
    imageAlt:
      "Illustration of a trident and a lotus above a glowing fire altar, with red hibiscus flowers around it.",
  },
  {
    id: 22,
    title: "Laxmi Kubera",
    slug: "laxmi-kubera",
    category: "homa-havan",
    summary:
      "A homa to Goddess Lakshmi and Lord Kubera, treasurer of the gods, for prosperity, stable finances and a blessed start to business.",
    description: [
      "Laxmi Kubera Homa honours two deities of abundance together. Goddess Lakshmi is the source of wealth, well-being and good fortune, and Lord Kubera is the treasurer of the gods and guardian of the northern direction, who keeps and distributes riches. In the homa (fire offering) the priest chants the Sri Suktam to Lakshmi and the Kubera mantra, offering lotus seeds, ghee, sweets and sacred herbs, and prays that the family's wealth be earned rightly, grow steadily and be put to good use.",
      "Families and business owners arrange this homa when they open a shop or office, start a new financial year, take on a large commitment or hope for relief from financial strain. Dhanteras and Diwali, Akshaya Tritiya, full moon days and Fridays are traditionally favoured, and many traders make it a yearly observance. Tradition speaks of prosperity as a blessing to be shared, so the prayer is for stability, honest gain and generosity rather than quick riches.",
      "Send us on WhatsApp the names, gotra (family lineage) and nakshatra (birth star) of the family members, and the name of the business if the homa is for one. On the chosen day in Gokarna the priest sets up the kalasha (sacred pot), takes the sankalpa (formal statement of intention) for your household or firm and performs the homa. The family can take part over a video call. Consecrated kumkum and a small Lakshmi-Kubera prasad packet can be posted for your home or cash box.",
    ],
    benefits: {
      heading: "Benefits of Laxmi Kubera Homa",
      points: [
        {
          title: "Prosperity",
          description:
            "Devotees seek the blessing of Lakshmi and Kubera for steady income and a comfortable household.",
        },
        {
          title: "Business blessings",
          description:
            "A traditional rite for opening a shop, launching a venture or starting the financial year.",
        },
        {
          title: "Relief from money worries",
          description:
            "Families offer it with prayers for easing debts and financial strain.",
        },
        {
          title: "",
          description:
            "The prayer is for wealth earned rightly and shared generously, in the spirit of dharma.",
        },
      ],
    },
    image: "laxmi-kubera",
    imageAlt:
      "Illustration of a pink lotus and a small overflowing pot of gold coins beside a fire altar.",
  },
  {
    id: 23,
    title: "Lakshmi Narayana",
    slug: "lakshmi-narayana",
    category: "homa-havan",
    summary:
      "A homa to Lord Vishnu and Goddess Lakshmi together, for harmony between spouses, family well-being and lasting prosperity.",
    description: [
      "Lakshmi Narayana Homa worships Lord Vishnu as Narayana, the sustainer of the universe, together with his eternal consort Goddess Lakshmi, the giver of fortune and grace. The divine couple stand for dharma and prosperity held in balance, and for a household where love and abundance go together. The priest chants the Purusha Suktam to Narayana and the Sri Suktam to Lakshmi, offering ghee, payasa (sweet rice pudding), tulasi and lotus into the fire with prayers for the well-being of the whole family.",
      "Couples often arrange this homa soon after marriage, on wedding anniversaries, or when they seek harmony and understanding in their relationship. Families also perform it for a housewarming, for peace at home, or as thanksgiving for blessings received. Ekadashi, Purnima (full moon), Akshaya Tritiya and Fridays are traditional choices, and Vaikuntha Ekadashi is especially dear to devotees of Vishnu. The priest can suggest a date from the panchanga (Hindu almanac) that suits your occasion.",
      "When you book on WhatsApp, share the names of the couple or family members with their gotra (family lineage) and nakshatra (birth star). On the day the priest performs the worship and the homa in Gokarna, taking the sankalpa (formal statement of intention) for both husband and wife when it is a couple's prayer. You can sit together at home and join by video call, following the final arati. We can post tulasi and kumkum prasad to you afterwards.",
    ],
    benefits: {
      heading: "Benefits of Lakshmi Narayana Homa",
      points: [
        {
          title: "Harmony in marriage",
          description:
            "Couples pray to the divine pair for love, understanding and companionship.",
        },
        {
          title: "Family well-being",
          description:
            "The homa is offered for peace, health and contentment for everyone in the home.",
        },
        {
          title: "Prosperity with dharma",
          description:
            "Devotees seek Lakshmi's abundance together with Narayana's guidance, so that wealth supports a righteous life.",
        },
      ],
    },
    image: "lakshmi-narayana",
    imageAlt:
      "Illustration of a conch and a lotus side by side above a small fire altar, framed by tulasi leaves.",
  },
  {
    id: 24,
    title: "Pavamana",
    slug: "pavamana",
    category: "homa-havan",
    summary:
      "Pavamana Homa uses the Pavamana suktas of the Rig Veda to purify a person, a family or a home and prepare the way for auspicious events.",
    description: [
      "Pavamana Homa is a rite of purification built on the Pavamana suktas, the hymns of the ninth mandala (book) of the Rig Veda. They are addressed to Soma Pavamana, \"Soma who is being purified\", and from ancient times they have been recited to cleanse and sanctify. In the homa (fire offering) the priest chants these hymns while offering ghee and samidh (sacred wood) into the fire, and water in a kalasha (sacred pot) is consecrated by the chanting and later sprinkled for purification.",
      "Families perform Pavamana Homa to purify a new or renovated home before moving in, at the end of a period of ritual impurity after a birth or death in the family, and before sacred events such as a wedding or upanayana (thread ceremony). It is also chosen after a long illness or a troubled time, when a household wants a fresh and clean start. It is a familiar rite in Karnataka's Vedic tradition and can be held on most auspicious days.",
      "Tell us on WhatsApp the reason for the purification and the names, gotra (family lineage) and nakshatra (birth star) of the family. In Gokarna the priest takes the sankalpa (formal statement of intention) in your names, recites the Pavamana suktas and completes the homa. Join by video call to hear the hymns and watch the offerings. Where it helps, we can post a small bottle of the consecrated water, so you can sprinkle it through your home yourself, along with akshata (blessed rice).",
    ],
    benefits: {
      heading: "Benefits of Pavamana Homa",
      points: [
        {
          title: "Purification",
          description:
            "The Rig Vedic hymns are traditionally recited to cleanse a person, a family and its surroundings.",
        },
        {
          title: "A fresh start",
          description:
            "Families hold it after difficult times or periods of ritual impurity, to begin again in a sanctified home.",
        },
        {
          title: "Preparation for sacred events",
          description:
            "It readies a household for a wedding, an upanayana or a housewarming.",
        },
        {
          title: "",
          description:
            "Listening to the ancient Pavamana hymns is itself a source of peace for many devotees.",
        },
      ],
    },
    image: "pavamana",
    imageAlt:
      "Illustration of a water-filled kalasha topped with mango leaves and a coconut beside a small fire altar.",
  },
  {
    id: 25,
    title: "Dhanvantari",
    slug: "dhanvantari",
    category: "homa-havan",
    summary:
      "A yearly homa to Lord Dhanvantari, physician of the gods, for the health of the family, traditionally held around Dhanteras and Dhanvantari Jayanti.",
    description: [
      "Dhanvantari Homa is offered to Lord Dhanvantari, the physician of the gods and a form of Lord Vishnu, revered as the father of Ayurveda. The Puranas tell that he rose from the churning of the ocean of milk carrying a pot of amrita, the nectar of immortality. In the homa (fire offering) the priest invokes him with his mantra and offers ghee together with medicinal herbs into the fire, praying for good health, healing and strength for the family.",
      "Dhanvantari Homa is done once a year, traditionally around Dhanteras, the thirteenth day of the dark fortnight before Diwali, which is also celebrated as Dhanvantari Jayanti, his appearance day. Families make it an annual prayer for the health of everyone in the home, and many doctors, nurses, Ayurvedic practitioners and caregivers offer it for the wisdom and skill to heal others. It may also be held at another time of year when someone in the family is unwell.",
      "Because it is a yearly observance, we plan the Dhanteras homa in advance: message us on WhatsApp with the names, gotra (family lineage) and nakshatra (birth star) of each member of your household. The priest takes the sankalpa (formal statement of intention) for all of them in Gokarna and performs the homa on the day, which the family can join by video call. Herbal prasad and a raksha (protective thread) can be posted afterwards for the year ahead.",
    ],
    benefits: {
      heading: "Benefits of Dhanvantari Homa",
      points: [
        {
          title: "Health for the family",
          description:
            "Devotees pray to the divine physician for the well-being of every member of the household.",
        },
        {
          title: "Support during illness",
          description:
            "Families offer it with prayers for recovery, alongside the medical care their loved ones receive.",
        },
        {
          title: "A blessing for healers",
          description:
            "Doctors, caregivers and Ayurvedic practitioners seek Dhanvantari's grace for skill and compassion in their work.",
        },
        {
          title: "",
          description:
            "Performed once a year, it renews the family's prayer for health at the traditional season.",
        },
      ],
    },
    image: "dhanvantari",
    imageAlt:
      "Illustration of a golden pot of nectar beside medicinal leaves and a small fire altar.",
  },
  {
    id: 26,
    title: "Moola Nakshatra Shanti",
    slug: "moola-nakshatra-shanti",
    category: "homa-havan",
    summary:
      "A gentle shanti rite for a child born in Moola nakshatra, praying for the child's well-being and the harmony of the whole family.",
    description: [
      "Moola Nakshatra Shanti is a shanti (pacifying) rite for a child born when the moon was in Moola nakshatra, the nineteenth of the twenty-seven birth stars, whose symbol is a bundle of roots. Moola is one of the gandamoola nakshatras, which the astrological texts recommend be honoured with a special prayer soon after birth. In the homa (fire offering) the priest worships the presiding deity of the star and the Navagrahas (nine planets), praying for a long, healthy and happy life for the child and peace for the household.",
      "Tradition suggests performing the shanti when Moola nakshatra first returns after the birth, about twenty-seven days later, though many families arrange it on a later Moola day if that is not possible. It is a loving custom that many families follow on the advice of their elders, not a cause for worry: a child born in Moola is a blessing like any other. If you are unsure whether your child's birth falls in Moola, send us the date, time and place and the priest will check.",
      "Over WhatsApp, share the child's name (or the name chosen so far), date and time of birth, the parents' names and their gotra (family lineage). On a suitable Moola day the priest takes the sankalpa (formal statement of intention) for the child and parents in Gokarna and performs the shanti with its homa. Parents can hold the baby and join on a video call as the prayers are offered, and a raksha (protective thread) for the child can be posted to you.",
    ],
    benefits: {
      heading: "Benefits of Moola Nakshatra Shanti",
      points: [
        {
          title: "Blessings for the child",
          description:
            "The rite prays for the newborn's health, long life and a bright future.",
        },
        {
          title: "Harmony in the family",
          description:
            "Parents and grandparents are included in the prayer for peace and well-being at home.",
        },
        {
          title: "Following tradition with care",
          description:
            "Families honour the custom handed down by their elders, timed by the priest from the child's birth details.",
        },
      ],
    },
    image: "moola-nakshatra-shanti",
    imageAlt:
      "Illustration of a crescent moon and a small star above a bundle of roots, with a cradle and a lamp below.",
  },
  {
    id: 27,
    title: "Bhadrakali",
    slug: "bhadrakali",
    category: "homa-havan",
    summary:
      "A homa to Goddess Bhadrakali, the fierce yet gracious protector, for courage, protection from negativity and a family's safety.",
    description: [
      "Bhadrakali Homa is offered to Goddess Bhadrakali, a powerful protective form of the Divine Mother, widely worshipped along the coasts of Karnataka and Kerala. Her name joins \"bhadra\", auspicious or gracious, with Kali, the goddess of time and transformation: she is fierce towards evil and tender towards those who seek her shelter. Tradition tells of her rising from Shiva's power to destroy wrongdoing. In the homa (fire offering) the priest invokes her with her mantras and offers ghee, red flowers and sacred herbs into the fire.",
      "Devotees turn to Bhadrakali when they want protection from negativity, ill will or the evil eye, when fear or conflict troubles the family, and when they need courage to stand firm. Tuesdays and Fridays are sacred to her, as are Navaratri and the dark-moon night of Amavasya, and many families of the region keep her as their kuladevata (family deity) and offer a homa each year. The priest can suggest a fitting day from the panchanga (Hindu almanac).",
      "Message us on WhatsApp with the names, gotra (family lineage) and nakshatra (birth star) of those the homa is for, and anything you would like included in the prayer. In Gokarna the priest takes the sankalpa (formal statement of intention) on your behalf, worships the goddess and completes the homa with the purnahuti (final offering). You are welcome to follow along live on a video call. Kumkum prasad and a raksha (protective thread) can be posted to you.",
    ],
    benefits: {
      heading: "Benefits of Bhadrakali Homa",
      points: [
        {
          title: "Protection",
          description:
            "Devotees seek the goddess's shelter against negativity, ill will and the evil eye.",
        },
        {
          title: "Courage and confidence",
          description:
            "Bhadrakali is prayed to for fearlessness and the strength to face conflict calmly.",
        },
        {
          title: "",
          description:
            "Families who keep her as their kuladevata offer the homa to renew their bond with her each year.",
        },
      ],
    },
    image: "bhadrakali",
    imageAlt:
      "Illustration of a stylised goddess's crown and trident above a fire altar, in deep red and gold.",
  },
  {
    id: 28,
    title: "Lakshmi Narasimha",
    slug: "lakshmi-narasimha",
    category: "homa-havan",
    summary:
      "A homa to Lord Narasimha with Goddess Lakshmi, for protection and courage together with prosperity and peace at home.",
    description: [
      "Lakshmi Narasimha Homa honours Lord Narasimha, the man-lion avatar of Vishnu, together with Goddess Lakshmi. The Puranas tell how Narasimha appeared from a pillar at twilight to protect the young devotee Prahlada from the tyrant Hiranyakashipu. With Lakshmi seated beside him he is worshipped in his peaceful, gracious form, so the homa seeks his protection and courage together with prosperity. The priest chants the Narasimha mantra and hymns such as the Sri Suktam, offering ghee, sacred herbs and sweets into the fire.",
      "Families perform this homa when they face danger, fear, enmity or legal and personal struggles, and when they seek protection for children and elders. It is also a fine choice for a new home or business, where safety and prosperity are both in mind. Narasimha Jayanti in the month of Vaishakha is the most important day, and Swati nakshatra (his birth star), Saturdays and the twilight hours are also considered auspicious.",
      "To book, share the names, gotra (family lineage) and nakshatra (birth star) of your family on WhatsApp and tell us briefly what you are praying for. In Gokarna the priest takes the sankalpa (formal statement of intention) for your family, worships Lakshmi Narasimha and performs the homa, timed where possible for the evening as tradition prefers. Your family can join through a video call, and a raksha (protective thread) and prasad can be sent by post.",
    ],
    benefits: {
      heading: "Benefits of Lakshmi Narasimha Homa",
      points: [
        {
          title: "Protection",
          description:
            "As Narasimha protected Prahlada, devotees pray for his shelter for their family in times of danger.",
        },
        {
          title: "Courage",
          description:
            "The man-lion is invoked for fearlessness and the strength to overcome opposition.",
        },
        {
          title: "Prosperity",
          description:
            "With Lakshmi at his side, the homa also seeks abundance and peace at home.",
        },
        {
          title: "",
          description:
            "It suits new homes and ventures, where a family wants both safety and success.",
        },
      ],
    },
    image: "lakshmi-narasimha",
    imageAlt:
      "Illustration of a stylised lion face with a gentle expression above a lotus and a small fire altar.",
  },
  {
    id: 29,
    title: "Kala Bhairava",
    slug: "kala-bhairava",
    category: "homa-havan",
    summary:
      "A homa to Kala Bhairava, the fierce form of Shiva and guardian of time, for protection, discipline and freedom from fear.",
    description: [
      "Kala Bhairava Homa is offered to Kala Bhairava, the fierce form of Lord Shiva and the guardian of time (kala). He is revered as the kshetrapala, protector of sacred places and towns, and in Kashi he is honoured as the city's guardian, with the dog as his companion. Though his appearance is awe-inspiring, devotees know him as a compassionate protector who removes fear. In the homa (fire offering) the priest chants his mantras and prayers such as the Kala Bhairava Ashtakam while offering ghee, sesame and sacred wood into the fire.",
      "Devotees perform this homa for protection from harm and negativity, for relief from fear and anxiety, and for discipline and good use of time in work and study. Because Bhairava is closely connected with Shani (Saturn), it is also chosen during difficult Saturn periods. Kalashtami, the eighth day of the waning moon each month, is sacred to him, above all Kala Bhairava Jayanti, which falls in November or December, and Sundays and Tuesdays are also favoured.",
      "Send the names, gotra (family lineage) and nakshatra (birth star) of those the homa is for by WhatsApp. On the chosen day in Gokarna the priest takes the sankalpa (formal statement of intention) in your names and performs the homa, closing, as is customary, with food offered to a dog, Bhairava's companion. Join live by video call to pray along. Afterwards, a black raksha (protective thread) and vibhuti (sacred ash) prasad can be posted to you.",
    ],
    benefits: {
      heading: "Benefits of Kala Bhairava Homa",
      points: [
        {
          title: "Protection",
          description:
            "Devotees seek the guardian's shelter for their home, travel and work.",
        },
        {
          title: "Freedom from fear",
          description:
            "Bhairava is prayed to for courage and release from anxiety and dread.",
        },
        {
          title: "Discipline and time",
          description:
            "As lord of time, he is worshipped for punctuality, focus and the wise use of one's days.",
        },
        {
          title: "Support in Saturn periods",
          description:
            "Many perform it during difficult phases of Shani, seeking patience and relief.",
        },
      ],
    },
    image: "kala-bhairava",
    imageAlt:
      "Illustration of a trident and a small drum above a fire altar, with a seated dog drawn in simple lines beside it.",
  },
];
