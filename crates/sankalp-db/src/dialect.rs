//! Everything that differs between SQLite and PostgreSQL, in one place. The queries themselves are
//! written once, with `$1`-style placeholders (sqlx's SQLite driver binds `$N` to the N-th argument,
//! as PostgreSQL does), and run on whichever pool is open through [`db_run!`].
//!
//! What really differs:
//! - **Times**: PostgreSQL has `TIMESTAMPTZ`; SQLite keeps fixed-width RFC 3339 UTC text, so that
//!   comparing the text compares the times. [`Timestamp`] is encoded and decoded the right way for each.
//! - **Case-insensitive matching**: SQLite's columns are `COLLATE NOCASE` (so `=` uses the unique
//!   index); PostgreSQL has unique indexes on `lower(column)` ([`Dialect::ci`]).
//! - **A consistent read and a write lock for `migrate-data`**: PostgreSQL needs `REPEATABLE READ` and an
//!   explicit table lock; a SQLite transaction in WAL mode reads one snapshot and writers are serialised
//!   anyway ([`Dialect::snapshot`], [`Dialect::lock_tables`]).

use chrono::{DateTime, Utc};
use sha2::{Digest as _, Sha256};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgTypeInfo, PgValueRef};
use sqlx::sqlite::{SqliteArgumentValue, SqliteTypeInfo, SqliteValueRef};
use sqlx::{Decode, Encode, PgPool, Postgres, Sqlite, SqlitePool, Type};

/// An open database: the one thing the store holds.
#[derive(Debug, Clone)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Pool {
    pub fn dialect(&self) -> Dialect {
        match self {
            Self::Sqlite(_) => Dialect::Sqlite,
            Self::Postgres(_) => Dialect::Postgres,
        }
    }
}

/// Runs one body on whichever pool is open: `db_run!(pool, |p| body)` expands `body` once per backend,
/// with `p` bound to that backend's pool, so a query is written once and type-checked for both (in the
/// manner of vaultwarden's `db_run!`).
macro_rules! db_run {
    ($pool:expr, |$p:ident| $body:expr) => {
        match $pool {
            $crate::dialect::Pool::Sqlite($p) => $body,
            $crate::dialect::Pool::Postgres($p) => $body,
        }
    };
}
pub(crate) use db_run;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    pub fn name(self) -> &'static str {
        match self {
            Self::Sqlite => "sqlite",
            Self::Postgres => "postgres",
        }
    }

    /// `column` as compared ignoring ASCII case with a lower-cased parameter.
    pub fn ci(self, column: &str) -> String {
        match self {
            Self::Sqlite => column.to_owned(),
            Self::Postgres => format!("lower({column})"),
        }
    }

    /// How to begin a transaction that reads and then writes, so that what it read cannot go stale
    /// before it writes. SQLite: IMMEDIATE takes the write lock before the first read (and a waiting
    /// caller waits on the busy timeout instead of failing on a stale snapshot, as a deferred
    /// transaction upgraded to a writer would). PostgreSQL: a plain transaction, with the locks of
    /// [`scope_locks`](Self::scope_locks).
    pub fn begin_writing(self) -> &'static str {
        match self {
            Self::Sqlite => "BEGIN IMMEDIATE",
            Self::Postgres => "BEGIN",
        }
    }

    /// Statements that serialise the transactions touching any of `scopes` (in `purpose`), run first
    /// in a [`begin_writing`](Self::begin_writing) transaction: a PostgreSQL transaction-scoped advisory
    /// lock per scope, taken in a fixed order so that two callers never deadlock; none in SQLite, where
    /// the write lock already serialises every writer.
    pub fn scope_locks(self, purpose: &str, scopes: &[&str]) -> Vec<String> {
        match self {
            Self::Sqlite => Vec::new(),
            Self::Postgres => {
                let mut keys: Vec<i64> = scopes
                    .iter()
                    .map(|scope| {
                        let digest = Sha256::digest(format!("{purpose}\0{scope}").as_bytes());
                        i64::from_be_bytes(digest[..8].try_into().expect("8 bytes"))
                    })
                    .collect();
                keys.sort_unstable();
                keys.dedup();
                keys.into_iter().map(|key| format!("SELECT pg_advisory_xact_lock({key})")).collect()
            }
        }
    }

    /// What ends a `SELECT` of rows to claim, so that concurrent claimers take different rows: PostgreSQL
    /// skips rows another transaction has locked; SQLite has one writer at a time anyway.
    pub fn skip_locked(self) -> &'static str {
        match self {
            Self::Sqlite => "",
            Self::Postgres => " FOR UPDATE SKIP LOCKED",
        }
    }

    /// The statement that makes a transaction read one snapshot, run first in it.
    pub fn snapshot(self) -> Option<&'static str> {
        match self {
            Self::Sqlite => None,
            Self::Postgres => Some("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"),
        }
    }

    /// The statement that keeps everyone else from writing `tables` until the transaction ends.
    pub fn lock_tables(self, tables: &[&str]) -> Option<String> {
        match self {
            Self::Sqlite => None,
            Self::Postgres => Some(format!("LOCK TABLE {} IN EXCLUSIVE MODE", tables.join(", "))),
        }
    }
}

/// A point in time as each backend stores it: `TIMESTAMPTZ` in PostgreSQL, fixed-width RFC 3339 UTC
/// text (microseconds, `Z`) in SQLite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Timestamp(pub DateTime<Utc>);

impl Timestamp {
    /// The SQLite text form, also the canonical form the table digests hash.
    pub fn to_text(self) -> String {
        self.0.format("%Y-%m-%dT%H:%M:%S%.6fZ").to_string()
    }
}

impl From<DateTime<Utc>> for Timestamp {
    fn from(time: DateTime<Utc>) -> Self {
        Self(time)
    }
}

impl From<Timestamp> for DateTime<Utc> {
    fn from(time: Timestamp) -> Self {
        time.0
    }
}

impl Type<Sqlite> for Timestamp {
    fn type_info() -> SqliteTypeInfo {
        <String as Type<Sqlite>>::type_info()
    }

    fn compatible(ty: &SqliteTypeInfo) -> bool {
        <String as Type<Sqlite>>::compatible(ty)
    }
}

impl<'q> Encode<'q, Sqlite> for Timestamp {
    fn encode_by_ref(&self, buf: &mut Vec<SqliteArgumentValue<'q>>) -> Result<IsNull, BoxDynError> {
        Encode::<Sqlite>::encode(self.to_text(), buf)
    }
}

impl<'r> Decode<'r, Sqlite> for Timestamp {
    fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
        let text = <&str as Decode<Sqlite>>::decode(value)?;
        let time = DateTime::parse_from_rfc3339(text).map_err(|err| format!("bad timestamp {text:?}: {err}"))?;
        Ok(Self(time.with_timezone(&Utc)))
    }
}

/// For the reads on the caller's thread (`inline.rs`): the same text as [`Decode`] reads.
impl rusqlite::types::FromSql for Timestamp {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let text = value.as_str()?;
        let time =
            DateTime::parse_from_rfc3339(text).map_err(|err| rusqlite::types::FromSqlError::Other(err.into()))?;
        Ok(Self(time.with_timezone(&Utc)))
    }
}

impl rusqlite::types::ToSql for Timestamp {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        Ok(self.to_text().into())
    }
}

impl Type<Postgres> for Timestamp {
    fn type_info() -> PgTypeInfo {
        <DateTime<Utc> as Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <DateTime<Utc> as Type<Postgres>>::compatible(ty)
    }
}

impl Encode<'_, Postgres> for Timestamp {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        Encode::<Postgres>::encode_by_ref(&self.0, buf)
    }
}

impl<'r> Decode<'r, Postgres> for Timestamp {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        <DateTime<Utc> as Decode<Postgres>>::decode(value).map(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sqlite_binds_numbered_placeholders_by_number_not_by_position() {
        let pool = SqlitePool::connect("sqlite::memory:").await.unwrap();
        let (first, second, again): (String, String, String) =
            sqlx::query_as("SELECT $2, $1, $2").bind("one").bind("two").fetch_one(&pool).await.unwrap();
        assert_eq!((first.as_str(), second.as_str(), again.as_str()), ("two", "one", "two"));
    }

    #[tokio::test]
    async fn sqlite_timestamps_are_fixed_width_text_that_sorts_as_time() {
        let pool = SqlitePool::connect("sqlite::memory:").await.unwrap();
        let whole = Timestamp("2026-01-02T03:04:05Z".parse().unwrap());
        let text: String = sqlx::query_scalar("SELECT $1").bind(whole).fetch_one(&pool).await.unwrap();
        assert_eq!(text, "2026-01-02T03:04:05.000000Z");
        let back: Timestamp = sqlx::query_scalar("SELECT $1").bind(&text).fetch_one(&pool).await.unwrap();
        assert_eq!(back, whole);
        let later = Timestamp("2026-01-02T03:04:05.5Z".parse().unwrap());
        let ordered: bool =
            sqlx::query_scalar("SELECT $1 < $2").bind(whole).bind(later).fetch_one(&pool).await.unwrap();
        assert!(ordered);
    }
}
