//! The site's content (ARCHITECTURE.md §5): generic entries (`kind`, `key`, a JSON body), the history of every
//! write, and one content version that every write raises in the same transaction, so that every
//! instance can tell, by polling one row, that its rendered pages are stale. Also the default content a
//! new site starts with (`content/defaults/`, embedded at build time) and its seeding.

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use crate::Db;
use crate::dialect::{Timestamp, db_run};

include!(concat!(env!("OUT_DIR"), "/content_defaults.rs"));

/// The kind of the site settings entry (its key is the same).
pub const SITE: &str = "site";
/// The kind of the page texts, keyed by page (`home`, `about`, `contact`, …).
pub const PAGE: &str = "page";
/// The languages besides English (the bodies' own language). An entry's translations live in its body
/// under `i18n.<lang>`, a partial copy of the body holding translated text only (ARCHITECTURE.md §9).
pub const LANGUAGES: [&str; 3] = ["hi", "mr", "kn"];
/// Where a body keeps its translations.
pub const I18N: &str = "i18n";

/// One stored entry.
#[derive(Debug, Clone, PartialEq)]
pub struct ContentEntry {
    pub kind: String,
    pub key: String,
    /// The order of a list kind's entries (0 for `site` and `page`).
    pub position: i64,
    pub published: bool,
    pub body: serde_json::Value,
    pub updated_at: DateTime<Utc>,
}

/// Every entry and the version they make up, read together.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ContentSnapshot {
    pub version: i64,
    /// By kind, then position, then key.
    pub entries: Vec<ContentEntry>,
}

impl ContentSnapshot {
    pub fn get(&self, kind: &str, key: &str) -> Option<&ContentEntry> {
        self.entries.iter().find(|e| e.kind == kind && e.key == key)
    }

    /// This snapshot with `entry` put in (replacing the entry of its kind and key) and the version
    /// one higher: what the content would be after writing `entry`, for checking before committing.
    pub fn with(&self, entry: ContentEntry) -> Self {
        let mut entries: Vec<ContentEntry> =
            self.entries.iter().filter(|e| !(e.kind == entry.kind && e.key == entry.key)).cloned().collect();
        entries.push(entry);
        sort_entries(&mut entries);
        Self { version: self.version + 1, entries }
    }

    /// This snapshot with `writes` made (in order), one version higher: a write of several entries
    /// drawn before it is committed. `now` becomes the `updated_at` of what is put.
    pub fn with_writes(&self, writes: &[EntryWrite], now: DateTime<Utc>) -> Self {
        let mut entries = self.entries.clone();
        for write in writes {
            match write {
                EntryWrite::Put(entry) => {
                    entries.retain(|e| !(e.kind == entry.kind && e.key == entry.key));
                    entries.push(ContentEntry {
                        kind: entry.kind.clone(),
                        key: entry.key.clone(),
                        position: entry.position,
                        published: entry.published,
                        body: entry.body.clone(),
                        updated_at: now,
                    });
                }
                EntryWrite::Remove { kind, key } => entries.retain(|e| !(&e.kind == kind && &e.key == key)),
                EntryWrite::Move { kind, key, position } => {
                    for e in entries.iter_mut().filter(|e| &e.kind == kind && &e.key == key) {
                        e.position = *position;
                    }
                }
            }
        }
        sort_entries(&mut entries);
        Self { version: self.version + 1, entries }
    }
}

/// One part of a write of several entries, all committed in one transaction with one version.
#[derive(Debug, Clone, PartialEq)]
pub enum EntryWrite {
    /// Create or replace the entry (recorded in the history).
    Put(NewContentEntry),
    /// Delete the entry (recorded in the history with no new body).
    Remove { kind: String, key: String },
    /// Change only the entry's place in its list (not a change of its body: no history).
    Move { kind: String, key: String, position: i64 },
}

fn sort_entries(entries: &mut [ContentEntry]) {
    entries.sort_by(|a, b| (&a.kind, a.position, &a.key).cmp(&(&b.kind, b.position, &b.key)));
}

/// An entry to write.
#[derive(Debug, Clone, PartialEq)]
pub struct NewContentEntry {
    pub kind: String,
    pub key: String,
    pub position: i64,
    pub published: bool,
    pub body: serde_json::Value,
}

/// One write of an entry, as the history keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct ContentChange {
    pub id: String,
    pub kind: String,
    pub key: String,
    /// `None` when the write created the entry.
    pub old_body: Option<serde_json::Value>,
    /// `None` when the write removed the entry.
    pub new_body: Option<serde_json::Value>,
    /// The user id of the administrator, `None` for the server itself.
    pub changed_by: Option<String>,
    pub changed_at: DateTime<Utc>,
}

#[async_trait]
pub trait ContentStore: Send + Sync {
    /// The current content version: 0 before the first write.
    async fn content_version(&self) -> Result<i64, sqlx::Error>;

    /// Every entry and the version, in one consistent read.
    async fn content_snapshot(&self) -> Result<ContentSnapshot, sqlx::Error>;

    /// One entry, published or not.
    async fn content_entry(&self, kind: &str, key: &str) -> Result<Option<ContentEntry>, sqlx::Error>;

    /// The entries of one kind in position order; only the published ones when `published_only`.
    async fn content_entries(&self, kind: &str, published_only: bool) -> Result<Vec<ContentEntry>, sqlx::Error>;

    /// Writes `entry` (created or replaced), records the change in the history (by `changed_by`, a user
    /// id) and raises the version, in one transaction; returns the new version.
    async fn put_content_entry(
        &self,
        entry: &NewContentEntry,
        changed_by: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<i64, sqlx::Error>;

    /// Makes `writes` in one transaction, recording each put and removal in the history (by
    /// `changed_by`) and raising the version once; returns the new version. A removal or move of an entry
    /// that does not exist changes nothing of it.
    async fn write_content_entries(
        &self,
        writes: &[EntryWrite],
        changed_by: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<i64, sqlx::Error>;

    /// The changes of one entry (`kind`, `key`), latest first, at most `limit`.
    async fn entry_history(&self, kind: &str, key: &str, limit: i64) -> Result<Vec<ContentChange>, sqlx::Error>;

    /// Raises the version alone (a write elsewhere, such as a darshan post, changed what pages show);
    /// returns the new version.
    async fn bump_content_version(&self) -> Result<i64, sqlx::Error>;

    /// Writes `entries` and raises the version, in one transaction, when there is no entry yet; returns
    /// the new version, or `None` (and writes nothing) when there was content already. No history: the
    /// defaults are not anybody's edit.
    async fn seed_content(&self, entries: &[NewContentEntry], now: DateTime<Utc>) -> Result<Option<i64>, sqlx::Error>;

    /// The latest changes first, at most `limit`.
    async fn content_history(&self, limit: i64) -> Result<Vec<ContentChange>, sqlx::Error>;

    /// One change of the history.
    async fn content_change(&self, id: &str) -> Result<Option<ContentChange>, sqlx::Error>;
}

#[derive(sqlx::FromRow)]
struct EntryRow {
    kind: String,
    key: String,
    position: i64,
    published: bool,
    body: String,
    updated_at: Timestamp,
}

impl EntryRow {
    fn into_entry(self) -> Result<ContentEntry, sqlx::Error> {
        Ok(ContentEntry {
            body: body_from_text(&self.body)?,
            kind: self.kind,
            key: self.key,
            position: self.position,
            published: self.published,
            updated_at: self.updated_at.0,
        })
    }
}

#[derive(sqlx::FromRow)]
struct ChangeRow {
    id: String,
    kind: String,
    key: String,
    old_body: Option<String>,
    new_body: Option<String>,
    changed_by: Option<String>,
    changed_at: Timestamp,
}

fn body_from_text(text: &str) -> Result<serde_json::Value, sqlx::Error> {
    serde_json::from_str(text).map_err(|err| sqlx::Error::Decode(format!("bad content body: {err}").into()))
}

fn body_to_text(body: &serde_json::Value) -> String {
    serde_json::to_string(body).expect("a JSON value serialises")
}

const ENTRY_SELECT: &str = "SELECT kind, key, position, published, body, updated_at FROM content_entries";
const ENTRY_ORDER: &str = " ORDER BY kind, position, key";

/// Raises the version (making its row on the first write) and answers the new one. Also run by the
/// darshan writes, in their own transactions: posts are on rendered pages.
pub(crate) const BUMP: &str = "INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, $1) \
                    ON CONFLICT (id) DO UPDATE SET version = content_version.version + 1, changed_at = $1 \
                    RETURNING version";

/// What serialises content writers on PostgreSQL (an advisory lock; SQLite's write lock does it there).
const LOCK_PURPOSE: &str = "sankalp content";
const LOCK_SCOPE: &[&str] = &["content"];

#[async_trait]
impl ContentStore for Db {
    async fn content_version(&self) -> Result<i64, sqlx::Error> {
        let sql = "SELECT COALESCE(MAX(version), 0) FROM content_version";
        db_run!(&self.pool, |pool| sqlx::query_scalar(sql).fetch_one(pool).await)
    }

    async fn content_snapshot(&self) -> Result<ContentSnapshot, sqlx::Error> {
        let snapshot = self.dialect.snapshot();
        let entries_sql = format!("{ENTRY_SELECT}{ENTRY_ORDER}");
        let (version, rows): (i64, Vec<EntryRow>) = db_run!(&self.pool, |pool| {
            // One read transaction: SQLite in WAL mode fixes its snapshot at the first read; PostgreSQL
            // is told so. The version then names exactly these entries.
            let mut tx = pool.begin().await?;
            if let Some(sql) = snapshot {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let version =
                sqlx::query_scalar("SELECT COALESCE(MAX(version), 0) FROM content_version").fetch_one(&mut *tx).await?;
            let rows = sqlx::query_as(&entries_sql).fetch_all(&mut *tx).await?;
            tx.commit().await?;
            (version, rows)
        });
        let entries = rows.into_iter().map(EntryRow::into_entry).collect::<Result<_, _>>()?;
        Ok(ContentSnapshot { version, entries })
    }

    async fn content_entry(&self, kind: &str, key: &str) -> Result<Option<ContentEntry>, sqlx::Error> {
        let sql = format!("{ENTRY_SELECT} WHERE kind = $1 AND key = $2");
        let row: Option<EntryRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(kind).bind(key).fetch_optional(pool).await?);
        row.map(EntryRow::into_entry).transpose()
    }

    async fn content_entries(&self, kind: &str, published_only: bool) -> Result<Vec<ContentEntry>, sqlx::Error> {
        let filter = if published_only { " AND published = TRUE" } else { "" };
        let sql = format!("{ENTRY_SELECT} WHERE kind = $1{filter}{ENTRY_ORDER}");
        let rows: Vec<EntryRow> = db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(kind).fetch_all(pool).await?);
        rows.into_iter().map(EntryRow::into_entry).collect()
    }

    async fn put_content_entry(
        &self,
        entry: &NewContentEntry,
        changed_by: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<i64, sqlx::Error> {
        self.write_content_entries(&[EntryWrite::Put(entry.clone())], changed_by, now).await
    }

    async fn write_content_entries(
        &self,
        writes: &[EntryWrite],
        changed_by: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<i64, sqlx::Error> {
        let _turn = self.write_turn().await;
        let begin = self.dialect.begin_writing();
        let locks = self.dialect.scope_locks(LOCK_PURPOSE, LOCK_SCOPE);
        let now = Timestamp(now);
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            for sql in &locks {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            for write in writes {
                let (kind, key) = match write {
                    EntryWrite::Put(entry) => (&entry.kind, &entry.key),
                    EntryWrite::Remove { kind, key } | EntryWrite::Move { kind, key, .. } => (kind, key),
                };
                if let EntryWrite::Move { position, .. } = write {
                    sqlx::query(
                        "UPDATE content_entries SET position = $1, updated_at = $2 WHERE kind = $3 AND key = $4",
                    )
                    .bind(position)
                    .bind(now)
                    .bind(kind)
                    .bind(key)
                    .execute(&mut *tx)
                    .await?;
                    continue;
                }
                let old_body: Option<String> =
                    sqlx::query_scalar("SELECT body FROM content_entries WHERE kind = $1 AND key = $2")
                        .bind(kind)
                        .bind(key)
                        .fetch_optional(&mut *tx)
                        .await?;
                let new_body = match write {
                    EntryWrite::Put(entry) => {
                        let body = body_to_text(&entry.body);
                        sqlx::query(
                            "INSERT INTO content_entries (kind, key, position, published, body, updated_at) \
                             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (kind, key) DO UPDATE SET \
                             position = $3, published = $4, body = $5, updated_at = $6",
                        )
                        .bind(kind)
                        .bind(key)
                        .bind(entry.position)
                        .bind(entry.published)
                        .bind(&body)
                        .bind(now)
                        .execute(&mut *tx)
                        .await?;
                        Some(body)
                    }
                    _ => {
                        if old_body.is_none() {
                            continue;
                        }
                        sqlx::query("DELETE FROM content_entries WHERE kind = $1 AND key = $2")
                            .bind(kind)
                            .bind(key)
                            .execute(&mut *tx)
                            .await?;
                        None
                    }
                };
                sqlx::query(
                    "INSERT INTO content_history (id, kind, key, old_body, new_body, changed_by, changed_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(uuid::Uuid::now_v7().simple().to_string())
                .bind(kind)
                .bind(key)
                .bind(old_body)
                .bind(new_body)
                .bind(changed_by)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            let version: i64 = sqlx::query_scalar(BUMP).bind(now).fetch_one(&mut *tx).await?;
            tx.commit().await?;
            Ok(version)
        })
    }

    async fn bump_content_version(&self) -> Result<i64, sqlx::Error> {
        let _turn = self.write_turn().await;
        let now = Timestamp(Utc::now());
        db_run!(&self.pool, |pool| sqlx::query_scalar(BUMP).bind(now).fetch_one(pool).await)
    }

    async fn seed_content(&self, entries: &[NewContentEntry], now: DateTime<Utc>) -> Result<Option<i64>, sqlx::Error> {
        let _turn = self.write_turn().await;
        let begin = self.dialect.begin_writing();
        let locks = self.dialect.scope_locks(LOCK_PURPOSE, LOCK_SCOPE);
        let now = Timestamp(now);
        db_run!(&self.pool, |pool| {
            // Two instances starting together: the lock (or SQLite's write lock) lets one seed, and the
            // other then finds the entries and leaves them.
            let mut tx = pool.begin_with(begin).await?;
            for sql in &locks {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let present: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM content_entries").fetch_one(&mut *tx).await?;
            if present > 0 {
                tx.rollback().await?;
                return Ok(None);
            }
            for entry in entries {
                sqlx::query(
                    "INSERT INTO content_entries (kind, key, position, published, body, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(&entry.kind)
                .bind(&entry.key)
                .bind(entry.position)
                .bind(entry.published)
                .bind(body_to_text(&entry.body))
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            let version: i64 = sqlx::query_scalar(BUMP).bind(now).fetch_one(&mut *tx).await?;
            tx.commit().await?;
            Ok(Some(version))
        })
    }

    async fn content_history(&self, limit: i64) -> Result<Vec<ContentChange>, sqlx::Error> {
        let sql = "SELECT id, kind, key, old_body, new_body, changed_by, changed_at FROM content_history \
                   ORDER BY changed_at DESC, id DESC LIMIT $1";
        let rows: Vec<ChangeRow> = db_run!(&self.pool, |pool| sqlx::query_as(sql).bind(limit).fetch_all(pool).await?);
        rows.into_iter().map(ChangeRow::into_change).collect()
    }

    async fn entry_history(&self, kind: &str, key: &str, limit: i64) -> Result<Vec<ContentChange>, sqlx::Error> {
        let sql = "SELECT id, kind, key, old_body, new_body, changed_by, changed_at FROM content_history \
                   WHERE kind = $1 AND key = $2 ORDER BY changed_at DESC, id DESC LIMIT $3";
        let rows: Vec<ChangeRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(sql).bind(kind).bind(key).bind(limit).fetch_all(pool).await?);
        rows.into_iter().map(ChangeRow::into_change).collect()
    }

    async fn content_change(&self, id: &str) -> Result<Option<ContentChange>, sqlx::Error> {
        let sql = "SELECT id, kind, key, old_body, new_body, changed_by, changed_at FROM content_history WHERE id = $1";
        let row: Option<ChangeRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(sql).bind(id).fetch_optional(pool).await?);
        row.map(ChangeRow::into_change).transpose()
    }
}

impl ChangeRow {
    fn into_change(self) -> Result<ContentChange, sqlx::Error> {
        Ok(ContentChange {
            old_body: self.old_body.as_deref().map(body_from_text).transpose()?,
            new_body: self.new_body.as_deref().map(body_from_text).transpose()?,
            id: self.id,
            kind: self.kind,
            key: self.key,
            changed_by: self.changed_by,
            changed_at: self.changed_at.0,
        })
    }
}

/// Why a file of `content/defaults/` cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("content/defaults/{file}: {message}")]
pub struct DefaultsError {
    pub file: String,
    pub message: String,
}

/// The default content embedded in the binary (every file of `content/defaults/`), as entries.
pub fn default_entries() -> Result<Vec<NewContentEntry>, DefaultsError> {
    parse_defaults(DEFAULT_FILES)
}

/// Entries from default-content files, `(file name, JSON text)`: `site.json` is the one entry of kind
/// `site`; `pages.json` an object `{ "<key>": body, … }` of kind `page`; any other `<kind>.json` an array of
/// `{ "key": "…", "published": true, "body": { … } }` of kind `<kind>`, in position order. A file
/// `i18n/<lang>/<kind>.json` (`page.json` for the pages) is an object from an entry's key to its
/// translation, put in that entry's body as `i18n.<lang>`.
pub fn parse_defaults(files: &[(&str, &str)]) -> Result<Vec<NewContentEntry>, DefaultsError> {
    let (translations, files): (Vec<_>, Vec<_>) = files.iter().partition(|(file, _)| file.starts_with("i18n/"));
    let mut entries = parse_entries(&files)?;
    for (file, text) in translations {
        add_translations(&mut entries, file, text)?;
    }
    Ok(entries)
}

/// Puts the translations of one `i18n/<lang>/<kind>.json` file into the entries' bodies.
fn add_translations(entries: &mut [NewContentEntry], file: &str, text: &str) -> Result<(), DefaultsError> {
    let fail = |message: String| DefaultsError { file: file.to_owned(), message };
    let mut parts = file.split('/').skip(1);
    let (Some(lang), Some(name), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(fail("a translation is i18n/<lang>/<kind>.json".to_owned()));
    };
    if !LANGUAGES.contains(&lang) {
        return Err(fail(format!("{lang:?} is not one of the languages {LANGUAGES:?}")));
    }
    let kind = name.strip_suffix(".json").ok_or_else(|| fail("not a .json file".to_owned()))?;
    let value: serde_json::Value = serde_json::from_str(text).map_err(|err| fail(format!("not JSON: {err}")))?;
    let serde_json::Value::Object(by_key) = value else {
        return Err(fail("must be an object from an entry's key to its translation".to_owned()));
    };
    for (key, translation) in by_key {
        if !translation.is_object() {
            return Err(fail(format!("the translation of {key:?} must be an object")));
        }
        let entry = entries
            .iter_mut()
            .find(|e| e.kind == kind && e.key == key)
            .ok_or_else(|| fail(format!("there is no {kind} {key:?} to translate")))?;
        let serde_json::Value::Object(body) = &mut entry.body else {
            return Err(fail(format!("the {kind} {key:?} has no object body to translate")));
        };
        let i18n = body.entry(I18N).or_insert_with(|| serde_json::json!({}));
        if let serde_json::Value::Object(i18n) = i18n {
            i18n.insert(lang.to_owned(), translation);
        }
    }
    Ok(())
}

/// The entries of the default files in the folder itself (not its translations).
fn parse_entries(files: &[&(&str, &str)]) -> Result<Vec<NewContentEntry>, DefaultsError> {
    let mut entries = Vec::new();
    for (file, text) in files.iter().copied() {
        let fail = |message: String| DefaultsError { file: (*file).to_owned(), message };
        let kind = file.strip_suffix(".json").ok_or_else(|| fail("not a .json file".to_owned()))?;
        let value: serde_json::Value = serde_json::from_str(text).map_err(|err| fail(format!("not JSON: {err}")))?;
        match kind {
            SITE => {
                if !value.is_object() {
                    return Err(fail("must be an object".to_owned()));
                }
                entries.push(NewContentEntry {
                    kind: SITE.to_owned(),
                    key: SITE.to_owned(),
                    position: 0,
                    published: true,
                    body: value,
                });
            }
            "pages" => {
                let serde_json::Value::Object(pages) = value else {
                    return Err(fail("must be an object of pages by key".to_owned()));
                };
                for (position, (key, body)) in pages.into_iter().enumerate() {
                    check_name(&key).map_err(|why| fail(format!("page key {key:?} {why}")))?;
                    entries.push(NewContentEntry {
                        kind: PAGE.to_owned(),
                        key,
                        position: position as i64,
                        published: true,
                        body,
                    });
                }
            }
            _ => {
                check_name(kind).map_err(|why| fail(format!("the kind {kind:?} (the file's name) {why}")))?;
                let serde_json::Value::Array(items) = value else {
                    return Err(fail("must be an array of {\"key\", \"published\", \"body\"}".to_owned()));
                };
                for (position, item) in items.into_iter().enumerate() {
                    let item: ListItem =
                        serde_json::from_value(item).map_err(|err| fail(format!("item {position}: {err}")))?;
                    check_name(&item.key).map_err(|why| fail(format!("item {position}: key {:?} {why}", item.key)))?;
                    entries.push(NewContentEntry {
                        kind: kind.to_owned(),
                        key: item.key,
                        position: position as i64,
                        published: item.published,
                        body: item.body,
                    });
                }
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    for entry in &entries {
        if !seen.insert((&entry.kind, &entry.key)) {
            return Err(DefaultsError {
                file: format!("{}.json", entry.kind),
                message: format!("the key {:?} appears twice", entry.key),
            });
        }
    }
    Ok(entries)
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ListItem {
    key: String,
    published: bool,
    body: serde_json::Value,
}

/// Kinds and keys are what addresses and APIs name: lower-case ASCII letters, digits and `-`, 1 to 100.
pub fn check_name(name: &str) -> Result<(), &'static str> {
    let valid = !name.is_empty()
        && name.len() <= 100
        && name.bytes().all(|b| b.is_ascii_alphabetic() || b.is_ascii_digit() || b == b'-' || b == b'_');
    if valid { Ok(()) } else { Err("must be 1 to 100 letters, digits, '-' or '_'") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_defaults_parse_and_hold_the_site() {
        let entries = default_entries().expect("content/defaults/ is usable");
        let site = entries.iter().find(|e| e.kind == SITE).expect("site.json is embedded");
        assert_eq!(site.body["businessName"], "Sankalp");
    }

    #[test]
    fn every_file_shape_becomes_entries_in_order() {
        let files = [
            ("pages.json", r#"{"home": {"title": "Home"}, "about": {"title": "About"}}"#),
            (
                "ritual.json",
                r#"[{"key": "ganapati-homa", "published": true, "body": {"title": "Ganapati Homa"}},
                    {"key": "draft-one", "published": false, "body": {}}]"#,
            ),
            ("site.json", r#"{"businessName": "X"}"#),
        ];
        let entries = parse_defaults(&files).unwrap();
        let mut got: Vec<(&str, &str, bool)> =
            entries.iter().map(|e| (e.kind.as_str(), e.key.as_str(), e.published)).collect();
        got.sort();
        assert_eq!(
            got,
            [
                ("page", "about", true),
                ("page", "home", true),
                ("ritual", "draft-one", false),
                ("ritual", "ganapati-homa", true),
                ("site", "site", true),
            ]
        );
        // A list keeps the file's order; pages have no order of their own.
        let ritual = |key: &str| entries.iter().find(|e| e.kind == "ritual" && e.key == key).unwrap();
        assert_eq!((ritual("ganapati-homa").position, ritual("draft-one").position), (0, 1));
        assert_eq!(ritual("ganapati-homa").body["title"], "Ganapati Homa");
    }

    #[test]
    fn translations_go_into_their_entries_bodies_under_i18n() {
        let files = [
            ("i18n/hi/page.json", r#"{"home": {"title": "मुखपृष्ठ"}}"#),
            ("i18n/kn/ritual.json", r#"{"ganapati-homa": {"title": "ಗಣಪತಿ ಹೋಮ"}}"#),
            ("i18n/hi/site.json", r#"{"site": {"tagline": "वैदिक अनुष्ठान"}}"#),
            ("pages.json", r#"{"home": {"title": "Home"}}"#),
            ("ritual.json", r#"[{"key": "ganapati-homa", "published": true, "body": {"title": "Ganapati Homa"}}]"#),
            ("site.json", r#"{"tagline": "Vedic rituals"}"#),
        ];
        let entries = parse_defaults(&files).unwrap();
        let body = |kind: &str| &entries.iter().find(|e| e.kind == kind).unwrap().body;
        assert_eq!(body("page")["i18n"]["hi"]["title"], "मुखपृष्ठ");
        assert_eq!(body("page")["title"], "Home", "the English text stays the body's");
        assert_eq!(body("ritual")["i18n"]["kn"]["title"], "ಗಣಪತಿ ಹೋಮ");
        assert_eq!(body("site")["i18n"]["hi"]["tagline"], "वैदिक अनुष्ठान");

        let error = |translation: (&'static str, &'static str)| {
            parse_defaults(&[translation, ("pages.json", r#"{"home": {}}"#)]).unwrap_err().to_string()
        };
        assert_eq!(
            error(("i18n/hi/page.json", r#"{"nowhere": {"title": "x"}}"#)),
            "content/defaults/i18n/hi/page.json: there is no page \"nowhere\" to translate"
        );
        assert!(error(("i18n/fr/page.json", "{}")).contains("\"fr\" is not one of the languages"));
        assert!(error(("i18n/hi/page.json", r#"{"home": "x"}"#)).contains("must be an object"));
    }

    #[test]
    fn the_embedded_translations_name_existing_entries() {
        // default_entries() fails on a translation of an entry that does not exist.
        let entries = default_entries().expect("content/defaults/i18n is usable");
        let site = entries.iter().find(|e| e.kind == SITE).unwrap();
        for lang in LANGUAGES {
            if DEFAULT_FILES.iter().any(|(name, _)| *name == format!("i18n/{lang}/site.json")) {
                assert!(site.body["i18n"][lang]["tagline"].is_string(), "{lang} tagline");
            }
        }
    }

    #[test]
    fn unusable_files_are_errors_naming_the_file() {
        let error = |files: &[(&str, &str)]| parse_defaults(files).unwrap_err().to_string();
        assert!(error(&[("site.json", "[]")]).starts_with("content/defaults/site.json: must be an object"));
        assert!(error(&[("gallery.json", "{")]).starts_with("content/defaults/gallery.json: not JSON"));
        assert!(error(&[("gallery.json", r#"[{"key": "a", "body": {}}]"#)]).contains("item 0: missing field"));
        assert!(error(&[("gallery.json", r#"[{"key": "A b", "published": true, "body": {}}]"#)]).contains("key"));
        assert!(
            error(&[(
                "gallery.json",
                r#"[{"key":"a","published":true,"body":1},{"key":"a","published":true,"body":2}]"#
            )])
            .contains("the key \"a\" appears twice")
        );
        assert!(error(&[("Bad Kind.json", "[]")]).contains("the kind"));
    }
}
