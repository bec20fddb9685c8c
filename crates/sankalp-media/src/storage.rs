//! Where media files live: one [`MediaStore`] interface, with a local-folder implementation here and
//! an S3 one ([`S3MediaStore`](super::s3::S3MediaStore), the `object_store` crate) beside it.
//!
//! # Key layout
//!
//! Every stored name (a *key*) is made by the server from a fresh [`MediaId`]; nothing a client
//! sends, such as a file name, ever becomes part of a key.
//!
//! | key                          | what                                                  |
//! |------------------------------|-------------------------------------------------------|
//! | `videos/<id>.mp4`            | the uploaded video, byte for byte                     |
//! | `thumbs/<id>-<width>.jpg`    | one re-encoded thumbnail variant per width (`srcset`) |
//! | `gallery/<id>-<width>.webp`  | a gallery photo's WebP variants (`srcset`)            |
//! | `gallery/<id>.mp4`           | a gallery video, byte for byte                        |
//! | `gallery/<id>-poster-<width>.webp` | a gallery video's poster variants               |
//!
//! `<id>` is a UUIDv7 as 32 lowercase hex digits: unique without coordination, and sorted by
//! creation time, which keeps listings readable. The URL path under `/media/` is the key itself.
//! Keys are never overwritten with different content, which is what makes the ETags and immutable
//! caching of the media endpoint sound.
//!
//! A key is at most [`MAX_KEY_LEN`] bytes of `[a-z0-9/._-]`, made of non-empty `/`-separated
//! segments none of which starts with a dot. That rules out `..`, absolute paths, backslashes and
//! hidden names, so a key joined to the store's folder can never leave it, and the temporary folder
//! (`.tmp/`, a dot name) is never reachable as a key.
//!
//! # Local layout
//!
//! ```text
//! DATA_DIR/media/
//!   videos/<id>.mp4
//!   thumbs/<id>-<width>.jpg
//!   .tmp/<uuid>.part          uploads being received; renamed into place when accepted
//! ```
//!
//! The temporary folder is inside the store's folder so that the final rename stays on one file
//! system and is atomic: a key either names a whole, checked file or nothing.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::time::UNIX_EPOCH;

use async_trait::async_trait;
use bytes::Bytes;
use futures_core::Stream;
use tokio::io::AsyncWriteExt as _;

/// The longest key accepted, in bytes; generated keys are about 50.
pub const MAX_KEY_LEN: usize = 200;
/// Name of the temporary folder inside a local store (a dot name, so never a key).
pub const TEMP_DIR_NAME: &str = ".tmp";
/// Suffix of temporary upload files; [`MediaStore::clean_temp`] removes files ending with it.
pub const TEMP_SUFFIX: &str = ".part";

/// A streamed body, the shape `object_store`'s `GetResult::into_stream` has and
/// `axum::body::Body::from_stream` takes.
pub type ByteStream = Pin<Box<dyn Stream<Item = io::Result<Bytes>> + Send + 'static>>;

/// What the store knows about a stored file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    /// Length in bytes.
    pub len: u64,
    /// A strong entity tag, already quoted as an HTTP `ETag` value (`"…"`).
    pub etag: String,
    /// The content type, when the store knows it (the local store derives it from the key).
    pub content_type: Option<String>,
}

/// A successful read: the whole file or the requested range of it.
pub struct GetResult {
    pub meta: Meta,
    /// The inclusive byte range served (`first`, `last`), or `None` when the whole body is served.
    pub range: Option<(u64, u64)>,
    pub body: ByteStream,
}

impl fmt::Debug for GetResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GetResult").field("meta", &self.meta).field("range", &self.range).finish_non_exhaustive()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MediaError {
    /// The key breaks the key rules; for a request path this is a 404, never a file system access.
    #[error("invalid media key {0:?}")]
    InvalidKey(String),
    #[error("media not found")]
    NotFound,
    /// The first byte asked for is at or past the end (HTTP 416 with `Content-Range: bytes */len`).
    #[error("range not satisfiable for a body of {len} bytes")]
    RangeNotSatisfiable { len: u64 },
    #[error("media storage failed")]
    Io(#[from] io::Error),
    /// The store could not be reached or refused to work (an object store that is down, times out
    /// or answers 5xx): HTTP 503, and the operation may be retried later.
    #[error("media storage unavailable")]
    Unavailable(#[source] Box<dyn std::error::Error + Send + Sync + 'static>),
}

/// The storage every media handler talks to. Object safe: hold it as [`DynMediaStore`].
///
/// Operations take keys (see the module documentation) and check them; an invalid key is
/// [`MediaError::InvalidKey`] and touches nothing.
#[async_trait]
pub trait MediaStore: Send + Sync + 'static {
    /// Which backend this is, for logs.
    fn backend(&self) -> &'static str;

    /// Whether other instances may be writing to this store at the same time (an object store shared
    /// behind a load balancer). The start-up repair then leaves young orphans alone (posts/repair.rs).
    fn is_shared(&self) -> bool {
        false
    }

    /// A local folder where uploads are streamed before they are accepted. For the local store it
    /// is inside the store's folder (same file system, so [`put_file`](Self::put_file) is a rename).
    fn temp_dir(&self) -> &Path;

    /// Moves a finished temporary file to `key`, atomically: readers see the whole file or none.
    /// On success the temporary file is gone; on failure it is left for the caller (whose
    /// [`TempFile`] guard removes it). `content_type` is kept by stores that keep one (S3).
    async fn put_file(&self, key: &str, temp_path: &Path, content_type: &str) -> Result<Meta, MediaError>;

    /// Reads `key`, whole or the inclusive byte range `(first, last)`. A `last` past the end is
    /// clamped to the end (as HTTP says); `first` past the end, or after `last`, is
    /// [`MediaError::RangeNotSatisfiable`]. A missing key is [`MediaError::NotFound`].
    async fn get_range(&self, key: &str, range: Option<(u64, u64)>) -> Result<GetResult, MediaError>;

    /// The file's metadata, or `None` when there is no such file.
    async fn head(&self, key: &str) -> Result<Option<Meta>, MediaError>;

    /// Removes `key`. Removing a missing key succeeds, so repair and retries are idempotent.
    async fn delete(&self, key: &str) -> Result<(), MediaError>;

    /// Every stored key, sorted, temporary files excluded: with the keys the database names, this
    /// finds orphans left by a crash between storing files and committing the row.
    async fn list_keys(&self) -> Result<Vec<String>, MediaError>;

    /// Removes temporary files left by an interrupted process; returns how many. Call at start-up,
    /// before serving, when no upload can be in progress.
    async fn clean_temp(&self) -> Result<usize, MediaError>;
}

pub type DynMediaStore = Arc<dyn MediaStore>;

/// Whether `key` follows the key rules of the module documentation.
pub fn is_valid_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= MAX_KEY_LEN
        && key.bytes().all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'/' | b'.' | b'_' | b'-'))
        && key.split('/').all(|segment| !segment.is_empty() && !segment.starts_with('.'))
}

pub(crate) fn check_key(key: &str) -> Result<(), MediaError> {
    if is_valid_key(key) { Ok(()) } else { Err(MediaError::InvalidKey(key.to_owned())) }
}

/// The content type a key's extension stands for; the media endpoint sends it with `nosniff`.
pub fn content_type_for_key(key: &str) -> Option<&'static str> {
    let ext = key.rsplit_once('.')?.1;
    Some(match ext {
        "mp4" => "video/mp4",
        "jpg" | "jpeg" => "image/jpeg",
        "png" => "image/png",
        "webp" => "image/webp",
        _ => return None,
    })
}

/// The identity shared by all files of one post: a UUIDv7 written as 32 lowercase hex digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MediaId(String);

impl MediaId {
    pub fn generate() -> Self {
        Self(uuid::Uuid::now_v7().simple().to_string())
    }

    /// Accepts an id as stored in the database: 1 to 64 characters of `[0-9a-z]`.
    pub fn parse(s: &str) -> Option<Self> {
        let ok = (1..=64).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_lowercase());
        ok.then(|| Self(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn video_key(&self) -> String {
        format!("videos/{}.mp4", self.0)
    }

    pub fn thumbnail_key(&self, width: u32) -> String {
        format!("thumbs/{}-{width}.jpg", self.0)
    }

    /// When a generated id was made (a UUIDv7 starts with its Unix time in milliseconds); `None` for
    /// ids of another shape.
    pub fn created_at(&self) -> Option<std::time::SystemTime> {
        let id = self.0.as_bytes();
        if id.len() != 32 || id[12] != b'7' || !id.iter().all(u8::is_ascii_hexdigit) {
            return None;
        }
        let millis = u64::from_str_radix(&self.0[..12], 16).ok()?;
        UNIX_EPOCH.checked_add(std::time::Duration::from_millis(millis))
    }

    /// The id a key belongs to, when the key has the layout above; `None` for anything else.
    pub fn of_key(key: &str) -> Option<Self> {
        if let Some(id) = key.strip_prefix("videos/").and_then(|rest| rest.strip_suffix(".mp4")) {
            return Self::parse(id);
        }
        let rest = key.strip_prefix("thumbs/")?.strip_suffix(".jpg")?;
        let (id, width) = rest.rsplit_once('-')?;
        let width_ok = !width.is_empty() && width.len() <= 5 && width.bytes().all(|b| b.is_ascii_digit());
        if width_ok { Self::parse(id) } else { None }
    }
}

impl fmt::Display for MediaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An upload being received into the temporary folder. Dropping it removes the file, so a rejected,
/// failed or abandoned upload leaves nothing behind; after a successful
/// [`MediaStore::put_file`] the file has moved and the removal finds nothing.
pub struct TempFile {
    path: PathBuf,
    file: Option<tokio::fs::File>,
    len: u64,
}

impl TempFile {
    /// Creates a new, empty, uniquely named `*.part` file in `dir`.
    pub async fn create_in(dir: &Path) -> io::Result<Self> {
        let path = dir.join(format!("{}{TEMP_SUFFIX}", uuid::Uuid::now_v7().simple()));
        let file = tokio::fs::OpenOptions::new().write(true).create_new(true).open(&path).await?;
        Ok(Self { path, file: Some(file), len: 0 })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Bytes written so far.
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends a chunk; returns the total written so far, so the caller can stop at a limit.
    pub async fn write_chunk(&mut self, chunk: &[u8]) -> io::Result<u64> {
        let file = self.file.as_mut().ok_or_else(|| io::Error::other("temporary file already finished"))?;
        file.write_all(chunk).await?;
        self.len += chunk.len() as u64;
        Ok(self.len)
    }

    /// Flushes, syncs and closes the file; call before checking it or handing it to `put_file`.
    /// (A `tokio::fs::File` may still have a write in flight until flushed.)
    pub async fn finish(&mut self) -> io::Result<()> {
        if let Some(mut file) = self.file.take() {
            file.flush().await?;
            file.sync_all().await?;
        }
        Ok(())
    }
}

impl fmt::Debug for TempFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TempFile").field("path", &self.path).field("len", &self.len).finish()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        // A single unlink: cheap enough to do inline even on an async worker.
        drop(self.file.take());
        match std::fs::remove_file(&self.path) {
            Ok(()) => {}
            Err(err) if err.kind() == io::ErrorKind::NotFound => {}
            Err(err) => {
                tracing::warn!(path = %self.path.display(), error = %err, "cannot remove temporary upload")
            }
        }
    }
}

/// Whether an error opening a key's path means there is no such file: nothing at the path, or a file
/// where the path needs a folder (`videos/<id>.mp4/x`).
pub(crate) fn is_missing(err: &io::Error) -> bool {
    matches!(err.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory)
}

pub(crate) async fn blocking<T: Send + 'static>(f: impl FnOnce() -> io::Result<T> + Send + 'static) -> io::Result<T> {
    tokio::task::spawn_blocking(f).await.map_err(io::Error::other)?
}

pub(crate) fn meta_of(metadata: &std::fs::Metadata, key: &str) -> Meta {
    let mtime = metadata.modified().ok().and_then(|t| t.duration_since(UNIX_EPOCH).ok()).map_or(0, |d| d.as_nanos());
    Meta {
        len: metadata.len(),
        etag: format!("\"{mtime:x}-{:x}\"", metadata.len()),
        content_type: content_type_for_key(key).map(str::to_owned),
    }
}

/// Removes the `*.part` files directly in `temp` (creating it if missing); returns how many.
pub(crate) fn clean_temp_dir(temp: &Path) -> io::Result<usize> {
    std::fs::create_dir_all(temp)?;
    let mut removed = 0;
    for entry in std::fs::read_dir(temp)? {
        let entry = entry?;
        let is_part = entry.file_name().to_str().is_some_and(|name| name.ends_with(TEMP_SUFFIX));
        if is_part && entry.file_type()?.is_file() {
            match std::fs::remove_file(entry.path()) {
                Ok(()) => removed += 1,
                Err(err) if err.kind() == io::ErrorKind::NotFound => {}
                Err(err) => return Err(err),
            }
        }
    }
    Ok(removed)
}
