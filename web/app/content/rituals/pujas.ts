import { site } from "../site";
import type { Ritual } from "../types";

/** Catalogue entries of the category `pujas` (ids 1 to 15, in the specification's order). */
export const pujas: Ritual[] = [
  {
    id: 1,
    title: "Marriage",
    slug: "marriage",
    category: "pujas",
    summary:
      "A Vedic Hindu wedding (vivaha) conducted with its full sequence of rites, from Ganapati puja and kanyadana to the seven steps around the sacred fire.",
    description: [
      "Vivaha, the Hindu marriage, is counted among the most important of the sixteen samskaras (life-cycle sacraments). Before Agni, the sacred fire, who stands as witness, the couple are joined through a sequence of rites: Ganapati puja to clear the way, kanyadana (the giving of the bride by her parents), panigrahana (the taking of hands), mangalya dharana (tying the mangalsutra, the sacred necklace of marriage) and saptapadi, the seven steps taken together, each with its own promise. The ceremony asks the blessings of the family deities and ancestors on a shared life of dharma.",
      "Families usually begin months ahead by comparing the horoscopes of the bride and groom and asking the priest to fix a vivaha muhurta (auspicious date and time) that suits both birth charts. Some months are traditionally preferred for weddings and others avoided, and customs differ between communities and regions. Many families also hold supporting rites in the days before, such as Ganapati puja, Udaka Shanti or Nandi shraddha, so that the wedding day begins in a settled, prayerful way.",
      `A wedding is performed where the couple and their families are, so this is not a ritual we offer as a remote service. ${site.priestName} conducts weddings in Gokarna and can travel to the venue within the region; the details are agreed over WhatsApp. For families who live far away and are marrying in another city, he can read the horoscopes, suggest a muhurta, and on the wedding day perform a Ganapati puja in Gokarna with a sankalpa (formal statement of intention) in the couple's names, gotras (family lineages) and nakshatras (birth stars), seeking a blessed beginning.`,
    ],
    benefits: {
      heading: "Benefits of a Vedic Marriage Ceremony",
      points: [
        {
          title: "A ceremony done in full",
          description:
            "Each step of the vivaha is explained and performed in its proper order, so the couple and elders know what every rite means.",
        },
        {
          title: "An auspicious beginning",
          description:
            "The muhurta is chosen with care from both horoscopes, which many families see as the foundation of the whole celebration.",
        },
        {
          title: "Blessings of the elders and the divine",
          description:
            "Family deities, ancestors and the sacred fire are invoked as witnesses to the couple's promises.",
        },
        {
          title: "",
          description:
            "Families far from Gokarna can still receive the muhurta and a Ganapati puja with a sankalpa in the couple's names on the wedding day.",
        },
      ],
    },
    image: "marriage",
    imageAlt:
      "Illustration of a sacred fire in a square altar with a garland and two joined hands above it",
  },
  {
    id: 2,
    title: "Udaka Shanti",
    slug: "udaka-shanti",
    category: "pujas",
    summary:
      "The Vedic water-pacification rite: Udaka Shanti mantras are chanted over a kalash of water that is then sprinkled for peace in the home and family.",
    description: [
      "Udaka Shanti is a Vedic rite of pacification in which the power of recited mantras is invoked into water. A kalash (sacred pot) is filled with water, dressed with mango leaves and a coconut, and the priest chants the Udaka Shanti mantras, a collection of Vedic hymns drawn largely from the Krishna Yajurveda, over it, often for an hour or more. The word udaka means water and shanti means peace: the water is understood to hold the calm of the recitation, and it is then sprinkled on the family and around the house.",
      "In South India, Udaka Shanti is commonly performed at the start of a wedding or thread ceremony, before a housewarming, on milestone birthdays such as the sixtieth, after a long illness, or whenever a family feels unsettled and wishes to begin again quietly. It does not depend on a festival, but the priest will suggest a day with a favourable tithi (lunar day) and nakshatra. Some families simply make it a yearly practice for the well-being of the household.",
      `For families who cannot be in Gokarna, ${site.priestName} prepares the kalash and recites the Udaka Shanti mantras here, beginning with a sankalpa (formal statement of intention) in the names, gotra (family lineage) and nakshatras (birth stars) you send us on WhatsApp. You are welcome to follow the chanting live on a video call. Where the postal service allows, a small sealed bottle of the sanctified water can be posted to you afterwards, so that you can sprinkle it in your own home.`,
    ],
    benefits: {
      heading: "Benefits of Udaka Shanti",
      points: [
        {
          title: "Peace in the home",
          description:
            "The rite is traditionally performed to bring calm to a household and to ease tension between its members.",
        },
        {
          title: "A fresh start",
          description:
            "Families choose it before new undertakings or after a difficult period, as a way of beginning again with a settled mind.",
        },
        {
          title: "Sanctified water for the family",
          description:
            "The water over which the mantras were recited is used for sprinkling and, where possible, can be sent to you.",
        },
        {
          title: "",
          description:
            "Hearing the Vedic recitation itself is valued by many devotees as a source of quiet and focus.",
        },
      ],
    },
    image: "udaka-shanti",
    imageAlt:
      "Illustration of a brass kalash of water crowned with mango leaves and a coconut beside a small oil lamp",
  },
  {
    id: 3,
    title: "GrihaPravesh",
    slug: "griha-pravesh",
    category: "pujas",
    summary:
      "The housewarming puja for entering a new home at an auspicious muhurta, with Ganapati puja, Vastu worship and prayers for a peaceful life there.",
    description: [
      "Griha Pravesh means entering the home. It is the ceremony with which a family first steps into a newly built or newly bought house, asking that it become a place of health, harmony and prosperity. The rite usually includes Ganapati puja, worship of the Vastu Purusha (the guardian spirit of the building site), Navagraha puja for the nine planets, and sometimes a small homa (fire offering). The family enters carrying a kalash, lights the lamp in the new kitchen and boils milk until it overflows, a traditional sign of abundance.",
      "The day and time of entry are chosen carefully. The priest fixes a griha pravesh muhurta from the panchanga (Hindu almanac), and many families prefer to move in on that date even if the furnishing is unfinished. The puja is also done when a family moves into a rented home, returns to a house after long renovation, or has lived somewhere for a while without performing it and wishes to do so properly.",
      `Griha Pravesh belongs at the house itself, and that is how it is best performed. ${site.priestName} can come to your home within the region, or arrange a priest locally for the rites on the day. If you live far from Karnataka, he can fix the muhurta for you, perform the Ganapati and Vastu puja in Gokarna at that hour with a sankalpa (formal statement of intention) in your family's names, gotra (family lineage) and nakshatras (birth stars), and guide you by video call through lighting the lamp and boiling the milk in your new kitchen.`,
    ],
    benefits: {
      heading: "Benefits of GrihaPravesh Puja",
      points: [
        {
          title: "Blessing the new home",
          description:
            "The puja dedicates the house to a peaceful and prosperous family life from the very first day.",
        },
        {
          title: "Harmony with the space",
          description:
            "Vastu worship honours the guardian of the site, which families traditionally do before settling in.",
        },
        {
          title: "An auspicious entry",
          description:
            "Moving in at a chosen muhurta gives the occasion a clear and meaningful beginning.",
        },
        {
          title: "",
          description:
            "Families living abroad can still mark the day, with the puja done in Gokarna in their name and the home rites guided by video.",
        },
      ],
    },
    image: "griha-pravesh",
    imageAlt:
      "Illustration of a house doorway decorated with a mango-leaf toran, a rangoli and a pot of milk on a small stove",
  },
  {
    id: 4,
    title: "Satyanarayan",
    slug: "satyanarayan",
    category: "pujas",
    summary:
      "A puja to Lord Vishnu as Satyanarayana with the reading of the five-chapter katha, offered in thanksgiving and for the well-being of the family.",
    description: [
      "Satyanarayan Puja honours Lord Vishnu in his form as Satyanarayana, the Lord who is truth itself. After Ganapati puja and worship of the kalash and the nine planets, the deity is worshipped with tulsi leaves, flowers, fruit and panchamrita (an offering of milk, curd, ghee, honey and sugar). The centre of the puja is the Satyanarayan katha, five short chapters telling of people whose lives changed when they kept their promises to the Lord, and those who forgot. A sweet prasad of roasted semolina, ghee, sugar and banana is offered and shared.",
      "It is one of the most widely performed household pujas in India. Families hold it on Purnima (the full-moon day), on Ekadashi, or on a day chosen for a housewarming, wedding, birthday, anniversary or the start of a new job or business. Many perform it as thanksgiving after a wish has been fulfilled, or simply once a year so that the family gathers in prayer together. No special muhurta is strictly required, though evenings of Purnima are especially popular.",
      `When you book Satyanarayan Puja with Sankalp, send us the names, gotra (family lineage) and nakshatras (birth stars) of those it is for over WhatsApp. ${site.priestName} takes the sankalpa (formal statement of intention) in those names, performs the puja in Gokarna and reads the katha aloud. Your family can join on a video call to listen to the story and take part in the closing arati (lamp offering). Afterwards we can post you a packet of dry prasad, such as blessed akshata (consecrated rice) and kumkum.`,
    ],
    benefits: {
      heading: "Benefits of Satyanarayan Puja",
      points: [
        {
          title: "Thanksgiving",
          description:
            "A traditional way to give thanks after a wish is fulfilled or a milestone is reached.",
        },
        {
          title: "Blessings for the family",
          description:
            "Devotees perform it seeking peace, health and prosperity for the whole household.",
        },
        {
          title: "Truth and steadfastness",
          description:
            "The katha reminds listeners to keep their word and live honestly, which many families value as a lesson for children.",
        },
        {
          title: "",
          description:
            "It suits almost any good occasion and can be followed live by relatives in different cities on one video call.",
        },
      ],
    },
    image: "satyanarayan",
    imageAlt:
      "Illustration of a decorated altar with a framed image of Lord Vishnu, tulsi leaves, bananas and a plate of sweet prasad",
  },
  {
    id: 5,
    title: "Ganesh",
    slug: "ganesh",
    category: "pujas",
    summary:
      "Worship of Lord Ganesha, remover of obstacles, with durva grass, modaka and his names, sought before beginnings and in times of difficulty.",
    description: [
      "Ganesh Puja is the worship of Lord Ganesha, also called Ganapati and Vighneshvara, the lord who removes obstacles and presides over beginnings. That is why his name is invoked first in almost every Hindu ceremony. In this puja he is worshipped with the sixteen traditional offerings (shodashopachara), with blades of durva grass, red flowers, modaka sweets and the chanting of the Ganapati Atharvashirsha and his 108 names. Gokarna is home to the ancient Maha Ganapati temple, and Ganapati worship has a special place in the town's daily life.",
      "Families perform a Ganesh Puja before a new venture, an examination, a journey, a wedding or a move, or when a task seems blocked and they wish to begin again with a clear mind. Sankashti Chaturthi (the fourth day after the full moon) and Vinayaka Chaturthi (the fourth day after the new moon) are each month's traditional days for his worship, and Tuesdays and Wednesdays are also favoured. For a particular undertaking, the priest can suggest a suitable date.",
      `For devotees who cannot come to Gokarna, ${site.priestName} performs the Ganesh Puja here after taking a sankalpa (formal statement of intention) with the name, gotra (family lineage), nakshatra (birth star) and purpose you share on WhatsApp, for example a new job, a business or a child's studies. The puja can be watched live on a video call. Once it is complete, a little prasad, such as consecrated akshata (rice) and kumkum, can be posted to you to keep in your prayer space.`,
    ],
    benefits: {
      heading: "Benefits of Ganesh Puja",
      points: [
        {
          title: "Clearing the way",
          description:
            "Ganesha is prayed to for the removal of obstacles before any important undertaking.",
        },
        {
          title: "Wisdom and good judgement",
          description:
            "As the lord of intellect, he is worshipped by students and by those facing important decisions.",
        },
        {
          title: "Auspicious beginnings",
          description:
            "Starting a venture with his worship is one of the oldest customs in Hindu homes.",
        },
      ],
    },
    image: "ganesh",
    imageAlt:
      "Illustration of a seated Lord Ganesha with a plate of modaka and blades of durva grass before him",
  },
  {
    id: 6,
    title: "Durga Saptashati Parayana",
    slug: "durga-saptashati-parayana",
    category: "pujas",
    summary:
      "A complete recitation of the Durga Saptashati, the 700 verses in praise of the Goddess, performed with devotion for strength and protection.",
    description: [
      "The Durga Saptashati, also known as the Devi Mahatmya or Chandi Path, is a sacred text of 700 verses from the Markandeya Purana. Its thirteen chapters tell how the Goddess, in her forms as Mahakali, Mahalakshmi and Mahasaraswati, overcame the forces of disorder, and they end with her promise to protect those who remember her. Parayana means a complete, attentive recitation. The priest begins with the Kavacha, Argala and Keelaka hymns, reads all thirteen chapters and closes with the Devi Suktam and an arati to the Goddess.",
      "Devotees arrange a parayana during Navaratri, on Ashtami (the eighth lunar day), on Tuesdays and Fridays, or on a day linked to their family deity. It is also sought in difficult periods: during illness in the family, legal troubles, fear or a loss of confidence, when people wish to turn to the Goddess for courage. Some families commission a single reading, others a reading on several consecutive days. The priest can advise on a suitable day for your purpose.",
      `${site.priestName} performs the parayana in Gokarna in a single sitting of a few hours, after a sankalpa (formal statement of intention) in your name, gotra (family lineage) and nakshatra (birth star), which you share with us over WhatsApp along with your prayer. You may join on a video call for the opening, for the closing arati or for the whole recitation. Kumkum offered to the Goddess during the reading can be posted to you as prasad.`,
    ],
    benefits: {
      heading: "Benefits of Durga Saptashati Parayana",
      points: [
        {
          title: "Courage and inner strength",
          description:
            "The text celebrates the Goddess as the power that overcomes fear, and devotees turn to it for resolve.",
        },
        {
          title: "Protection",
          description:
            "The recitation is traditionally undertaken seeking the Goddess's protection for the family.",
        },
        {
          title: "Devotion through sacred sound",
          description:
            "A complete and careful reading of all 700 verses is itself regarded as a great offering to Devi.",
        },
        {
          title: "",
          description:
            "It can be arranged for a specific concern or simply as worship during Navaratri.",
        },
      ],
    },
    image: "durga-saptashati-parayana",
    imageAlt:
      "Illustration of an open palm-leaf manuscript on a wooden stand before an image of Goddess Durga and a lit lamp",
  },
  {
    id: 7,
    title: "New Office Opening",
    slug: "new-office-opening",
    category: "pujas",
    summary:
      "A puja to open a new office, shop or business premises at an auspicious muhurta, invoking Ganesha, Lakshmi and the Vastu for a good start.",
    description: [
      "Opening a new office, shop, clinic or workshop is a beginning that many families and business owners like to mark with worship. The ceremony usually combines Ganapati puja, so that the work proceeds without obstacles; Lakshmi puja, for honest prosperity; and Vastu puja, to honour the space itself. Account books, the cash box, computers and the tools of the trade may be blessed with kumkum and flowers, the entrance is decorated with a toran of mango leaves, and the first business of the day follows the arati.",
      "The opening is usually timed by a muhurta chosen from the panchanga (Hindu almanac) to suit the owner's birth star and the nature of the business. Popular occasions include Akshaya Tritiya, Vijayadashami, Gudi Padwa or Ugadi (the lunar new year) and the days around Diwali. The same puja is done when a business moves to new premises, opens a branch, or begins a new financial year.",
      `This puja is best performed in the office itself, with the staff present. ${site.priestName} can come to the premises within the region or help arrange a priest near you. For owners far from Karnataka, he can fix the muhurta and, at that hour, perform the Ganapati and Lakshmi puja in Gokarna with a sankalpa (formal statement of intention) naming the owner, the business, the gotra (family lineage) and the nakshatra (birth star). The team can light a lamp in the new office while joining by video call.`,
    ],
    benefits: {
      heading: "Benefits of a New Office Opening Puja",
      points: [
        {
          title: "A blessed beginning",
          description:
            "Starting at a chosen muhurta, with Ganesha's worship, is a time-honoured way to begin a venture.",
        },
        {
          title: "Prosperity with integrity",
          description:
            "Lakshmi is invoked for steady and honest growth of the business.",
        },
        {
          title: "A settled workplace",
          description:
            "Vastu worship honours the premises where the team will spend its working days.",
        },
        {
          title: "",
          description:
            "The occasion brings owners, staff and family together in a shared moment of good intention.",
        },
      ],
    },
    image: "new-office-opening",
    imageAlt:
      "Illustration of a shop entrance with a mango-leaf toran, a coconut on a kalash and a ledger marked with a swastika",
  },
  {
    id: 8,
    title: "Rudrabhishek",
    slug: "rudrabhishek",
    category: "pujas",
    summary:
      "Ritual bathing of the Shiva linga with water, milk, honey and other offerings while Sri Rudram is chanted, performed in Gokarna, the land of Shiva.",
    description: [
      "Rudrabhishek is the ritual bathing (abhisheka) of the Shiva linga while the priest chants Sri Rudram, the Vedic hymn to Shiva as Rudra, with its two parts, Namakam and Chamakam. The linga is bathed in turn with water, milk, curd, ghee, honey, sugar and sugarcane or coconut water, then decorated with sandal paste and bilva leaves, which are especially dear to Shiva. Gokarna, with its Mahabaleshwar temple and the Atma Linga of legend, has been a place of Shiva worship for many centuries, and Rudrabhishek is at home here.",
      "Devotees offer Rudrabhishek on Mondays, on Pradosha (the evening of the thirteenth lunar day), on Maha Shivaratri and throughout the month of Shravana. It is also performed on birthdays, at the start of a new phase of life, during illness, or when a family seeks peace of mind and relief from a run of difficulties. For a more elaborate observance, Sri Rudram can be chanted eleven times, known as Ekadasha Rudra.",
      `To book a Rudrabhishek, share your name, gotra (family lineage), nakshatra (birth star) and prayer with us on WhatsApp. ${site.priestName} will take the sankalpa (formal statement of intention) in your name and perform the abhisheka in Gokarna while chanting Sri Rudram. You can watch the whole abhisheka live on a video call, and vibhuti (sacred ash) and bilva prasad from the puja can be posted to you afterwards.`,
    ],
    benefits: {
      heading: "Benefits of Rudrabhishek",
      points: [
        {
          title: "Peace of mind",
          description:
            "The steady chanting of Sri Rudram and the pouring of offerings are traditionally associated with calm and release from worry.",
        },
        {
          title: "Health and well-being",
          description:
            "Many devotees offer Rudrabhishek in prayer for the recovery and good health of a loved one.",
        },
        {
          title: "Worship in Shiva's own place",
          description:
            "The abhisheka is performed in Gokarna, one of the sacred places most closely linked with Lord Shiva.",
        },
        {
          title: "",
          description:
            "Prasad of vibhuti and bilva leaves can be sent to you to keep in your prayer room.",
        },
      ],
    },
    image: "rudrabhishek",
    imageAlt:
      "Illustration of a Shiva linga being bathed with milk from a brass vessel, with bilva leaves around its base",
  },
  {
    id: 9,
    title: "Mahalaxmi",
    slug: "mahalaxmi",
    category: "pujas",
    summary:
      "A puja to Goddess Mahalakshmi with Sri Suktam and lotus offerings, performed by families seeking prosperity, well-being and harmony at home.",
    description: [
      "Mahalaxmi Puja is the worship of Goddess Mahalakshmi, consort of Lord Vishnu, who is revered as the giver of wealth in its widest sense: a secure livelihood, good health, contentment, children and a harmonious home. She is invoked in a decorated kalash or image and worshipped with lotus flowers, kumkum, turmeric, sweets and lamps, while the priest chants the Vedic Sri Suktam and the Lakshmi Ashtottara, her 108 names. The puja is gentle and joyful, and families often include it in their household worship.",
      "Fridays are especially associated with Lakshmi, and many devotees hold this puja on a Friday, on Purnima (the full moon) or on Sharad Purnima in autumn. Married women in South India observe Varalakshmi Vratam on the Friday before the Shravana full moon. Families also hold a Mahalaxmi puja when opening a bank account or safe, after buying gold or property, at the start of a business, or during a period of financial strain when they wish to pray for stability.",
      `Sankalp performs Mahalaxmi Puja in Gokarna on the day you choose. Over WhatsApp you share the names, gotra (family lineage) and nakshatras (birth stars) of the family, and ${site.priestName} takes the sankalpa (formal statement of intention) for all of you before beginning the worship. You can join by video call, perhaps lighting a lamp at home at the same time. Kumkum and turmeric offered to the Goddess can be sent to you by post as prasad.`,
    ],
    benefits: {
      heading: "Benefits of Mahalaxmi Puja",
      points: [
        {
          title: "Prosperity and stability",
          description:
            "Devotees pray to Mahalakshmi for a steady livelihood and freedom from financial worry.",
        },
        {
          title: "Harmony at home",
          description:
            "Lakshmi is also the goddess of grace and contentment, sought for a peaceful household.",
        },
        {
          title: "Gratitude",
          description:
            "The puja is a way of giving thanks for what the family already has.",
        },
      ],
    },
    image: "mahalaxmi",
    imageAlt:
      "Illustration of Goddess Lakshmi seated on a pink lotus with gold coins and two small lamps before her",
  },
  {
    id: 10,
    title: "Yagnopavit Sanskar",
    slug: "yagnopavit-sanskar",
    category: "pujas",
    summary:
      "The sacred-thread ceremony (Upanayana), ideally performed at age 8, in which a boy receives the yagnopavit and is initiated into the Gayatri mantra.",
    description: [
      "Yagnopavit Sanskar, also called Upanayana or the thread ceremony, is one of the sixteen samskaras (life-cycle sacraments). The boy is invested with the yagnopavit, the sacred thread worn across the left shoulder, and receives the Gayatri mantra from his father or teacher in the rite of Brahmopadesha. Traditionally this marked the start of his Vedic studies and a disciplined life of learning. The ceremony is preceded by Ganapati puja, Udaka Shanti and a homa, and it ends with the boy's first sandhyavandanam (twilight prayer) and blessings from the elders.",
      "Tradition holds that Yagnopavit Sanskar is ideally performed at age 8, though families often hold it later, and some perform it just before a wedding. The date is set by a muhurta from the panchanga (Hindu almanac), often in the spring months of Chaitra and Vaishakha, and the boy's birth chart is taken into account. Families who already wear the thread also renew it each year on Upakarma, which for most families falls on the Shravana full moon.",
      `As the boy and his father take part in the ceremony themselves, the Upanayana is performed in person. Families can hold it in Gokarna with ${site.priestName}, or he can travel to conduct it within the region. For families far away, he can fix the muhurta and, on the day, perform the supporting pujas in Gokarna with a sankalpa (formal statement of intention) in the boy's name, gotra (family lineage) and nakshatra (birth star), with the family watching by video call.`,
    ],
    benefits: {
      heading: "Benefits of Yagnopavit Sanskar",
      points: [
        {
          title: "A rite of passage",
          description:
            "The ceremony marks a boy's step into a life of learning, discipline and daily prayer.",
        },
        {
          title: "The gift of the Gayatri mantra",
          description:
            "Receiving the Gayatri from his father is, for many families, the heart of the day and a lifelong practice.",
        },
        {
          title: "Continuity of family tradition",
          description:
            "The rite connects the child to his gotra and to generations who have worn the thread before him.",
        },
        {
          title: "",
          description:
            "The priest explains each step, so the boy understands the vows he is taking.",
        },
      ],
    },
    image: "yagnopavit-sanskar",
    imageAlt:
      "Illustration of a young boy in a dhoti with a white sacred thread across his shoulder, seated before a small fire altar",
  },
  {
    id: 11,
    title: "DurgaDeepa Namaskara",
    slug: "durga-deepa-namaskara",
    category: "pujas",
    summary:
      "The coastal Karnataka evening worship of Goddess Durga with a lamp-lit mandala, red flowers and Durga Saptashati chanting, often as a family vow.",
    description: [
      "Durga Deepa Namaskara is a form of worship of Goddess Durga practised in coastal Karnataka, in the temples and homes of Uttara Kannada, Udupi and Dakshina Kannada. In the evening a mandala is drawn on the floor with coloured powders and surrounded by rows of oil and ghee lamps. The Goddess is invoked in a kalash, the priest chants from the Durga Saptashati and other hymns, and offerings of red flowers, such as ixora, and of gudanna, rice cooked with jaggery and ghee, are made with repeated namaskaras (salutations). The glowing lamps give the puja its name.",
      "Families of the coast often hold Durga Namaskara as the fulfilment of a vow made to the Goddess, as thanksgiving after a recovery or a family event, or as a regular offering for the household's well-being. It is commonly performed on Tuesdays and Fridays, on the full moon, and during Navaratri, and it takes a few hours from the drawing of the mandala to the final arati.",
      `${site.priestName} performs Durga Deepa Namaskara in Gokarna in the traditional coastal manner. You send us the names, gotra (family lineage) and nakshatras (birth stars) of your family on WhatsApp, together with the vow or prayer behind the puja, and the sankalpa (formal statement of intention) is taken in those names. The lighting of the lamps and the closing arati can be seen live on a video call, and kumkum prasad from the Goddess can be posted to you.`,
    ],
    benefits: {
      heading: "Benefits of DurgaDeepa Namaskara",
      points: [
        {
          title: "Fulfilling a vow",
          description:
            "A traditional way for families to complete a promise made to the Goddess in a time of need.",
        },
        {
          title: "Protection for the household",
          description:
            "Devotees offer it seeking Durga's protection and well-being for the whole family.",
        },
        {
          title: "Light as an offering",
          description:
            "The many lamps are understood as dispelling darkness and are a moving sight for all who take part.",
        },
        {
          title: "",
          description:
            "It keeps alive a distinctive coastal Karnataka tradition for families who now live far from the coast.",
        },
      ],
    },
    image: "durga-deepa-namaskara",
    imageAlt:
      "Illustration of a colourful floor mandala ringed by rows of small lit oil lamps with red flowers at its centre",
  },
  {
    id: 12,
    title: "Namakarana",
    slug: "namakarana",
    category: "pujas",
    summary:
      "The naming ceremony of a newborn, in which the baby's name is formally given with prayers for a long, healthy and happy life.",
    description: [
      "Namakarana is the naming ceremony, one of the sixteen samskaras (life-cycle sacraments) and among the first in a child's life. After Ganapati puja and prayers to the family deity and the nine planets, the father or an elder whispers the chosen name into the baby's right ear, and the name is then written on a plate of rice and announced to the family. Blessings are sought for the child's health, long life and good character, and the baby is often placed in a decorated cradle for the first time.",
      "Tradition sets the Namakarana on the eleventh or twelfth day after birth, after the period of ritual seclusion ends, though many families hold it later, within the first months or the first year. Some choose a name whose first syllable matches the baby's nakshatra (birth star), and the priest can suggest these syllables from the time and place of birth. A suitable day and time are chosen from the panchanga (Hindu almanac).",
      `Namakarana adapts well to a remote booking, because the naming itself is done at home by the parents. Share the baby's birth details and the parents' names, gotra (family lineage) and nakshatras (birth stars) on WhatsApp. ${site.priestName} performs the puja in Gokarna with a sankalpa (formal statement of intention) for the child, and on the video call he guides the parents through whispering the name at the right moment, so the family at home shares in the ceremony. Blessed akshata (rice) can be posted afterwards.`,
    ],
    benefits: {
      heading: "Benefits of Namakarana",
      points: [
        {
          title: "A name given with blessings",
          description:
            "The child's name is given in a sacred setting, with prayers for health and a long life.",
        },
        {
          title: "Welcoming the child",
          description:
            "The ceremony formally welcomes the baby into the family and its lineage.",
        },
        {
          title: "Guidance on the name",
          description:
            "The priest can suggest auspicious first syllables based on the baby's birth star.",
        },
      ],
    },
    image: "namakarana",
    imageAlt:
      "Illustration of a baby in a decorated wooden cradle with a plate of rice and a small lamp beside it",
  },
  {
    id: 13,
    title: "Navaratri",
    slug: "navaratri",
    category: "pujas",
    summary:
      "The full nine-night observance of Navaratri, with kalash sthapana on the first day and daily worship of the Goddess in her nine forms until Vijayadashami.",
    description: [
      "Navaratri, the festival of nine nights, is devoted to the Goddess in her many forms. This booking is the full observance: on the first day the priest establishes a kalash (ghatasthapana) and invokes the Goddess into it, and on each of the nine days she is worshipped in one of her nine forms, the Navadurga, from Shailaputri to Siddhidatri, with fresh flowers, lamps, naivedya (food offerings) and chanting from the Durga Saptashati. The observance closes on the tenth day, Vijayadashami, with a final arati and the formal farewell to the Goddess.",
      "The main Navaratri, Sharad Navaratri, falls in the lunar month of Ashvin, usually in September or October, and Chaitra Navaratri is observed in spring. Many families keep all nine days as a vow, sometimes with fasting, and hold Kanya puja, the worship of young girls as forms of the Goddess, on Ashtami or Navami. In Karnataka, Saraswati puja on the Moola nakshatra and Ayudha puja on Mahanavami are also part of the season.",
      `A single sankalpa (formal statement of intention) is taken on the first morning in your name, gotra (family lineage) and nakshatra (birth star), shared with us over WhatsApp, and it holds for the whole observance. ${site.priestName} then performs the daily worship in Gokarna for all nine days. You can join on any day by video call, perhaps the days that matter most to your family, and prasad from the closing puja can be posted to you after Vijayadashami.`,
    ],
    benefits: {
      heading: "Benefits of Navaratri Puja",
      points: [
        {
          title: "Nine days of continuous worship",
          description:
            "The Goddess is worshipped every day without a break, even if your own schedule does not allow it.",
        },
        {
          title: "The nine forms of Devi",
          description:
            "Each day honours a different form of the Goddess and the qualities devotees seek from her.",
        },
        {
          title: "Strength and protection",
          description:
            "Navaratri celebrates the victory of good over evil, and families observe it seeking courage and protection.",
        },
        {
          title: "",
          description:
            "Relatives in different places can join on different days, making the festival a shared family observance.",
        },
      ],
    },
    image: "navaratri",
    imageAlt:
      "Illustration of a kalash with a coconut and sprouting grain surrounded by nine small lit lamps",
  },
  {
    id: 14,
    title: "New Vehicle",
    slug: "new-vehicle",
    category: "pujas",
    summary:
      "Vahana puja for a new car, scooter or other vehicle, seeking safe journeys and Ganesha's blessing before the vehicle is taken on the road.",
    description: [
      "Vahana puja, the worship of a new vehicle, is performed before a car, motorbike, tractor or truck is first taken out on the road. Lord Ganesha is worshipped so that every journey is free of obstacles, and the vehicle itself is honoured as a helper in the family's life. A swastika is drawn on it in kumkum and turmeric, it is garlanded with flowers, a coconut is broken before it, and the priest waves the arati lamp around it. In many places lemons are placed under the wheels and crushed as the vehicle first moves forward.",
      "Most families perform the puja on the day the vehicle is delivered, or on the next auspicious day; if you would like to take delivery at a muhurta, the priest can suggest a good day and time from the panchanga (Hindu almanac). Purchases are often timed for Dhanteras, Vijayadashami, Akshaya Tritiya, or Ugadi and Gudi Padwa, the lunar new year, when Vahana puja is especially popular. Commercial drivers and transport businesses also repeat the worship each year on Ayudha puja during Navaratri.",
      `Because the vehicle needs to be present, Vahana puja is best done where the vehicle is. ${site.priestName} can perform it for you in Gokarna or nearby in the region. For families far away, he can perform a Ganapati puja in Gokarna with a sankalpa (formal statement of intention) naming the owner, gotra (family lineage), nakshatra (birth star) and the vehicle, and guide you by video call as you apply kumkum, tie the garland and break the coconut yourself. A consecrated thread and kumkum can be posted for the vehicle.`,
    ],
    benefits: {
      heading: "Benefits of New Vehicle Puja",
      points: [
        {
          title: "Prayers for safe travel",
          description:
            "Families ask for protection on every journey the vehicle will make.",
        },
        {
          title: "A good start",
          description:
            "Ganesha's worship marks the purchase as an auspicious new beginning.",
        },
        {
          title: "",
          description:
            "It is a moment of gratitude for a new asset that supports the family's work and life.",
        },
      ],
    },
    image: "new-vehicle",
    imageAlt:
      "Illustration of a small car decorated with a flower garland, a kumkum swastika and a coconut placed in front of it",
  },
  {
    id: 15,
    title: "Bhoomi",
    slug: "bhoomi",
    category: "pujas",
    summary:
      "Bhoomi puja before construction begins: worship of Mother Earth and the Vastu Purusha, with the first digging at an auspicious muhurta.",
    description: [
      "Bhoomi Puja is performed on a plot of land before construction begins. Bhoomi Devi, Mother Earth, is worshipped and asked for permission and forgiveness for the digging that is to come, and the Vastu Purusha, the guardian spirit of the site, is honoured so that the building stands in harmony with the place. After Ganapati puja and the worship of a kalash, the first earth is turned, traditionally in the north-east corner, and a foundation stone or a small pit with sacred items may be laid.",
      "The puja is timed by a muhurta that the priest chooses from the panchanga (Hindu almanac), taking into account the owner's birth star, the day of the week and the season. It is performed before building a house, an office, a factory or a temple, and sometimes before a major extension or when work on a site resumes after a long pause. Owners, architects and builders usually attend together.",
      `Bhoomi Puja is done on the land itself, so it is best performed on site. ${site.priestName} can travel to plots within the region or help you find a priest where the land is. If you live far from the site, he can fix the muhurta and perform the Bhoomi and Vastu puja in Gokarna with a sankalpa (formal statement of intention) in the owner's name, gotra (family lineage) and nakshatra (birth star), while a family member or the builder turns the first earth on the plot, joined by video call.`,
    ],
    benefits: {
      heading: "Benefits of Bhoomi Puja",
      points: [
        {
          title: "Respect for the land",
          description:
            "The puja asks Mother Earth's permission before she is disturbed, an act of humility at the start of any building.",
        },
        {
          title: "A well-timed start",
          description:
            "Beginning work at a chosen muhurta is traditionally seen as setting the tone for the whole project.",
        },
        {
          title: "Harmony with the site",
          description:
            "Honouring the Vastu Purusha is done seeking a building that brings peace to those who will use it.",
        },
        {
          title: "",
          description:
            "Owners, family and builders gather in a shared intention for safe and smooth construction.",
        },
      ],
    },
    image: "bhoomi",
    imageAlt:
      "Illustration of a plot of earth with a small kalash, a coconut and a spade resting beside a marked square",
  },
];
