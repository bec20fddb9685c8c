//! SQLite's hottest reads and the booking's write on the caller's own thread (ARCHITECTURE.md §5).
//!
//! sqlx runs each SQLite connection on a worker thread of its own and sends it every statement through
//! a channel: for a read by a unique index, which SQLite answers from its page cache in a few
//! microseconds, the two thread wake-ups of that hop cost several times the read itself, and a write
//! transaction of eight statements made eight such trips while it held the writer queue, so under load
//! every booking waited for the hops of all those ahead of it. The hottest reads (the private booking
//! page, a page of the public feed) and the booking's transaction therefore run here instead, with
//! rusqlite on connections of their own, on the thread that asks.
//!
//! Neither waits for another connection: a read's connection is `query_only` with no busy timeout (in
//! WAL mode a reader neither waits for the writer nor holds it up), and the writer's has no busy timeout
//! either and is used only by a caller holding the instance's writer queue (`Db::write_turn`), so nobody
//! in this process holds the lock it asks for. A commit does not wait for the disk (`synchronous =
//! NORMAL` in WAL mode), so a booking's transaction takes tens of microseconds, except the one commit in
//! a few hundred that takes the log past SQLite's 1000 pages and copies it back (a checkpoint: a few
//! milliseconds, on this thread, as it was on sqlx's). Whenever either cannot answer at once (the
//! database busy for a moment, say another process writing; a connection that would not open; any
//! error), it returns `None` with nothing written, and the caller runs the same statements through
//! sqlx, which waits and reports errors as every other query does. So this is a shortcut, never a
//! second way to fail.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};

/// Idle connections kept: a read holds one only while it runs and never yields, so at most one per
/// thread of the runtime is ever in use.
const KEEP: usize = 8;

/// Prepared statements kept per connection (each hot read has one).
const STATEMENTS: usize = 16;

pub(crate) struct Inline {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
    /// The one connection that writes (the writer queue admits one writer at a time).
    writer: Mutex<Option<Connection>>,
}

impl Inline {
    /// Reads of the SQLite database file at `path` (which the sqlx pool has opened and migrated).
    pub(crate) fn new(path: PathBuf) -> Self {
        Self { path, idle: Mutex::new(Vec::new()), writer: Mutex::new(None) }
    }

    /// Runs `read` on one of these connections, on this thread; `None` when it could not answer at once
    /// (see the module's comment): read through sqlx then.
    pub(crate) fn read<T>(&self, read: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> Option<T> {
        let taken = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let conn = match taken {
            Some(conn) => conn,
            None => self.open(false).ok()?,
        };
        let answer = read(&conn).ok()?;
        let mut idle = self.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < KEEP {
            idle.push(conn);
        }
        Some(answer)
    }

    /// Runs `write` in an immediate transaction on the writer's connection, on this thread, and commits
    /// it; `None`, with nothing written, when it could not (see the module's comment): write through sqlx
    /// then. Only for a caller holding the writer queue.
    pub(crate) fn write<T>(&self, write: impl FnOnce(&Transaction<'_>) -> rusqlite::Result<T>) -> Option<T> {
        let mut writer = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        if writer.is_none() {
            *writer = self.open(true).ok();
        }
        let conn = writer.as_mut()?;
        // A transaction that fails is rolled back when dropped.
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate).ok()?;
        let answer = write(&tx).ok()?;
        tx.commit().ok()?;
        Some(answer)
    }

    /// A connection of its own that never waits for a lock: a reader's is `query_only`; the writer's is
    /// set as the sqlx pool's are (`Db::open_sqlite`).
    fn open(&self, writer: bool) -> rusqlite::Result<Connection> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&self.path, flags)?;
        conn.busy_timeout(Duration::ZERO)?;
        if writer {
            conn.pragma_update(None, "foreign_keys", true)?;
            conn.pragma_update(None, "synchronous", "NORMAL")?;
        } else {
            conn.pragma_update(None, "query_only", true)?;
        }
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        Ok(conn)
    }
}
