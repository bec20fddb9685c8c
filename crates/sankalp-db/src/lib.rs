//! The storage traits handlers talk to, one per feature, and their one implementation ([`Db`]) for
//! both SQLite and PostgreSQL: each query is written once (`users.rs`, `darshan.rs`, `content.rs`,
//! `bookings.rs`), what differs between the databases is in `dialect.rs`, and the list of tables that moving
//! and backing up a site follow is in `dump.rs`. Each backend has its own migrations folder.

mod bookings;
pub mod content;
mod darshan;
pub mod dialect;
pub mod dump;
mod inline;
mod users;

use std::str::FromStr as _;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use async_trait::async_trait;
use sqlx::Connection as _;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

pub use bookings::{
    Booking, BookingChanges, BookingPage, BookingQuery, BookingStore, BookingWithParts, Created, CreationLimit,
    Devotee, Erased, FINISHED, HistoryEntry, LinkAdded, LinkFor, NewBooking, NewEmail, NewHistory, OutboxEmail,
    PRIVATE_LINK_MARK, ProofFile,
};
pub use content::{ContentChange, ContentEntry, ContentSnapshot, ContentStore, EntryWrite, NewContentEntry};
pub use darshan::{
    DarshanStore, NewVideoPost, PostChanges, PostMedia, PostOwner, ThumbnailRef, UpdatedPost, VideoPost, Visibility,
};
pub use dialect::{Dialect, Pool};
pub use dump::{Dump, ImportError, TableDigest};
pub use users::{NewRefreshToken, NewUser, Removal, Reservation, Role, Rotation, User, UserStore, conflict_field};

use dialect::db_run;
use dump::{TABLES, read_dump, write_dump};

/// Everything the site stores: one trait per feature, and what concerns the whole database.
#[async_trait]
pub trait Store: UserStore + DarshanStore + ContentStore + BookingStore + Send + Sync + 'static {
    /// Which backend this is, for logs and the health answer.
    fn backend(&self) -> &'static str;

    /// A cheap round trip proving the database answers.
    async fn ping(&self) -> Result<(), sqlx::Error>;

    /// Closes the connections, letting SQLite checkpoint its write-ahead log.
    async fn close(&self);

    /// Every row of every table, read in one snapshot and sorted by key.
    async fn export_all(&self) -> Result<Dump, sqlx::Error>;

    /// Writes `dump` (as [`export_all`](Self::export_all) gives it) into this store with ids and times
    /// preserved, in one transaction: refused with [`ImportError::NotEmpty`] when any table has a row
    /// (other than the untouched default content, which is replaced: [`Dump::holds_only_seeded_content`]),
    /// and committed only when the rows read back inside the transaction have the digests of `dump`.
    /// On any error nothing is written.
    async fn import_all(&self, dump: &Dump) -> Result<(), ImportError>;
}

pub type DynStore = Arc<dyn Store>;

/// The store on either database.
pub struct Db {
    pool: Pool,
    dialect: Dialect,
    /// SQLite's writer queue ([`Db::write_turn`]).
    writers: tokio::sync::Mutex<()>,
    /// SQLite's point reads on the caller's thread (`inline.rs`); `None` on PostgreSQL and for a database
    /// in memory, which another connection cannot open.
    inline: Option<inline::Inline>,
}

impl Db {
    /// Opens a SQLite database (created when missing) and runs its migrations.
    pub async fn open_sqlite(url: &str) -> Result<Self, sqlx::Error> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(5))
            // A SQLite connection is a handle in this process, not a socket that can drop: pinging it
            // before each use (sqlx's default) only costs a round trip to its worker thread.
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        sqlx::migrate!("migrations/sqlite").run(&pool).await?;
        let file = options.get_filename();
        let in_memory = file.as_os_str() == ":memory:" || url.contains("mode=memory");
        let mut db = Self::new(Pool::Sqlite(pool));
        if !in_memory {
            db.inline = Some(inline::Inline::new(file.to_owned()));
        }
        Ok(db)
    }

    /// Opens a PostgreSQL database and runs its migrations.
    pub async fn open_postgres(url: &str) -> Result<Self, sqlx::Error> {
        let pool =
            PgPoolOptions::new().max_connections(16).acquire_timeout(Duration::from_secs(3)).connect(url).await?;
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        Ok(Self::new(Pool::Postgres(pool)))
    }

    fn new(pool: Pool) -> Self {
        Self { dialect: pool.dialect(), pool, writers: tokio::sync::Mutex::new(()), inline: None }
    }

    /// Waits for this instance's turn to write, held until the write transaction ends (drop the guard
    /// after the commit or rollback). SQLite has one writer at a time: without this, concurrent writers
    /// each took a connection and polled for the write lock in SQLite's busy handler, whose back-off
    /// sleeps grow to 100 ms, so an unlucky writer waited far longer than the queue ahead of it. Here
    /// they wait in order (tokio's mutex grants the lock first come, first served) and without holding a
    /// connection, so readers keep the pool. PostgreSQL locks rows, not the database: no turn there
    /// (`None`). The busy timeout stays for writers outside this process (the `backup` command).
    /// ARCHITECTURE.md §5.
    pub(crate) async fn write_turn(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match self.dialect {
            Dialect::Sqlite => Some(self.writers.lock().await),
            Dialect::Postgres => None,
        }
    }

    pub fn pool(&self) -> &Pool {
        &self.pool
    }
}

#[async_trait]
impl Store for Db {
    fn backend(&self) -> &'static str {
        self.dialect.name()
    }

    async fn ping(&self) -> Result<(), sqlx::Error> {
        db_run!(&self.pool, |pool| sqlx::query("SELECT 1").execute(pool).await.map(drop))
    }

    async fn close(&self) {
        db_run!(&self.pool, |pool| pool.close().await)
    }

    async fn export_all(&self) -> Result<Dump, sqlx::Error> {
        let snapshot = self.dialect.snapshot();
        db_run!(&self.pool, |pool| {
            // One read transaction: in SQLite's WAL mode its first read fixes the snapshot every later
            // read sees; PostgreSQL is told so.
            let mut tx = pool.begin().await?;
            if let Some(sql) = snapshot {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let dump = read_dump!(tx).await?;
            tx.commit().await?;
            Ok(dump)
        })
    }

    async fn import_all(&self, dump: &Dump) -> Result<(), ImportError> {
        let names: Vec<&str> = TABLES.iter().map(|t| t.name).collect();
        let lock = self.dialect.lock_tables(&names);
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            let mut conn = pool.acquire().await?;
            let mut tx = conn.begin().await?;
            // Keeps a second import (or the site itself) from writing between the check and the commit.
            if let Some(sql) = &lock {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let present = read_dump!(tx).await?;
            if !present.is_empty() {
                if !present.holds_only_seeded_content() {
                    return Err(ImportError::NotEmpty(present.describe_counts()));
                }
                for table in dump::SEEDED {
                    sqlx::query(&format!("DELETE FROM {table}")).execute(&mut *tx).await?;
                }
            }
            write_dump!(tx, dump).await?;
            let written = read_dump!(tx).await?;
            if let Some(table) = written.first_difference(dump) {
                return Err(ImportError::Mismatch { table });
            }
            tx.commit().await?;
            Ok(())
        })
    }
}

/// How long start-up waits for PostgreSQL to answer before giving up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Opens the database named by `url` and brings its schema up to date. Errors name `DATABASE_URL`
/// and where it points, never its password.
pub async fn open(url: &str) -> anyhow::Result<DynStore> {
    if url.starts_with("sqlite:") {
        open_sqlite(url).await
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        open_postgres(url).await
    } else {
        let scheme = url.split_once(':').map_or("", |(scheme, _)| scheme);
        anyhow::bail!("DATABASE_URL must start with sqlite:// or postgres:// (it starts with {scheme:?})")
    }
}

async fn open_sqlite(url: &str) -> anyhow::Result<DynStore> {
    let options = SqliteConnectOptions::from_str(url).context("DATABASE_URL is not a valid SQLite URL")?;
    let path = options.get_filename().to_owned();
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && !folder.is_dir()
    {
        let why = if folder.exists() { "is not a folder" } else { "does not exist" };
        anyhow::bail!("DATABASE_URL: cannot open the SQLite database {}: {} {why}", path.display(), folder.display());
    }
    let store = Db::open_sqlite(url)
        .await
        .with_context(|| format!("DATABASE_URL: cannot open the SQLite database {}", path.display()))?;
    Ok(Arc::new(store))
}

async fn open_postgres(url: &str) -> anyhow::Result<DynStore> {
    let options = PgConnectOptions::from_str(url).context("DATABASE_URL is not a valid PostgreSQL URL")?;
    let place = format!(
        "{}:{}/{}",
        options.get_host(),
        options.get_port(),
        options.get_database().unwrap_or(options.get_username())
    );
    // One plain connection first: its error says what is wrong (refused, unknown host, password,
    // no such database), where the pool would only report a timeout.
    match tokio::time::timeout(CONNECT_TIMEOUT, sqlx::PgConnection::connect_with(&options)).await {
        Err(_) => {
            anyhow::bail!("DATABASE_URL: PostgreSQL at {place} did not answer within {} s", CONNECT_TIMEOUT.as_secs())
        }
        Ok(Err(err)) => {
            return Err(
                anyhow::Error::new(err).context(format!("DATABASE_URL: cannot connect to PostgreSQL at {place}"))
            );
        }
        Ok(Ok(conn)) => conn.close().await.ok(),
    };
    let store = Db::open_postgres(url)
        .await
        .with_context(|| format!("DATABASE_URL: cannot open the PostgreSQL database at {place}"))?;
    Ok(Arc::new(store))
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    /// A SQLite database in a file of its own (every connection of the pool opens it), removed after.
    struct TempFile(std::path::PathBuf);

    impl TempFile {
        fn new(name: &str) -> Self {
            Self(std::env::temp_dir().join(format!("sankalp-db-{name}-{}.db", std::process::id())))
        }

        fn url(&self) -> String {
            format!("sqlite://{}", self.0.display())
        }
    }

    impl Drop for TempFile {
        fn drop(&mut self) {
            for suffix in ["", "-wal", "-shm"] {
                let mut path = self.0.clone().into_os_string();
                path.push(suffix);
                std::fs::remove_file(path).ok();
            }
        }
    }

    /// On one thread, tasks first run in the order spawned, so each writer joins the queue in that order.
    #[tokio::test(flavor = "current_thread")]
    async fn sqlite_writers_take_turns_in_order_and_readers_never_wait_for_them() {
        let file = TempFile::new("write-turns");
        let db = Arc::new(Db::open_sqlite(&file.url()).await.unwrap());
        let turn = db.write_turn().await.expect("SQLite has a writer queue");
        // More writers than the pool has connections, waiting behind the turn held here.
        let finished = Arc::new(Mutex::new(Vec::new()));
        let mut writers = Vec::new();
        for i in 0..20 {
            let (db, finished) = (Arc::clone(&db), Arc::clone(&finished));
            writers.push(tokio::spawn(async move {
                db.clear_login_failures(&format!("scope {i}")).await.unwrap();
                finished.lock().unwrap().push(i);
            }));
        }
        for _ in 0..10 {
            tokio::task::yield_now().await;
        }
        assert!(finished.lock().unwrap().is_empty(), "no writer went before its turn");
        // A reader is not in the queue, and the waiting writers hold none of the pool's connections.
        assert!(!db.admin_exists().await.unwrap());
        drop(turn);
        for writer in writers {
            writer.await.unwrap();
        }
        assert_eq!(*finished.lock().unwrap(), (0..20).collect::<Vec<_>>(), "first come, first served");
        db.close().await;
    }
}
