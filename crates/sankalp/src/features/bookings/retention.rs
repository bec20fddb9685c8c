//! Erasure (ARCHITECTURE.md §6): a booking's personal data, its token and every link shared since,
//! private notes, queued emails and proof media go, on the devotee's request or
//! `SANKALP_BOOKING_RETENTION_DAYS` after it was delivered or cancelled (a daily job); the row stays with
//! its reference, ritual, status and amounts for the priest's accounts. And the start-up repair of proof media: files under `private/bookings/` that no row names
//! (a crash between storing a file and its row, or between erasing a row and deleting its files).

use std::collections::HashSet;
use std::time::{Duration, SystemTime};

use chrono::{DateTime, Utc};

use crate::AppState;
use crate::http::error::AppResult;
use crate::http::upload::ORPHAN_MIN_AGE;
use sankalp_db::{Erased, Store};
use sankalp_media::{MediaId, MediaStore};

/// Erases one booking; `None` when it is gone or already erased. Its proof files are deleted after the
/// commit; one that cannot be is an orphan the start-up repair removes.
pub async fn erase(state: &AppState, booking_id: &str, actor: &str, now: DateTime<Utc>) -> AppResult<Option<Erased>> {
    let Some(erased) = state.store.erase_booking(booking_id, actor, now).await? else { return Ok(None) };
    for key in &erased.proof_keys {
        if let Err(err) = state.media.delete(key).await {
            tracing::warn!(key, error = %err, "could not delete an erased booking's proof; repair removes it at start-up");
        }
    }
    Ok(Some(erased))
}

/// Erases every booking delivered or cancelled more than the retention period before `now`; returns how
/// many.
pub async fn run_retention(state: &AppState, now: DateTime<Utc>) -> AppResult<usize> {
    let cutoff = now - chrono::Duration::days(i64::from(state.bookings.retention_days));
    let due = state.store.finished_bookings_before(cutoff).await?;
    let mut erased = 0;
    for id in due {
        if let Some(done) = erase(state, &id, "retention", now).await? {
            tracing::info!(reference = %done.reference, "erased a finished booking's personal data (retention)");
            erased += 1;
        }
    }
    Ok(erased)
}

/// Runs the retention job now and then once a day, for as long as the server runs. Every instance may run
/// it: erasing is idempotent (an erased booking is skipped).
pub fn spawn_retention(state: AppState) {
    tokio::spawn(async move {
        let mut every_day = tokio::time::interval(Duration::from_secs(24 * 60 * 60));
        loop {
            every_day.tick().await;
            match run_retention(&state, Utc::now()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(bookings = n, "retention: erased finished bookings"),
                Err(err) => {
                    tracing::warn!(error = %err, "retention: could not erase finished bookings; tomorrow again")
                }
            }
        }
    });
}

/// What the proof repair did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ProofRepair {
    pub orphans_removed: Vec<String>,
    /// Left because an upload may still be committing them (shared stores).
    pub orphans_too_recent: Vec<String>,
}

/// Removes proof files no row names. On a store other instances share, files younger than
/// [`ORPHAN_MIN_AGE`] (by their UUIDv7 name) are left: an upload may be between its file and its row.
pub async fn repair_proof_media(store: &dyn Store, media: &dyn MediaStore) -> anyhow::Result<ProofRepair> {
    let min_age = if media.is_shared() { ORPHAN_MIN_AGE } else { Duration::ZERO };
    repair_proof_media_older_than(store, media, min_age).await
}

pub async fn repair_proof_media_older_than(
    store: &dyn Store,
    media: &dyn MediaStore,
    min_age: Duration,
) -> anyhow::Result<ProofRepair> {
    let named: HashSet<String> = store.booking_proof_keys().await?.into_iter().collect();
    let now = SystemTime::now();
    let mut report = ProofRepair::default();
    for key in media.list_keys().await? {
        if !key.starts_with("private/bookings/") || named.contains(&key) {
            continue;
        }
        let created = key
            .rsplit('/')
            .next()
            .and_then(|name| name.split('.').next())
            .and_then(MediaId::parse)
            .and_then(|id| id.created_at());
        let old_enough = created.is_none_or(|at| now.duration_since(at).is_ok_and(|age| age >= min_age));
        if old_enough {
            media.delete(&key).await?;
            tracing::info!(key, "removed an orphaned proof file (no booking names it)");
            report.orphans_removed.push(key);
        } else {
            report.orphans_too_recent.push(key);
        }
    }
    Ok(report)
}
