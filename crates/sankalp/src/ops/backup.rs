//! `sankalp backup DIR`: a consistent copy of a SQLite site while it serves.
//!
//! # Why the copy is consistent
//!
//! 1. The database is copied with `VACUUM INTO`, which reads in one transaction: the copy is the
//!    database as it was at one instant T, whatever the server writes meanwhile.
//! 2. Then the media files *named by that copy* are copied. An upload stores its files before it
//!    commits its row, so every file a row committed by T names was complete at T; and a key is never
//!    rewritten with other content, so copying it later gives exactly the bytes it had at T. Files
//!    uploaded after T are named by no row of the copy and are not copied (no orphans in the backup).
//! 3. A post deleted after T may have lost its files before they were copied. Such a post is removed
//!    from the copy too (and reported): the backup then holds the site at T with that later deletion
//!    applied, which is still a state in which every row names complete files.
//!
//! The generated signing secret (`DATA_DIR/jwt-secret`) is copied too, so sessions stay valid on a
//! restored site. The result is itself a data directory: `sankalp serve --data-dir DIR` serves it.
//!
//! PostgreSQL sites are not handled here: use `pg_dump` for the database and the object store's
//! versioning or replication for media (see the README).

use std::path::{Path, PathBuf};
use std::str::FromStr as _;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use sqlx::Connection as _;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

use crate::features::auth::secret::SECRET_FILE;
use crate::ops::migrate::{MissingMedia, copy_object, open_media_store, remove_all, sqlite_path};
use sankalp_db::{ContentStore as _, DarshanStore as _, Db, Store};
use sankalp_media::storage::TEMP_DIR_NAME;
use sankalp_media::{LocalMediaStore, MediaStore};

/// What the backup holds.
#[derive(Debug, Clone)]
pub struct BackupReport {
    pub posts: usize,
    pub media_files: usize,
    pub media_bytes: u64,
    /// Posts deleted (their media gone) between the database copy and the media copy.
    pub dropped_posts: Vec<String>,
    /// Whether `DATA_DIR/jwt-secret` was copied.
    pub secret_copied: bool,
}

/// Backs up the site in `data_dir` (database `database_url`, media `media_url` or `DATA_DIR/media`)
/// into `dest`, which must be missing or empty. On failure nothing is left in `dest`.
pub async fn backup(
    data_dir: &Path,
    database_url: &str,
    media_url: Option<&str>,
    dest: &Path,
) -> anyhow::Result<BackupReport> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        anyhow::bail!(
            "backup copies SQLite sites; for PostgreSQL use pg_dump (pg_dump -Fc -f site.dump \"$DATABASE_URL\") and \
             the object store's versioning or replication for media (README: Backups and restore)"
        );
    }
    let db_path = sqlite_path(database_url).context("DATABASE_URL must be sqlite://PATH or postgres://…")?;
    anyhow::ensure!(db_path.is_file(), "DATABASE_URL: there is no SQLite database at {}", db_path.display());
    let media_url = media_url.map_or_else(|| format!("file://{}", data_dir.join("media").display()), str::to_owned);
    let source_media = open_media_store(&media_url, data_dir).await.context("SANKALP_MEDIA_URL")?;

    let created = prepare_dest(dest)?;
    let result = backup_into(data_dir, database_url, source_media.as_ref(), dest).await;
    if result.is_err() {
        let cleaned = if created { std::fs::remove_dir_all(dest) } else { empty_dir(dest) };
        if let Err(err) = cleaned {
            tracing::warn!(dest = %dest.display(), error = %err, "cannot remove a partial backup");
        }
    }
    result
}

/// Creates `dest` (owner-only: it holds password hashes and the signing secret), or accepts it empty.
/// True when it was created.
fn prepare_dest(dest: &Path) -> anyhow::Result<bool> {
    match std::fs::read_dir(dest) {
        Ok(mut entries) => {
            anyhow::ensure!(
                entries.next().is_none(),
                "{} is not empty; back up into a new or empty folder",
                dest.display()
            );
            Ok(false)
        }
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            let mut builder = std::fs::DirBuilder::new();
            builder.recursive(true);
            #[cfg(unix)]
            std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
            builder.create(dest).with_context(|| format!("cannot create {}", dest.display()))?;
            Ok(true)
        }
        Err(err) => Err(err).with_context(|| format!("cannot use {} as the backup folder", dest.display())),
    }
}

fn empty_dir(dir: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() { std::fs::remove_dir_all(&path)? } else { std::fs::remove_file(&path)? }
    }
    Ok(())
}

async fn backup_into(
    data_dir: &Path,
    database_url: &str,
    source_media: &dyn MediaStore,
    dest: &Path,
) -> anyhow::Result<BackupReport> {
    // 1. The database at one instant. No migrations run on the live database.
    let copy_path: PathBuf = dest.join("sankalp.db");
    let options = SqliteConnectOptions::from_str(database_url)?.busy_timeout(Duration::from_secs(10));
    let mut conn = SqliteConnection::connect_with(&options).await.context("DATABASE_URL: cannot open the database")?;
    sqlx::query("VACUUM INTO ?")
        .bind(copy_path.to_str().context("the backup folder's path is not UTF-8")?)
        .execute(&mut conn)
        .await
        .context("copying the database (VACUUM INTO)")?;
    conn.close().await.ok();

    // 2. The media its rows name.
    let copy_url = format!("sqlite://{}", copy_path.display());
    let copy = Db::open_sqlite(&copy_url).await.context("opening the copied database")?;
    let result = copy_media(&copy, source_media, dest).await;
    copy.close().await;
    let (posts, media_files, media_bytes, dropped_posts) = result?;
    std::fs::remove_dir(dest.join("media").join(TEMP_DIR_NAME)).ok();

    // 3. The generated signing secret, if the site uses one.
    let secret = data_dir.join(SECRET_FILE);
    let secret_copied = secret.is_file();
    if secret_copied {
        let target = dest.join(SECRET_FILE);
        std::fs::copy(&secret, &target).with_context(|| format!("copying {}", secret.display()))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600))?;
        }
    }
    Ok(BackupReport { posts, media_files, media_bytes, dropped_posts, secret_copied })
}

async fn copy_media(
    copy: &Db,
    source_media: &dyn MediaStore,
    dest: &Path,
) -> anyhow::Result<(usize, usize, u64, Vec<String>)> {
    let dest_media = Arc::new(LocalMediaStore::open(dest.join("media")).await.context("creating the media folder")?);
    let mut dropped = Vec::new();
    let (mut files, mut bytes) = (0, 0);
    let posts = copy.video_post_media().await?;
    for post in &posts {
        let mut copied = Vec::new();
        let mut post_bytes = 0;
        let mut missing = false;
        for key in &post.keys {
            match copy_object(source_media, dest_media.as_ref(), key, &mut copied).await {
                Ok((len, _)) => post_bytes += len,
                Err(err) if err.downcast_ref::<MissingMedia>().is_some() => {
                    missing = true;
                    break;
                }
                Err(err) => return Err(err.context(format!("copying the media file {key}"))),
            }
        }
        if missing {
            tracing::warn!(post = %post.id, "a post's media is gone (deleted after the database copy): left out");
            remove_all(dest_media.as_ref(), &copied).await;
            copy.delete_video_post(&post.id).await?;
            dropped.push(post.id.clone());
        } else {
            files += copied.len();
            bytes += post_bytes;
        }
    }
    // The files content entries name (gallery photos): one missing was deleted after the database copy
    // (its entry too, or it would not have been deleted), so it is left out.
    let snapshot = copy.content_snapshot().await?;
    for key in snapshot.entries.iter().flat_map(|e| sankalp_db::dump::media_urls(&e.body)) {
        let mut copied = Vec::new();
        match copy_object(source_media, dest_media.as_ref(), &key, &mut copied).await {
            Ok((len, _)) => {
                files += 1;
                bytes += len;
            }
            Err(err) if err.downcast_ref::<MissingMedia>().is_some() => {
                tracing::warn!(key, "a content entry's media file is gone (deleted after the database copy): left out");
            }
            Err(err) => return Err(err.context(format!("copying the media file {key}"))),
        }
    }
    Ok((posts.len() - dropped.len(), files, bytes, dropped))
}
