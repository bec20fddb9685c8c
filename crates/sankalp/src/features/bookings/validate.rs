//! The rules of a new booking (ARCHITECTURE.md §6), checked all at once so that the answer names every
//! field at fault (`devotees[2].name`, `contact.phone`). Phone numbers go through the `phonenumber` crate
//! (libphonenumber's metadata: many devotees live abroad, so every country's numbering plan counts) and
//! are kept in E.164; email addresses through `email_address` (RFC 5322 syntax); time zones through
//! `chrono-tz`'s IANA names; the preferred date is counted in India's time, where the rituals happen.

use std::borrow::Cow;

use chrono::{Datelike as _, NaiveDate, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::http::error::FieldError;
use crate::rules::contact::{check_email, check_phone};
use sankalp_db::Devotee;

pub const MAX_DEVOTEES: usize = 10;
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_DETAIL_CHARS: usize = 60;
pub const MAX_INTENTION_CHARS: usize = 2000;
/// The 27 nakshatras, spelt as the form offers them (the OpenAPI document publishes this list).
pub const NAKSHATRAS: [&str; 27] = [
    "Ashwini",
    "Bharani",
    "Krittika",
    "Rohini",
    "Mrigashira",
    "Ardra",
    "Punarvasu",
    "Pushya",
    "Ashlesha",
    "Magha",
    "Purva Phalguni",
    "Uttara Phalguni",
    "Hasta",
    "Chitra",
    "Swati",
    "Vishakha",
    "Anuradha",
    "Jyeshtha",
    "Mula",
    "Purva Ashadha",
    "Uttara Ashadha",
    "Shravana",
    "Dhanishta",
    "Shatabhisha",
    "Purva Bhadrapada",
    "Uttara Bhadrapada",
    "Revati",
];

/// The 12 rashis (moon signs), spelt as the form offers them.
pub const RASHIS: [&str; 12] = [
    "Mesha",
    "Vrishabha",
    "Mithuna",
    "Karka",
    "Simha",
    "Kanya",
    "Tula",
    "Vrishchika",
    "Dhanu",
    "Makara",
    "Kumbha",
    "Meena",
];

pub const LANGUAGES: [&str; 4] = ["en", "hi", "mr", "kn"];

/// What is booked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Service {
    Ritual,
    Pilgrimage,
    Astrology,
}

impl Service {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Ritual => "ritual",
            Self::Pilgrimage => "pilgrimage",
            Self::Astrology => "astrology",
        }
    }
}

/// One devotee as the form sends it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DevoteeInput {
    /// 1 to 100 characters.
    #[schema(example = "Lakshmi Rao", min_length = 1, max_length = 100)]
    pub name: Option<String>,
    /// At most 60 characters.
    #[schema(example = "Kashyapa", max_length = 60)]
    pub gotra: Option<String>,
    /// One of the 27, spelt exactly so.
    #[schema(schema_with = nakshatra_schema)]
    pub nakshatra: Option<String>,
    /// One of the 12, spelt exactly so.
    #[schema(schema_with = rashi_schema)]
    pub rashi: Option<String>,
    /// At most 60 characters ("self", "mother", …).
    #[schema(example = "mother", max_length = 60)]
    pub relation: Option<String>,
}

fn enum_schema(values: &[&str]) -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
        .enum_values(Some(values.iter().copied().map(Some).chain([None::<&str>])))
        .build()
}

fn nakshatra_schema() -> utoipa::openapi::schema::Object {
    enum_schema(&NAKSHATRAS)
}

fn rashi_schema() -> utoipa::openapi::schema::Object {
    enum_schema(&RASHIS)
}

/// The devotee's contact.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactInput {
    /// 1 to 100 characters.
    #[schema(example = "Lakshmi Rao", min_length = 1, max_length = 100)]
    pub name: Option<String>,
    /// E.164 with the country code (`+919845012345`); spaces and dashes are allowed.
    #[schema(example = "+919845012345")]
    pub phone: Option<String>,
    /// Optional; an address to receive the booking's news.
    #[schema(example = "lakshmi@example.org")]
    pub email: Option<String>,
}

/// A new booking.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateBody {
    pub service: Option<Service>,
    /// The ritual's or pilgrimage site's slug (not needed for astrology).
    #[schema(example = "satyanarayan")]
    pub slug: Option<String>,
    /// 1 to 10.
    #[schema(min_items = 1, max_items = 10)]
    pub devotees: Option<Vec<DevoteeInput>>,
    /// `YYYY-MM-DD`, from today to a year ahead in India's time.
    #[schema(example = "2026-12-01", format = Date)]
    pub preferred_date: Option<String>,
    /// Private: only the priest reads it. At most 2,000 characters.
    #[schema(max_length = 2000)]
    pub intention: Option<String>,
    pub contact: Option<ContactInput>,
    /// The devotee's IANA time zone (`America/New_York`), to show times in their own.
    #[schema(example = "Asia/Kolkata")]
    pub timezone: Option<String>,
    #[schema(value_type = Option<String>, example = "en", pattern = "^(en|hi|mr|kn)$")]
    pub language: Option<String>,
    /// Leave empty: people never fill it (it is hidden); bots do.
    #[schema(example = "", max_length = 0)]
    pub website: Option<String>,
}

/// A booking that passed every rule, ready to store.
#[derive(Debug)]
pub struct ValidBooking {
    pub service: Service,
    pub slug: Option<String>,
    pub devotees: Vec<Devotee>,
    pub preferred_date: Option<String>,
    pub intention: Option<String>,
    pub contact_name: String,
    pub contact_phone: String,
    pub contact_email: Option<String>,
    pub timezone: Option<String>,
    pub language: Option<String>,
}

struct Errors(Vec<FieldError>);

impl Errors {
    fn add(&mut self, field: impl Into<Cow<'static, str>>, message: impl Into<String>) {
        self.0.push(FieldError { field: field.into(), message: message.into() });
    }
}

/// Control characters (line breaks included) and the bidirectional overrides and isolates are refused:
/// these are names and short words. Joiners stay (Devanagari and Kannada need them).
fn has_forbidden(text: &str, allow_line_breaks: bool) -> bool {
    text.chars().any(|c| {
        (c.is_control() && !(allow_line_breaks && matches!(c, '\n' | '\r' | '\t')))
            || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
    })
}

/// Trimmed text; `None` when absent or blank.
fn present(value: Option<&String>) -> Option<&str> {
    value.map(|v| v.trim()).filter(|v| !v.is_empty())
}

/// A required or optional short text: trimmed, at most `max` characters, no control characters.
fn text(
    errors: &mut Errors,
    field: impl Into<Cow<'static, str>>,
    label: &str,
    value: Option<&String>,
    max: usize,
    required: bool,
) -> Option<String> {
    let field = field.into();
    match present(value) {
        None if required => {
            errors.add(field, format!("{label} is required"));
            None
        }
        None => None,
        Some(v) if v.chars().count() > max => {
            errors.add(field, format!("{label} must be at most {max} characters"));
            None
        }
        Some(v) if has_forbidden(v, false) => {
            errors.add(field, format!("{label} must not contain control characters"));
            None
        }
        Some(v) => Some(v.to_owned()),
    }
}

fn one_of(errors: &mut Errors, field: String, label: &str, value: Option<&String>, list: &[&str]) -> Option<String> {
    let v = present(value)?;
    match list.iter().find(|known| **known == v) {
        Some(known) => Some((*known).to_owned()),
        None => {
            errors.add(field, format!("{label} must be one of the listed values"));
            None
        }
    }
}

/// Today in India: the first day a ritual can be asked for.
pub fn today_in_india() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::Asia::Kolkata).date_naive()
}

/// `YYYY-MM-DD`, from `today` to the same day a year later.
pub fn check_date(raw: &str, today: NaiveDate) -> Result<String, String> {
    let date = NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d")
        .ok()
        .filter(|_| raw.trim().len() == 10)
        .ok_or_else(|| "Preferred date must be a date written YYYY-MM-DD".to_owned())?;
    // 29 February has no twin a year later: the last day is then 28 February.
    let last = today.with_year(today.year() + 1).unwrap_or_else(|| today + chrono::Days::new(365));
    if date < today {
        return Err("Preferred date cannot be in the past".to_owned());
    }
    if date > last {
        return Err(format!("Preferred date must be at most a year ahead (by {last})"));
    }
    Ok(date.format("%Y-%m-%d").to_string())
}

/// Every rule at once; `Err` names every field at fault.
pub fn validate(body: CreateBody, today: NaiveDate) -> Result<ValidBooking, Vec<FieldError>> {
    let mut errors = Errors(Vec::new());
    if body.service.is_none() {
        errors.add("service", "Service is required: ritual, pilgrimage or astrology");
    }
    let needs_slug = matches!(body.service, Some(Service::Ritual | Service::Pilgrimage));
    let slug = match present(body.slug.as_ref()) {
        Some(slug) if needs_slug => {
            let well_formed =
                slug.len() <= 100 && slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            // Anything else cannot name a published entry: the same 404 as an unknown one.
            well_formed.then(|| slug.to_owned()).or_else(|| Some(String::new()))
        }
        None if needs_slug => {
            errors.add("slug", "Slug is required for a ritual or pilgrimage booking");
            None
        }
        _ => None,
    };

    let mut devotees = Vec::new();
    match &body.devotees {
        None => errors.add("devotees", "At least one devotee is required"),
        Some(list) if list.is_empty() => errors.add("devotees", "At least one devotee is required"),
        Some(list) if list.len() > MAX_DEVOTEES => {
            errors.add("devotees", format!("At most {MAX_DEVOTEES} devotees can be named in one booking"))
        }
        Some(list) => {
            for (i, d) in list.iter().enumerate() {
                let at = |name: &str| format!("devotees[{i}].{name}");
                let name = text(&mut errors, at("name"), "Name", d.name.as_ref(), MAX_NAME_CHARS, true);
                let gotra = text(&mut errors, at("gotra"), "Gotra", d.gotra.as_ref(), MAX_DETAIL_CHARS, false);
                let relation =
                    text(&mut errors, at("relation"), "Relation", d.relation.as_ref(), MAX_DETAIL_CHARS, false);
                let nakshatra = one_of(&mut errors, at("nakshatra"), "Nakshatra", d.nakshatra.as_ref(), &NAKSHATRAS);
                let rashi = one_of(&mut errors, at("rashi"), "Rashi", d.rashi.as_ref(), &RASHIS);
                if let Some(name) = name {
                    devotees.push(Devotee { name, gotra, nakshatra, rashi, relation });
                }
            }
        }
    }

    let preferred_date = present(body.preferred_date.as_ref()).and_then(|raw| match check_date(raw, today) {
        Ok(date) => Some(date),
        Err(message) => {
            errors.add("preferredDate", message);
            None
        }
    });
    let intention = match present(body.intention.as_ref()) {
        Some(v) if v.chars().count() > MAX_INTENTION_CHARS => {
            errors.add("intention", format!("Intention must be at most {MAX_INTENTION_CHARS} characters"));
            None
        }
        Some(v) if has_forbidden(v, true) => {
            errors.add("intention", "Intention must not contain control characters");
            None
        }
        v => v.map(str::to_owned),
    };

    let contact = body.contact.unwrap_or_default();
    if body_has_no_contact(&contact) {
        errors.add("contact", "Contact details are required");
    }
    let contact_name = text(&mut errors, "contact.name", "Contact name", contact.name.as_ref(), MAX_NAME_CHARS, true);
    let contact_phone = match present(contact.phone.as_ref()) {
        None => {
            errors.add("contact.phone", "Phone is required");
            None
        }
        Some(raw) => check_phone("Phone", raw).map_err(|message| errors.add("contact.phone", message)).ok(),
    };
    let contact_email = present(contact.email.as_ref())
        .and_then(|raw| check_email("Email", raw).map_err(|message| errors.add("contact.email", message)).ok());
    let timezone = present(body.timezone.as_ref()).and_then(|raw| match raw.parse::<chrono_tz::Tz>() {
        Ok(tz) => Some(tz.name().to_owned()),
        Err(_) => {
            errors.add("timezone", "Time zone must be an IANA name such as Asia/Kolkata or America/New_York");
            None
        }
    });
    let language = present(body.language.as_ref()).and_then(|raw| match LANGUAGES.contains(&raw) {
        true => Some(raw.to_owned()),
        false => {
            errors.add("language", "Language must be en, hi, mr or kn");
            None
        }
    });

    match (body.service, contact_name, contact_phone, errors.0.is_empty()) {
        (Some(service), Some(contact_name), Some(contact_phone), true) => Ok(ValidBooking {
            service,
            slug,
            devotees,
            preferred_date,
            intention,
            contact_name,
            contact_phone,
            contact_email,
            timezone,
            language,
        }),
        _ => Err(errors.0),
    }
}

fn body_has_no_contact(contact: &ContactInput) -> bool {
    contact.name.is_none() && contact.phone.is_none() && contact.email.is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn dates_run_from_today_to_a_year_ahead() {
        let today = day("2026-03-10");
        assert_eq!(check_date("2026-03-10", today).unwrap(), "2026-03-10");
        assert_eq!(check_date("2027-03-10", today).unwrap(), "2027-03-10");
        assert!(check_date("2027-03-11", today).unwrap_err().contains("a year"));
        assert!(check_date("2026-03-09", today).unwrap_err().contains("past"));
        assert!(check_date("2026-3-9", today).is_err());
        assert!(check_date("10/03/2026", today).is_err());
        assert_eq!(check_date("2029-02-28", day("2028-02-29")).unwrap(), "2029-02-28");
    }
}
