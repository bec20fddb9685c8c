/**
 * Terms and Conditions (/terms-and-condition) and Privacy Policy (/policy), SPEC.md §2 and §9.
 * Written for what the site actually does: bookings happen in WhatsApp, the public site sets no
 * tracking cookies and loads no analytics or third-party scripts. Not legal advice: an operator
 * should have both documents reviewed before going live.
 */
import { site } from "./site";

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

const contactLine = `You can reach us by email at ${site.email} or by phone at ${site.phoneDisplay}.`;

export const terms: LegalDocument = {
  title: "Terms and Conditions",
  lastUpdated: "21 August 2025",
  intro: `These terms apply when you use this website or book a ritual, astrology consultation or other service from ${site.businessName}. Please read them before you book; by confirming a booking you accept them. If anything is unclear, write to ${site.email} and we will explain.`,
  sections: [
    {
      heading: "Definitions",
      paragraphs: [
        `"We", "us" and "${site.businessName}" mean ${site.copyrightCompany}, which runs this website, together with ${site.priestName} and the priests who assist him. "You" means the person who books a service, and "your family" means the people in whose name a ritual is performed.`,
        `"Service" means any puja, homa or havan, festival puja, parihara (remedial rite), ancestor ritual, prashna kundali (question-chart) consultation or pilgrimage arrangement offered on this site. "Booking" means a service you have asked for in our WhatsApp chat and that we have confirmed in writing. "Dakshina" means the offering paid for a service, including the cost of the materials used.`,
      ],
    },
    {
      heading: "Booking a service",
      paragraphs: [
        "Every booking is made in a WhatsApp chat with us; the Book Now buttons on this site only open that chat. In the chat we agree the ritual, the date and, where relevant, the time (muhurta), and the dakshina. We ask for the details the ritual needs, such as names, gotra, nakshatra or birth details, and you decide what to share.",
        "A booking is confirmed only when we send you a confirmation message, by WhatsApp, email or SMS. Please check the names and details in the confirmation and tell us at once if anything is wrong, because the sankalpa is taken with the details you give us.",
      ],
    },
    {
      heading: "Duration of services",
      paragraphs: [
        "An agreement for a service begins when we confirm the booking and ends when the ritual has been performed and we have sent you what the confirmation promised, such as photographs, a recording or a final update. These terms continue to apply to your use of the website for as long as you use it.",
        "The length of a ritual depends on its kind: a simple puja usually takes one to two hours, while a homa, a Chandi havan or an ancestor ritual can take half a day or longer. The times we give are estimates. Rituals are performed on the agreed date; if the agreed muhurta has to move because of a temple's schedule, an eclipse, a period of ritual impurity (sutaka) in the priest's family or another traditional reason, we will tell you as early as we can and offer the nearest suitable date.",
        "A prashna kundali consultation covers one question. Following our rule of one question per person per day, a further question can be asked on another day as a new consultation.",
      ],
    },
    {
      heading: "Payments and cancellations",
      paragraphs: [
        "The dakshina for a service is stated in the chat before we confirm the booking, and it is paid by the method agreed there. Unless we agree otherwise in writing, it is paid in full before the ritual, because materials are bought and priests are engaged in advance. The astrology consultation fee is stated on the astrology page and is paid before the question is answered.",
        "You may cancel a booking by writing to us on WhatsApp or by email. If you cancel at least 48 hours before the agreed time, we refund the dakshina less the cost of any materials already bought for your ritual. If you cancel later than that, we may keep what has already been spent. Once a ritual has been performed or a question has been answered, the service is complete and is not refunded.",
        "You may ask to move a booking to another date once without charge, subject to a suitable muhurta. If we are unable to perform a ritual we have confirmed, we will offer you another date or a full refund, as you prefer. Refunds are paid by the method used for payment, normally within 14 days.",
      ],
    },
    {
      heading: "Remote performance and what your family receives",
      paragraphs: [
        "Most services are performed for you at Gokarna or at a temple or place named in the confirmation, without you being present. The priest takes the sankalpa in your family's name, with the gotra, nakshatra or other details you gave, and performs the ritual according to its traditional method (vidhi).",
        "Your confirmation says what you will receive. Depending on the ritual, this can include updates while the ritual is under way, photographs or a short video afterwards, the chance to join by video call, and prasada sent by post within India. Updates are sent by WhatsApp, email or SMS. Prasada that would spoil is not posted, and postal delivery times are outside our control.",
        "Where a ritual is performed at your home or in another city, the date, travel and any extra costs are agreed in the chat before the booking is confirmed.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        "Our services are religious services, performed with sincerity according to tradition. The descriptions on this site explain what each ritual is for and what the tradition teaches about it; they are not promises. We do not and cannot guarantee any particular result, such as recovery from illness, success in work or examinations, a marriage, a child or relief from a dosha.",
        "Nothing on this site, in a ritual or in an astrology answer is medical, legal, financial or psychological advice, and none of it replaces such advice. Please consult a qualified doctor, lawyer or financial adviser for those matters, and do not stop or delay any treatment because of a ritual or a consultation.",
        "We take care that the information on this site is accurate, but dates of festivals, muhurtas and other details can change, and the site may sometimes be unavailable.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent permitted by law, our total liability to you for any service is limited to the dakshina you paid for that service. We are not liable for indirect or consequential loss, or for delays or failures caused by events outside our reasonable control, such as weather, temple closures, government orders, illness, or failures of the internet, WhatsApp, telephone or postal services.",
        "Nothing in these terms limits any right you have as a consumer under Indian law that cannot be limited by agreement.",
      ],
    },
    {
      heading: "Use of this website",
      paragraphs: [
        "The texts, photographs and videos on this site, including the daily darshan videos, are provided for personal devotional use. Please do not copy them for commercial purposes or present them as your own. Please do not try to access the administration area without authorisation or disrupt the site.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute will first be discussed with us in good faith; if it cannot be settled, the courts of ${site.address.region}, India, have jurisdiction.`,
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time; the date at the top of this page shows when they last changed. A booking that has already been confirmed stays under the terms that applied when it was confirmed.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `For support, questions about a booking or anything in these terms, write to ${site.email}. ${contactLine}`,
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "20 August 2023",
  intro: `In short: this website sets no tracking cookies and uses no analytics or advertising. Bookings happen in WhatsApp, where you choose what to share. We use what you share only to perform your ritual and keep you informed, and we never sell it.`,
  sections: [
    {
      heading: "Introduction",
      paragraphs: [
        `This policy explains what information ${site.businessName} (${site.copyrightCompany}) handles, why, and what choices you have. It covers this website, bookings made through our WhatsApp chat, and the emails and messages we exchange with you about a booking.`,
      ],
    },
    {
      heading: "Information we collect",
      paragraphs: [
        "When you visit the website: the public site sets no tracking cookies and loads no analytics, advertising or other third-party scripts. Like any web server, ours keeps short-lived technical logs of each request: your IP address, the page or file requested and the time. When you play a daily darshan video, the video's view count goes up by one; nothing is recorded about who watched it.",
        "When you book: the Book Now buttons open a chat with us in WhatsApp. There you may share your name and phone number, and the details a ritual needs, such as the names of family members, gotra, nakshatra, birth date, time and place, an astrology question, or a postal address for prasada. You choose what to share. These details are handled by the priest to perform the ritual and to keep you informed; we do not store them on this website.",
        "When you write to us by email or call us, we receive your email address or phone number and whatever you tell us.",
        "Administrators: the people who run the site have accounts that store a username, email address, full name and a hashed password. When an administrator signs in, the sign-in tokens are kept in the browser's session storage, which is cleared when the browser tab is closed.",
      ],
    },
    {
      heading: "How we use information",
      paragraphs: [
        "We use the details you share to take the sankalpa and perform the ritual you booked, to answer your question, to confirm your booking, to send you updates by WhatsApp, email or SMS, and to post prasada if that was agreed.",
        "We use the server logs only to keep the site secure and working: to limit repeated requests (rate limiting), to detect abuse and to fix errors. We use administrator account details only to let administrators sign in and to show who published a daily darshan video.",
        "We do not use your information for advertising, and we do not send marketing messages unless you ask us to.",
      ],
    },
    {
      heading: "Disclosure",
      paragraphs: [
        "We do not sell, rent or trade your information. We share it only where needed to provide what you asked for: with the priests who assist in performing your ritual, and with a postal or courier service for a prasada delivery. We may also disclose information when the law requires it.",
        "Your WhatsApp chat with us is provided by WhatsApp, so WhatsApp's own privacy policy applies to it. The same is true of Facebook and Instagram if you follow our links to them. Our server and its logs may be hosted by a hosting provider who processes them on our behalf.",
        "The daily darshan videos on this site are published by the priest and show temples and rituals. If you or your family appear in a video and would like it removed, write to us and we will remove it.",
      ],
    },
    {
      heading: "Security and how long we keep information",
      paragraphs: [
        "Administrator passwords are stored only as secure hashes, never in readable form, and administrator sign-in tokens expire and are revoked when the administrator signs out. Access to the administration area is limited to the people who run the site.",
        "Technical logs are kept only for a short time and then deleted. The details you share for a booking are kept by the priest for as long as needed to perform the ritual and follow it up, and for the family records that priests traditionally keep, unless you ask us to delete them. No method of storage or transmission is perfectly secure, but we take reasonable care to protect what you entrust to us.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can ask us what information we hold about you, ask us to correct it, or ask us to delete it, by writing to the email address below. You can also delete your side of the WhatsApp chat at any time from within WhatsApp.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how we handle information, we will update this policy and the date at the top of this page.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `For any question or request about your privacy, write to ${site.email}. ${contactLine}`,
      ],
    },
  ],
};
