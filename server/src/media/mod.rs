//! Media for the daily darshan posts: where uploaded files live and how untrusted uploads are
//! checked before anything is kept.
//!
//! - [`storage`]: the [`MediaStore`](storage::MediaStore) trait (local folder now, S3 later), the
//!   key layout, temporary upload files and start-up clean-up.
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

pub mod image;
pub mod mp4;
pub mod sanitize;
pub mod serve;
pub mod storage;

pub use storage::{
    ByteStream, DynMediaStore, GetResult, LocalMediaStore, MediaError, MediaId, MediaStore, Meta, TempFile,
};
