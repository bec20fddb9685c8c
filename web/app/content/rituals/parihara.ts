/**
 * Parihara (remedial rites), ids 33 to 44 (SPEC.md §3). Names of the priest and the place come from
 * the site identity, so an operator who changes `site.ts` does not have to edit these texts.
 */
import { site } from "../site";
import type { Ritual } from "../types";

const priest = site.priestName;
const place = site.holySite;

export const parihara: Ritual[] = [
  {
    id: 33,
    title: "Kala Sarpa Dosha Nivarana",
    slug: "kala-sarpa-dosha-nivarana",
    category: "Parihara",
    summary:
      "A remedial rite to Rahu, Ketu and the serpent deities for a chart showing Kala Sarpa dosha, seeking steadiness and relief from repeated obstacles.",
    description: [
      "Kala Sarpa Dosha Nivarana is a parihara (remedial rite) for a horoscope in which all seven classical planets fall between Rahu and Ketu, the two lunar nodes. Astrologers call this pattern Kala Sarpa dosha (the affliction of the serpent of time), and tradition links it with delays, scattered effort and a feeling that progress keeps slipping away. The rite honours Rahu and Ketu and the naga devatas (serpent deities), and seeks the grace of Lord Shiva, who wears the serpent as his ornament, so that the influence of the nodes may settle.",
      "Not every chart with the nodes placed this way carries the dosha with the same strength, and a careful astrologer weighs it against the whole horoscope before suggesting a remedy. The rite is usually advised after such a reading, or when someone passing through a long, hard phase wishes to take a steady spiritual step. Naga Panchami, an Amavasya (new moon) day or a date when Rahu is considered strong are favoured, but the priest can fix a suitable muhurta (auspicious time) in any month.",
      `To book from afar, you send us your name, gotra (family lineage) and nakshatra (birth star) on WhatsApp, with a copy of the horoscope if you have one. ${priest} then takes the sankalpa (formal statement of intention) in your name at ${place}, a place long associated with parihara rites, and performs the naga puja, the offerings to Rahu and Ketu and the closing homa (fire offering). You can watch and pray along by video call, and the prasad (blessed offering) is posted to your address afterwards.`,
    ],
    benefits: {
      heading: "What devotees seek through this rite",
      points: [
        {
          title: "Calm after a long struggle",
          description:
            "Many come after years of effort that seemed to stall, hoping to close that chapter with prayer and begin afresh.",
        },
        {
          title: "Peace with Rahu and Ketu",
          description:
            "Offerings to the two nodes and the serpent deities are made so that their influence in the chart becomes gentler.",
        },
        {
          title: "Shiva's protection",
          description:
            "The rite ends with prayers to Lord Shiva, who holds the serpent without harm, asking for courage and clarity.",
        },
        {
          title: "",
          description:
            "Families often perform it once, with full faith, and then carry on with their lives and duties with a lighter heart.",
        },
      ],
    },
    image: "kala-sarpa-dosha-nivarana",
    imageAlt:
      "Stylised flat illustration of a coiled serpent around a Shiva linga, with small lamps and flowers laid before it.",
  },
  {
    id: 34,
    title: "Kadali Vivaha",
    slug: "kadali-vivaha",
    category: "Parihara",
    summary:
      "A symbolic marriage to a banana tree, performed before the real wedding as a traditional remedy for Mangal (Kuja) dosha and similar afflictions.",
    description: [
      "Kadali Vivaha is a symbolic marriage to a kadali (banana) tree, performed as a parihara (remedial rite) before a person's actual wedding. It is a traditional remedy for Mangal dosha, also called Kuja dosha (the affliction of Mars), and for other placements that astrologers feel may strain married life. The banana tree is honoured as a form of Lord Vishnu and is also linked with Brihaspati (Jupiter), the planet of wisdom and blessing; the tree receives the first marriage, and the real union that follows begins with its grace.",
      "The rite is advised only after the horoscope has been read, usually during matchmaking or once a wedding is being planned, since many charts that seem to show Mangal dosha are balanced by other factors. Traditionally it is performed for a bride; a similar rite with the arka plant, Arka Vivaha, is performed for a groom. It is done a few days or weeks before the wedding, on a muhurta (auspicious time) chosen from the person's birth details.",
      `You share the name, gotra (family lineage), nakshatra (birth star) and horoscope of the person to be married over WhatsApp. At ${place}, ${priest} prepares the tree as a bridegroom, takes the sankalpa (formal statement of intention) in that person's name and performs the vivaha rites with mantras, the tying of the sacred thread and offerings into the fire. The person and the family join by video call and are guided through the parts they can do at home, and the prasad is posted afterwards.`,
    ],
    benefits: {
      heading: "Why families choose Kadali Vivaha",
      points: [
        {
          title: "A traditional remedy for Mangal dosha",
          description:
            "Tradition holds that the first marriage receives the harsh influence of Mars, so the real marriage can begin in peace.",
        },
        {
          title: "Vishnu's blessing on the union",
          description:
            "The banana tree is worshipped as a form of Lord Vishnu, sustainer of dharma and of family life.",
        },
        {
          title: "Peace of mind before the wedding",
          description:
            "Both families can go ahead with the wedding preparations knowing the advised remedy has been done properly.",
        },
      ],
    },
    image: "kadali-vivaha",
    imageAlt:
      "Stylised flat illustration of a young banana tree draped with a yellow thread and garland, beside a small fire altar.",
  },
  {
    id: 35,
    title: "Shatru Samhara",
    slug: "shatru-samhara",
    category: "Parihara",
    summary:
      "Worship of Lord Subrahmanya with the Shatru Samhara Trishati, for protection from enmity, hostility and obstacles, outer and inner.",
    description: [
      "Shatru Samhara is a rite of worship to Lord Subrahmanya, also called Murugan or Kartikeya, the commander of the gods who defeated the demon Tarakasura. Its heart is the Shatru Samhara Trishati, a set of three hundred names of the deity chanted with offerings of flowers and kumkum (vermilion). Shatru means enemy, and samhara means destruction, but tradition understands the enemy broadly: open hostility, rivalry and ill will, and also the inner foes of anger, fear and jealousy that cloud one's own judgement.",
      "It is advised when a horoscope shows difficult placements of Mars, the planet ruled by Subrahmanya, or of the sixth house, which concerns disputes and opponents. People also ask for it during a legal case, a tense situation at work or a family quarrel that will not settle. Tuesdays, Shashti (the sixth lunar day) and the day of the Krittika star are held dear to Subrahmanya and are often chosen, after the priest has looked at the devotee's chart.",
      `Booking is simple: send the devotee's name, gotra (family lineage) and nakshatra (birth star) on WhatsApp, and tell us in a line or two what you are praying for. ${priest} takes the sankalpa (formal statement of intention) in that name at ${place}, chants the Trishati with archana (offering of names) and completes the worship with a homa (fire offering). The family may follow the chanting live by video call, and the kumkum prasad is posted to them.`,
    ],
    benefits: {
      heading: "What devotees pray for",
      points: [
        {
          title: "Protection from hostility",
          description:
            "Devotees seek Subrahmanya's shelter against ill will, rivalry and harm directed at them or their family.",
        },
        {
          title: "Strength in disputes",
          description:
            "Many perform it during legal or workplace conflicts, praying for courage, fairness and a just resolution.",
        },
        {
          title: "Victory over inner enemies",
          description:
            "The rite is also a prayer to overcome anger, fear and resentment, so that one meets others with a clear mind.",
        },
        {
          title: "",
          description:
            "Obstacles that keep returning are offered to the deity whose spear, the vel, is said to cut through every hindrance.",
        },
      ],
    },
    image: "shatru-samhara",
    imageAlt:
      "Stylised flat illustration of Lord Subrahmanya's spear, the vel, decorated with flowers, with a peacock feather beside it.",
  },
  {
    id: 36,
    title: "Swayamvara Parvathi",
    slug: "swayamvara-parvathi",
    category: "Parihara",
    summary:
      "Worship of Goddess Parvati with the Swayamvara Parvati mantra, for those seeking a good, harmonious marriage.",
    description: [
      "Swayamvara Parvathi is worship of Goddess Parvati through the Swayamvara Parvati mantra, a prayer traditionally chanted by those who wish for a good marriage. A swayamvara is the ancient custom in which a bride chooses her own husband, and Parvati, who won Lord Shiva through her devotion and tapas (austerity), is seen as the goddess who blesses such a rightful union. The rite combines japa (repeated chanting) of the mantra, worship of the goddess and a homa (fire offering) in her honour.",
      "It is advised when a marriage is delayed, when proposals keep falling through, or when a horoscope shows difficulties in the seventh house, which governs the spouse. It is performed for women and men alike, and some families have it done simply as a blessing before they begin looking for a match. Fridays, Navaratri and other days sacred to the goddess are favoured, and the priest can suggest a date after studying the chart.",
      `On WhatsApp you share the name, gotra (family lineage) and nakshatra (birth star) of the person seeking marriage. ${priest} takes the sankalpa (formal statement of intention) for them at ${place}, chants the mantra the agreed number of times, offers worship to Parvati and concludes with the homa. The person can watch by video call and join the closing prayers, and kumkum (vermilion) and prasad from the worship are posted to them.`,
    ],
    benefits: {
      heading: "Blessings sought from Goddess Parvati",
      points: [
        {
          title: "A suitable life partner",
          description:
            "The central prayer is for a spouse who is kind, compatible and shares one's values.",
        },
        {
          title: "Removal of delays",
          description:
            "Families who have waited long for a match offer this worship, hoping the way to marriage opens smoothly.",
        },
        {
          title: "Harmony in married life",
          description:
            "Parvati and Shiva are the ideal divine couple, and devotees pray for the same affection and understanding.",
        },
      ],
    },
    image: "swayamvara-parvathi",
    imageAlt:
      "Stylised flat illustration of Goddess Parvati holding a flower garland, seated on a lotus with a crescent moon above.",
  },
  {
    id: 37,
    title: "Shukra Aditya Sandhi Shanti",
    slug: "shukra-aditya-sandhi-shanti",
    category: "Parihara",
    summary:
      "A pacification rite at the junction of the Venus and Sun periods, best performed 3 to 6 months before the Surya dasha begins.",
    description: [
      "Shukra Aditya Sandhi Shanti is a shanti (pacification rite) for the sandhi, or junction, between two planetary periods: the twenty-year dasha (planetary period) of Shukra (Venus) and the six-year dasha of Surya, also called Aditya (the Sun), which follows it. Tradition sees such junctions as times of change, when the comforts of one period give way to the sterner lessons of the next. The rite worships both planets, Shukra as the giver of ease and affection and Surya as the source of health, authority and vitality.",
      "The rite is best performed 3 to 6 months before the Surya (Sun) period begins, while the Venus period is still running. An astrologer works out the exact date of the change from the horoscope, and the priest then chooses a muhurta (auspicious time) within that window, often on a Sunday or a Friday. Doing it in good time lets the devotee enter the new period prepared, rather than reacting to whatever it brings.",
      `Please send the devotee's name, gotra (family lineage), nakshatra (birth star) and birth details on WhatsApp, so the timing can be checked. At ${place}, ${priest} takes the sankalpa (formal statement of intention) in your name, chants the mantras of Shukra and Surya, recites hymns to the Sun such as the Aditya Hridayam and completes a homa (fire offering) for both planets. You may join by video call, and the prasad is sent to you by post.`,
    ],
    benefits: {
      heading: "Why it is done at the junction",
      points: [
        {
          title: "A smooth passage between periods",
          description:
            "The rite asks that the shift from the Venus period to the Sun period happen gently, without sudden upheaval.",
        },
        {
          title: "Health and vitality",
          description:
            "Surya is worshipped as the giver of health and strength for the six years of his period.",
        },
        {
          title: "Gratitude for what has been",
          description:
            "Shukra is thanked for the comforts and relationships of the long Venus period that is ending.",
        },
        {
          title: "",
          description:
            "Performed three to six months ahead, it gives the devotee time to begin the new period with a settled mind.",
        },
      ],
    },
    image: "shukra-aditya-sandhi-shanti",
    imageAlt:
      "Stylised flat illustration of a bright morning star meeting a rising orange sun above a calm horizon.",
  },
  {
    id: 38,
    title: "Drishti Durga",
    slug: "drishti-durga",
    category: "Parihara",
    summary:
      "Worship of Goddess Durga to remove drishti, the evil eye, and to surround a person, home or business with her protection.",
    description: [
      "Drishti Durga is a rite to Goddess Durga for the removal of drishti, commonly called the evil eye: the belief that envy or an ill-wishing glance can unsettle a person's health, work or home. Durga, the mother who protects her devotees from every harm, is invoked through the Durga Suktam and other hymns, and a homa (fire offering) is made in her honour. The spirit of the rite is protective rather than fearful; it turns the mind from worry about others towards trust in the goddess.",
      "Families often ask for it after a visible change in fortune, such as a new home, a wedding, a birth, a new business or a child's success, or when there is a vague sense that things are not going well without any clear cause. An astrologer may also suggest it after reading the chart. Tuesdays, Fridays, Ashtami (the eighth lunar day) and the nights of Navaratri are especially dear to Durga and are often chosen.",
      `Share the name, gotra (family lineage) and nakshatra (birth star) of each person to be included, or the name of the home or business, with us on WhatsApp. ${priest} takes the sankalpa (formal statement of intention) for them at ${place}, performs the worship of Durga and the protective homa, and prepares a sacred thread and kumkum (vermilion) as prasad. The family can be present by video call, and the prasad reaches them by post.`,
    ],
    benefits: {
      heading: "Protection sought from Goddess Durga",
      points: [
        {
          title: "Relief from the evil eye",
          description:
            "The rite is offered so that envy or ill will directed at the family loses its hold.",
        },
        {
          title: "Blessing for new beginnings",
          description:
            "Many perform it after a new home, business, marriage or birth, asking the goddess to guard what has begun.",
        },
        {
          title: "Courage and calm",
          description:
            "Durga is the mother who removes fear; devotees pray for steadiness in place of worry.",
        },
      ],
    },
    image: "drishti-durga",
    imageAlt:
      "Stylised flat illustration of Goddess Durga's trident and a watchful eye motif framed by marigolds and a glowing lamp.",
  },
  {
    id: 39,
    title: "Dhanista Panchaka Shanti",
    slug: "dhanista-panchaka-shanti",
    category: "Parihara",
    summary:
      "A pacification rite performed for a family when a death occurs during the Dhanishta Panchaka, the last five nakshatras counted from Dhanishta.",
    description: [
      "Dhanista Panchaka Shanti is a shanti (pacification rite) performed when a family member passes away during the Dhanishta Panchaka. The panchaka is the span of five nakshatras (lunar mansions) at the end of the cycle, counted from Dhanishta: Dhanishta, Shatabhisha, Purva Bhadrapada, Uttara Bhadrapada and Revati. The scriptures on after-death rites treat a passing in this span as needing special care, for the peace of the departed and the wellbeing of the family, and the rite invokes Lord Rudra, Yama and the presiding deities of the five stars.",
      "The rite is advised when the priest or family astrologer confirms, from the date and time of death, that it fell within the panchaka. It is normally performed soon after the death, often alongside the rites of the first twelve days, though families who learn of it later can still have it done. It is offered with quiet devotion, not out of fear: it is one more act of care for the one who has gone.",
      `We understand this request usually comes at a painful time, so we keep it simple. Send the name of the departed, the date and time of passing, and the gotra (family lineage) and nakshatra (birth star) of the family member making the offering on WhatsApp. At ${place}, long associated with rites for ancestors, ${priest} takes the sankalpa (formal statement of intention) on the family's behalf and performs the shanti homa. Relatives can take part by video call wherever they are.`,
    ],
    benefits: {
      heading: "What the family offers through this rite",
      points: [
        {
          title: "Peace for the departed",
          description:
            "Prayers and offerings are made so that the one who has passed may go forward in peace.",
        },
        {
          title: "Wellbeing of the family",
          description:
            "The rite asks for protection and steadiness for the household in the months that follow.",
        },
        {
          title: "Rites completed with care",
          description:
            "Relatives far away can fulfil this duty properly, even when they cannot travel.",
        },
      ],
    },
    image: "dhanista-panchaka-shanti",
    imageAlt:
      "Stylised flat illustration of five stars in an arc above a single oil lamp and a bowl of sesame and rice.",
  },
  {
    id: 40,
    title: "Kalathra Dosha Nivarana",
    slug: "kalathra-dosha-nivarana",
    category: "Parihara",
    summary:
      "A remedy for afflictions of the seventh house, the house of the spouse, seeking a timely marriage and harmony between husband and wife.",
    description: [
      "Kalathra Dosha Nivarana is a parihara (remedial rite) for kalathra dosha, an affliction of the seventh house of the horoscope, which governs the spouse and marriage. Astrologers describe it when that house or its lord is troubled by planets such as Mars, Saturn, Rahu or Ketu, or when Shukra (Venus), the natural significator of the spouse, is weak. The rite worships Uma-Maheshwara, Lord Shiva and Goddess Parvati as the divine couple, together with Shukra, praying for a loving and lasting partnership.",
      "It is advised after a careful reading of the chart, both for those whose marriage is delayed and for married couples going through strain or misunderstanding. Since the seventh house is judged together with the whole horoscope, and often with the partner's chart, we suggest having both read before deciding. Fridays, Mondays and days dear to Shiva and Parvati, such as Pradosha (the twilight of the thirteenth lunar day), are often preferred.",
      `For a remote booking, share the name, gotra (family lineage) and nakshatra (birth star) of the person, or of both partners, on WhatsApp. ${priest} performs the sankalpa (formal statement of intention) in their names at ${place}, followed by Uma-Maheshwara puja, Shukra japa (repeated chanting) and a homa (fire offering). Couples often like to watch together by video call, and the kumkum (vermilion) and prasad from the puja are posted to them.`,
    ],
    benefits: {
      heading: "What devotees seek",
      points: [
        {
          title: "A timely marriage",
          description:
            "Those waiting to marry pray that the obstacles shown in the seventh house may ease.",
        },
        {
          title: "Understanding between partners",
          description:
            "Married couples offer the rite for patience, affection and respect in their relationship.",
        },
        {
          title: "The blessing of Uma-Maheshwara",
          description:
            "Shiva and Parvati, inseparable in tradition, are worshipped as the model of a faithful union.",
        },
        {
          title: "",
          description:
            "Strengthening Shukra, the planet of love and harmony, is seen as supporting every part of family life.",
        },
      ],
    },
    image: "kalathra-dosha-nivarana",
    imageAlt:
      "Stylised flat illustration of Shiva and Parvati seated side by side on Mount Kailasa under a crescent moon.",
  },
  {
    id: 41,
    title: "Kuja Rahu Sandhi Shanti",
    slug: "kuja-rahu-sandhi-shanti",
    category: "Parihara",
    summary:
      "A pacification rite at the junction of the Mars and Rahu periods, invoking Subrahmanya and Durga for a calm passage into the Rahu dasha.",
    description: [
      "Kuja Rahu Sandhi Shanti is a shanti (pacification rite) for the sandhi, or junction, where the seven-year dasha (planetary period) of Kuja (Mars) ends and the eighteen-year dasha of Rahu begins. Both planets are considered forceful, and tradition regards the meeting of their periods as a time to be met with prayer and care. The rite honours Lord Subrahmanya, who is worshipped for Mars, and Goddess Durga, who is worshipped for Rahu, together with offerings to the two planets themselves.",
      "It is advised when the horoscope shows that the Mars period is drawing to a close, and especially when either planet is placed in a difficult position in the chart. The priest or your astrologer calculates the date of the change, and the rite is usually performed in the months before it, on a muhurta (auspicious time) such as a Tuesday or a day sacred to Durga. It can also be done soon after the Rahu period has begun.",
      `Write to us on WhatsApp with the devotee's name, gotra (family lineage), nakshatra (birth star) and birth details. ${priest} confirms the timing, takes the sankalpa (formal statement of intention) in the devotee's name at ${place}, and then performs the japa (repeated chanting) of the Kuja and Rahu mantras, worship of Subrahmanya and Durga and a homa (fire offering). The devotee can follow the whole rite by video call, and the prasad is posted afterwards.`,
    ],
    benefits: {
      heading: "What the rite asks for",
      points: [
        {
          title: "A gentle change of period",
          description:
            "Prayers are offered so that the move from the Mars period into the long Rahu period is steady and calm.",
        },
        {
          title: "Subrahmanya's courage",
          description:
            "Worship of the lord of Mars seeks energy directed wisely, without haste or conflict.",
        },
        {
          title: "Durga's protection",
          description:
            "The goddess is invoked to guard the devotee through the uncertainties often associated with Rahu.",
        },
      ],
    },
    image: "kuja-rahu-sandhi-shanti",
    imageAlt:
      "Stylised flat illustration of a red planet and a dark shadowed planet meeting along a curved path, with a lamp below.",
  },
  {
    id: 42,
    title: "Kumbha Vivaha",
    slug: "kumbha-vivaha",
    category: "Parihara",
    summary:
      "A symbolic marriage to a sacred pot, performed before the real wedding as a traditional remedy for Mangal (Kuja) dosha and related afflictions.",
    description: [
      "Kumbha Vivaha is a symbolic marriage to a kumbha (a consecrated pot), performed as a parihara (remedial rite) before a person's real wedding. Like Kadali Vivaha, it is a traditional remedy for Mangal dosha, also called Kuja dosha (the affliction of Mars), and for other placements in the chart thought to weigh on married life. The pot, filled with water and crowned with mango leaves and a coconut, is invoked as a form of Lord Vishnu, and the first marriage is made to him.",
      "It is advised after the horoscope has been studied, usually when a wedding is being arranged and an astrologer has found the dosha to be significant rather than cancelled by other placements. Some families choose it over Kadali Vivaha by custom or convenience. It is performed shortly before the wedding, on a muhurta (auspicious time) fixed from the birth details, and once it is complete the pot is immersed in water.",
      `Send the name, gotra (family lineage), nakshatra (birth star) and horoscope of the person to be married over WhatsApp. ${priest} sets up and consecrates the kumbha at ${place}, takes the sankalpa (formal statement of intention) in that person's name and performs the marriage rites with mantras and a homa (fire offering). The person and family join by video call, with the priest guiding the steps they can do at home, and prasad from the rite is posted to them.`,
    ],
    benefits: {
      heading: "Why families choose Kumbha Vivaha",
      points: [
        {
          title: "A remedy before the wedding",
          description:
            "Tradition holds that the symbolic first marriage receives the affliction, so the real marriage begins unburdened.",
        },
        {
          title: "Lord Vishnu as witness",
          description:
            "The kumbha is worshipped as Vishnu, and his blessing is sought for a long and happy married life.",
        },
        {
          title: "",
          description:
            "A simple, dignified rite that lets both families proceed with the wedding with confidence.",
        },
      ],
    },
    image: "kumbha-vivaha",
    imageAlt:
      "Stylised flat illustration of a decorated brass pot topped with mango leaves and a coconut, wrapped in a garland.",
  },
  {
    id: 43,
    title: "Janana Nakshatra Shanti",
    slug: "janana-nakshatra-shanti",
    category: "Parihara",
    summary:
      "A pacification rite for a child born in a nakshatra such as Moola, Ashlesha or Jyeshtha, praying for the child's health and the family's wellbeing.",
    description: [
      "Janana Nakshatra Shanti is a shanti (pacification rite) for a child born under a nakshatra (birth star) that tradition considers to need pacifying, such as Moola, Ashlesha or Jyeshtha, or in a particular pada (quarter) of such a star. The texts describe these births as calling for prayers so that the child and the family may flourish. The rite worships the deity who presides over the star, Nirriti for Moola, the serpent deities for Ashlesha and Indra for Jyeshtha, together with the navagrahas (nine planets).",
      "It is advised once the child's chart has been cast and the priest has confirmed the star and its quarter. Traditionally it is performed when the Moon returns to the birth nakshatra, about twenty-seven days after the birth, or on another favourable day soon after; it can be done later too, even years later, for an adult who was born in such a star and never had it performed.",
      `Share the child's name if given, the date, time and place of birth, and the parents' names, gotra (family lineage) and nakshatra on WhatsApp. ${priest} takes the sankalpa (formal statement of intention) for the child at ${place}, worships the presiding deity and the nine planets and completes a homa (fire offering). The parents join by video call and are guided through the small acts they can do at home with the baby, and the prasad is posted to them.`,
    ],
    benefits: {
      heading: "Prayers offered for the child",
      points: [
        {
          title: "Health and a long life",
          description:
            "The central prayer is for the child's health, growth and long life under the grace of the birth star's deity.",
        },
        {
          title: "Wellbeing of the family",
          description:
            "Tradition links these births with the family too, so the rite asks for blessings on parents and elders.",
        },
        {
          title: "A good start",
          description:
            "Parents often feel that the rite lets them welcome the child with gratitude rather than worry.",
        },
      ],
    },
    image: "janana-nakshatra-shanti",
    imageAlt:
      "Stylised flat illustration of a sleeping baby in a cradle beneath a bright star, with a small lamp and flowers nearby.",
  },
  {
    id: 44,
    title: "Santana Gopala",
    slug: "santana-gopala",
    category: "Parihara",
    summary:
      "Chanting of the Santana Gopala mantra and a homa to the child Krishna, offered by couples who long for a child.",
    description: [
      "Santana Gopala is worship of Lord Krishna as Gopala, the beloved child of Devaki and Yashoda, through the Santana Gopala mantra and homa. Santana means offspring, and the mantra is a tender prayer asking the Lord for a child. Couples who long for children have offered it for generations, seeing in the child Krishna the joy they hope to welcome into their own home. The rite combines japa (repeated chanting) of the mantra, worship of Bala Krishna and offerings into the sacred fire.",
      "It is advised for couples who are waiting for a child, and may be suggested when an astrologer notes difficulties in the fifth house, which concerns children, or in the position of Jupiter. It is a prayer that sits alongside good medical care, never in place of it. Days such as Janmashtami, Ekadashi or Thursdays are favoured, and the priest can choose a muhurta (auspicious time) suited to both partners' charts.",
      `The couple share their names, gotra (family lineage) and nakshatra (birth star) with us on WhatsApp. At ${place}, ${priest} takes the sankalpa (formal statement of intention) in both their names, chants the Santana Gopala mantra the agreed number of times, worships the child Krishna with butter and tulsi and completes the homa. The couple are warmly encouraged to join together by video call, and the prasad from the worship is posted to their home.`,
    ],
    benefits: {
      heading: "What couples pray for",
      points: [
        {
          title: "The blessing of a child",
          description:
            "The heart of the rite is a heartfelt prayer to the child Krishna for the gift of a healthy child.",
        },
        {
          title: "Hope and patience",
          description:
            "Many couples find strength and comfort in offering their longing to Gopala together.",
        },
        {
          title: "Harmony between the couple",
          description:
            "Praying side by side, the couple also ask for closeness and support through the journey.",
        },
        {
          title: "",
          description:
            "Families who have been blessed with a child often return to offer thanks to Gopala in the same way.",
        },
      ],
    },
    image: "santana-gopala",
    imageAlt:
      "Stylised flat illustration of the child Krishna crawling with a pot of butter, beside a peacock feather and a lamp.",
  },
];
