//! Reading a stored file into an answer's body, on the request's own thread when the kernel can do it
//! without waiting.
//!
//! A file read can wait on a disk, so it belongs on the blocking pool; but each trip there is two
//! context switches and a hand-over between threads, which for a video served from the page cache
//! costs more than the read itself (a sixth of the CPU of a 1 MiB range in `bench/vs-nginx.sh`). On
//! Linux the kernel can be asked to give up instead of waiting, and then only what it cannot answer at
//! once goes to the pool:
//!
//! - the file is opened with `openat2(RESOLVE_CACHED)`, which fails with `EAGAIN` unless every part of
//!   the path is in the kernel's lookup cache;
//! - each chunk is read with `preadv2(RWF_NOWAIT)`, which reads only what is in the page cache and
//!   fails with `EAGAIN` when nothing is.
//!
//! A file that is cold, a kernel without these calls (before 5.12 for the first, 4.14 for the second)
//! or another system takes the blocking pool for that step, exactly as before; where a call is not
//! supported at all it is not tried again. Reads are positional (`pread`), so nothing depends on a
//! file offset, and a chunk is read straight into the buffer that becomes the body's chunk.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use bytes::Bytes;
use futures_util::StreamExt as _;

use crate::storage::{ByteStream, GetResult, MediaError, Meta, is_missing, meta_of};

/// The most read at once: larger chunks mean fewer reads and writes (a 1 MiB range takes 2) at a
/// bounded cost in memory per open answer.
pub const CHUNK: usize = 512 * 1024;

/// Opens `path` (the file of `key`) and prepares the body for `range` (inclusive, `last` clamped to
/// the end; `None` for the whole file). A missing file or a folder is [`MediaError::NotFound`]; a first
/// byte at or past the end is [`MediaError::RangeNotSatisfiable`].
pub async fn open_range(path: PathBuf, key: &str, range: Option<(u64, u64)>) -> Result<GetResult, MediaError> {
    match open_now(&path, key, range)? {
        Some(opened) => Ok(opened),
        None => open_blocking(path, key.to_owned(), range).await,
    }
}

/// [`open_range`] without waiting: `None` when the path is not in the kernel's lookup cache.
fn open_now(path: &Path, key: &str, range: Option<(u64, u64)>) -> Result<Option<GetResult>, MediaError> {
    let Some(file) = now::open(path).map_err(not_found_or)? else { return Ok(None) };
    let (meta, range) = describe(&file, key, range)?;
    Ok(Some(opened(file, meta, range, None)))
}

/// [`open_range`] on the blocking pool: open, stat and read the first chunk in one trip.
async fn open_blocking(path: PathBuf, key: String, range: Option<(u64, u64)>) -> Result<GetResult, MediaError> {
    let opened = tokio::task::spawn_blocking(move || -> Result<_, MediaError> {
        let file = File::open(&path).map_err(not_found_or)?;
        let (meta, range) = describe(&file, &key, range)?;
        let (start, count) = span(&meta, range);
        let first = read_blocking(&file, start, chunk_len(count))?;
        Ok(opened(file, meta, range, Some(first)))
    });
    opened.await.map_err(io::Error::other)?
}

fn not_found_or(err: io::Error) -> MediaError {
    if is_missing(&err) { MediaError::NotFound } else { MediaError::Io(err) }
}

/// The file's [`Meta`] (from `fstat`, which does not wait on a disk) and the range to answer with.
fn describe(file: &File, key: &str, range: Option<(u64, u64)>) -> Result<(Meta, Option<(u64, u64)>), MediaError> {
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(MediaError::NotFound);
    }
    let meta = meta_of(&metadata, key);
    let Some((first, last)) = range else { return Ok((meta, None)) };
    if first >= meta.len || first > last {
        return Err(MediaError::RangeNotSatisfiable { len: meta.len });
    }
    let last = last.min(meta.len - 1);
    Ok((meta, Some((first, last))))
}

/// The first byte and the byte count of what is sent.
fn span(meta: &Meta, range: Option<(u64, u64)>) -> (u64, u64) {
    range.map_or((0, meta.len), |(first, last)| (first, last - first + 1))
}

fn opened(file: File, meta: Meta, range: Option<(u64, u64)>, first: Option<Bytes>) -> GetResult {
    let (start, count) = span(&meta, range);
    GetResult { meta, range, body: body(Arc::new(file), first, start, count) }
}

fn chunk_len(left: u64) -> usize {
    left.min(CHUNK as u64) as usize
}

/// The body: `first` if already read, then chunks from `offset` until `count` bytes in all are sent,
/// each read only when the connection asks for it.
fn body(file: Arc<File>, first: Option<Bytes>, offset: u64, count: u64) -> ByteStream {
    let sent = first.as_ref().map_or(0, |chunk| chunk.len() as u64);
    let rest =
        futures_util::stream::try_unfold((file, offset + sent, count - sent), |(file, offset, left)| async move {
            if left == 0 {
                return Ok(None);
            }
            let want = chunk_len(left);
            let chunk = match now::read(&file, offset, want)? {
                Some(chunk) => chunk,
                None => {
                    let reader = Arc::clone(&file);
                    tokio::task::spawn_blocking(move || read_blocking(&reader, offset, want))
                        .await
                        .map_err(io::Error::other)??
                }
            };
            let read = chunk.len() as u64;
            Ok(Some((chunk, (file, offset + read, left - read))))
        });
    let first = first.filter(|chunk| !chunk.is_empty()).map(Ok);
    Box::pin(futures_util::stream::iter(first).chain(rest))
}

/// Reads exactly `want` bytes at `offset`, waiting for the disk if need be. A file shorter than it was
/// is an error: the answer's `Content-Length` was already promised.
fn read_blocking(file: &File, offset: u64, want: usize) -> io::Result<Bytes> {
    let mut buf = vec![0; want];
    match read_exact_at(file, &mut buf, offset) {
        Err(err) if err.kind() == io::ErrorKind::UnexpectedEof => {
            Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the file is shorter than when it was opened"))
        }
        Err(err) => Err(err),
        Ok(()) => Ok(Bytes::from(buf)),
    }
}

#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(not(unix))]
fn read_exact_at(mut file: &File, buf: &mut [u8], offset: u64) -> io::Result<()> {
    // One stream reads its file at a time, so moving the shared offset is safe here.
    io::Seek::seek(&mut file, io::SeekFrom::Start(offset))?;
    io::Read::read_exact(&mut file, buf)
}

/// What the kernel can do without waiting. `Ok(None)`: it would have to wait (or cannot say), so the
/// caller takes the blocking pool.
#[cfg(target_os = "linux")]
mod now {
    use std::fs::File;
    use std::io;
    use std::path::Path;
    use std::sync::atomic::{AtomicBool, Ordering};

    use bytes::Bytes;
    use rustix::fs::{CWD, Mode, OFlags, ResolveFlags};
    use rustix::io::{Errno, ReadWriteFlags};

    /// Set once the kernel (or a seccomp filter) has said it has no such call or flag.
    static NO_CACHED_OPEN: AtomicBool = AtomicBool::new(false);
    static NO_NOWAIT_READ: AtomicBool = AtomicBool::new(false);

    pub fn open(path: &Path) -> io::Result<Option<File>> {
        if NO_CACHED_OPEN.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let flags = OFlags::RDONLY | OFlags::CLOEXEC;
        match rustix::fs::openat2(CWD, path, flags, Mode::empty(), ResolveFlags::CACHED) {
            Ok(fd) => Ok(Some(File::from(fd))),
            Err(Errno::AGAIN) => Ok(None),
            Err(Errno::NOSYS | Errno::INVAL | Errno::PERM) => {
                NO_CACHED_OPEN.store(true, Ordering::Relaxed);
                Ok(None)
            }
            Err(err) => Err(err.into()),
        }
    }

    /// Up to `want` bytes at `offset` that are in the page cache; `None` when none are (or at the end
    /// of the file, which the blocking read then reports).
    pub fn read(file: &File, offset: u64, want: usize) -> io::Result<Option<Bytes>> {
        if NO_NOWAIT_READ.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let mut buf = vec![0; want];
        match rustix::io::preadv2(file, &mut [io::IoSliceMut::new(&mut buf)], offset, ReadWriteFlags::NOWAIT) {
            Ok(0) | Err(Errno::AGAIN) => Ok(None),
            Ok(read) => {
                buf.truncate(read);
                Ok(Some(Bytes::from(buf)))
            }
            Err(Errno::NOSYS | Errno::INVAL | Errno::OPNOTSUPP) => {
                NO_NOWAIT_READ.store(true, Ordering::Relaxed);
                Ok(None)
            }
            Err(err) => Err(err.into()),
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod now {
    use std::fs::File;
    use std::io;
    use std::path::Path;

    use bytes::Bytes;

    pub fn open(_path: &Path) -> io::Result<Option<File>> {
        Ok(None)
    }

    pub fn read(_file: &File, _offset: u64, _want: usize) -> io::Result<Option<Bytes>> {
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use std::future::poll_fn;

    use super::*;

    fn pattern(len: usize) -> Vec<u8> {
        (0..len).map(|i| ((i % 251) ^ (i / 251 % 256)) as u8).collect()
    }

    fn write_file(dir: &tempfile::TempDir, data: &[u8]) -> PathBuf {
        let path = dir.path().join("v.mp4");
        std::fs::write(&path, data).unwrap();
        path
    }

    /// The body's chunks, or the first error.
    async fn chunks(mut body: ByteStream) -> io::Result<Vec<Bytes>> {
        let mut out = Vec::new();
        while let Some(chunk) = poll_fn(|cx| body.as_mut().poll_next(cx)).await {
            out.push(chunk?);
        }
        Ok(out)
    }

    async fn bytes_of(opened: GetResult) -> Vec<u8> {
        let chunks = chunks(opened.body).await.unwrap();
        assert!(chunks.iter().all(|chunk| !chunk.is_empty() && chunk.len() <= CHUNK), "chunk sizes");
        chunks.concat()
    }

    #[tokio::test]
    async fn whole_files_and_ranges_across_chunks_read_alike_on_both_paths() {
        let dir = tempfile::tempdir().unwrap();
        let data = pattern(2 * CHUNK + CHUNK / 2 + 7);
        let path = write_file(&dir, &data);
        let len = data.len() as u64;
        let c = CHUNK as u64;
        let cases = [
            (None, 0..data.len()),
            (Some((0, 0)), 0..1),
            (Some((c - 1, c)), CHUNK - 1..CHUNK + 1),
            (Some((1, 2 * c + 5)), 1..2 * CHUNK + 6),
            (Some((2 * c, u64::MAX)), 2 * CHUNK..data.len()),
            (Some((len - 1, len - 1)), data.len() - 1..data.len()),
        ];
        for (range, expected) in cases {
            let fast = open_range(path.clone(), "videos/v.mp4", range).await.unwrap();
            let slow = open_blocking(path.clone(), "videos/v.mp4".into(), range).await.unwrap();
            assert_eq!(fast.meta, slow.meta);
            assert_eq!(fast.meta.len, len);
            let answered = Some((expected.start as u64, expected.end as u64 - 1));
            assert_eq!(fast.range, range.and(answered), "{range:?}");
            assert_eq!(slow.range, fast.range);
            assert_eq!(bytes_of(fast).await, &data[expected.clone()], "{range:?}");
            assert_eq!(bytes_of(slow).await, &data[expected], "{range:?}");
        }
    }

    #[tokio::test]
    async fn missing_files_folders_and_ranges_past_the_end_are_refused_on_both_paths() {
        let dir = tempfile::tempdir().unwrap();
        let path = write_file(&dir, b"0123456789");
        let missing = dir.path().join("missing.mp4");
        for (path, range) in [(missing.clone(), None), (dir.path().to_owned(), None)] {
            let fast = open_range(path.clone(), "videos/v.mp4", range).await.err();
            let slow = open_blocking(path.clone(), "videos/v.mp4".into(), range).await.err();
            assert!(matches!(fast, Some(MediaError::NotFound)), "{path:?}: {fast:?}");
            assert!(matches!(slow, Some(MediaError::NotFound)), "{path:?}: {slow:?}");
        }
        for range in [(10, 10), (11, 20), (5, 4), (u64::MAX, u64::MAX)] {
            let fast = open_range(path.clone(), "videos/v.mp4", Some(range)).await.err();
            let slow = open_blocking(path.clone(), "videos/v.mp4".into(), Some(range)).await.err();
            assert!(matches!(fast, Some(MediaError::RangeNotSatisfiable { len: 10 })), "{range:?}: {fast:?}");
            assert!(matches!(slow, Some(MediaError::RangeNotSatisfiable { len: 10 })), "{range:?}: {slow:?}");
        }
    }

    #[tokio::test]
    async fn a_file_cut_short_after_opening_ends_the_body_with_an_error() {
        for blocking in [false, true] {
            let dir = tempfile::tempdir().unwrap();
            let data = pattern(2 * CHUNK);
            let path = write_file(&dir, &data);
            let opened = if blocking {
                open_blocking(path.clone(), "videos/v.mp4".into(), None).await.unwrap()
            } else {
                open_range(path.clone(), "videos/v.mp4", None).await.unwrap()
            };
            std::fs::OpenOptions::new().write(true).open(&path).unwrap().set_len(CHUNK as u64 / 2).unwrap();
            let err = chunks(opened.body).await.expect_err("a short body must fail, not end early");
            assert_eq!(err.kind(), io::ErrorKind::UnexpectedEof, "blocking: {blocking}");
            assert!(err.to_string().contains("shorter than when it was opened"), "{err}");
        }
    }

    /// The point of this module: a file in the kernel's caches is opened and read on the calling
    /// thread. Fails if the flags are wrong (the calls would then be given up for good, silently).
    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn a_cached_file_is_opened_and_read_without_the_blocking_pool() {
        let dir = tempfile::tempdir().unwrap();
        let data = pattern(CHUNK + 10);
        let path = write_file(&dir, &data);
        let file = now::open(&path).unwrap().expect("openat2(RESOLVE_CACHED) opens a path just written (Linux ≥ 5.12)");
        let chunk = now::read(&file, 3, CHUNK).unwrap().expect("preadv2(RWF_NOWAIT) reads what was just written");
        assert_eq!(chunk, &data[3..CHUNK + 3]);
        assert!(now::read(&file, data.len() as u64, 1).unwrap().is_none(), "the end is left to the blocking read");
        let opened = open_now(&path, "videos/v.mp4", Some((5, 9))).unwrap().expect("opened on this thread");
        assert_eq!(bytes_of(opened).await, &data[5..10]);
    }

    /// A file the page cache has let go of is read through the blocking pool, with the same bytes.
    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn a_file_out_of_the_page_cache_is_read_through_the_blocking_pool() {
        use rustix::fs::{Advice, fadvise};

        let dir = tempfile::tempdir().unwrap();
        let data = pattern(CHUNK + CHUNK / 3);
        let path = write_file(&dir, &data);
        let file = File::open(&path).unwrap();
        // tmpfs keeps files in memory only: there, nothing can be dropped and every read is cached.
        let in_memory = rustix::fs::fstatfs(&file).unwrap().f_type as i64 == 0x0102_1994;
        if !in_memory {
            // The kernel may keep a page for a moment on a busy machine (still being written back,
            // or held in another core's batch), so the drop is asked for again, for up to 2 s.
            let mut tries = 0;
            loop {
                file.sync_all().unwrap();
                fadvise(&file, 0, None, Advice::DontNeed).unwrap();
                if now::read(&file, 0, CHUNK).unwrap().is_none() {
                    break;
                }
                tries += 1;
                assert!(tries < 100, "a dropped page reads as would-block");
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
        }
        let opened = open_range(path, "videos/v.mp4", Some((1, data.len() as u64 - 2))).await.unwrap();
        assert_eq!(bytes_of(opened).await, &data[1..data.len() - 1]);
    }
}
