//! Media for the daily darshan posts: where uploaded files live and how untrusted uploads are
//! checked before anything is kept.
//!
//! - [`storage`]: the [`MediaStore`](storage::MediaStore) trait and the local-folder store, the key
//!   layout, temporary upload files and start-up clean-up; `file_read` streams its files into answers
//!   without a trip to the blocking pool when the page cache has them.
//! - [`s3`]: the store in an S3 bucket (`SANKALP_MEDIA_URL=s3://bucket/prefix`).
//! - [`open_store`]: the store `SANKALP_MEDIA_URL` names.
//! - [`mp4`]: proves a video is an MP4 by its content and reads its duration from the movie
//!   header, with a parser bounded in boxes visited and bytes read.
//! - [`image`]: decodes a JPEG or PNG thumbnail under pixel limits and re-encodes it, without any
//!   metadata, as JPEG variants for `srcset`.
//! - [`sanitize`]: reduces description HTML to what the editor (Quill) can produce.
//!
//! The checks are synchronous and CPU-bound on purpose (they are fuzzed as plain functions): call
//! them from `tokio::task::spawn_blocking`.
//!
//! # Upload flow (all or nothing)
//!
//! 1. Stream each multipart file into a [`TempFile`](storage::TempFile) in
//!    [`MediaStore::temp_dir`](storage::MediaStore::temp_dir), counting bytes and stopping at the
//!    limit. A `TempFile` removes itself when dropped, so an early return or a dropped request leaves
//!    no temporary file.
//! 2. Check the files ([`mp4::inspect_mp4_file`], [`image::process_thumbnail`]) and the text
//!    ([`sanitize::clean_description`], [`sanitize::is_blank`]).
//! 3. [`MediaStore::put_file`](storage::MediaStore::put_file) each file under the keys of a fresh
//!    [`MediaId`](storage::MediaId), then insert the database row. If the insert fails, delete the
//!    keys. A crash between the two leaves files that no row names: at start-up,
//!    [`MediaStore::list_keys`](storage::MediaStore::list_keys) minus the keys the rows name are
//!    orphans to delete, and [`MediaStore::clean_temp`](storage::MediaStore::clean_temp) removes
//!    temporary files left by a crash mid-upload.

mod file_read;
pub mod image;
pub mod mp4;
pub mod s3;
pub mod sanitize;
pub mod serve;
pub mod storage;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context as _;

pub use s3::{S3Location, S3MediaStore, S3Settings};
pub use storage::{
    ByteStream, DynMediaStore, GetResult, LocalMediaStore, MediaError, MediaId, MediaStore, Meta, TempFile,
};

/// The media store `media_url` (the value of `SANKALP_MEDIA_URL`) names:
///
/// - `file:///srv/media` (or the relative convenience `file://./media`): a [`LocalMediaStore`] in
///   that folder, created if missing;
/// - `s3://bucket/prefix`: an [`S3MediaStore`] reached with the usual `AWS_*` variables (see
///   [`S3Settings`]), receiving uploads in `data_dir/upload-tmp`.
///
/// Errors name `SANKALP_MEDIA_URL`. Nothing is sent to S3 here; the first request is the start-up
/// repair's listing, which fails within seconds when the bucket cannot be reached.
pub async fn open_store(media_url: &str, data_dir: &Path) -> anyhow::Result<DynMediaStore> {
    match media_url.split_once("://") {
        Some((scheme, _)) if scheme.eq_ignore_ascii_case("file") => {
            let dir = local_dir_of(media_url)?;
            let store = LocalMediaStore::open(&dir)
                .await
                .with_context(|| format!("SANKALP_MEDIA_URL: cannot open the media folder {}", dir.display()))?;
            Ok(Arc::new(store))
        }
        Some((scheme, _)) if scheme.eq_ignore_ascii_case("s3") => {
            let location = S3Location::parse(media_url).map_err(anyhow::Error::msg)?;
            let store = S3MediaStore::open_from_env(location, data_dir.join(s3::UPLOAD_TEMP_DIR)).await?;
            Ok(Arc::new(store))
        }
        Some((scheme, _)) => anyhow::bail!(
            "SANKALP_MEDIA_URL: the {scheme}:// scheme is not supported; use file:///FOLDER or s3://BUCKET/PREFIX"
        ),
        None => anyhow::bail!(
            "SANKALP_MEDIA_URL must be a URL such as file:///var/lib/sankalp/media or s3://bucket/prefix, not {media_url:?}"
        ),
    }
}

/// `file:///srv/media` → `/srv/media`; `file://./media` (relative, a convenience) → `./media`.
pub fn local_dir_of(url: &str) -> anyhow::Result<PathBuf> {
    match url.split_once("://") {
        Some((scheme, path)) if scheme.eq_ignore_ascii_case("file") => {
            anyhow::ensure!(
                !path.is_empty(),
                "SANKALP_MEDIA_URL: file:// needs a folder, as in file:///var/lib/sankalp/media"
            );
            Ok(PathBuf::from(path))
        }
        _ => anyhow::bail!("SANKALP_MEDIA_URL: expected file://FOLDER, not {url:?}"),
    }
}
