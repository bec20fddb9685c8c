//! What every multipart upload shares (the darshan video posts and the bookings' proof of a
//! performed ritual): streaming a file field to a temporary file under a limit, the one thread that
//! runs the CPU-bound checks, the answers for a broken body or a full disk, and how old an orphaned
//! upload file must be before the media repair removes it.

use std::path::Path;
use std::time::Duration;

use axum::extract::multipart::{Field, MultipartError};
use axum::http::StatusCode;
use sankalp_media::TempFile;

use crate::http::error::{AppError, AppResult, body_timed_out};
use crate::worker::Worker;

/// Files of uploads younger than this are never removed as orphans: no upload takes this long
/// between storing its files and inserting its row.
pub const ORPHAN_MIN_AGE: Duration = Duration::from_secs(60 * 60);

/// Upload checks run here, one at a time (see [`crate::worker`]).
static CHECKER: Worker = Worker::new("upload-checks");

/// Runs a CPU-bound upload check on the checker thread, one check at a time, in arrival order.
pub async fn run_check<R: Send + 'static>(check: impl FnOnce() -> R + Send + 'static) -> AppResult<R> {
    CHECKER.run(check).await.map_err(|err| AppError::Internal(anyhow::Error::new(err)))
}

/// A multipart body that is too large (413), stopped arriving (408) or is malformed (400).
pub fn multipart_error(err: MultipartError) -> AppError {
    if err.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::PayloadTooLarge("Request body too large")
    } else if body_timed_out(&err) {
        AppError::RequestTimeout
    } else {
        AppError::BadRequest("Malformed or incomplete multipart body".to_owned())
    }
}

/// A full disk is 507 and a read-only one 503 ([`AppError::io`]); the temporary file is removed when
/// its [`TempFile`] drops, so nothing half-written stays.
pub fn io_error(err: std::io::Error) -> AppError {
    AppError::io(err, "writing an upload")
}

/// Streams a file field into a temporary file in `temp_dir` (the media store's), refusing it with 413
/// as soon as it passes `limit`. Files wait on disk, not in memory, until their check (one at a time,
/// [`run_check`]) reads them.
pub async fn stream_to_temp(
    temp_dir: &Path,
    field: &mut Field<'_>,
    limit: u64,
    too_large: &'static str,
) -> AppResult<TempFile> {
    let mut temp = TempFile::create_in(temp_dir).await.map_err(io_error)?;
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        if temp.len() + chunk.len() as u64 > limit {
            return Err(AppError::PayloadTooLarge(too_large));
        }
        temp.write_chunk(&chunk).await.map_err(io_error)?;
    }
    temp.finish().await.map_err(io_error)?;
    Ok(temp)
}
