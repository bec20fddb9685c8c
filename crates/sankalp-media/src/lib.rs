//! Media for the daily darshan posts: where uploaded files live and how untrusted uploads are
//! checked before anything is kept. No HTTP here: the binary serves the stores' files.
//!
//! - [`storage`]: the [`MediaStore`](storage::MediaStore) trait, the key layout, temporary upload
//!   files and start-up clean-up.
//! - [`local`]: the store in a local folder; `file_read` streams its files into answers without a
//!   trip to the blocking pool when the page cache has them.
//! - [`s3`]: the store in an S3 bucket (`SANKALP_MEDIA_URL=s3://bucket/prefix`).
//! - [`open_store`]: the store `SANKALP_MEDIA_URL` names.
//! - [`mp4`]: proves a video is an MP4 by its content and reads its duration from the movie
//!   header, with a parser bounded in boxes visited and bytes read.
//! - [`image`]: decodes a JPEG or PNG thumbnail under pixel limits and re-encodes it, without any
//!   metadata, as JPEG variants for `srcset`.
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
//! 2. Check the files ([`mp4::inspect_mp4_file`], [`image::process_thumbnail`]) (the binary checks
//!    the text).
//! 3. [`MediaStore::put_file`](storage::MediaStore::put_file) each file under the keys of a fresh
//!    [`MediaId`](storage::MediaId), then insert the database row. If the insert fails, delete the
//!    keys. A crash between the two leaves files that no row names: at start-up,
//!    [`MediaStore::list_keys`](storage::MediaStore::list_keys) minus the keys the rows name are
//!    orphans to delete, and [`MediaStore::clean_temp`](storage::MediaStore::clean_temp) removes
//!    temporary files left by a crash mid-upload.

//!
//! Without the default feature `store`, only the synchronous checks ([`mp4`], [`image`]) are built,
//! which is all the fuzz targets need.

#[cfg(feature = "store")]
mod file_read;
pub mod image;
#[cfg(feature = "store")]
pub mod local;
pub mod mp4;
#[cfg(feature = "store")]
mod open;
#[cfg(feature = "store")]
pub mod s3;
#[cfg(feature = "store")]
pub mod storage;

#[cfg(feature = "store")]
pub use local::LocalMediaStore;
#[cfg(feature = "store")]
pub use open::open_store;
#[cfg(feature = "store")]
pub use s3::{S3Location, S3MediaStore, S3Settings};
#[cfg(feature = "store")]
pub use storage::{ByteStream, DynMediaStore, GetResult, MediaError, MediaId, MediaStore, Meta, TempFile};
