//! What a page's texts may hold (ARCHITECTURE.md §5): the shape of each page and of a pilgrimage site, read
//! from the default content (`content/defaults/`), so that the fields the pages draw and the fields an
//! editor may write are one list. A body is checked against its shape: only known fields, each of its
//! type, text plain (no control or direction-override characters, kept as typed) and within its limit, lists of at most
//! [`LIST_MAX`] items; every field at fault is named (`hero.lead`, `sections[2].paragraphs[0]`).
//!
//! Translations (`body.i18n.hi`, …) are partial copies of the same shape holding only text
//! ([`check_i18n`]). No page field holds HTML: pages draw every text as text.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde_json::{Map, Value};

use crate::http::error::FieldError;
use crate::rules::text::{is_forbidden_in_plain_text, trim_plain_text};
use sankalp_db::content::{PAGE, default_entries};

/// The kind of a pilgrimage site's entry.
pub const PILGRIMAGE: &str = "pilgrimage";
/// Where an entry keeps its translations.
pub const I18N: &str = "i18n";
/// The languages a translation may be in (English is the body itself).
pub const LANGUAGES: &[&str] = &["hi", "mr", "kn"];
/// A one-line text (a title, a label).
pub const SHORT_MAX: usize = 300;
/// A paragraph.
pub const LONG_MAX: usize = 5_000;
/// Items in one list.
pub const LIST_MAX: usize = 100;
/// The largest whole number a page holds (a price in rupees, a step's number).
pub const NUMBER_MAX: i64 = 10_000_000;

/// Fields that hold a paragraph rather than a line, wherever they are.
const LONG_FIELDS: &[&str] = &[
    "about",
    "aboutIntro",
    "bookingMessage",
    "description",
    "detail",
    "details",
    "intro",
    "metaDescription",
    "note",
    "paragraph",
    "paragraphs",
    "subtext",
    "text",
];
/// Fields naming something of the site's own (a picture, an icon, a colour, a language, a slug): a name of
/// lower-case letters, digits and hyphens.
const NAME_FIELDS: &[&str] = &["image", "photo", "icon", "dotColor", "lang", "slug"];
/// Of those, the pictures: an uploaded file (`/media/…`) may stand in for a built-in one.
const PICTURE_FIELDS: &[&str] = &["image", "photo"];
/// Fields holding a path of this site (a link).
const PATH_FIELDS: &[&str] = &["to"];
/// A run of rich text's emphasis (`blocks[0].text[0][1].bold`): the one flag a translation may hold.
const RUN_BOLD: &str = "bold";
/// Text that may not be empty.
const NONEMPTY_FIELDS: &[&str] = &["title", "heading", "slug"];

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Text {
        long: bool,
    },
    Name,
    Path,
    Number,
    Boolean,
    List(Box<Shape>),
    /// Fields and whether each is required.
    Object(BTreeMap<String, (Shape, bool)>),
}

fn shape_of(name: &str, value: &Value) -> Option<Shape> {
    Some(match value {
        Value::String(_) if NAME_FIELDS.contains(&name) => Shape::Name,
        Value::String(_) if PATH_FIELDS.contains(&name) => Shape::Path,
        Value::String(text) => Shape::Text { long: LONG_FIELDS.contains(&name) || text.chars().count() > 200 },
        Value::Number(_) => Shape::Number,
        Value::Bool(_) => Shape::Boolean,
        Value::Array(items) => {
            let mut item = None;
            for value in items {
                item = merge(item, shape_of(name, value));
            }
            Shape::List(Box::new(item.unwrap_or(Shape::Text { long: LONG_FIELDS.contains(&name) })))
        }
        Value::Object(fields) => Shape::Object(
            fields
                .iter()
                .filter(|(key, _)| key.as_str() != I18N)
                .filter_map(|(key, value)| shape_of(key, value).map(|shape| (key.clone(), (shape, true))))
                .collect(),
        ),
        Value::Null => return None,
    })
}

/// One shape for two examples: an object's fields are those of either, required when both have them.
fn merge(a: Option<Shape>, b: Option<Shape>) -> Option<Shape> {
    match (a, b) {
        (None, b) => b,
        (a, None) => a,
        (Some(Shape::Object(mut a)), Some(Shape::Object(b))) => {
            for (_, (_, required)) in a.iter_mut().filter(|(key, _)| !b.contains_key(*key)) {
                *required = false;
            }
            for (key, (shape, required)) in b {
                let merged = match a.remove(&key) {
                    Some((old, old_required)) => (merge(Some(old), Some(shape)), old_required && required),
                    None => (Some(shape), false),
                };
                if let (Some(shape), required) = merged {
                    a.insert(key, (shape, required));
                }
            }
            Some(Shape::Object(a))
        }
        (Some(Shape::List(a)), Some(Shape::List(b))) => merge(Some(*a), Some(*b)).map(|s| Shape::List(Box::new(s))),
        (Some(Shape::Text { long: a }), Some(Shape::Text { long: b })) => Some(Shape::Text { long: a || b }),
        (a, _) => a,
    }
}

struct Shapes {
    pages: BTreeMap<String, Shape>,
    pilgrimage: Shape,
}

fn shapes() -> &'static Shapes {
    static SHAPES: OnceLock<Shapes> = OnceLock::new();
    SHAPES.get_or_init(|| {
        // The defaults are embedded and checked when the binary is built (sankalp-db's build.rs).
        let entries = default_entries().unwrap_or_default();
        let mut pages = BTreeMap::new();
        let mut pilgrimage = None;
        for entry in entries {
            if entry.kind == PAGE {
                if let Some(shape) = shape_of("", &entry.body) {
                    pages.insert(entry.key, shape);
                }
            } else if entry.kind == PILGRIMAGE {
                pilgrimage = merge(pilgrimage, shape_of("", &entry.body));
            }
        }
        Shapes { pages, pilgrimage: pilgrimage.unwrap_or(Shape::Object(BTreeMap::new())) }
    })
}

/// The shape of page `key`; `None` for a key that is no page.
pub fn page_shape(key: &str) -> Option<&'static Shape> {
    shapes().pages.get(key)
}

/// The shape of a pilgrimage site.
pub fn pilgrimage_shape() -> &'static Shape {
    &shapes().pilgrimage
}

/// The keys of the pages.
pub fn page_keys() -> impl Iterator<Item = &'static str> {
    shapes().pages.keys().map(String::as_str)
}

fn error(field: &str, message: String) -> FieldError {
    FieldError { field: field.to_owned().into(), message }
}

fn child(path: &str, key: &str) -> String {
    if path.is_empty() { key.to_owned() } else { format!("{path}.{key}") }
}

fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 100
        && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

/// An uploaded file of this site (`/media/…`), which a picture field may name instead of a built-in one.
fn is_media_path(text: &str) -> bool {
    text.strip_prefix("/media/").is_some_and(|key| {
        !key.is_empty()
            && text.len() <= SHORT_MAX
            && !key.split('/').any(|part| part.is_empty() || part == "." || part == "..")
            && key.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'.' | b'-' | b'_'))
    })
}

/// `value` checked against `shape`, with only the known fields kept; every fault is added to `errors`. `partial`
/// checks a translation: every field optional, a list's items may be `null` (not translated), and only
/// text is held.
fn check(value: &Value, shape: &Shape, path: &str, partial: bool, errors: &mut Vec<FieldError>) -> Value {
    let name = path.rsplit(['.', '[']).next().unwrap_or(path);
    let label = if path.is_empty() { "The body".to_owned() } else { path.to_owned() };
    match (shape, value) {
        (Shape::Text { long }, Value::String(text)) => {
            // Kept as typed: the spaces around a run of rich text (`blocks[0].text[0][1].text`) are part
            // of the sentence.
            let max = if *long { LONG_MAX } else { SHORT_MAX };
            if text.chars().any(is_forbidden_in_plain_text) {
                errors.push(error(
                    path,
                    format!("{label} must be plain text without line breaks, control or direction-override characters"),
                ));
            } else if text.chars().count() > max {
                errors.push(error(path, format!("{label} must be at most {max} characters")));
            } else if trim_plain_text(text).is_empty() && !partial && NONEMPTY_FIELDS.contains(&name) {
                errors.push(error(path, format!("{label} is required")));
            }
            value.clone()
        }
        // A translated rich paragraph has runs of its own, each saying whether it is bold (its bold phrases
        // need not fall where the English ones do; web/app/i18n/localise.ts).
        (Shape::Boolean, Value::Bool(_)) if partial && name == RUN_BOLD => value.clone(),
        (Shape::Name | Shape::Path | Shape::Number | Shape::Boolean, _) if partial => {
            errors.push(error(path, format!("{label} is not translated: a translation holds text only")));
            Value::Null
        }
        (Shape::Name, Value::String(text)) => {
            if !(is_name(text) || (PICTURE_FIELDS.contains(&name) && is_media_path(text))) {
                errors.push(error(
                    path,
                    format!("{label} must be a name of lower-case letters, digits and hyphens (at most 100)"),
                ));
            }
            value.clone()
        }
        (Shape::Path, Value::String(text)) => {
            let ok = text.starts_with('/')
                && !text.starts_with("//")
                && text.len() <= SHORT_MAX
                && !text.contains('\\')
                && !text.chars().any(|c| c.is_whitespace() || c.is_control());
            if !ok {
                errors.push(error(path, format!("{label} must be a path of this site, such as /contact")));
            }
            value.clone()
        }
        (Shape::Number, Value::Number(number)) => {
            if !number.as_i64().is_some_and(|n| (0..=NUMBER_MAX).contains(&n)) {
                errors.push(error(path, format!("{label} must be a whole number from 0 to {NUMBER_MAX}")));
            }
            value.clone()
        }
        (Shape::Boolean, Value::Bool(_)) => value.clone(),
        (Shape::List(_), Value::Array(items)) if items.len() > LIST_MAX => {
            errors.push(error(path, format!("{label} must have at most {LIST_MAX} items")));
            value.clone()
        }
        (Shape::List(item), Value::Array(items)) => Value::Array(
            items
                .iter()
                .enumerate()
                .map(|(i, value)| {
                    if partial && value.is_null() {
                        Value::Null
                    } else {
                        check(value, item, &format!("{path}[{i}]"), partial, errors)
                    }
                })
                .collect(),
        ),
        (Shape::Object(fields), Value::Object(given)) => {
            let mut clean = Map::new();
            for (key, value) in given {
                if !partial && path.is_empty() && key == I18N {
                    continue;
                }
                match fields.get(key) {
                    Some((shape, _)) => {
                        _ = clean.insert(key.clone(), check(value, shape, &child(path, key), partial, errors))
                    }
                    None => errors.push(error(&child(path, key), format!("{} is not a field here", child(path, key)))),
                }
            }
            if !partial {
                for (key, _) in fields.iter().filter(|(key, (_, required))| *required && !given.contains_key(*key)) {
                    errors.push(error(&child(path, key), format!("{} is required", child(path, key))));
                }
            }
            Value::Object(clean)
        }
        (shape, _) => {
            let want = match shape {
                Shape::Text { .. } | Shape::Name | Shape::Path => "text",
                Shape::Number => "a whole number",
                Shape::Boolean => "true or false",
                Shape::List(_) => "a list",
                Shape::Object(_) => "an object",
            };
            errors.push(error(path, format!("{label} must be {want}")));
            Value::Null
        }
    }
}

/// `body` checked against `shape` (its English text; any `i18n` in it is left out): the cleaned body, or
/// every field at fault.
pub fn check_body(body: &Value, shape: &Shape) -> Result<Value, Vec<FieldError>> {
    let mut errors = Vec::new();
    let clean = check(body, shape, "", false, &mut errors);
    if errors.is_empty() { Ok(clean) } else { Err(errors) }
}

/// The translations `i18n` checked against `shape`: an object from a language of [`LANGUAGES`] to a partial
/// copy of the body holding only text.
pub fn check_i18n(i18n: &Value, shape: &Shape) -> Result<Value, Vec<FieldError>> {
    let mut errors = Vec::new();
    let Value::Object(languages) = i18n else {
        return Err(vec![error(I18N, "i18n must be an object of translations by language".to_owned())]);
    };
    let mut clean = Map::new();
    for (language, translation) in languages {
        let path = format!("{I18N}.{language}");
        if !LANGUAGES.contains(&language.as_str()) {
            errors.push(error(&path, format!("{path}: the languages are {}", LANGUAGES.join(", "))));
            continue;
        }
        clean.insert(language.clone(), check(translation, shape, &path, true, &mut errors));
    }
    if errors.is_empty() { Ok(Value::Object(clean)) } else { Err(errors) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_page_and_the_pilgrimage_sites_have_a_shape_that_their_defaults_fit() {
        let keys: Vec<&str> = page_keys().collect();
        for key in
            ["home", "about", "astrology", "contact", "dharmik", "gallery", "darshan", "terms", "policy", "footer"]
        {
            assert!(keys.contains(&key), "{key} in {keys:?}");
        }
        for entry in default_entries().unwrap() {
            let shape = match entry.kind.as_str() {
                PAGE => page_shape(&entry.key).unwrap(),
                PILGRIMAGE => pilgrimage_shape(),
                _ => continue,
            };
            assert_eq!(check_body(&entry.body, shape).map(|_| ()), Ok(()), "{}/{}", entry.kind, entry.key);
            // The editors send the translations back with every save: the default ones must pass.
            if let Some(i18n) = entry.body.get(I18N) {
                assert_eq!(check_i18n(i18n, shape).map(|_| ()), Ok(()), "{}/{} i18n", entry.kind, entry.key);
            }
        }
    }

    #[test]
    fn every_fault_is_named_by_its_path() {
        let shape = page_shape("home").unwrap();
        let mut body = default_entries().unwrap().into_iter().find(|e| e.key == "home").unwrap().body;
        body["hero"]["lead"] = json!("a\u{202E}b");
        body["aboutStats"][1]["label"] = json!(7);
        body["howItWorks"][0]["id"] = json!(-1);
        body["services"][2]["to"] = json!("javascript:alert(1)");
        body["typewriterPhrases"][0] = json!("x".repeat(SHORT_MAX + 1));
        body["extra"] = json!("?");
        body["title"] = json!("  ");
        body.as_object_mut().unwrap().remove("description");
        let fields: Vec<String> =
            check_body(&body, shape).unwrap_err().into_iter().map(|e| e.field.into_owned()).collect();
        for want in [
            "hero.lead",
            "aboutStats[1].label",
            "howItWorks[0].id",
            "services[2].to",
            "typewriterPhrases[0]",
            "extra",
            "title",
            "description",
        ] {
            assert!(fields.iter().any(|f| f == want), "{want} in {fields:?}");
        }
    }

    #[test]
    fn translations_hold_text_only_in_known_languages() {
        let shape = page_shape("about").unwrap();
        assert!(check_i18n(&json!({"hi": {"title": "परिचय", "intro": [null, "दूसरा"]}}), shape).is_ok());
        let fields: Vec<String> = check_i18n(&json!({"fr": {}, "hi": {"photo": "x", "nope": "y"}}), shape)
            .unwrap_err()
            .into_iter()
            .map(|e| e.field.into_owned())
            .collect();
        assert_eq!(fields, ["i18n.fr", "i18n.hi.nope", "i18n.hi.photo"]);
    }

    #[test]
    fn a_translated_rich_paragraph_has_runs_and_bold_of_its_own() {
        let shape = page_shape("about").unwrap();
        let runs = json!({"hi": {"blocks": [{"text": [[
            {"text": "पहला ", "bold": false}, {"text": "दूसरा", "bold": true}, {"text": " तीसरा"}, {"text": "चौथा", "bold": true}
        ]]}]}});
        assert!(check_i18n(&runs, shape).is_ok());
        // Only a run's `bold`: other flags and names stay the English body's.
        let fields: Vec<String> =
            check_i18n(&json!({"hi": {"blocks": [{"image": "x", "text": [[{"text": "a", "bold": "yes"}]]}]}}), shape)
                .unwrap_err()
                .into_iter()
                .map(|e| e.field.into_owned())
                .collect();
        assert_eq!(fields, ["i18n.hi.blocks[0].image", "i18n.hi.blocks[0].text[0][0].bold"]);
    }
}
