/**
 * The 14 Kurukshetra pilgrimage cards of /dharmik and their /details/{slug} pages (SPEC.md §3).
 * Rites at these places are performed by a partner priest in Kurukshetra, not by the priest in `site.ts`.
 */
import { site } from "./site";
import type { PilgrimageSite } from "./types";

const us = site.businessName;

export const pilgrimageSites: PilgrimageSite[] = [
  {
    slug: "brahma-sarovar",
    title: "Brahma Sarovar",
    date: "Open all year · solar eclipse bathing",
    description:
      "The great sacred tank of Kurukshetra, linked with Lord Brahma and the creation of the world, where lamps float at evening aarti.",
    details: [
      "Brahma Sarovar is the best known of Kurukshetra's sacred waters, a vast tank in Thanesar that tradition links with Lord Brahma, who is said to have begun the creation of the world from this land. Kurukshetra itself is praised in the Mahabharata and the Puranas as a field of dharma, and a dip here is believed to carry the merit of many pilgrimages. A small temple to Shiva stands on an island in the water, reached by a bridge.",
      "Pilgrims bathe in the tank, offer water to the Sun, and gather on the ghats for the evening aarti, when lamps are floated on the water. The sarovar draws its largest crowds on a solar eclipse, when bathing here is considered especially meritorious, and during the Gita Jayanti festival in November or December.",
      `${us} can arrange a sankalpa (formal statement of intention) and puja at Brahma Sarovar in your name through a partner priest in Kurukshetra, with a deep daan (lamp offering) on the water, shared with you by video call. If you plan to visit yourself, we are also happy to help with timings and the rites to keep in mind.`,
    ],
    image: "brahma-sarovar",
    imageAlt:
      "Illustration of a wide sacred tank with a temple pavilion on an island, linked by a small bridge, at sunrise.",
  },
  {
    slug: "sannihit-sarovar",
    title: "Sannihit Sarovar",
    date: "Amavasya & solar eclipse bathing",
    description:
      "A sacred tank revered for rites to ancestors, where tradition says the holy waters gather on every new moon.",
    details: [
      "Sannihit Sarovar, a short way from Brahma Sarovar, is one of the most revered tanks of Kurukshetra. Its name means 'gathered together', and tradition holds that the sacred waters of all the tirthas (holy bathing places) assemble here on Amavasya, the new moon day. It is also associated with the Saraswati, the river of the Vedic age whose memory runs through all of Kurukshetra, and small shrines line its banks.",
      "The sarovar is above all a place for pitru karya, rites for one's ancestors. Families come to offer pinda daan (rice-ball offerings) and tarpana (libations of water with sesame) for departed parents and forebears. Bathing here on a solar eclipse, on Amavasya and especially on Somvati Amavasya, a new moon falling on a Monday, draws large numbers of pilgrims.",
      `If you cannot travel, ${us} can arrange tarpana or a shraddha (ancestral rite) at Sannihit Sarovar on an Amavasya or another day you choose, performed by a partner priest in Kurukshetra in your name and gotra (family lineage). You can join by video call, and we can guide you on what to do at home on the same day.`,
    ],
    image: "sannihit-sarovar",
    imageAlt:
      "Illustration of stone ghats stepping down into a calm tank under a dark new-moon sky, with small lamps along the edge.",
  },
  {
    slug: "jyotisar",
    title: "Jyotisar",
    date: "Open all year · best Oct–Mar",
    description:
      "Revered as the place where Lord Krishna spoke the Bhagavad Gita to Arjuna, beneath a banyan tree honoured as a witness to it.",
    details: [
      "Jyotisar, a few kilometres from Thanesar, is revered as the place where Lord Krishna taught the Bhagavad Gita to Arjuna on the eve of the great war, and where Arjuna was shown the Lord's universal form. An old banyan tree at the site is honoured by pilgrims as a descendant of the tree that witnessed the teaching. The name is often explained as the 'essence of light', the light of the Gita's wisdom.",
      "Pilgrims sit beneath the banyan, read or recite chapters of the Gita, and visit the shrine and the sculpture of Krishna and Arjuna on the chariot. The tank beside the site and the quiet of the early morning make it a good place for reflection, and many visitors time their visit for the cooler months.",
      `${us} can arrange a Gita path (recitation of the Bhagavad Gita) with a sankalpa in your name at Jyotisar through a partner priest, streamed to you by video call. For those planning a visit, we can suggest how to combine Jyotisar with the other tirthas of Kurukshetra in a day.`,
    ],
    image: "jyotisar",
    imageAlt:
      "Illustration of a great banyan tree on a raised platform beside a chariot wheel and an empty chariot, in warm evening light.",
  },
  {
    slug: "bhadrakali-shaktipeeth",
    title: "Shri Devikoop Bhadrakali Shaktipeeth",
    date: "Navaratri (Chaitra & Ashvin) · open all year",
    description:
      "One of the Shakti Peethas, where devotees believe Sati's ankle fell, and where the Pandavas are said to have prayed before the war.",
    details: [
      "Shri Devikoop Bhadrakali temple in Thanesar is revered as one of the Shakti Peethas, the seats of the Goddess that arose where parts of Sati's body fell. Here, devotees believe, her right ankle fell into a well, the devikoop that gives the temple its name. Local tradition holds that the Pandavas, guided by Krishna, prayed to Bhadrakali for victory before the Mahabharata war.",
      "Because the Pandavas are said to have offered horses in thanks after their victory, devotees whose prayers are answered still offer small clay or metal horses to the Goddess. The temple is busiest during the two Navaratris, in spring and autumn, when devotees come for darshan, kumkum archana and to make or fulfil vows.",
      `${us} can arrange a puja or archana (offering of the Goddess's names) to Bhadrakali in your name, with your gotra and nakshatra, through a partner priest in Kurukshetra, and share it by video call. During Navaratri we can also arrange a sankalpa for the full nine days, and where possible the kumkum prasad from the Goddess is posted to you afterwards.`,
    ],
    image: "bhadrakali-shaktipeeth",
    imageAlt:
      "Illustration of a red-and-white temple gateway with a small shrine over a well and rows of tiny offered horses.",
  },
  {
    slug: "sthaneshwar-mahadev",
    title: "Sthaneshwar Mahadev Temple",
    date: "Maha Shivaratri & Shravan Mondays",
    description:
      "The ancient Shiva temple that gave Thanesar its name, where tradition says the Pandavas sought Lord Shiva's blessing.",
    details: [
      "Sthaneshwar Mahadev is among the oldest places of Shiva worship in the region, and the town of Thanesar takes its name from it; as Sthanvishvara, the town was the capital of King Harshavardhana in the seventh century. Local tradition holds that the Pandavas, with Lord Krishna, worshipped Shiva here and received his blessing before the war, and it is often said that a pilgrimage to Kurukshetra is not complete without darshan here.",
      "Devotees offer water, milk and bilva leaves to the linga and bathe in the small tank beside the temple. Mondays, especially in the month of Shravan, and the night of Maha Shivaratri are the busiest times, with abhisheka and chanting through the day. Some pilgrims like to begin their round of Kurukshetra's tirthas here, with Shiva's blessing.",
      `${us} can arrange a Rudrabhisheka (ritual bathing of the linga with Vedic chanting) at Sthaneshwar in your name through a partner priest, on a Monday, Shivaratri or a date that suits you. You can watch by video call, or ask us for guidance on timings if you are planning to visit.`,
    ],
    image: "sthaneshwar-mahadev",
    imageAlt:
      "Illustration of a white temple with a tall spire beside a small tank, with a Shiva linga and bilva leaves in the foreground.",
  },
  {
    slug: "bhishma-kund",
    title: "Bhishma Kund, Narkatari",
    date: "Open all year · Bhishma Ashtami (Jan–Feb)",
    description:
      "Honoured as the place where Bhishma lay on his bed of arrows, and where Arjuna drew water from the earth to quench his thirst.",
    details: [
      "Bhishma Kund at Narkatari, near Thanesar, is honoured as the place where the great grandsire Bhishma lay on a bed of arrows after he fell in battle, awaiting the auspicious northern course of the Sun before leaving his body. Tradition tells that when he asked for water, Arjuna shot an arrow into the earth and a stream of pure water rose to his lips. A temple to Bhishma stands beside the tank.",
      "Pilgrims bathe in the kund, offer water in Bhishma's memory and remember his devotion to duty and his teachings on dharma given to Yudhishthira from the bed of arrows. Bhishma Ashtami, in the month of Magha (January to February), is observed as the day of his passing, when tarpana is offered to him.",
      `${us} can arrange a tarpana (water offering) or puja at Bhishma Kund through a partner priest in Kurukshetra, including on Bhishma Ashtami, with a sankalpa in your name. If you are visiting Kurukshetra, we can help you include Narkatari in your route. Many families also offer tarpana here for their own departed elders, and we can include their names in the offering.`,
    ],
    image: "bhishma-kund",
    imageAlt:
      "Illustration of a stone tank with steps and a small shrine, with a stylised arrow and a stream of water rising from the ground.",
  },
  {
    slug: "ban-ganga-dayalpur",
    title: "Ban Ganga, Dayalpur",
    date: "Open all year · best Oct–Mar",
    description:
      "A tank near Kurukshetra tied by local tradition to an arrow of Arjuna that brought forth water from the ground.",
    details: [
      "Ban Ganga at Dayalpur is one of the tirthas of the wider Kurukshetra region. Ban means arrow, and local tradition tells that water sprang here when Arjuna pierced the earth with an arrow, a story that more than one place in Kurukshetra keeps in its own way, reflecting how deeply the events of the Mahabharata are woven into this land. For pilgrims, such traditions are less about exact history than about remembering the devotion and sense of duty the epic teaches.",
      "Pilgrims bathe in the tank, pray at the temples around it and offer water to their ancestors. Villagers and visitors gather here on festival days and new moon days, and the site is quieter than the tanks in the heart of Thanesar, which many visitors appreciate. It suits those who prefer to pray without hurry.",
      `${us} can arrange a sankalpa and puja, or a tarpana for your ancestors, at Ban Ganga through a partner priest in Kurukshetra, shared by video call. We can also advise on reaching Dayalpur and combining it with other tirthas nearby. If you would like a quieter setting for a family rite, our partner priest can suggest a suitable day.`,
    ],
    image: "ban-ganga-dayalpur",
    imageAlt:
      "Illustration of a quiet village tank with a small temple on its bank and an arrow motif above the water.",
  },
  {
    slug: "birla-gita-mandir",
    title: "Birla Gita Mandir",
    date: "Open daily · morning & evening darshan",
    description:
      "A temple dedicated to the Bhagavad Gita, its walls carrying verses of the Gita, with a striking image of Krishna and Arjuna on the chariot.",
    details: [
      "The Birla Gita Mandir in Kurukshetra was built by the Birla family in the twentieth century as a temple dedicated to the Bhagavad Gita. Verses of the Gita are inscribed on its walls, so that a walk through the temple is also a reading of the teaching, and a sculpted chariot with Krishna as Arjuna's charioteer recalls the moment the Gita was spoken. It remains a peaceful place of daily worship.",
      "Pilgrims come for darshan, read the inscribed verses, and often sit for a while in quiet reflection before moving on to the sarovars nearby. It is a calm, welcoming place for families and first-time visitors, and a good introduction to the meaning of Kurukshetra. Reading even a few of the verses on the walls helps a visitor see the whole region through the Gita's eyes.",
      `${us} can arrange a recitation of a chosen chapter of the Gita with a sankalpa in your name in Kurukshetra through a partner priest, or help you plan a visit that includes the Gita Mandir alongside the other temples of Thanesar. Many families like to mark a birthday, an anniversary or a new beginning this way, with the Gita's teaching as a blessing.`,
    ],
    image: "birla-gita-mandir",
    imageAlt:
      "Illustration of a pale temple facade with inscribed verse panels and a golden chariot drawn by white horses in front.",
  },
  {
    slug: "krishna-museum",
    title: "Sri Krishna Museum",
    date: "Daytime visits · allow two hours",
    description:
      "A museum devoted to Lord Krishna, with sculptures, paintings, manuscripts and scenes from the Mahabharata gathered from across India.",
    details: [
      "The Sri Krishna Museum in Kurukshetra is devoted to the life and legend of Lord Krishna and to the Mahabharata. Its galleries bring together sculptures, paintings, manuscripts and crafts from many regions of India, showing how differently and how lovingly artists have pictured Krishna, along with displays that retell the story of the great war.",
      "It is a thoughtful stop for families, students and anyone who wants to understand the stories behind the sacred sites before visiting them. Many pilgrims visit the museum first and then go on to Jyotisar and the sarovars with the stories fresh in their minds. Opening days and times can change, so it is worth checking before you go.",
      `${us} does not arrange rites at the museum itself, but we are glad to help you plan a day in Kurukshetra that includes it, or to arrange a puja or Gita path in your name at a nearby tirtha through a partner priest. We can also suggest an order of visits that suits elderly family members or young children.`,
    ],
    image: "krishna-museum",
    imageAlt:
      "Illustration of a museum hall with paintings of peacock feathers, a flute and a conch, a conch on a plinth, and a visitor looking on.",
  },
  {
    slug: "kamal-nabhi",
    title: "Kamal Nabhi, Thanesar",
    date: "Open all year · best Oct–Mar",
    description:
      "A sacred tank honouring the lotus that rose from Lord Vishnu's navel, from which Brahma is said to have emerged.",
    details: [
      "Kamal Nabhi, also known as Nabhi Kamal, is a tirtha in Thanesar associated with the Puranic account of creation, in which a lotus rose from the navel of Lord Vishnu as he rested on the cosmic waters, and Lord Brahma appeared seated upon it. Tradition holds this to be the place where that lotus emerged, which ties it to the same story of creation that surrounds Brahma Sarovar. Devotees also pray here for new beginnings, recalling that creation itself is said to have begun from this lotus.",
      "Pilgrims bathe in or sprinkle themselves with the water of the tank and offer worship at the temple beside it, praying to Vishnu and Brahma. It is a small, peaceful site and is often visited together with Brahma Sarovar and Sthaneshwar Mahadev. Lotus flowers, sacred to both deities, are a traditional offering here.",
      `${us} can arrange a Vishnu puja or Vishnu Sahasranama recitation with a sankalpa in your name at Kamal Nabhi through a partner priest in Kurukshetra, shared by video call, or advise you on visiting it as part of a day in Thanesar. A lotus offered at the tank in your name is a simple and beautiful gesture that many devotees choose.`,
    ],
    image: "kamal-nabhi",
    imageAlt:
      "Illustration of a pink lotus rising from a small temple tank, glowing with a soft golden halo.",
  },
  {
    slug: "aditi-kund",
    title: "Aditi Kund, Amin",
    date: "Open all year · best Oct–Mar",
    description:
      "A tirtha in Amin village associated with Aditi, mother of the gods, where couples traditionally pray for children.",
    details: [
      "Aditi Kund lies in the village of Amin, a short journey from Kurukshetra. Tradition associates it with Aditi, mother of the Adityas and of the Sun, who is said to have performed tapas (austerity) here. Amin is also linked in local tradition with Abhimanyu, Arjuna's young son, whose story of courage in the chakravyuha, the circular battle formation, is told with pride in the village. Many visitors come during the cooler months from October to March.",
      "Pilgrims bathe in the tank and pray to Aditi and to Surya. Because Aditi is honoured as a mother, couples who wish for a child have long come here to offer prayers, and families return to give thanks. Sundays, sacred to the Sun, are a popular day to visit, and many pilgrims offer water to Surya at sunrise.",
      `${us} can arrange a puja to Aditi and Surya, or a sankalpa for a couple wishing for a child, at Aditi Kund through a partner priest in Kurukshetra, shared with you by video call. We approach such prayers with care and sensitivity, and never promise an outcome. We can also help you plan a visit to Amin.`,
    ],
    image: "aditi-kund",
    imageAlt:
      "Illustration of a village tank with a small shrine under a large rising sun, framed by trees.",
  },
  {
    slug: "prithudak-pehowa",
    title: "Prithudak Tirtha, Pehowa",
    date: "Pitru Paksha · Chaitra Chaudas fair",
    description:
      "Ancient Prithudaka on the Saraswati, named after King Prithu, and one of the most important places in the region for rites to ancestors.",
    details: [
      "Pehowa, known in the Puranas as Prithudaka, lies on the Saraswati to the west of Kurukshetra. It takes its name from King Prithu, who is said to have performed the last rites of his father, King Vena, here, offering water to him on the river bank. Ever since, tradition has honoured it as a place where rites for the departed bring them peace.",
      "Families from far and wide come to Pehowa to offer pinda daan and tarpana for their ancestors, especially for those who passed away suddenly or untimely. The family priests of Pehowa are known for keeping records of the families they serve across generations. The town is busiest during Pitru Paksha and at the fair held around Chaitra Chaudas, the fourteenth day of the dark half of Chaitra.",
      `If you cannot make the journey, ${us} can arrange pinda daan, tarpana or a shraddha at Pehowa in the name of your departed family members, performed by a partner priest with your gotra, and shared with you by video call. We can also guide you through the rites if you plan to go yourself.`,
    ],
    image: "prithudak-pehowa",
    imageAlt:
      "Illustration of river steps along a gentle stream with a priest offering water and a row of temple spires behind.",
  },
  {
    slug: "kuber-tirtha",
    title: "Kuber Tirtha",
    date: "Open all year · Dhanteras",
    description:
      "A tirtha on the Saraswati associated with Kubera, guardian of wealth, where devotees pray for prosperity earned by right means.",
    details: [
      "Kuber Tirtha is one of the sacred places of Kurukshetra associated with the Saraswati. Tradition holds that Kubera, the guardian of wealth and of the northern direction, performed worship and austerity here and was blessed with the treasures he guards. The tirtha is therefore linked with prayers for prosperity, always understood in the spirit of dharma: wealth gained honestly and used well.",
      "Pilgrims bathe, offer worship to Kubera and Goddess Lakshmi, and pray for the stability of their household and livelihood. Devotees often remember Kubera at Dhanteras, just before Diwali, and at the start of a new venture. Some come at a time of financial strain, seeking steadiness; others simply come to give thanks for what they have.",
      `${us} can arrange a Kubera and Lakshmi puja with a sankalpa in your name and your family's at Kuber Tirtha through a partner priest in Kurukshetra, including at Dhanteras, and share it with you by video call. Families often include everyone in the household, and any business they run, in the sankalpa. We can also guide you if you wish to visit in person.`,
    ],
    image: "kuber-tirtha",
    imageAlt:
      "Illustration of a riverside shrine with a pot of gold coins, a lotus and a small lamp on its steps.",
  },
  {
    slug: "gita-jayanti",
    title: "Gita Jayanti at Brahma Sarovar",
    date: "Margashirsha Shukla Ekadashi (Nov–Dec)",
    description:
      "The festival marking the day the Bhagavad Gita was spoken, celebrated at Brahma Sarovar with Gita recitation, aarti and floating lamps.",
    details: [
      "Gita Jayanti marks the day on which, tradition holds, Lord Krishna spoke the Bhagavad Gita to Arjuna on the field of Kurukshetra. It falls on Margashirsha Shukla Ekadashi, the eleventh day of the bright half of the month of Margashirsha, which usually comes in November or December, and the same day is observed as Mokshada Ekadashi. Pilgrims travel to Kurukshetra from across India to be there for it.",
      "Kurukshetra celebrates the occasion as a grand festival centred on Brahma Sarovar, with collective recitation of the Gita, discourses, evening aarti and thousands of lamps floated on the water. Crafts, music and cultural programmes fill the ghats for several days, and many devotees also keep the Ekadashi fast and read the whole Gita at home on the day.",
      `${us} can arrange a Gita path and a deep daan (lamp offering) at Brahma Sarovar in your name on Gita Jayanti through a partner priest, shared with you by video call. As it is one of the busiest days of the year, please book early; we can also help with planning if you wish to attend in person.`,
    ],
    image: "gita-jayanti",
    imageAlt:
      "Illustration of a sacred tank at night covered with floating lamps under a festive arch, with devotees on the ghats and a chariot silhouette in the distance.",
  },
];
