//! Every row of a site, for `sankalp migrate-data`: read from one store in one snapshot
//! ([`Store::export_all`](super::Store::export_all)) and written into another, empty one with ids and
//! times preserved ([`Store::import_all`](super::Store::import_all)), in one transaction that commits
//! only when what it reads back has the same per-table digests as what it was given.

use std::fmt;

use chrono::{DateTime, Utc};
use sha2::{Digest as _, Sha256};

use super::{User, VideoPost};

/// One refresh token row as stored (only the hash of the token).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefreshTokenRecord {
    pub token_hash: String,
    pub user_id: String,
    pub family_id: String,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub replaced_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// One failed sign-in. Its numeric id means nothing and is not carried over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginFailureRecord {
    pub scope: String,
    pub failed_at: DateTime<Utc>,
}

/// Every row of every table, each table sorted by its key.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Dump {
    pub users: Vec<User>,
    pub refresh_tokens: Vec<RefreshTokenRecord>,
    pub login_failures: Vec<LoginFailureRecord>,
    pub video_posts: Vec<VideoPost>,
}

/// How many rows a table has and a SHA-256 over a canonical encoding of them, in key order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableDigest {
    pub table: &'static str,
    pub rows: usize,
    pub sha256: String,
}

impl fmt::Display for TableDigest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:<15} {:>7} rows  sha256 {}", self.table, self.rows, self.sha256)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The target already holds rows: nothing was written.
    #[error("the target database is not empty ({0}); migrate-data only writes into an empty site")]
    NotEmpty(String),
    /// What was read back differs from what was written: the transaction was rolled back.
    #[error("the rows read back from the target differ from the source in table {table}: rolled back")]
    Mismatch { table: &'static str },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

impl Dump {
    /// Sorts every table by its key, so that two dumps of the same rows compare equal.
    pub fn sort(&mut self) {
        self.users.sort_by(|a, b| a.id.cmp(&b.id));
        self.refresh_tokens.sort_by(|a, b| a.token_hash.cmp(&b.token_hash));
        self.login_failures.sort_by(|a, b| (&a.scope, a.failed_at).cmp(&(&b.scope, b.failed_at)));
        self.video_posts.sort_by(|a, b| a.id.cmp(&b.id));
    }

    pub fn is_empty(&self) -> bool {
        self.users.is_empty()
            && self.refresh_tokens.is_empty()
            && self.login_failures.is_empty()
            && self.video_posts.is_empty()
    }

    /// `users: 1, video_posts: 3` for the non-empty tables.
    pub fn describe_counts(&self) -> String {
        let counts: Vec<String> =
            self.digests().iter().filter(|d| d.rows > 0).map(|d| format!("{}: {}", d.table, d.rows)).collect();
        if counts.is_empty() { "empty".to_owned() } else { counts.join(", ") }
    }

    /// Every media key the posts name, in post order.
    pub fn media_keys(&self) -> Vec<String> {
        self.video_posts.iter().flat_map(VideoPost::media_keys).collect()
    }

    /// One digest per table, over the rows in key order (call [`Dump::sort`] first; both stores do).
    pub fn digests(&self) -> Vec<TableDigest> {
        let users = digest("users", &self.users, |h, u| {
            for field in [&u.id, &u.username, &u.email, &u.full_name, &u.password_hash] {
                h.text(field);
            }
            h.text(u.role.as_str());
            h.time(u.created_at);
            h.time(u.updated_at);
        });
        let tokens = digest("refresh_tokens", &self.refresh_tokens, |h, t| {
            h.text(&t.token_hash);
            h.text(&t.user_id);
            h.text(&t.family_id);
            h.time(t.expires_at);
            h.maybe_time(t.revoked_at);
            h.maybe_time(t.replaced_at);
            h.time(t.created_at);
        });
        let failures = digest("login_failures", &self.login_failures, |h, f| {
            h.text(&f.scope);
            h.time(f.failed_at);
        });
        let posts = digest("video_posts", &self.video_posts, |h, p| {
            for field in [&p.id, &p.title, &p.description, &p.video_key, &p.owner.id] {
                h.text(field);
            }
            h.text(&serde_json::to_string(&p.thumbnails).expect("thumbnail references serialise"));
            h.text(&format!("{:016x}", p.duration_secs.to_bits()));
            h.text(&p.views.to_string());
            h.text(if p.is_published { "1" } else { "0" });
            h.time(p.created_at);
            h.time(p.updated_at);
        });
        vec![users, tokens, failures, posts]
    }

    /// The first table whose digest differs from `other`'s.
    pub fn first_difference(&self, other: &Self) -> Option<&'static str> {
        self.digests().into_iter().zip(other.digests()).find(|(a, b)| a != b).map(|(a, _)| a.table)
    }
}

struct RowHasher(Sha256);

impl RowHasher {
    /// Length-prefixed, so that no two different rows encode to the same bytes.
    fn text(&mut self, value: &str) {
        self.0.update((value.len() as u64).to_be_bytes());
        self.0.update(value.as_bytes());
    }

    fn time(&mut self, value: DateTime<Utc>) {
        self.text(&value.format("%Y-%m-%dT%H:%M:%S%.6fZ").to_string());
    }

    fn maybe_time(&mut self, value: Option<DateTime<Utc>>) {
        match value {
            Some(time) => self.time(time),
            None => self.text("null"),
        }
    }
}

fn digest<T>(table: &'static str, rows: &[T], encode: impl Fn(&mut RowHasher, &T)) -> TableDigest {
    let mut hasher = RowHasher(Sha256::new());
    for row in rows {
        encode(&mut hasher, row);
        hasher.0.update(b"\n");
    }
    TableDigest { table, rows: rows.len(), sha256: hex::encode(hasher.0.finalize()) }
}
