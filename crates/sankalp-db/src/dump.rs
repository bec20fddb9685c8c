//! Every row of a site, driven by one list of tables ([`TABLES`]): read from one store in one snapshot
//! ([`Store::export_all`](crate::Store::export_all)), written into another, empty one with ids and times
//! preserved ([`Store::import_all`](crate::Store::import_all)) in one transaction that commits only when
//! what it reads back has the same per-table digests as what it was given. `sankalp migrate-data`,
//! `sankalp backup` and the digests all follow the list: a new table is one entry here.

use std::cmp::Ordering;
use std::fmt;

use sha2::{Digest as _, Sha256};

use crate::dialect::Timestamp;

/// How a column is read, written and hashed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Int,
    Real,
    Bool,
    Time,
}

/// Which media files a column names, so that moving a site moves the files its rows name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Media {
    None,
    /// The column is one media key.
    Key,
    /// The column is a JSON list of objects with a `key` field.
    KeyList,
    /// The column is JSON whose strings may be URLs of this server's media (`/media/<key>`): a gallery
    /// photo's widths, a ritual's image.
    Urls,
}

/// The media keys of every `/media/<key>` string in `json`, at any depth.
pub fn media_urls(json: &serde_json::Value) -> Vec<String> {
    fn walk(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(s) => out.extend(s.strip_prefix("/media/").map(str::to_owned)),
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            serde_json::Value::Object(map) => map.values().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(json, &mut out);
    out
}

#[derive(Debug, PartialEq, Eq)]
pub struct Column {
    pub name: &'static str,
    pub kind: Kind,
    pub media: Media,
}

const fn col(name: &'static str, kind: Kind) -> Column {
    Column { name, kind, media: Media::None }
}

#[derive(Debug, PartialEq, Eq)]
pub struct Table {
    pub name: &'static str,
    /// Every column that is carried over, the key first (rows are sorted by all columns in this order).
    /// A column left out (like `login_failures.id`, a number that means nothing) is made anew.
    pub columns: &'static [Column],
}

/// Every table of a site, parents before children (the order rows are written in).
pub static TABLES: &[Table] = &[
    Table {
        name: "users",
        columns: &[
            col("id", Kind::Text),
            col("username", Kind::Text),
            col("email", Kind::Text),
            col("full_name", Kind::Text),
            col("password_hash", Kind::Text),
            col("role", Kind::Text),
            col("created_at", Kind::Time),
            col("updated_at", Kind::Time),
        ],
    },
    Table {
        name: "refresh_tokens",
        columns: &[
            col("token_hash", Kind::Text),
            col("user_id", Kind::Text),
            col("family_id", Kind::Text),
            col("expires_at", Kind::Time),
            col("revoked_at", Kind::Time),
            col("replaced_at", Kind::Time),
            col("created_at", Kind::Time),
        ],
    },
    Table { name: "login_failures", columns: &[col("scope", Kind::Text), col("failed_at", Kind::Time)] },
    Table {
        name: "video_posts",
        columns: &[
            col("id", Kind::Text),
            col("title", Kind::Text),
            col("description", Kind::Text),
            Column { name: "video_key", kind: Kind::Text, media: Media::Key },
            col("owner_id", Kind::Text),
            Column { name: "thumbnails", kind: Kind::Text, media: Media::KeyList },
            col("duration_secs", Kind::Real),
            col("views", Kind::Int),
            col("is_published", Kind::Bool),
            col("created_at", Kind::Time),
            col("updated_at", Kind::Time),
        ],
    },
    Table {
        name: "content_entries",
        columns: &[
            col("kind", Kind::Text),
            col("key", Kind::Text),
            col("position", Kind::Int),
            col("published", Kind::Bool),
            Column { name: "body", kind: Kind::Text, media: Media::Urls },
            col("updated_at", Kind::Time),
        ],
    },
    Table {
        name: "content_history",
        columns: &[
            col("id", Kind::Text),
            col("kind", Kind::Text),
            col("key", Kind::Text),
            col("old_body", Kind::Text),
            col("new_body", Kind::Text),
            col("changed_by", Kind::Text),
            col("changed_at", Kind::Time),
        ],
    },
    // Its one row's `id` is always 1 (the column's default).
    Table { name: "content_version", columns: &[col("version", Kind::Int), col("changed_at", Kind::Time)] },
    Table {
        name: "bookings",
        columns: &[
            col("id", Kind::Text),
            col("reference", Kind::Text),
            col("token_hash", Kind::Text),
            col("service", Kind::Text),
            col("slug", Kind::Text),
            col("title", Kind::Text),
            col("status", Kind::Text),
            col("preferred_date", Kind::Text),
            col("language", Kind::Text),
            col("contact_name", Kind::Text),
            col("contact_phone", Kind::Text),
            col("contact_email", Kind::Text),
            col("devotees", Kind::Text),
            col("intention", Kind::Text),
            col("timezone", Kind::Text),
            col("scheduled_at", Kind::Time),
            col("amount", Kind::Int),
            col("paid", Kind::Bool),
            col("created_at", Kind::Time),
            col("updated_at", Kind::Time),
            col("finished_at", Kind::Time),
            col("erased_at", Kind::Time),
        ],
    },
    // The id (a number that means nothing) is made anew; rows keep their order by time.
    Table {
        name: "booking_history",
        columns: &[
            col("booking_id", Kind::Text),
            col("at", Kind::Time),
            col("kind", Kind::Text),
            col("status", Kind::Text),
            col("detail", Kind::Text),
            col("actor", Kind::Text),
        ],
    },
    Table {
        name: "booking_proof",
        columns: &[
            Column { name: "key", kind: Kind::Text, media: Media::Key },
            col("booking_id", Kind::Text),
            col("name", Kind::Text),
            col("kind", Kind::Text),
            col("content_type", Kind::Text),
            col("size", Kind::Int),
            col("created_at", Kind::Time),
        ],
    },
    Table {
        name: "booking_links",
        columns: &[
            col("token_hash", Kind::Text),
            col("booking_id", Kind::Text),
            col("created_at", Kind::Time),
            col("created_by", Kind::Text),
        ],
    },
    Table { name: "booking_attempts", columns: &[col("scope", Kind::Text), col("at", Kind::Time)] },
    Table {
        name: "email_outbox",
        columns: &[
            col("created_at", Kind::Time),
            col("booking_id", Kind::Text),
            col("recipient", Kind::Text),
            col("subject", Kind::Text),
            col("body", Kind::Text),
            col("private_link", Kind::Bool),
            col("attempts", Kind::Int),
            col("next_attempt_at", Kind::Time),
            col("lease_until", Kind::Time),
            col("last_error", Kind::Text),
        ],
    },
];

/// The tables seeding writes (`content_history` is not one of them).
pub(crate) const SEEDED: &[&str] = &["content_entries", "content_version"];

/// One stored value; `None` is SQL NULL.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Text(Option<String>),
    Int(Option<i64>),
    Real(Option<f64>),
    Bool(Option<bool>),
    Time(Option<Timestamp>),
}

impl Value {
    pub fn as_text(&self) -> Option<&str> {
        match self {
            Self::Text(text) => text.as_deref(),
            _ => None,
        }
    }

    /// The canonical text the digests hash: the same for a value read from either backend.
    fn canonical(&self) -> Option<String> {
        match self {
            Self::Text(v) => v.clone(),
            Self::Int(v) => v.map(|n| n.to_string()),
            Self::Real(v) => v.map(|x| format!("{:016x}", x.to_bits())),
            Self::Bool(v) => v.map(|b| if b { "1" } else { "0" }.to_owned()),
            Self::Time(v) => v.map(Timestamp::to_text),
        }
    }

    fn order(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Self::Text(a), Self::Text(b)) => a.cmp(b),
            (Self::Int(a), Self::Int(b)) => a.cmp(b),
            (Self::Real(a), Self::Real(b)) => match (a, b) {
                (Some(a), Some(b)) => a.total_cmp(b),
                _ => a.is_some().cmp(&b.is_some()),
            },
            (Self::Bool(a), Self::Bool(b)) => a.cmp(b),
            (Self::Time(a), Self::Time(b)) => a.cmp(b),
            _ => Ordering::Equal,
        }
    }
}

pub type Row = Vec<Value>;

/// The rows of one table, sorted.
#[derive(Debug, Clone, PartialEq)]
pub struct TableRows {
    pub table: &'static Table,
    pub rows: Vec<Row>,
}

impl TableRows {
    /// The value of `column` in row `index`.
    pub fn value(&self, index: usize, column: &str) -> &Value {
        let at = self.table.columns.iter().position(|c| c.name == column).expect("a column of this table");
        &self.rows[index][at]
    }

    fn digest(&self) -> TableDigest {
        let mut hasher = Sha256::new();
        for row in &self.rows {
            for value in row {
                // Length-prefixed, so that no two different rows encode to the same bytes.
                let text = value.canonical().unwrap_or_else(|| "null".to_owned());
                hasher.update((text.len() as u64).to_be_bytes());
                hasher.update(text.as_bytes());
            }
            hasher.update(b"\n");
        }
        TableDigest { table: self.table.name, rows: self.rows.len(), sha256: hex::encode(hasher.finalize()) }
    }

    fn media_keys(&self) -> Vec<String> {
        let mut keys = Vec::new();
        for row in &self.rows {
            for (column, value) in self.table.columns.iter().zip(row) {
                let Some(text) = value.as_text() else { continue };
                match column.media {
                    Media::None => {}
                    Media::Key => keys.push(text.to_owned()),
                    Media::KeyList => {
                        let list: Vec<serde_json::Value> = serde_json::from_str(text).unwrap_or_default();
                        keys.extend(list.iter().filter_map(|item| item["key"].as_str().map(str::to_owned)));
                    }
                    Media::Urls => {
                        keys.extend(media_urls(&serde_json::from_str(text).unwrap_or_default()));
                    }
                }
            }
        }
        keys
    }
}

/// Every row of every table of [`TABLES`], in that order, each table sorted.
#[derive(Debug, Clone, PartialEq)]
pub struct Dump {
    pub tables: Vec<TableRows>,
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
    /// From the rows of each table of [`TABLES`], in that order; sorts them, so that two dumps of the
    /// same rows compare equal.
    pub fn new(rows: Vec<Vec<Row>>) -> Self {
        let tables = TABLES
            .iter()
            .zip(rows)
            .map(|(table, mut rows)| {
                rows.sort_by(|a, b| {
                    a.iter().zip(b).map(|(x, y)| x.order(y)).find(|o| o.is_ne()).unwrap_or(Ordering::Equal)
                });
                TableRows { table, rows }
            })
            .collect();
        Self { tables }
    }

    /// The rows of the table `name`.
    pub fn table(&self, name: &str) -> &TableRows {
        self.tables.iter().find(|t| t.table.name == name).expect("a table of TABLES")
    }

    pub fn is_empty(&self) -> bool {
        self.tables.iter().all(|t| t.rows.is_empty())
    }

    /// Whether the only rows are the default content `serve` loads into an empty database, never edited
    /// since (no history): a site started once before being moved into. That content is replaced by
    /// the source's, so such a target counts as empty.
    pub fn holds_only_seeded_content(&self) -> bool {
        self.tables.iter().all(|t| SEEDED.contains(&t.table.name) || t.rows.is_empty())
    }

    /// `users: 1, video_posts: 3` for the non-empty tables.
    pub fn describe_counts(&self) -> String {
        let counts: Vec<String> =
            self.digests().iter().filter(|d| d.rows > 0).map(|d| format!("{}: {}", d.table, d.rows)).collect();
        if counts.is_empty() { "empty".to_owned() } else { counts.join(", ") }
    }

    /// Every media key the rows name, in row order.
    pub fn media_keys(&self) -> Vec<String> {
        self.tables.iter().flat_map(TableRows::media_keys).collect()
    }

    /// One digest per table, over the rows in key order.
    pub fn digests(&self) -> Vec<TableDigest> {
        self.tables.iter().map(TableRows::digest).collect()
    }

    /// The first table whose digest differs from `other`'s.
    pub fn first_difference(&self, other: &Self) -> Option<&'static str> {
        self.digests().into_iter().zip(other.digests()).find(|(a, b)| a != b).map(|(a, _)| a.table)
    }
}

/// `SELECT` of a table's columns.
pub(crate) fn select_sql(table: &Table) -> String {
    let columns: Vec<&str> = table.columns.iter().map(|c| c.name).collect();
    format!("SELECT {} FROM {}", columns.join(", "), table.name)
}

/// `INSERT` of a table's columns, one `$N` each.
pub(crate) fn insert_sql(table: &Table) -> String {
    let columns: Vec<&str> = table.columns.iter().map(|c| c.name).collect();
    let params: Vec<String> = (1..=columns.len()).map(|n| format!("${n}")).collect();
    format!("INSERT INTO {} ({}) VALUES ({})", table.name, columns.join(", "), params.join(", "))
}

/// Reads every table of [`TABLES`] on one connection (`$conn`, an `&mut` connection or transaction of
/// either backend) into a [`Dump`]; evaluates to `Result<Dump, sqlx::Error>`.
macro_rules! read_dump {
    ($conn:expr) => {
        async {
            use sqlx::Row as _;
            use $crate::dump::{Dump, Kind, TABLES, Value, select_sql};
            let mut tables = Vec::with_capacity(TABLES.len());
            for table in TABLES {
                let found = sqlx::query(&select_sql(table)).fetch_all(&mut *$conn).await?;
                let mut rows = Vec::with_capacity(found.len());
                for row in &found {
                    let mut values = Vec::with_capacity(table.columns.len());
                    for (at, column) in table.columns.iter().enumerate() {
                        values.push(match column.kind {
                            Kind::Text => Value::Text(row.try_get(at)?),
                            Kind::Int => Value::Int(row.try_get(at)?),
                            Kind::Real => Value::Real(row.try_get(at)?),
                            Kind::Bool => Value::Bool(row.try_get(at)?),
                            Kind::Time => Value::Time(row.try_get(at)?),
                        });
                    }
                    rows.push(values);
                }
                tables.push(rows);
            }
            Ok::<_, sqlx::Error>(Dump::new(tables))
        }
    };
}
pub(crate) use read_dump;

/// Writes every row of `$dump` on one connection or transaction of either backend; evaluates to
/// `Result<(), sqlx::Error>`.
macro_rules! write_dump {
    ($conn:expr, $dump:expr) => {
        async {
            use $crate::dump::{Value, insert_sql};
            for table in &$dump.tables {
                let sql = insert_sql(table.table);
                for row in &table.rows {
                    let mut query = sqlx::query(&sql);
                    for value in row {
                        query = match value {
                            Value::Text(v) => query.bind(v.as_deref()),
                            Value::Int(v) => query.bind(*v),
                            Value::Real(v) => query.bind(*v),
                            Value::Bool(v) => query.bind(*v),
                            Value::Time(v) => query.bind(*v),
                        };
                    }
                    query.execute(&mut *$conn).await?;
                }
            }
            Ok::<_, sqlx::Error>(())
        }
    };
}
pub(crate) use write_dump;
