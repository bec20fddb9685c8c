//! SQLite's checkpoints on a thread of their own, not in a writer's commit (ARCHITECTURE.md §5).
//!
//! In WAL mode a commit appends to the write-ahead log, and with `synchronous = NORMAL` it does not wait
//! for the disk; the log is copied back into the database file by a checkpoint, which does (it syncs the
//! log, then the database). By default SQLite runs that checkpoint in whichever commit takes the log past
//! 1000 pages, so every few hundred bookings one writer paid for two syncs while every writer queued
//! behind it waited too: that was most of the bookings' tail latency. Here the pool's connections only
//! checkpoint as a backstop (the log past [`BACKSTOP_PAGES`]); this thread runs a passive checkpoint
//! every [`EVERY`], which copies what no reader still needs and never waits for, or blocks, a reader or a
//! writer.

use std::path::PathBuf;
use std::sync::{Arc, Weak};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

/// How often the log is checkpointed: at a thousand bookings a second, about a thousand pages each time.
pub(crate) const EVERY: Duration = Duration::from_millis(250);

/// The log size (pages) past which a committing writer checkpoints itself: only when this thread falls
/// far behind (about 40 MiB of log with 4 KiB pages).
pub(crate) const BACKSTOP_PAGES: u32 = 10_000;

/// Starts the checkpointing thread of the database file at `path`; it ends once `alive` is dropped (the
/// store closed or gone), within [`EVERY`].
pub(crate) fn start(path: PathBuf, alive: &Arc<()>) -> std::io::Result<()> {
    let alive: Weak<()> = Arc::downgrade(alive);
    std::thread::Builder::new().name("sqlite-checkpoint".into()).spawn(move || {
        let mut conn: Option<Connection> = None;
        loop {
            std::thread::sleep(EVERY);
            if alive.strong_count() == 0 {
                break;
            }
            if conn.is_none() {
                conn = open(&path).ok();
            }
            // A failure (the file gone, the disk full) drops the connection and is tried again at the
            // next turn; meanwhile writers checkpoint past the backstop as SQLite always did.
            if let Some(c) = &conn
                && checkpoint(c).is_err()
            {
                conn = None;
            }
        }
    })?;
    Ok(())
}

fn open(path: &std::path::Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    conn.busy_timeout(Duration::ZERO)?;
    Ok(conn)
}

/// One passive checkpoint: (log pages, pages copied back), as SQLite reports them.
pub(crate) fn checkpoint(conn: &Connection) -> rusqlite::Result<(i64, i64)> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |row| Ok((row.get(1)?, row.get(2)?)))
}
