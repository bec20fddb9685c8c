//! The [`MediaStore`] over a local folder (`DATA_DIR/media` by default); the key and folder layout
//! are described in [`storage`](crate::storage).

use std::io;
use std::path::{Path, PathBuf};

use async_trait::async_trait;

use crate::file_read;
use crate::storage::{
    GetResult, MediaError, MediaStore, Meta, TEMP_DIR_NAME, TEMP_SUFFIX, blocking, check_key, clean_temp_dir,
    is_missing, is_valid_key, meta_of,
};

/// How deep `list_keys` descends; the layout has two levels.
const MAX_LIST_DEPTH: usize = 8;

/// A [`MediaStore`] over a local folder (`DATA_DIR/media` by default).
#[derive(Debug, Clone)]
pub struct LocalMediaStore {
    root: PathBuf,
    temp: PathBuf,
}

impl LocalMediaStore {
    /// Opens the store at `root`, creating it and its temporary folder if needed.
    pub async fn open(root: impl Into<PathBuf>) -> io::Result<Self> {
        let root = root.into();
        let temp = root.join(TEMP_DIR_NAME);
        let store = Self { root, temp };
        let (root, temp) = (store.root.clone(), store.temp.clone());
        blocking(move || {
            std::fs::create_dir_all(&temp)?;
            sync_dir(&root)
        })
        .await?;
        Ok(store)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn path_of(&self, key: &str) -> Result<PathBuf, MediaError> {
        check_key(key)?;
        Ok(self.root.join(key))
    }
}

#[async_trait]
impl MediaStore for LocalMediaStore {
    fn backend(&self) -> &'static str {
        "local"
    }

    fn temp_dir(&self) -> &Path {
        &self.temp
    }

    async fn put_file(&self, key: &str, temp_path: &Path, _content_type: &str) -> Result<Meta, MediaError> {
        let dest = self.path_of(key)?;
        let (root, temp_dir, src, key) = (self.root.clone(), self.temp.clone(), temp_path.to_owned(), key.to_owned());
        blocking(move || put_blocking(&root, &temp_dir, &src, &dest, &key)).await.map_err(MediaError::Io)
    }

    async fn get_range(&self, key: &str, range: Option<(u64, u64)>) -> Result<GetResult, MediaError> {
        file_read::open_range(self.path_of(key)?, key, range).await
    }

    async fn head(&self, key: &str) -> Result<Option<Meta>, MediaError> {
        let path = self.path_of(key)?;
        match tokio::fs::metadata(&path).await {
            Ok(metadata) if metadata.is_file() => Ok(Some(meta_of(&metadata, key))),
            Ok(_) => Ok(None),
            Err(err) if is_missing(&err) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    async fn delete(&self, key: &str) -> Result<(), MediaError> {
        let path = self.path_of(key)?;
        // No directory sync: a removal lost to a crash leaves an orphan, which start-up repair finds.
        match tokio::fs::remove_file(&path).await {
            Ok(()) => Ok(()),
            Err(err) if is_missing(&err) => Ok(()),
            Err(err) => Err(err.into()),
        }
    }

    async fn list_keys(&self) -> Result<Vec<String>, MediaError> {
        let root = self.root.clone();
        let mut keys = blocking(move || {
            let mut keys = Vec::new();
            list_into(&root, "", 0, &mut keys)?;
            Ok(keys)
        })
        .await?;
        keys.sort();
        Ok(keys)
    }

    async fn clean_temp(&self) -> Result<usize, MediaError> {
        let temp = self.temp.clone();
        Ok(blocking(move || clean_temp_dir(&temp)).await?)
    }
}

fn put_blocking(root: &Path, temp_dir: &Path, src: &Path, dest: &Path, key: &str) -> io::Result<Meta> {
    let parent = dest.parent().expect("a key joined to the root has a parent");
    let mut created = Vec::new();
    let mut dir = parent;
    while dir != root && !dir.exists() {
        created.push(dir.to_owned());
        dir = dir.parent().expect("keys stay under the root");
    }
    std::fs::create_dir_all(parent)?;

    // The data must be on disk before the name points at it, or a crash could expose a short file.
    std::fs::OpenOptions::new().write(true).open(src)?.sync_all()?;
    match std::fs::rename(src, dest) {
        Ok(()) => {}
        Err(err) if err.kind() == io::ErrorKind::CrossesDevices => copy_then_rename(temp_dir, src, dest)?,
        Err(err) => return Err(err),
    }
    sync_dir(parent)?;
    // Newly created folders must be recorded in their own parents too.
    for dir in &created {
        sync_dir(dir.parent().expect("created folders are under the root"))?;
    }
    Ok(meta_of(&std::fs::metadata(dest)?, key))
}

/// For a temporary file on another file system: copy beside the store first, so the step that
/// makes the key visible is still one rename.
fn copy_then_rename(temp_dir: &Path, src: &Path, dest: &Path) -> io::Result<()> {
    let staged = temp_dir.join(format!("{}{TEMP_SUFFIX}", uuid::Uuid::now_v7().simple()));
    let result = (|| {
        std::fs::copy(src, &staged)?;
        std::fs::OpenOptions::new().write(true).open(&staged)?.sync_all()?;
        std::fs::rename(&staged, dest)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&staged);
        return result;
    }
    std::fs::remove_file(src)
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

fn list_into(dir: &Path, prefix: &str, depth: usize, keys: &mut Vec<String>) -> io::Result<()> {
    if depth > MAX_LIST_DEPTH {
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if name.starts_with('.') {
            continue;
        }
        let key = format!("{prefix}{name}");
        // `file_type` does not follow symbolic links, so a link never leads the walk outside.
        let file_type = entry.file_type()?;
        if file_type.is_dir() {
            list_into(&entry.path(), &format!("{key}/"), depth + 1, keys)?;
        } else if file_type.is_file() && is_valid_key(&key) {
            keys.push(key);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    use crate::storage::*;

    async fn store() -> (tempfile::TempDir, LocalMediaStore) {
        let dir = tempfile::tempdir().unwrap();
        let store = LocalMediaStore::open(dir.path().join("media")).await.unwrap();
        (dir, store)
    }

    async fn temp_with(store: &LocalMediaStore, bytes: &[u8]) -> TempFile {
        let mut temp = TempFile::create_in(store.temp_dir()).await.unwrap();
        temp.write_chunk(bytes).await.unwrap();
        temp.finish().await.unwrap();
        temp
    }

    async fn collect(result: GetResult) -> Vec<u8> {
        let mut body = result.body;
        let mut out = Vec::new();
        while let Some(chunk) = std::future::poll_fn(|cx| body.as_mut().poll_next(cx)).await {
            out.extend_from_slice(&chunk.unwrap());
        }
        out
    }

    fn files_under(dir: &Path) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_dir() {
                out.extend(files_under(&entry.path()));
            } else {
                out.push(entry.path());
            }
        }
        out
    }

    #[test]
    fn keys_follow_the_rules() {
        for good in ["videos/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b.mp4", "thumbs/abc-640.jpg", "a", "a/b/c_d-e.f"] {
            assert!(is_valid_key(good), "{good} should be valid");
        }
        let long = "a".repeat(MAX_KEY_LEN + 1);
        for bad in [
            "",
            "/etc/passwd",
            "../secret",
            "videos/../../secret",
            "videos/..",
            "videos/.",
            "..",
            "a//b",
            "a/",
            "Videos/x.mp4",
            "videos\\x.mp4",
            "..\\x",
            ".tmp/x.part",
            "videos/.hidden",
            "videos/a b.mp4",
            "videos/%2e%2e/x",
            "videos/é.mp4",
            "videos/x.mp4\0",
            "videos/x:y",
            long.as_str(),
        ] {
            assert!(!is_valid_key(bad), "{bad:?} should be invalid");
        }
    }

    #[test]
    fn content_types_come_from_the_extension() {
        assert_eq!(content_type_for_key("videos/a.mp4"), Some("video/mp4"));
        assert_eq!(content_type_for_key("thumbs/a-320.jpg"), Some("image/jpeg"));
        assert_eq!(content_type_for_key("x.png"), Some("image/png"));
        assert_eq!(content_type_for_key("x.html"), None);
        assert_eq!(content_type_for_key("noext"), None);
    }

    #[test]
    fn media_ids_make_valid_keys_and_are_found_again() {
        let id = MediaId::generate();
        assert_eq!(id.as_str().len(), 32);
        assert!(id.as_str().bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        assert_ne!(id, MediaId::generate());
        for key in [id.video_key(), id.thumbnail_key(320), id.thumbnail_key(1280)] {
            assert!(is_valid_key(&key), "{key}");
            assert_eq!(MediaId::of_key(&key), Some(id.clone()), "{key}");
        }
        assert_eq!(id.video_key(), format!("videos/{id}.mp4"));
        assert_eq!(id.thumbnail_key(640), format!("thumbs/{id}-640.jpg"));
        for foreign in
            ["videos/x.mov", "thumbs/abc.jpg", "thumbs/abc-.jpg", "thumbs/abc-12a.jpg", "other/abc.mp4", "videos/.mp4"]
        {
            assert_eq!(MediaId::of_key(foreign), None, "{foreign}");
        }
        let age = id.created_at().unwrap().elapsed().unwrap_or_default();
        assert!(age < std::time::Duration::from_secs(60), "{age:?}");
        assert_eq!(MediaId::parse("abc").unwrap().created_at(), None);
        assert_eq!(MediaId::parse("ABC"), None);
        assert_eq!(MediaId::parse(""), None);
        assert_eq!(MediaId::parse(&"a".repeat(65)), None);
        assert_eq!(MediaId::parse("a/b"), None);
    }

    #[tokio::test]
    async fn the_store_is_object_safe() {
        let (_dir, store) = store().await;
        let dynamic: DynMediaStore = Arc::new(store);
        assert_eq!(dynamic.backend(), "local");
        assert!(dynamic.list_keys().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn put_moves_the_temp_file_into_place() {
        let (_dir, store) = store().await;
        let temp = temp_with(&store, b"hello video").await;
        assert_eq!(temp.len(), 11);
        let meta = store.put_file("videos/abc.mp4", temp.path(), "video/mp4").await.unwrap();
        assert_eq!(meta.len, 11);
        assert_eq!(meta.content_type.as_deref(), Some("video/mp4"));
        assert!(meta.etag.starts_with('"') && meta.etag.ends_with('"') && meta.etag.len() > 2);
        assert!(!temp.path().exists(), "the temporary file moved");
        assert_eq!(std::fs::read(store.root().join("videos/abc.mp4")).unwrap(), b"hello video");
        assert_eq!(store.head("videos/abc.mp4").await.unwrap(), Some(meta));
        drop(temp);
        assert_eq!(store.list_keys().await.unwrap(), ["videos/abc.mp4"]);
        assert!(files_under(store.temp_dir()).is_empty());
    }

    #[tokio::test]
    async fn put_from_another_folder_works() {
        let (dir, store) = store().await;
        let outside = dir.path().join("upload.part");
        std::fs::write(&outside, b"x").unwrap();
        store.put_file("thumbs/deep/er/a-320.jpg", &outside, "image/jpeg").await.unwrap();
        assert!(!outside.exists());
        assert_eq!(store.list_keys().await.unwrap(), ["thumbs/deep/er/a-320.jpg"]);
    }

    #[tokio::test]
    async fn put_with_a_bad_key_touches_nothing() {
        let (dir, store) = store().await;
        let temp = temp_with(&store, b"data").await;
        for key in ["../escape.mp4", "/abs.mp4", ".tmp/x.part", "videos/../../x.mp4", "videos\\x.mp4"] {
            let err = store.put_file(key, temp.path(), "video/mp4").await.unwrap_err();
            assert!(matches!(err, MediaError::InvalidKey(_)), "{key}: {err:?}");
        }
        assert!(temp.path().exists(), "the caller still owns the temporary file");
        assert!(store.list_keys().await.unwrap().is_empty());
        assert!(!dir.path().join("escape.mp4").exists());
        assert!(!dir.path().join("x.mp4").exists());
        drop(temp);
        assert!(files_under(store.temp_dir()).is_empty());
    }

    #[tokio::test]
    async fn put_of_a_missing_temp_file_fails_cleanly() {
        let (_dir, store) = store().await;
        let missing = store.temp_dir().join("nope.part");
        let err = store.put_file("videos/a.mp4", &missing, "video/mp4").await.unwrap_err();
        assert!(matches!(err, MediaError::Io(_)), "{err:?}");
        assert!(store.list_keys().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn get_serves_whole_files_and_ranges() {
        let (_dir, store) = store().await;
        let data: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
        let temp = temp_with(&store, &data).await;
        store.put_file("videos/v.mp4", temp.path(), "video/mp4").await.unwrap();

        let whole = store.get_range("videos/v.mp4", None).await.unwrap();
        assert_eq!(whole.range, None);
        assert_eq!(whole.meta.len, 200_000);
        assert_eq!(collect(whole).await, data);

        let first_two = store.get_range("videos/v.mp4", Some((0, 1))).await.unwrap();
        assert_eq!(first_two.range, Some((0, 1)));
        assert_eq!(collect(first_two).await, &data[..2]);

        let middle = store.get_range("videos/v.mp4", Some((70_000, 150_000))).await.unwrap();
        assert_eq!(collect(middle).await, &data[70_000..=150_000]);

        let clamped = store.get_range("videos/v.mp4", Some((199_990, u64::MAX))).await.unwrap();
        assert_eq!(clamped.range, Some((199_990, 199_999)));
        assert_eq!(collect(clamped).await, &data[199_990..]);

        let last = store.get_range("videos/v.mp4", Some((199_999, 199_999))).await.unwrap();
        assert_eq!(collect(last).await, &data[199_999..]);

        for bad in [(200_000, 200_001), (u64::MAX, u64::MAX), (10, 9)] {
            let err = store.get_range("videos/v.mp4", Some(bad)).await.unwrap_err();
            assert!(matches!(err, MediaError::RangeNotSatisfiable { len: 200_000 }), "{bad:?}: {err:?}");
        }
    }

    #[tokio::test]
    async fn an_empty_file_has_no_satisfiable_range() {
        let (_dir, store) = store().await;
        let temp = temp_with(&store, b"").await;
        assert!(temp.is_empty());
        store.put_file("videos/e.mp4", temp.path(), "video/mp4").await.unwrap();
        assert_eq!(collect(store.get_range("videos/e.mp4", None).await.unwrap()).await, b"");
        let err = store.get_range("videos/e.mp4", Some((0, 0))).await.unwrap_err();
        assert!(matches!(err, MediaError::RangeNotSatisfiable { len: 0 }));
    }

    #[tokio::test]
    async fn missing_folders_and_bad_keys_are_not_found() {
        let (dir, store) = store().await;
        std::fs::write(dir.path().join("secret.txt"), b"outside").unwrap();
        assert!(matches!(store.get_range("videos/none.mp4", None).await, Err(MediaError::NotFound)));
        assert_eq!(store.head("videos/none.mp4").await.unwrap(), None);
        // A folder is not a file.
        std::fs::create_dir_all(store.root().join("videos")).unwrap();
        assert!(matches!(store.get_range("videos", None).await, Err(MediaError::NotFound)));
        assert_eq!(store.head("videos").await.unwrap(), None);
        // Nor is a name below a file.
        let temp = temp_with(&store, b"video").await;
        store.put_file("videos/v.mp4", temp.path(), "video/mp4").await.unwrap();
        assert!(matches!(store.get_range("videos/v.mp4/x.mp4", None).await, Err(MediaError::NotFound)));
        assert!(matches!(store.get_range("videos/v.mp4/x.mp4", Some((0, 1))).await, Err(MediaError::NotFound)));
        assert_eq!(store.head("videos/v.mp4/x.mp4").await.unwrap(), None);
        store.delete("videos/v.mp4/x.mp4").await.unwrap();
        assert!(store.head("videos/v.mp4").await.unwrap().is_some());
        for key in ["../secret.txt", "videos/../../secret.txt", "/etc/passwd"] {
            assert!(matches!(store.get_range(key, None).await, Err(MediaError::InvalidKey(_))), "{key}");
            assert!(matches!(store.head(key).await, Err(MediaError::InvalidKey(_))), "{key}");
            assert!(matches!(store.delete(key).await, Err(MediaError::InvalidKey(_))), "{key}");
        }
        assert!(dir.path().join("secret.txt").exists());
    }

    #[tokio::test]
    async fn etags_differ_between_files_and_stay_stable() {
        let (_dir, store) = store().await;
        let a = temp_with(&store, b"one").await;
        let b = temp_with(&store, b"three").await;
        let meta_a = store.put_file("thumbs/a-320.jpg", a.path(), "image/jpeg").await.unwrap();
        let meta_b = store.put_file("thumbs/b-320.jpg", b.path(), "image/jpeg").await.unwrap();
        assert_ne!(meta_a.etag, meta_b.etag);
        assert_eq!(store.head("thumbs/a-320.jpg").await.unwrap().unwrap().etag, meta_a.etag);
        let got = store.get_range("thumbs/a-320.jpg", Some((0, 0))).await.unwrap();
        assert_eq!(got.meta, meta_a);
    }

    #[tokio::test]
    async fn delete_is_idempotent() {
        let (_dir, store) = store().await;
        let temp = temp_with(&store, b"x").await;
        store.put_file("videos/d.mp4", temp.path(), "video/mp4").await.unwrap();
        store.delete("videos/d.mp4").await.unwrap();
        assert_eq!(store.head("videos/d.mp4").await.unwrap(), None);
        store.delete("videos/d.mp4").await.unwrap();
        assert!(store.list_keys().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn list_keys_skips_temp_hidden_foreign_and_linked_files() {
        let (dir, store) = store().await;
        let root = store.root();
        std::fs::create_dir_all(root.join("videos")).unwrap();
        std::fs::create_dir_all(root.join("thumbs")).unwrap();
        std::fs::write(root.join("videos/b.mp4"), b"").unwrap();
        std::fs::write(root.join("thumbs/a-320.jpg"), b"").unwrap();
        std::fs::write(root.join("videos/.hidden"), b"").unwrap();
        std::fs::write(root.join("videos/Upper.MP4"), b"").unwrap();
        std::fs::write(store.temp_dir().join("x.part"), b"").unwrap();
        #[cfg(unix)]
        {
            std::fs::create_dir(dir.path().join("outside")).unwrap();
            std::fs::write(dir.path().join("outside/leak.jpg"), b"").unwrap();
            std::os::unix::fs::symlink(dir.path().join("outside"), root.join("linked")).unwrap();
            std::os::unix::fs::symlink(dir.path().join("outside/leak.jpg"), root.join("thumbs/l-320.jpg")).unwrap();
        }
        assert_eq!(store.list_keys().await.unwrap(), ["thumbs/a-320.jpg", "videos/b.mp4"]);
    }

    #[tokio::test]
    async fn clean_temp_removes_only_part_files() {
        let (_dir, store) = store().await;
        let temp = store.temp_dir();
        std::fs::write(temp.join("a.part"), b"1").unwrap();
        std::fs::write(temp.join("b.part"), b"2").unwrap();
        std::fs::write(temp.join("keep.txt"), b"3").unwrap();
        std::fs::create_dir(temp.join("dir.part")).unwrap();
        assert_eq!(store.clean_temp().await.unwrap(), 2);
        assert!(!temp.join("a.part").exists() && !temp.join("b.part").exists());
        assert!(temp.join("keep.txt").exists() && temp.join("dir.part").is_dir());
        assert_eq!(store.clean_temp().await.unwrap(), 0);
    }

    #[tokio::test]
    async fn clean_temp_recreates_a_missing_temp_folder() {
        let (_dir, store) = store().await;
        std::fs::remove_dir(store.temp_dir()).unwrap();
        assert_eq!(store.clean_temp().await.unwrap(), 0);
        assert!(store.temp_dir().is_dir());
    }

    #[tokio::test]
    async fn a_dropped_temp_file_leaves_nothing() {
        let (_dir, store) = store().await;
        let mut temp = TempFile::create_in(store.temp_dir()).await.unwrap();
        assert_eq!(temp.write_chunk(b"abc").await.unwrap(), 3);
        assert_eq!(temp.write_chunk(b"de").await.unwrap(), 5);
        let path = temp.path().to_owned();
        assert!(path.to_str().unwrap().ends_with(TEMP_SUFFIX));
        assert!(path.exists());
        drop(temp);
        assert!(!path.exists());

        let mut finished = temp_with(&store, b"abc").await;
        assert!(finished.write_chunk(b"more").await.is_err(), "no writes after finish");
        assert_eq!(std::fs::read(finished.path()).unwrap(), b"abc");
        drop(finished);
        assert!(files_under(store.temp_dir()).is_empty());
    }

    #[tokio::test]
    async fn temp_files_have_unique_names() {
        let (_dir, store) = store().await;
        let a = TempFile::create_in(store.temp_dir()).await.unwrap();
        let b = TempFile::create_in(store.temp_dir()).await.unwrap();
        assert_ne!(a.path(), b.path());
        assert_eq!(a.path().parent(), Some(store.temp_dir()));
    }
}
