//! Point reads on SQLite on the caller's own thread (ARCHITECTURE.md §5).
//!
//! sqlx runs each SQLite connection on a worker thread of its own and sends it every statement through
//! a channel: for a read by a unique index, which SQLite answers from its page cache in a few
//! microseconds, the two thread wake-ups of that hop cost several times the read itself. The hottest
//! reads (the private booking page) therefore run here instead, with rusqlite on a small set of
//! connections of their own, on the thread that asks.
//!
//! Such a read never waits: its connection is `query_only` with no busy timeout, and in WAL mode a
//! reader neither waits for the writer nor holds it up. Whenever it cannot answer at once (the database
//! busy for a moment, a connection that would not open, any error), [`InlineReads::read`] returns `None`
//! and the caller reads through sqlx as every other query does, which waits and reports errors the usual
//! way. So this is a shortcut, never a second way to fail.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

/// Idle connections kept: a read holds one only while it runs and never yields, so at most one per
/// thread of the runtime is ever in use.
const KEEP: usize = 8;

/// Prepared statements kept per connection (each hot read has one).
const STATEMENTS: usize = 16;

pub(crate) struct InlineReads {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl InlineReads {
    /// Reads of the SQLite database file at `path` (which the sqlx pool has opened and migrated).
    pub(crate) fn new(path: PathBuf) -> Self {
        Self { path, idle: Mutex::new(Vec::new()) }
    }

    /// Runs `read` on one of these connections, on this thread; `None` when it could not answer at once
    /// (see the module's comment): read through sqlx then.
    pub(crate) fn read<T>(&self, read: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> Option<T> {
        let taken = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let conn = match taken {
            Some(conn) => conn,
            None => self.open().ok()?,
        };
        let answer = read(&conn).ok()?;
        let mut idle = self.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < KEEP {
            idle.push(conn);
        }
        Some(answer)
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&self.path, flags)?;
        conn.busy_timeout(Duration::ZERO)?;
        conn.pragma_update(None, "query_only", true)?;
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        Ok(conn)
    }
}
