//! `sankalp migrate-data`: moves a whole site (administrators, refresh tokens, failed sign-ins, video
//! posts and their media) from one database and media store to another, for example from the
//! embedded SQLite and media folder to PostgreSQL and an object store, or back.
//!
//! # What it does, in order
//!
//! 1. Opens both databases (migrations run, as at start-up) and both media stores. A SQLite source
//!    must exist. Errors name the flag they are about (`--from`, `--to`, `--from-media`, `--to-media`).
//! 2. Refuses, before writing anything, a target database with any row or a target media store with
//!    any file. The default content a target loads when it is started once is no obstacle: untouched
//!    (no history), it is replaced by the source's content in the same transaction.
//! 3. Reads every source row in one snapshot ([`Store::export_all`]).
//! 4. Copies every media file a post names through the [`MediaStore`] interface (a temporary file in
//!    the target's `temp_dir()`, then `put_file`), hashing it with SHA-256 on the way, and reads each
//!    back from the target to check the hash. Files no post names (orphans) are not copied.
//! 5. Writes the rows into the target in one transaction ([`Store::import_all`]) that commits only when
//!    the rows it reads back have the same per-table digests as the source.
//! 6. Reads the committed target again and compares the digests once more.
//!
//! On a failure in steps 4 or 5 the files already copied are deleted, so the target is left as empty
//! as it was found (a crash of the process itself would leave copied files: with an empty database,
//! start-up repair of the target deletes them as orphans, and a second run is refused until then).
//!
//! Stop the site (or keep it from taking uploads) while it is moved: rows written to the source after
//! the snapshot are not copied.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context as _;
use sha2::{Digest as _, Sha256};
use tokio::io::AsyncReadExt as _;
use tokio_util::io::StreamReader;

use sankalp_db::{Db, DynStore, ImportError, Store, TableDigest};
use sankalp_media::storage::content_type_for_key;
use sankalp_media::{DynMediaStore, MediaError, MediaStore, TempFile};

/// Where a site's data comes from and goes to, as given on the command line.
#[derive(Debug, Clone)]
pub struct MigrateOptions {
    pub from: String,
    pub to: String,
    /// Defaults to the `media` folder beside a SQLite source database; required for PostgreSQL.
    pub from_media: Option<String>,
    pub to_media: Option<String>,
}

/// What was copied and checked.
#[derive(Debug, Clone)]
pub struct MigrateReport {
    /// Per-table row counts and digests, equal in source and target.
    pub tables: Vec<TableDigest>,
    pub media_files: usize,
    pub media_bytes: u64,
    /// Files in the source media store that no post names (left behind).
    pub orphans_skipped: usize,
}

impl std::fmt::Display for MigrateReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Copied and verified (the same in source and target):")?;
        for table in &self.tables {
            writeln!(f, "  {table}")?;
        }
        write!(
            f,
            "  media           {:>7} files, {} bytes, each read back from the target with the source's SHA-256",
            self.media_files, self.media_bytes
        )?;
        if self.orphans_skipped > 0 {
            write!(f, "\n  ({} source media files named by no post were not copied)", self.orphans_skipped)?;
        }
        Ok(())
    }
}

/// Opens a media store from its URL: `file://DIR` or `s3://BUCKET/PREFIX` (with the AWS_* variables), as
/// `SANKALP_MEDIA_URL` does; an S3 store receives its temporary files under `data_dir`.
/// A relative `file://` folder is relative to the working directory, as for `SANKALP_MEDIA_URL`.
pub async fn open_media_store(url: &str, data_dir: &Path) -> anyhow::Result<DynMediaStore> {
    sankalp_media::open_store(url, data_dir).await
}

/// The file behind a `sqlite://PATH` URL (query string dropped), or `None` for other schemes.
pub fn sqlite_path(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| PathBuf::from(path))
}

/// Opens the database named by `url` for the flag `flag`; a missing SQLite file is an error when
/// `must_exist` (a source), and created otherwise (a target).
pub async fn open_database(flag: &str, url: &str, must_exist: bool) -> anyhow::Result<DynStore> {
    if url.starts_with("sqlite:") {
        let path = sqlite_path(url).with_context(|| {
            format!("{flag}: a SQLite URL needs a file, as in sqlite:///var/lib/sankalp/sankalp.db")
        })?;
        if must_exist && !path.is_file() {
            anyhow::bail!("{flag}: there is no SQLite database at {}", path.display());
        }
        let store = Db::open_sqlite(url)
            .await
            .with_context(|| format!("{flag}: cannot open the SQLite database {}", path.display()))?;
        Ok(Arc::new(store))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let store = Db::open_postgres(url).await.with_context(|| {
            format!("{flag}: cannot open the PostgreSQL database {}", crate::config::redact_url(url))
        })?;
        Ok(Arc::new(store))
    } else {
        anyhow::bail!("{flag} must be a database URL starting with sqlite:// or postgres://, not {url:?}")
    }
}

/// The media store for `flag`: the given URL, or the `media` folder beside a SQLite database.
async fn media_for(flag: &str, db_flag: &str, media_url: Option<&str>, db_url: &str) -> anyhow::Result<DynMediaStore> {
    let db_dir = sqlite_path(db_url).map(|p| p.parent().map(Path::to_path_buf).unwrap_or_default());
    let data_dir = db_dir.clone().unwrap_or_else(|| PathBuf::from("."));
    match media_url {
        Some(url) => open_media_store(url, &data_dir).await.context(flag.to_owned()),
        None => match db_dir {
            Some(dir) => {
                let url = format!("file://{}", dir.join("media").display());
                open_media_store(&url, &data_dir).await.with_context(|| format!("{flag} (default beside {db_flag})"))
            }
            None => anyhow::bail!("{flag} is needed when {db_flag} is not a SQLite database (as in file:///srv/media)"),
        },
    }
}

pub async fn migrate_data(options: &MigrateOptions) -> anyhow::Result<MigrateReport> {
    check_database_url("--from", &options.from)?;
    check_database_url("--to", &options.to)?;
    let same_file = match (sqlite_path(&options.from), sqlite_path(&options.to)) {
        (Some(a), Some(b)) => std::fs::canonicalize(&a).ok().is_some_and(|a| std::fs::canonicalize(&b).ok() == Some(a)),
        _ => false,
    };
    anyhow::ensure!(options.from != options.to && !same_file, "--to names the same database as --from");
    // Opened in this order so that a bad flag is reported before anything is created for the target.
    let source = open_database("--from", &options.from, true).await?;
    let result = async {
        let from_media = media_for("--from-media", "--from", options.from_media.as_deref(), &options.from).await?;
        let to_media = media_for("--to-media", "--to", options.to_media.as_deref(), &options.to).await?;
        anyhow::ensure!(
            !same_store(from_media.as_ref(), to_media.as_ref()),
            "--to-media names the same media store as --from-media"
        );
        let target = open_database("--to", &options.to, false).await?;
        let result = migrate_between(source.as_ref(), from_media.as_ref(), target.as_ref(), to_media.as_ref()).await;
        target.close().await;
        result
    }
    .await;
    source.close().await;
    result
}

fn check_database_url(flag: &str, url: &str) -> anyhow::Result<()> {
    let known = ["sqlite:", "postgres://", "postgresql://"];
    anyhow::ensure!(
        known.iter().any(|prefix| url.starts_with(prefix)),
        "{flag} must be a database URL starting with sqlite:// or postgres://, not {url:?}"
    );
    Ok(())
}

async fn migrate_between(
    source: &dyn Store,
    from_media: &dyn MediaStore,
    target: &dyn Store,
    to_media: &dyn MediaStore,
) -> anyhow::Result<MigrateReport> {
    // Refuse a non-empty target before writing anything.
    let present = target.export_all().await.context("--to: cannot read the target database")?;
    anyhow::ensure!(
        present.is_empty() || present.holds_only_seeded_content(),
        "--to: {}",
        ImportError::NotEmpty(present.describe_counts())
    );
    let target_keys = to_media.list_keys().await.context("--to-media: cannot list the target media store")?;
    anyhow::ensure!(
        target_keys.is_empty(),
        "--to-media: the target media store is not empty ({} files, such as {}); migrate-data only writes into an \
         empty site",
        target_keys.len(),
        target_keys[0]
    );
    let source_keys = from_media.list_keys().await.context("--from-media: cannot list the source media store")?;

    let dump = source.export_all().await.context("--from: cannot read the source database")?;
    let keys = dump.media_keys();
    let orphans_skipped = source_keys.iter().filter(|k| !keys.contains(k)).count();

    let mut copied = Vec::with_capacity(keys.len());
    let mut media_bytes = 0;
    let copy = async {
        for key in &keys {
            let (len, _) = copy_object(from_media, to_media, key, &mut copied)
                .await
                .with_context(|| format!("copying the media file {key}"))?;
            media_bytes += len;
        }
        target.import_all(&dump).await.context("--to: writing the rows")
    };
    if let Err(err) = copy.await {
        let removed = remove_all(to_media, &copied).await;
        return Err(err.context(format!("nothing was committed; {removed} copied media files were deleted again")));
    }

    let written = target.export_all().await.context("--to: reading the rows back")?;
    let (expected, found) = (dump.digests(), written.digests());
    anyhow::ensure!(expected == found, "the target's rows differ from the source's after the commit: {found:?}");
    Ok(MigrateReport { tables: found, media_files: keys.len(), media_bytes, orphans_skipped })
}

/// A file a post names is not in the source media store.
#[derive(Debug, thiserror::Error)]
#[error("the source media store has no file {0}, which a post names")]
pub struct MissingMedia(pub String);

/// Both local stores over one folder (a local store's `temp_dir` is inside its folder).
fn same_store(a: &dyn MediaStore, b: &dyn MediaStore) -> bool {
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_owned());
    a.backend() == "local" && b.backend() == "local" && canonical(a.temp_dir()) == canonical(b.temp_dir())
}

/// Copies `key` from `from` to `to` through a temporary file, then reads it back from `to` and checks
/// its SHA-256. Pushes `key` onto `copied` as soon as it may exist in `to`. Returns the length and
/// the hex SHA-256.
pub async fn copy_object(
    from: &dyn MediaStore,
    to: &dyn MediaStore,
    key: &str,
    copied: &mut Vec<String>,
) -> anyhow::Result<(u64, String)> {
    let source = match from.get_range(key, None).await {
        Ok(found) => found,
        Err(MediaError::NotFound) => return Err(MissingMedia(key.to_owned()).into()),
        Err(err) => return Err(err).context("reading the source"),
    };
    let mut temp = TempFile::create_in(to.temp_dir()).await.context("creating a temporary file")?;
    let mut reader = StreamReader::new(source.body);
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = reader.read(&mut buf).await.context("reading the source")?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        temp.write_chunk(&buf[..n]).await.context("writing a temporary file")?;
    }
    temp.finish().await.context("writing a temporary file")?;
    let len = temp.len();
    anyhow::ensure!(len == source.meta.len, "the source said {} bytes and gave {len}", source.meta.len);
    let sha256 = hex::encode(hasher.finalize());
    let content_type = content_type_for_key(key).unwrap_or("application/octet-stream");
    copied.push(key.to_owned());
    to.put_file(key, temp.path(), content_type).await.context("storing in the target")?;
    let (read_len, read_sha) = hash_object(to, key).await.context("reading the copy back from the target")?;
    anyhow::ensure!(
        read_len == len && read_sha == sha256,
        "the copy in the target differs: {read_len} bytes with SHA-256 {read_sha}, expected {len} bytes with {sha256}"
    );
    Ok((len, sha256))
}

/// Length and hex SHA-256 of a stored file.
pub async fn hash_object(store: &dyn MediaStore, key: &str) -> anyhow::Result<(u64, String)> {
    let found = store.get_range(key, None).await?;
    let mut reader = StreamReader::new(found.body);
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    let mut len = 0u64;
    loop {
        let n = reader.read(&mut buf).await?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        len += n as u64;
    }
    Ok((len, hex::encode(hasher.finalize())))
}

/// Deletes `keys`, logging failures; returns how many were deleted.
pub async fn remove_all(store: &dyn MediaStore, keys: &[String]) -> usize {
    let mut removed = 0;
    for key in keys {
        match store.delete(key).await {
            Ok(()) => removed += 1,
            Err(err) => tracing::warn!(key, error = %err, "cannot delete a copied media file"),
        }
    }
    removed
}
