//! Start-up repair of the media store against the database (run before serving).
//!
//! - Temporary upload files left by a crash are removed.
//! - Orphans, stored files of the post layout (`videos/<id>.mp4`, `thumbs/<id>-<w>.jpg`) that no row
//!   names, are removed: they are what a crash between storing an upload's files and committing its
//!   row, or between deleting a row and its files, leaves behind. Files outside that layout are never
//!   touched. As a guard against a misconfiguration (an empty new database pointed at an old media
//!   folder), nothing is removed when the database has no posts at all but the files belong to more
//!   than one post: that is logged instead.
//! - Gallery files (`gallery/<id>-…`) that no content entry's body names are removed the same way, with
//!   the same minimum age and guard.
//! - Rows whose files are missing are kept and logged, never deleted: a missing file more likely means
//!   a wrong or unmounted `SANKALP_MEDIA_URL` than a post that should vanish. Those posts' media
//!   answers 404 until the files are restored or the post is deleted.
//!
//! Several instances may share one store (S3) and one database: while one starts, another may be
//! between storing an upload's files and committing its row. So an orphan is only removed once its
//! media id (a UUIDv7, which records when it was made) is older than [`ORPHAN_MIN_AGE`]; younger
//! ones are left for a later start-up.

use std::collections::{BTreeSet, HashSet};
use std::time::{Duration, SystemTime};

use crate::http::upload::ORPHAN_MIN_AGE;
use sankalp_db::Store;
use sankalp_media::{MediaId, MediaStore};

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct RepairReport {
    pub temp_files_removed: usize,
    pub orphans_removed: Vec<String>,
    /// Orphans left in place by the guard described above.
    pub orphans_kept: Vec<String>,
    /// Orphans younger than the minimum age, left because an upload may still be committing them.
    pub orphans_too_recent: Vec<String>,
    /// Posts with at least one missing file.
    pub posts_missing_media: Vec<String>,
}

/// The media id of a gallery key (`gallery/<id>-<width>.webp`, `gallery/<id>.mp4`,
/// `gallery/<id>-poster-<width>.webp`).
fn gallery_id(key: &str) -> Option<MediaId> {
    let rest = key.strip_prefix("gallery/")?;
    let end = rest.find(['-', '.']).unwrap_or(rest.len());
    MediaId::parse(&rest[..end])
}

/// Gallery files (stored before their entry is written, and removed after it is deleted) that no
/// content entry names and that are old enough: a crash between the two steps. As for posts, none is
/// given when no entry names any media file but the orphans belong to more than one upload (they are
/// logged and kept in the report).
async fn gallery_orphans(
    store: &dyn Store,
    keys: &[String],
    old_enough: &dyn Fn(&MediaId) -> bool,
    report: &mut RepairReport,
) -> anyhow::Result<Vec<String>> {
    let snapshot = store.content_snapshot().await?;
    let named: HashSet<String> = snapshot.entries.iter().flat_map(|e| sankalp_db::dump::media_urls(&e.body)).collect();
    let orphans: Vec<String> = keys
        .iter()
        .filter(|key| !named.contains(key.as_str()))
        .filter(|key| gallery_id(key).is_some_and(|id| old_enough(&id)))
        .cloned()
        .collect();
    let uploads: BTreeSet<MediaId> = orphans.iter().filter_map(|k| gallery_id(k)).collect();
    if named.is_empty() && uploads.len() > 1 {
        tracing::error!(
            files = orphans.len(),
            "no content entry names a media file but the media store holds gallery files of several uploads: is \
             DATABASE_URL or SANKALP_MEDIA_URL pointing at the wrong place? Nothing was removed"
        );
        report.orphans_kept.extend(orphans);
        return Ok(Vec::new());
    }
    Ok(orphans)
}

/// The start-up repair. On a store other instances may share, orphans younger than [`ORPHAN_MIN_AGE`]
/// are left alone; a store only this process writes (a local folder) has no upload in progress at
/// start-up, so every orphan goes.
pub async fn repair_media(store: &dyn Store, media: &dyn MediaStore) -> anyhow::Result<RepairReport> {
    let min_age = if media.is_shared() { ORPHAN_MIN_AGE } else { Duration::ZERO };
    repair_media_older_than(store, media, min_age).await
}

/// The repair with another minimum orphan age (`Duration::ZERO` in tests).
pub async fn repair_media_older_than(
    store: &dyn Store,
    media: &dyn MediaStore,
    min_age: Duration,
) -> anyhow::Result<RepairReport> {
    let mut report = RepairReport { temp_files_removed: media.clean_temp().await?, ..RepairReport::default() };
    let posts = store.video_post_media().await?;
    let named: HashSet<&str> = posts.iter().flat_map(|p| p.keys.iter().map(String::as_str)).collect();
    let now = SystemTime::now();
    let old_enough =
        |id: &MediaId| id.created_at().is_none_or(|at| now.duration_since(at).is_ok_and(|age| age >= min_age));
    let all_keys = media.list_keys().await?;
    let (orphans, recent): (Vec<String>, Vec<String>) = all_keys
        .iter()
        .filter(|key| MediaId::of_key(key).is_some() && !named.contains(key.as_str()))
        .cloned()
        .partition(|key| MediaId::of_key(key).is_some_and(|id| old_enough(&id)));
    if !recent.is_empty() {
        tracing::info!(files = recent.len(), "left recent files no post names yet (an upload may be committing them)");
    }
    report.orphans_too_recent = recent;
    let orphan_posts: BTreeSet<MediaId> = orphans.iter().filter_map(|k| MediaId::of_key(k)).collect();
    if posts.is_empty() && orphan_posts.len() > 1 {
        tracing::error!(
            files = orphans.len(),
            posts = orphan_posts.len(),
            "the database has no video posts but the media store holds files of several: is DATABASE_URL or \
             SANKALP_MEDIA_URL pointing at the wrong place? Nothing was removed"
        );
        report.orphans_kept = orphans;
    } else {
        for key in orphans {
            media.delete(&key).await?;
            tracing::info!(key, "removed an orphaned media file (no post names it)");
            report.orphans_removed.push(key);
        }
    }
    for key in gallery_orphans(store, &all_keys, &old_enough, &mut report).await? {
        media.delete(&key).await?;
        tracing::info!(key, "removed an orphaned gallery file (no content entry names it)");
        report.orphans_removed.push(key);
    }
    for post in &posts {
        for key in &post.keys {
            if media.head(key).await?.is_none() {
                tracing::warn!(post = %post.id, key, "a video post's media file is missing");
                report.posts_missing_media.push(post.id.clone());
                break;
            }
        }
    }
    Ok(report)
}
