//! The site settings: their JSON shape and the checks of `PUT /api/v1/site`.
//!
//! The body is checked as a JSON value, field by field, rather than by deserialising into
//! [`SiteSettings`] directly: serde stops at the first bad field, and the editor must be told about
//! every one at once. [`SiteSettings`] still denies unknown fields, so the stored and the documented
//! shape is exactly this one.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;

use sankalp_db::Store;
use sankalp_db::content::SITE;

use crate::http::error::{AppError, AppResult, FieldError};
use crate::rules::contact::{check_email, check_phone};
use crate::rules::text::{is_forbidden_in_plain_text, trim_plain_text};

/// The settings every page shows: names, contact, address, links and payment details.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteSettings {
    #[schema(min_length = 1, max_length = 80, example = "Sankalp")]
    pub business_name: String,
    #[schema(min_length = 1, max_length = 160)]
    pub tagline: String,
    #[schema(min_length = 1, max_length = 100)]
    pub priest_name: String,
    #[schema(min_length = 1, max_length = 100)]
    pub holy_site: String,
    /// The phone number as people read it.
    #[schema(min_length = 1, max_length = 30, example = "+91 12345 67890")]
    pub phone_display: String,
    /// E.164, for `tel:` links. Sent with spaces, it is answered (and stored) without.
    #[schema(example = "+911234567890", pattern = r"^\+[1-9][0-9]{6,14}$")]
    pub phone: String,
    /// E.164, for WhatsApp links (`https://api.whatsapp.com/send?phone=` without the `+`).
    #[schema(example = "+911234567890", pattern = r"^\+[1-9][0-9]{6,14}$")]
    pub whatsapp: String,
    #[schema(min_length = 3, max_length = 254, example = "namaste@sankalp.example")]
    pub email: String,
    pub address: Address,
    /// `https://` only; empty when not set.
    #[schema(max_length = 500)]
    pub map_url: String,
    pub social: Social,
    #[schema(min_length = 1, max_length = 120)]
    pub copyright_company: String,
    /// `handle@psp`; empty when not set.
    #[schema(max_length = 100, example = "sankalp@upi")]
    pub upi_id: String,
    /// The payee name UPI apps show; empty when not set.
    #[schema(max_length = 100)]
    pub upi_payee: String,
    /// The priest's time zone, an IANA name: the admin area and the bookings export show times in it.
    /// Left out, `Asia/Kolkata` (settings saved before it existed read so too).
    #[serde(default = "default_timezone")]
    #[schema(max_length = 64, example = "Asia/Kolkata", default = "Asia/Kolkata")]
    pub timezone: String,
}

/// The time zone of settings that name none: India's, where the rituals happen.
pub const DEFAULT_TIMEZONE: &str = "Asia/Kolkata";

fn default_timezone() -> String {
    DEFAULT_TIMEZONE.to_owned()
}

impl SiteSettings {
    /// The settings' time zone; India's should a stored name ever not parse.
    pub fn time_zone(&self) -> chrono_tz::Tz {
        self.timezone.parse().unwrap_or(chrono_tz::Asia::Kolkata)
    }
}

/// The settings as saved (`serve` seeds the defaults before it listens); `None` when there are none.
/// Every feature that shows a contact detail or the payment details reads them here, in this one shape.
pub async fn saved_settings(store: &dyn Store) -> AppResult<Option<SiteSettings>> {
    let Some(mut entry) = store.content_entry(SITE, SITE).await? else { return Ok(None) };
    // The settings' translations (the tagline, the priest's name, the holy site in other languages) are
    // the pages' (ARCHITECTURE.md §9), not part of this shape.
    if let Some(body) = entry.body.as_object_mut() {
        body.remove(sankalp_db::content::I18N);
    }
    serde_json::from_value(entry.body)
        .map(Some)
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("the stored site settings")))
}

/// The postal address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(as = SiteAddress)]
pub struct Address {
    #[schema(min_length = 1, max_length = 200)]
    pub street: String,
    #[schema(min_length = 1, max_length = 100)]
    pub locality: String,
    #[schema(min_length = 1, max_length = 100)]
    pub region: String,
    #[schema(min_length = 1, max_length = 20)]
    pub postal_code: String,
    #[schema(min_length = 1, max_length = 100)]
    pub country: String,
}

/// Links to the priest's pages elsewhere: `https://` only; empty when not set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = SiteSocial)]
pub struct Social {
    #[schema(max_length = 500)]
    pub facebook: String,
    #[schema(max_length = 500)]
    pub instagram: String,
    #[schema(max_length = 500)]
    pub youtube: String,
}

/// What a field must hold.
#[derive(Clone, Copy)]
enum Rule {
    /// Text, non-empty after trimming when required.
    Text {
        required: bool,
    },
    /// A phone number, answered in E.164.
    Phone,
    Email,
    /// An `https://` URL, or empty.
    Url,
    /// `handle@psp`, or empty.
    Upi,
    /// An IANA time zone name (chrono-tz's database); left out, [`DEFAULT_TIMEZONE`].
    TimeZone,
}

struct Field {
    name: &'static str,
    /// The dotted path errors name.
    path: &'static str,
    label: &'static str,
    max_chars: usize,
    rule: Rule,
}

const fn field(name: &'static str, path: &'static str, label: &'static str, max_chars: usize, rule: Rule) -> Field {
    Field { name, path, label, max_chars, rule }
}

const REQUIRED: Rule = Rule::Text { required: true };
const OPTIONAL: Rule = Rule::Text { required: false };

const TOP: &[Field] = &[
    field("businessName", "businessName", "Business name", 80, REQUIRED),
    field("tagline", "tagline", "Tagline", 160, REQUIRED),
    field("priestName", "priestName", "Priest's name", 100, REQUIRED),
    field("holySite", "holySite", "Holy site", 100, REQUIRED),
    field("phoneDisplay", "phoneDisplay", "Phone as shown", 30, REQUIRED),
    field("phone", "phone", "Phone number", 30, Rule::Phone),
    field("whatsapp", "whatsapp", "WhatsApp number", 30, Rule::Phone),
    field("email", "email", "Email", 254, Rule::Email),
    field("mapUrl", "mapUrl", "Map link", 500, Rule::Url),
    field("copyrightCompany", "copyrightCompany", "Copyright company", 120, REQUIRED),
    field("upiId", "upiId", "UPI ID", 100, Rule::Upi),
    field("upiPayee", "upiPayee", "UPI payee name", 100, OPTIONAL),
    field("timezone", "timezone", "Time zone", 64, Rule::TimeZone),
];

const ADDRESS: &[Field] = &[
    field("street", "address.street", "Street", 200, REQUIRED),
    field("locality", "address.locality", "Town or locality", 100, REQUIRED),
    field("region", "address.region", "Region", 100, REQUIRED),
    field("postalCode", "address.postalCode", "Postal code", 20, REQUIRED),
    field("country", "address.country", "Country", 100, REQUIRED),
];

const SOCIAL: &[Field] = &[
    field("facebook", "social.facebook", "Facebook link", 500, Rule::Url),
    field("instagram", "social.instagram", "Instagram link", 500, Rule::Url),
    field("youtube", "social.youtube", "YouTube link", 500, Rule::Url),
];

/// The objects inside the settings, with their fields.
const NESTED: &[(&str, &[Field])] = &[("address", ADDRESS), ("social", SOCIAL)];

/// Checks every field of `body` and answers the settings as stored (trimmed, phone numbers in E.164),
/// or every field at fault.
pub fn check_settings(body: &Value) -> Result<SiteSettings, Vec<FieldError>> {
    let mut errors = Vec::new();
    let Value::Object(top) = body else {
        return Err(vec![error("", "The site settings must be a JSON object")]);
    };
    let mut clean = Map::new();
    check_object(top, "", TOP, &mut clean, &mut errors);
    for (name, fields) in NESTED {
        match top.get(*name) {
            Some(Value::Object(inner)) => {
                let mut inner_clean = Map::new();
                check_object(inner, name, fields, &mut inner_clean, &mut errors);
                clean.insert((*name).to_owned(), Value::Object(inner_clean));
            }
            None | Some(Value::Null) => errors.push(error(*name, format!("{name} is required (an object)"))),
            Some(_) => errors.push(error(*name, format!("{name} must be an object"))),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Every field was checked above, so this cannot fail; were it to, the answer is a 400, not a panic.
    serde_json::from_value(Value::Object(clean)).map_err(|err| vec![error("", format!("Invalid settings: {err}"))])
}

fn check_object(
    object: &Map<String, Value>,
    prefix: &str,
    fields: &[Field],
    clean: &mut Map<String, Value>,
    errors: &mut Vec<FieldError>,
) {
    let nested = if prefix.is_empty() { NESTED.iter().map(|(name, _)| *name).collect() } else { Vec::new() };
    for key in object.keys() {
        if !fields.iter().any(|f| f.name == key) && !nested.contains(&key.as_str()) {
            let path = if prefix.is_empty() { key.clone() } else { format!("{prefix}.{key}") };
            // The name is the client's: shown as JSON, so a hostile one stays text, and shortened.
            let shown: String = path.chars().take(100).collect();
            errors.push(FieldError { field: Cow::Owned(shown.clone()), message: format!("Unknown field {shown:?}") });
        }
    }
    for field in fields {
        let raw = match object.get(field.name) {
            // The whole object is sent (PUT); a field not set is an empty string, never left out.
            // Settings written before the time zone existed do not send it: India's, as when reading them.
            None if matches!(field.rule, Rule::TimeZone) => {
                clean.insert(field.name.to_owned(), Value::String(DEFAULT_TIMEZONE.to_owned()));
                continue;
            }
            Some(Value::Null) if matches!(field.rule, Rule::TimeZone) => {
                errors.push(error(field.path, "Time zone must be text such as Asia/Kolkata, or left out"));
                continue;
            }
            None | Some(Value::Null) => {
                errors.push(error(field.path, format!("{} is missing (send \"\" when it is not set)", field.label)));
                continue;
            }
            Some(Value::String(text)) => text.as_str(),
            Some(_) => {
                errors.push(error(field.path, format!("{} must be text", field.label)));
                continue;
            }
        };
        match check_value(field, raw) {
            Ok(value) => {
                clean.insert(field.name.to_owned(), Value::String(value));
            }
            Err(message) => errors.push(error(field.path, message)),
        }
    }
}

fn error(field: impl Into<Cow<'static, str>>, message: impl Into<String>) -> FieldError {
    FieldError { field: field.into(), message: message.into() }
}

fn check_value(field: &Field, raw: &str) -> Result<String, String> {
    let label = field.label;
    // Spaces, tabs and line breaks around the value go; a control character anywhere else is refused
    // (as in darshan titles), so what is stored is what the administrator sees.
    let value = trim_plain_text(raw);
    if value.chars().any(is_forbidden_in_plain_text) {
        return Err(format!(
            "{label} must not contain control characters (such as line breaks, NUL or text-direction overrides)"
        ));
    }
    if value.chars().count() > field.max_chars {
        return Err(format!("{label} must be at most {} characters", field.max_chars));
    }
    let required = match field.rule {
        Rule::Text { required } => required,
        Rule::Phone | Rule::Email | Rule::TimeZone => true,
        Rule::Url | Rule::Upi => false,
    };
    if value.is_empty() {
        return if required { Err(format!("{label} is required")) } else { Ok(String::new()) };
    }
    match field.rule {
        Rule::Text { .. } => Ok(value.to_owned()),
        Rule::Phone => check_phone(label, value),
        Rule::Email => check_email(label, value),
        Rule::Url => check_url(label, value),
        Rule::Upi => check_upi(label, value),
        Rule::TimeZone => check_time_zone(label, value),
    }
}

/// A time zone of the IANA database, by its canonical name or an alias chrono-tz knows (`Asia/Calcutta`).
fn check_time_zone(label: &str, value: &str) -> Result<String, String> {
    match value.parse::<chrono_tz::Tz>() {
        Ok(tz) => Ok(tz.name().to_owned()),
        Err(_) => Err(format!("{label} must be a time zone name such as Asia/Kolkata or Europe/London")),
    }
}

/// An absolute `https://` URL with a host, parsed by the WHATWG URL parser (`url`), without credentials.
fn check_url(label: &str, value: &str) -> Result<String, String> {
    let url = url::Url::parse(value).map_err(|_| format!("{label} must be a full https:// address"))?;
    if url.scheme() != "https" {
        return Err(format!("{label} must start with https://"));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(format!("{label} must name a host"));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(format!("{label} must not contain a user name or password"));
    }
    Ok(value.to_owned())
}

/// A UPI virtual payment address: `handle@psp`, the handle letters, digits, `.`, `-` or `_`, the payment
/// provider letters and digits (NPCI's format).
fn check_upi(label: &str, value: &str) -> Result<String, String> {
    let valid = value.split_once('@').is_some_and(|(handle, psp)| {
        (2..=256).contains(&handle.len())
            && handle.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
            && (2..=64).contains(&psp.len())
            && psp.chars().all(|c| c.is_ascii_alphanumeric())
    });
    if valid { Ok(value.to_owned()) } else { Err(format!("{label} must look like name@bank, as sankalp@upi")) }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The default settings as the editor sends them: the English fields, without the stored translations.
    fn defaults() -> Value {
        let entries = sankalp_db::content::default_entries().unwrap();
        let mut body = entries.into_iter().find(|e| e.kind == "site").unwrap().body;
        body.as_object_mut().unwrap().remove(sankalp_db::content::I18N);
        body
    }

    fn fields(body: &Value) -> Vec<String> {
        check_settings(body).unwrap_err().into_iter().map(|e| e.field.into_owned()).collect()
    }

    #[test]
    fn the_default_settings_pass_unchanged() {
        let settings = check_settings(&defaults()).unwrap();
        assert_eq!(serde_json::to_value(&settings).unwrap(), defaults());
    }

    #[test]
    fn phone_numbers_are_checked_by_the_library_and_answered_in_e164() {
        let field = &TOP[5];
        assert_eq!(check_value(field, " +91 12345 67890 ").unwrap(), "+911234567890");
        assert_eq!(check_value(field, "+44 20 7946 0958").unwrap(), "+442079460958");
        assert!(check_value(field, "1234567890").unwrap_err().contains("starting with +"));
        assert!(check_value(field, "+91 12345").unwrap_err().contains("not a valid phone number"));
        assert!(check_value(field, "+1 (555) 1234").is_err());
        assert!(check_value(field, "").unwrap_err().contains("is required"));
    }

    #[test]
    fn emails_urls_and_upi_ids() {
        assert!(check_email("Email", "namaste@sankalp.example").is_ok());
        for bad in ["namaste", "a@b", "Name <a@b.org>", "a@[127.0.0.1]", "\"a b\"@x.org", "a@@b.org"] {
            assert!(check_email("Email", bad).is_err(), "{bad}");
        }
        assert!(check_url("Map link", "https://maps.example.org/?q=Gokarna").is_ok());
        for bad in ["http://x.org", "javascript:alert(1)", "https://user:pw@x.org/", "//x.org", "x.org"] {
            assert!(check_url("Map link", bad).is_err(), "{bad}");
        }
        assert!(check_upi("UPI ID", "sankalp.demo@okbank").is_ok());
        for bad in ["sankalp", "@upi", "a b@upi", "x@up.i", "x@"] {
            assert!(check_upi("UPI ID", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_bad_field_is_reported_at_once_with_its_path() {
        let mut body = defaults();
        body["businessName"] = json!("  ");
        body["whatsapp"] = json!("12345");
        body["address"]["street"] = json!(7);
        body["social"]["youtube"] = json!("http://youtube.com/x");
        body["social"]["tiktok"] = json!("https://x.org");
        body["extra"] = json!(true);
        assert_eq!(
            fields(&body),
            ["extra", "businessName", "whatsapp", "address.street", "social.tiktok", "social.youtube"]
        );
        assert_eq!(fields(&json!([])), [""]);
        let mut body = defaults();
        body.as_object_mut().unwrap().remove("address");
        assert_eq!(fields(&body), ["address"]);
    }

    #[test]
    fn the_time_zone_is_an_iana_name_and_india_when_left_out() {
        let mut body = defaults();
        body["timezone"] = json!(" Europe/London ");
        assert_eq!(check_settings(&body).unwrap().timezone, "Europe/London");
        body["timezone"] = json!("Asia/Calcutta");
        assert_eq!(check_settings(&body).unwrap().timezone, "Asia/Calcutta", "an alias the database knows");
        for bad in ["IST", "Asia/Mumbai", "", "+05:30", "../etc/passwd"] {
            body["timezone"] = json!(bad);
            assert_eq!(fields(&body), ["timezone"], "{bad:?}");
        }
        body["timezone"] = Value::Null;
        assert_eq!(fields(&body), ["timezone"], "null is not a time zone; leaving it out is");
        body.as_object_mut().unwrap().remove("timezone");
        assert_eq!(check_settings(&body).unwrap().timezone, "Asia/Kolkata");
        let stored_before: SiteSettings = serde_json::from_value(body).unwrap();
        assert_eq!(stored_before.time_zone(), chrono_tz::Asia::Kolkata);
    }

    #[test]
    fn markup_is_kept_as_typed_and_control_characters_are_refused() {
        let mut body = defaults();
        body["tagline"] = json!("<script>alert(\"x\")</script> & 'quotes'");
        assert_eq!(check_settings(&body).unwrap().tagline, "<script>alert(\"x\")</script> & 'quotes'");
        for bad in ["a\u{0}b", "line\nbreak", "evil\u{202E}txt", "c1\u{85}x"] {
            body["tagline"] = json!(bad);
            assert_eq!(fields(&body), ["tagline"], "{bad:?}");
        }
    }
}
