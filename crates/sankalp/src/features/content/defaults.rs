//! The default content (`content/defaults/`, embedded) loaded into an empty database, and the default
//! translations (`content/defaults/i18n/`) added once to a database that has content already.

use chrono::Utc;
use serde_json::Value;

use sankalp_db::content::{I18N, LANGUAGES};
use sankalp_db::{ContentStore, NewContentEntry};

/// Loads the default content (`content/defaults/`, embedded) into an empty database, in one
/// transaction. When there is content already, adds the default translations it lacks
/// ([`add_default_translations`]). Run by `serve` before it listens.
pub async fn seed_defaults(store: &dyn ContentStore) -> anyhow::Result<Option<i64>> {
    let entries = sankalp_db::content::default_entries()?;
    let seeded = store.seed_content(&entries, Utc::now()).await?;
    match seeded {
        Some(version) => tracing::info!(entries = entries.len(), version, "empty content: loaded the default content"),
        None => {
            let added = add_default_translations(store, &entries).await?;
            if added > 0 {
                tracing::info!(entries = added, "added the default translations to existing content");
            }
        }
    }
    Ok(seeded)
}

/// Gives every stored entry the default translation of each language its body has none of (no
/// `i18n.<lang>` at all), keeping everything else of the body as stored: a language the priest has
/// touched, even emptied, is theirs and is never written here. So the step runs at every start and
/// changes something only the first time (or when a new release brings a language an entry lacked).
/// Each entry changed is one ordinary write with its history (by nobody: the server). Returns how
/// many entries it changed.
pub async fn add_default_translations(store: &dyn ContentStore, defaults: &[NewContentEntry]) -> anyhow::Result<usize> {
    let mut changed = 0;
    for default in defaults {
        let Some(Value::Object(translations)) = default.body.get(I18N) else { continue };
        let Some(stored) = store.content_entry(&default.kind, &default.key).await? else { continue };
        let Some(body) = with_missing_languages(&stored.body, translations) else { continue };
        let entry = NewContentEntry {
            kind: stored.kind,
            key: stored.key,
            position: stored.position,
            published: stored.published,
            body,
        };
        store.put_content_entry(&entry, None, Utc::now()).await?;
        changed += 1;
    }
    Ok(changed)
}

/// `body` with `translations`' languages that it has no `i18n` entry for; `None` when it lacks none.
fn with_missing_languages(body: &Value, translations: &serde_json::Map<String, Value>) -> Option<Value> {
    let Value::Object(fields) = body else { return None };
    let present = fields.get(I18N).and_then(Value::as_object);
    let missing: Vec<(&String, &Value)> = translations
        .iter()
        .filter(|(lang, _)| LANGUAGES.contains(&lang.as_str()))
        .filter(|(lang, _)| !present.is_some_and(|p| p.contains_key(*lang)))
        .collect();
    if missing.is_empty() {
        return None;
    }
    let mut fields = fields.clone();
    let i18n = fields.entry(I18N).or_insert_with(|| Value::Object(serde_json::Map::new()));
    if !i18n.is_object() {
        *i18n = Value::Object(serde_json::Map::new());
    }
    let i18n = i18n.as_object_mut()?;
    for (lang, translation) in missing {
        i18n.insert(lang.clone(), translation.clone());
    }
    Some(Value::Object(fields))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn only_languages_the_body_has_nothing_of_are_added() {
        let defaults = json!({ "hi": { "title": "हिन्दी" }, "kn": { "title": "ಕನ್ನಡ" } });
        let defaults = defaults.as_object().unwrap();
        let body = json!({ "title": "English", "i18n": { "hi": {} } });
        let added = with_missing_languages(&body, defaults).expect("kn is missing");
        assert_eq!(added["i18n"]["hi"], json!({}), "an emptied language is the priest's");
        assert_eq!(added["i18n"]["kn"]["title"], "ಕನ್ನಡ");
        assert_eq!(added["title"], "English");
        assert_eq!(with_missing_languages(&added, defaults), None, "the second run changes nothing");
        let plain = with_missing_languages(&json!({ "title": "x" }), defaults).unwrap();
        assert_eq!(plain["i18n"]["hi"]["title"], "हिन्दी");
    }
}
