//! The devotee's texts of a booking in the language they booked in (ARCHITECTURE.md §9): the emails to
//! them and the WhatsApp message the form opens. English, Hindi, Marathi and Kannada; a booking without a
//! language, or with another, gets English. The priest's own email stays English, like the admin area.
//! Templates name their values as `{name}`; numbers and dates keep Latin digits in every language.

use chrono::{DateTime, Datelike as _, Timelike as _, Utc};

/// Every text a booking shows its devotee, in one language.
pub struct Texts {
    /// The code (`en`, `hi`, `mr`, `kn`): the private page's address prefix for it.
    pub code: &'static str,
    /// How the devotee is called when no name is known.
    pub devotee: &'static str,
    /// The chat message once booked: `{title}`, `{reference}`.
    pub whatsapp: &'static str,
    /// Subject and body of "received": `{reference}`, `{title}`, `{name}`, `{link}`, `{sig}`.
    pub received_subject: &'static str,
    pub received_body: &'static str,
    /// Said under the private link.
    pub keep_link: &'static str,
    /// Subjects of the status moves told: `{reference}`, `{title}`.
    pub confirmed_subject: &'static str,
    pub scheduled_subject: &'static str,
    pub delivered_subject: &'static str,
    /// What each move says.
    pub confirmed: &'static str,
    /// `{when}`.
    pub scheduled_at: &'static str,
    pub scheduled: &'static str,
    pub delivered: &'static str,
    /// The body around a move's news: `{name}`, `{news}`, `{reference}`, `{title}`, `{link}`, `{sig}`.
    pub status_body: &'static str,
    /// "India time (IST)".
    pub india_time: &'static str,
    /// Sunday first.
    pub weekdays: [&'static str; 7],
    pub months: [&'static str; 12],
}

/// The texts of `language` (a booking's `language`), English when none or unknown.
pub fn texts(language: Option<&str>) -> &'static Texts {
    match language {
        Some("hi") => &HI,
        Some("mr") => &MR,
        Some("kn") => &KN,
        _ => &EN,
    }
}

/// `template` with each `{key}` of `values` replaced, in one pass: a value is never read again, so a name
/// that itself says `{link}` shows as typed.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut text = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        text.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let found = after.find('}').and_then(|close| {
            let key = &after[..close];
            values.iter().find(|(k, _)| *k == key).map(|(_, value)| (close, *value))
        });
        match found {
            Some((close, value)) => {
                text.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                text.push('{');
                rest = after;
            }
        }
    }
    text.push_str(rest);
    text
}

impl Texts {
    /// "Tuesday 1 December 2026, 10:30" in this language (the 24-hour clock, Latin digits).
    pub fn date_time<Tz: chrono::TimeZone>(&self, at: &DateTime<Tz>) -> String {
        format!(
            "{} {} {} {}, {:02}:{:02}",
            self.weekdays[at.weekday().num_days_from_sunday() as usize],
            at.day(),
            self.months[at.month0() as usize],
            at.year(),
            at.hour(),
            at.minute()
        )
    }

    /// India's time and, when the devotee gave another zone, theirs.
    pub fn describe_time(&self, at: DateTime<Utc>, timezone: Option<&str>) -> String {
        let mut text = format!("{} {}", self.date_time(&at.with_timezone(&chrono_tz::Asia::Kolkata)), self.india_time);
        if let Some(tz) =
            timezone.and_then(|tz| tz.parse::<chrono_tz::Tz>().ok()).filter(|tz| tz.name() != "Asia/Kolkata")
        {
            text.push_str(&format!(" ({} {})", self.date_time(&at.with_timezone(&tz)), tz.name()));
        }
        text
    }
}

static EN: Texts = Texts {
    code: "en",
    devotee: "devotee",
    whatsapp: "Namaste, I have booked {title}. Booking {reference}.",
    received_subject: "Booking {reference} received: {title}",
    received_body: "Namaste {name},\n\nYour booking of {title} is received. Its reference is {reference}.\n\n\
                    The priest will confirm it with you shortly. Follow it, see the payment details and, once the \
                    ritual is performed, its video on your private page:\n\n{link}\n{sig}",
    keep_link: "Keep this link to yourself: anyone who has it can see the booking.",
    confirmed_subject: "Booking {reference} confirmed: {title}",
    scheduled_subject: "Booking {reference} scheduled: {title}",
    delivered_subject: "Booking {reference} delivered: {title}",
    confirmed: "The priest has confirmed your booking. The amount to offer and how to pay appear on your private page.",
    scheduled_at: "The ritual is scheduled for {when}.",
    scheduled: "The ritual is scheduled; the time is on your private page.",
    delivered: "The ritual has been performed and its proof is on your private page. Thank you for your trust.",
    status_body: "Namaste {name},\n\n{news}\n\nBooking {reference}: {title}. Follow it on your private page:\n\n{link}\n{sig}",
    india_time: "India time (IST)",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
};

static HI: Texts = Texts {
    code: "hi",
    devotee: "श्रद्धालु",
    whatsapp: "नमस्ते, मैंने {title} की बुकिंग की है। बुकिंग क्रमांक {reference}।",
    received_subject: "बुकिंग {reference} प्राप्त हुई: {title}",
    received_body: "नमस्ते {name} जी,\n\n{title} के लिए आपकी बुकिंग हमें प्राप्त हो गई है। इसका क्रमांक {reference} है।\n\n\
                    पंडित जी शीघ्र ही आपसे इसकी पुष्टि करेंगे। अपने निजी पेज पर आप बुकिंग की स्थिति और भुगतान का \
                    विवरण देख सकते हैं, और अनुष्ठान सम्पन्न होने के बाद उसका वीडियो भी:\n\n{link}\n{sig}",
    keep_link: "यह लिंक केवल अपने पास रखें: जिसके पास भी यह लिंक होगा, वह आपकी बुकिंग देख सकेगा।",
    confirmed_subject: "बुकिंग {reference} की पुष्टि हुई: {title}",
    scheduled_subject: "बुकिंग {reference} का समय तय हुआ: {title}",
    delivered_subject: "बुकिंग {reference} सम्पन्न हुई: {title}",
    confirmed: "पंडित जी ने आपकी बुकिंग की पुष्टि कर दी है। दक्षिणा की राशि और भुगतान का तरीका आपके निजी पेज पर दिया गया है।",
    scheduled_at: "अनुष्ठान का समय तय हो गया है: {when}।",
    scheduled: "अनुष्ठान का समय तय हो गया है; समय आपके निजी पेज पर दिया गया है।",
    delivered: "अनुष्ठान सम्पन्न हो गया है और उसका प्रमाण आपके निजी पेज पर उपलब्ध है। आपके विश्वास के लिए हृदय से धन्यवाद।",
    status_body: "नमस्ते {name} जी,\n\n{news}\n\nबुकिंग {reference}: {title}। अपने निजी पेज पर इसकी जानकारी देखते रहें:\n\n{link}\n{sig}",
    india_time: "भारतीय समय (IST)",
    weekdays: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
    months: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};

static MR: Texts = Texts {
    code: "mr",
    devotee: "भाविक",
    whatsapp: "नमस्कार, मी {title} साठी बुकिंग केली आहे. बुकिंग क्रमांक {reference}.",
    received_subject: "बुकिंग {reference} मिळाली: {title}",
    received_body: "नमस्कार {name},\n\n{title} साठी आपली बुकिंग आम्हाला मिळाली आहे. तिचा क्रमांक {reference} आहे.\n\n\
                    गुरुजी लवकरच आपल्याशी बोलून ती निश्चित करतील. बुकिंगची स्थिती, पैसे भरण्याचा तपशील आणि विधी \
                    पूर्ण झाल्यावर त्याचा व्हिडिओ आपल्या खाजगी पानावर पाहता येईल:\n\n{link}\n{sig}",
    keep_link: "ही लिंक फक्त आपल्यापाशीच ठेवा: ज्याच्याकडे ही लिंक असेल त्याला आपली बुकिंग पाहता येईल.",
    confirmed_subject: "बुकिंग {reference} निश्चित झाली: {title}",
    scheduled_subject: "बुकिंग {reference} ची वेळ ठरली: {title}",
    delivered_subject: "बुकिंग {reference} पूर्ण झाली: {title}",
    confirmed: "गुरुजींनी आपली बुकिंग निश्चित केली आहे. दक्षिणेची रक्कम आणि ती कशी भरायची हे आपल्या खाजगी पानावर दिले आहे.",
    scheduled_at: "विधीची वेळ ठरली आहे: {when}.",
    scheduled: "विधीची वेळ ठरली आहे; ती आपल्या खाजगी पानावर दिली आहे.",
    delivered: "विधी पूर्ण झाला असून त्याचा पुरावा आपल्या खाजगी पानावर उपलब्ध आहे. आपण दाखवलेल्या विश्वासाबद्दल मनःपूर्वक धन्यवाद.",
    status_body: "नमस्कार {name},\n\n{news}\n\nबुकिंग {reference}: {title}. आपल्या खाजगी पानावर तिची माहिती पाहत राहा:\n\n{link}\n{sig}",
    india_time: "भारतीय वेळ (IST)",
    weekdays: ["रविवार", "सोमवार", "मंगळवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
    months: ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"],
};

static KN: Texts = Texts {
    code: "kn",
    devotee: "ಭಕ್ತರೇ",
    whatsapp: "ನಮಸ್ಕಾರ, ನಾನು {title} ಬುಕ್ ಮಾಡಿದ್ದೇನೆ. ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ {reference}.",
    received_subject: "ಬುಕಿಂಗ್ {reference} ಸ್ವೀಕರಿಸಲಾಗಿದೆ: {title}",
    received_body: "ನಮಸ್ಕಾರ {name},\n\n{title} ಗಾಗಿ ನಿಮ್ಮ ಬುಕಿಂಗ್ ನಮಗೆ ತಲುಪಿದೆ. ಇದರ ಸಂಖ್ಯೆ {reference}.\n\n\
                    ಅರ್ಚಕರು ಶೀಘ್ರದಲ್ಲೇ ನಿಮ್ಮೊಂದಿಗೆ ಮಾತನಾಡಿ ಇದನ್ನು ದೃಢಪಡಿಸುತ್ತಾರೆ. ಬುಕಿಂಗ್‌ನ ಸ್ಥಿತಿ, ಪಾವತಿಯ \
                    ವಿವರಗಳು ಮತ್ತು ವಿಧಿ ನೆರವೇರಿದ ನಂತರ ಅದರ ವೀಡಿಯೊವನ್ನು ನಿಮ್ಮ ಖಾಸಗಿ ಪುಟದಲ್ಲಿ ನೋಡಬಹುದು:\n\n{link}\n{sig}",
    keep_link: "ಈ ಲಿಂಕ್ ಅನ್ನು ನಿಮ್ಮಲ್ಲೇ ಇಟ್ಟುಕೊಳ್ಳಿ: ಇದು ಯಾರ ಬಳಿ ಇದ್ದರೂ ಅವರು ನಿಮ್ಮ ಬುಕಿಂಗ್ ಅನ್ನು ನೋಡಬಹುದು.",
    confirmed_subject: "ಬುಕಿಂಗ್ {reference} ದೃಢಪಟ್ಟಿದೆ: {title}",
    scheduled_subject: "ಬುಕಿಂಗ್ {reference} ಸಮಯ ನಿಗದಿಯಾಗಿದೆ: {title}",
    delivered_subject: "ಬುಕಿಂಗ್ {reference} ನೆರವೇರಿದೆ: {title}",
    confirmed: "ಅರ್ಚಕರು ನಿಮ್ಮ ಬುಕಿಂಗ್ ಅನ್ನು ದೃಢಪಡಿಸಿದ್ದಾರೆ. ಸಲ್ಲಿಸಬೇಕಾದ ದಕ್ಷಿಣೆಯ ಮೊತ್ತ ಮತ್ತು ಪಾವತಿಸುವ ವಿಧಾನ ನಿಮ್ಮ ಖಾಸಗಿ ಪುಟದಲ್ಲಿದೆ.",
    scheduled_at: "ವಿಧಿಯ ಸಮಯ ನಿಗದಿಯಾಗಿದೆ: {when}.",
    scheduled: "ವಿಧಿಯ ಸಮಯ ನಿಗದಿಯಾಗಿದೆ; ಸಮಯವನ್ನು ನಿಮ್ಮ ಖಾಸಗಿ ಪುಟದಲ್ಲಿ ನೋಡಬಹುದು.",
    delivered: "ವಿಧಿ ನೆರವೇರಿದೆ ಮತ್ತು ಅದರ ಸಾಕ್ಷ್ಯ ನಿಮ್ಮ ಖಾಸಗಿ ಪುಟದಲ್ಲಿದೆ. ನಿಮ್ಮ ನಂಬಿಕೆಗೆ ಹೃತ್ಪೂರ್ವಕ ಧನ್ಯವಾದಗಳು.",
    status_body: "ನಮಸ್ಕಾರ {name},\n\n{news}\n\nಬುಕಿಂಗ್ {reference}: {title}. ನಿಮ್ಮ ಖಾಸಗಿ ಪುಟದಲ್ಲಿ ಇದರ ವಿವರಗಳನ್ನು ನೋಡುತ್ತಿರಿ:\n\n{link}\n{sig}",
    india_time: "ಭಾರತೀಯ ಸಮಯ (IST)",
    weekdays: ["ಭಾನುವಾರ", "ಸೋಮವಾರ", "ಮಂಗಳವಾರ", "ಬುಧವಾರ", "ಗುರುವಾರ", "ಶುಕ್ರವಾರ", "ಶನಿವಾರ"],
    months: ["ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್", "ಏಪ್ರಿಲ್", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗಸ್ಟ್", "ಸೆಪ್ಟೆಂಬರ್", "ಅಕ್ಟೋಬರ್", "ನವೆಂಬರ್", "ಡಿಸೆಂಬರ್"],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_fills_every_value_and_has_latin_digits() {
        let at = DateTime::parse_from_rfc3339("2026-12-01T05:00:00Z").unwrap().to_utc();
        for (code, script) in [("en", 'a'..='z'), ("hi", 'ऀ'..='ॿ'), ("mr", 'ऀ'..='ॿ'), ("kn", 'ಀ'..='೿')] {
            let texts = texts(Some(code));
            assert_eq!(texts.code, code);
            let when = texts.describe_time(at, Some("Europe/London"));
            assert!(when.contains(" 1 ") && when.contains("2026, 10:30") && when.contains("2026, 05:00"), "{when}");
            assert!(when.contains("Europe/London"), "{when}");
            let message = fill(texts.whatsapp, &[("title", "Satyanarayan Puja"), ("reference", "SKP-7K3Q9M")]);
            assert!(message.contains("Satyanarayan Puja") && message.contains("SKP-7K3Q9M"), "{message}");
            assert!(message.chars().any(|c| script.contains(&c.to_ascii_lowercase())), "{code}: {message}");
            for template in [texts.received_body, texts.status_body] {
                assert!(template.contains("{link}") && template.contains("{sig}") && template.contains("{name}"));
            }
            assert!(texts.scheduled_at.contains("{when}"));
            for subject in
                [texts.received_subject, texts.confirmed_subject, texts.scheduled_subject, texts.delivered_subject]
            {
                assert!(subject.contains("{reference}") && subject.contains("{title}"), "{code}: {subject}");
            }
        }
        assert_eq!(fill("{a} {b} {c}", &[("a", "{b}"), ("b", "x")]), "{b} x {c}", "one pass, unknown keys kept");
        assert_eq!(texts(Some("fr")).code, "en");
        assert_eq!(texts(None).code, "en");
    }
}
