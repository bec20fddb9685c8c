/**
 * The Hindi astrology page (SPEC.md §2 "Astrology", §3 "Astrology info", §9 price and limits):
 * a question-chart (prashna kundali) consultation answered on WhatsApp.
 */

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
  /** Price of one question in rupees (SPEC.md §9). */
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

const accuracyClaim = "100% सटीकता का हमारा संकल्प";

export const astrology: AstrologyPage = {
  lang: "hi",
  title: "प्रश्न कुंडली परामर्श",
  metaDescription:
    "प्रश्न कुंडली परामर्श: जिस क्षण आप प्रश्न पूछें, उसी क्षण की कुंडली से उत्तर। एक व्यक्ति, एक दिन, एक प्रश्न। शुल्क ₹350, उत्तर व्हाट्सऐप पर।",
  paragraph:
    "प्रश्न कुंडली ज्योतिष की एक प्राचीन पद्धति है, जिसमें जन्म-समय की आवश्यकता नहीं होती। जिस क्षण आप अपना प्रश्न पूछते हैं, उसी क्षण और स्थान के लिए कुंडली बनाई जाती है, और उस समय के लग्न, चंद्रमा तथा अन्य ग्रहों की स्थिति देखकर उत्तर का विचार किया जाता है। आपका प्रश्न विवाह, नौकरी, व्यापार, यात्रा, संपत्ति या परिवार से जुड़ा हो सकता है; बस उसे स्पष्ट रखें और एक ही विषय पर पूछें। प्रश्न शास्त्र में एक ही बात बार-बार पूछना उचित नहीं माना जाता, इसलिए हमारा नियम है: एक व्यक्ति, एक दिन, एक प्रश्न। अपना प्रश्न व्हाट्सऐप पर भेजें, और पंडित जी कुंडली का विचार करके उत्तर आपको व्हाट्सऐप पर ही देंगे।",
  headings: [
    {
      heading: "आपका प्रश्न, उसी क्षण की कुंडली",
      text: "जिस समय प्रश्न पूछा जाता है, उसी समय के ग्रहों से उत्तर का विचार होता है।",
    },
    {
      heading: accuracyClaim,
      text: "हर प्रश्न पर पूरी निष्ठा और शास्त्रीय विधि से विचार किया जाता है, और उत्तर सरल भाषा में दिया जाता है।",
    },
  ],
  stats: [
    { value: "5K+", label: "संतुष्ट जातक" },
    { value: "5K+", label: "कुंडली अध्ययन" },
    { value: "₹350", label: "प्रति प्रश्न शुल्क" },
  ],
  priceInr: 350,
  rule: "एक व्यक्ति, एक दिन, एक प्रश्न",
  accuracyClaim,
  note: "ज्योतिष केवल मार्गदर्शन है; यह चिकित्सा, कानूनी या वित्तीय सलाह का विकल्प नहीं है।",
  bookLabel: "अभी बुक करें",
  bookingMessage: "Namaste, I would like to book a Prashna Kundali (question-chart) consultation.",
};
