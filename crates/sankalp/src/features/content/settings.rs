//! The site settings: their JSON shape and the checks of `PUT /api/v1/site`.
//!
//! The body is checked as a JSON value, field by field, rather than by deserialising into
//! [`SiteSettings`] directly: serde stops at the first bad field, and the editor must be told about
//! every one at once. [`SiteSettings`] still denies unknown fields, so the stored and the documented
//! shape is exactly this one.

use std::borrow::Cow;
use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;

use sankalp_db::Store;
use sankalp_db::content::{I18N, SITE};

use super::shape::LANGUAGES;

use crate::AppState;
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
    /// The settings' texts in Hindi, Marathi and Kannada (ARCHITECTURE.md §9), answered with the settings.
    /// On a save, each language sent replaces that language's translation whole and the languages not
    /// sent are kept; left out, every stored translation is kept. An empty text removes its translation,
    /// so the English shows there. A fault is named (`i18n.kn.priestName`) and nothing is saved.
    #[serde(default, skip_serializing_if = "SiteTranslations::is_empty")]
    pub i18n: SiteTranslations,
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

/// The settings as saved (`serve` seeds the defaults before it listens), with their translations; `None`
/// when there are none. Every feature that shows a contact detail or the payment details reads them here,
/// in this one shape.
pub async fn saved_settings(store: &dyn Store) -> AppResult<Option<SiteSettings>> {
    let Some(entry) = store.content_entry(SITE, SITE).await? else { return Ok(None) };
    settings_from(entry.body).map(Some)
}

/// The settings of the content being served, read from it once per content version: what the devotee's
/// private page (the UPI payment) and a new booking (the WhatsApp link) show, without a query and a parse
/// of the stored body at every request. The content served is the stored content once a write has
/// answered, and on another instance within the poll (ARCHITECTURE.md §3), as for every public page.
#[derive(Default)]
pub struct ServedSettings(Mutex<Option<(i64, Option<Arc<SiteSettings>>)>>);

/// A state cloned to differ in one part (its pages, say) starts with nothing read.
impl Clone for ServedSettings {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl ServedSettings {
    pub async fn get(&self, state: &AppState) -> AppResult<Option<Arc<SiteSettings>>> {
        let served = Arc::clone(&state.pages.current());
        if served.version < 0 {
            // Nothing served yet (the stored content did not render): the store's.
            return Ok(saved_settings(state.store.as_ref()).await?.map(Arc::new));
        }
        let known = self.0.lock().unwrap_or_else(|p| p.into_inner()).clone();
        if let Some((version, settings)) = known
            && version == served.version
        {
            return Ok(settings);
        }
        let settings = served.entry(SITE, SITE).map(|entry| settings_from(entry.body.clone())).transpose()?;
        let settings = settings.map(Arc::new);
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = Some((served.version, settings.clone()));
        Ok(settings)
    }
}

/// A stored site body as the API shows it: the English settings, and their translations as a save would
/// keep them (the stored ones were checked when saved; the defaults and restored versions are read the
/// same way).
pub fn settings_from(mut body: Value) -> AppResult<SiteSettings> {
    let i18n = body.as_object_mut().and_then(|object| object.remove(I18N));
    let mut settings: SiteSettings = serde_json::from_value(body)
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("the stored site settings")))?;
    settings.i18n = translations_of(i18n.as_ref());
    Ok(settings)
}

/// The settings' translations by language. Only what public pages show in words is translated: the names,
/// the tagline, the copyright holder and the address's lines; never a number, an email, a link, a UPI
/// detail, the postal code or the time zone.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SiteTranslations {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub hi: Option<SiteTranslation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub mr: Option<SiteTranslation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub kn: Option<SiteTranslation>,
}

/// One language's translation of the settings' texts, each within the English field's limit; a text left
/// out shows in English.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteTranslation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 80)]
    pub business_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 160)]
    pub tagline: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 100)]
    pub priest_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 100)]
    pub holy_site: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 120)]
    pub copyright_company: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub address: Option<AddressTranslation>,
}

/// The address's lines in one language (the postal code stays as it is).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = SiteAddressTranslation)]
pub struct AddressTranslation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 200)]
    pub street: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 100)]
    pub locality: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 100)]
    pub region: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, max_length = 100)]
    pub country: Option<String>,
}

impl SiteTranslations {
    pub fn is_empty(&self) -> bool {
        self.hi.is_none() && self.mr.is_none() && self.kn.is_none()
    }
}

/// The stored translations as the API shows them: what the checks of a save keep of them.
fn translations_of(stored: Option<&Value>) -> SiteTranslations {
    let Some(Value::Object(languages)) = stored else { return SiteTranslations::default() };
    let mut clean = Map::new();
    let mut ignored = Vec::new();
    for language in LANGUAGES {
        if let Some(translation) = languages.get(*language) {
            let path = format!("{I18N}.{language}");
            clean.insert((*language).to_owned(), check_translation(translation, language, &path, &mut ignored));
        }
    }
    serde_json::from_value(Value::Object(clean)).unwrap_or_default()
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

/// The settings' texts a translation may hold (ARCHITECTURE.md §9): what public pages show in words.
const TRANSLATED: &[&str] = &["businessName", "tagline", "priestName", "holySite", "copyrightCompany"];
/// The address's lines a translation may hold.
const TRANSLATED_ADDRESS: &[&str] = &["street", "locality", "region", "country"];

/// A language's name in the messages of a refused translation.
fn language_name(language: &str) -> &'static str {
    match language {
        "hi" => "Hindi",
        "mr" => "Marathi",
        _ => "Kannada",
    }
}

/// Checks the translations a save sends (`i18n`): an object from a language of [`LANGUAGES`] to that
/// language's texts, each plain text within the English field's limit. Answers the languages sent, each
/// cleaned (trimmed, an empty text left out: the English shows there), or every fault with its path
/// (`i18n.kn.priestName`).
pub fn check_translations(i18n: &Value) -> Result<Map<String, Value>, Vec<FieldError>> {
    let Value::Object(languages) = i18n else {
        return Err(vec![error(I18N, "i18n must be an object of translations by language (hi, mr, kn)")]);
    };
    let mut errors = Vec::new();
    let mut clean = Map::new();
    for (language, translation) in languages {
        // The name is the client's: shown as JSON, so a hostile one stays text, and shortened.
        let path: String = format!("{I18N}.{language}").chars().take(100).collect();
        if LANGUAGES.contains(&language.as_str()) {
            clean.insert(language.clone(), check_translation(translation, language, &path, &mut errors));
        } else {
            errors.push(error(path.clone(), format!("{path:?} is not a language here: the languages are hi, mr, kn")));
        }
    }
    if errors.is_empty() { Ok(clean) } else { Err(errors) }
}

/// One language's translation at `path` (`i18n.kn`), cleaned; its faults added to `errors`.
fn check_translation(translation: &Value, language: &str, path: &str, errors: &mut Vec<FieldError>) -> Value {
    let Value::Object(given) = translation else {
        errors.push(error(
            path.to_owned(),
            format!("The {} translation must be an object of texts", language_name(language)),
        ));
        return Value::Object(Map::new());
    };
    let mut clean = Map::new();
    translate_fields(given, language, path, TOP, TRANSLATED, &["address"], &mut clean, errors);
    match given.get("address") {
        None => {}
        Some(Value::Object(address)) => {
            let mut lines = Map::new();
            let at = format!("{path}.address");
            translate_fields(address, language, &at, ADDRESS, TRANSLATED_ADDRESS, &[], &mut lines, errors);
            if !lines.is_empty() {
                clean.insert("address".to_owned(), Value::Object(lines));
            }
        }
        Some(_) => errors.push(error(
            format!("{path}.address"),
            format!("The address in {} must be an object of its lines", language_name(language)),
        )),
    }
    Value::Object(clean)
}

/// The texts of `given` (one object of a translation, at `path`) that `translated` names, checked as the
/// English field is but never required: an empty text is left out. `nested` names the objects checked
/// apart (the address).
#[allow(clippy::too_many_arguments)]
fn translate_fields(
    given: &Map<String, Value>,
    language: &str,
    path: &str,
    fields: &[Field],
    translated: &[&str],
    nested: &[&str],
    clean: &mut Map<String, Value>,
    errors: &mut Vec<FieldError>,
) {
    for (key, value) in given {
        if nested.contains(&key.as_str()) {
            continue;
        }
        let at: String = format!("{path}.{key}").chars().take(100).collect();
        if !nested.is_empty() && key == "social" {
            errors.push(error(at, "The links are the same in every language and have no translation"));
            continue;
        }
        let Some(english) = fields.iter().find(|f| f.name == key) else {
            errors.push(error(at.clone(), format!("Unknown field {at:?}")));
            continue;
        };
        if !translated.contains(&english.name) {
            errors.push(error(at, format!("{} is the same in every language and has no translation", english.label)));
            continue;
        }
        let label = format!("{} in {}", english.label, language_name(language));
        let Value::String(raw) = value else {
            errors.push(error(at, format!("{label} must be text (\"\" shows the English)")));
            continue;
        };
        // The English field's checks, with its limit, but never required.
        let field = Field { rule: OPTIONAL, ..*english };
        match check_labelled(&field, &label, raw) {
            Ok(text) if text.is_empty() => {}
            Ok(text) => _ = clean.insert(key.clone(), Value::String(text)),
            Err(message) => errors.push(error(at, message)),
        }
    }
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

#[derive(Clone, Copy)]
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
    check_labelled(field, field.label, raw)
}

/// [`check_value`], its messages naming the field `label` (`Priest's name in Kannada`).
fn check_labelled(field: &Field, label: &str, raw: &str) -> Result<String, String> {
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
    fn the_default_translations_pass_and_are_answered_as_stored() {
        let entries = sankalp_db::content::default_entries().unwrap();
        let body = entries.into_iter().find(|e| e.kind == "site").unwrap().body;
        let i18n = &body[I18N];
        assert_eq!(Value::Object(check_translations(i18n).unwrap()), *i18n);
        let settings = settings_from(body.clone()).unwrap();
        assert_eq!(serde_json::to_value(&settings).unwrap(), body);
    }

    #[test]
    fn translations_are_trimmed_and_an_empty_text_is_left_out() {
        let clean = check_translations(&json!({
            "kn": { "priestName": "  ಪಂಡಿತ್  ", "tagline": "", "address": { "street": " ", "region": "ಕರ್ನಾಟಕ" } },
            "hi": {}
        }))
        .unwrap();
        assert_eq!(
            Value::Object(clean),
            json!({ "kn": { "priestName": "ಪಂಡಿತ್", "address": { "region": "ಕರ್ನಾಟಕ" } }, "hi": {} })
        );
        // Joiners stay: Kannada and Devanagari spelling needs them.
        let joined = "ಕನ್\u{200C}ನಡ";
        assert_eq!(check_translations(&json!({ "kn": { "holySite": joined } })).unwrap()["kn"]["holySite"], joined);
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
