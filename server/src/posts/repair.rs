//! Start-up repair of the media store against the database (run before serving).
//!
//! - Temporary upload files left by a crash are removed.
//! - Orphans, stored files of the post layout (`videos/<id>.mp4`, `thumbs/<id>-<w>.jpg`) that no row
//!   names, are removed: they are what a crash between storing an upload's files and committing its
//!   row, or between deleting a row and its files, leaves behind. Files outside that layout are never
//!   touched. As a guard against a misconfiguration (an empty new database pointed at an old media
//!   folder), nothing is removed when the database has no posts at all but the files belong to more
//!   than one post: that is logged instead.
//! - Rows whose files are missing are kept and logged, never deleted: a missing file more likely means
//!   a wrong or unmounted `SANKALP_MEDIA_URL` than a post that should vanish. Those posts' media
//!   answers 404 until the files are restored or the post is deleted.
//!
//! This assumes no other instance is uploading into the same store while one starts (true of the
//! local store, which one server owns).

use std::collections::{BTreeSet, HashSet};

use crate::media::{MediaId, MediaStore};
use crate::store::Store;

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct RepairReport {
    pub temp_files_removed: usize,
    pub orphans_removed: Vec<String>,
    /// Orphans left in place by the guard described above.
    pub orphans_kept: Vec<String>,
    /// Posts with at least one missing file.
    pub posts_missing_media: Vec<String>,
}

pub async fn repair_media(store: &dyn Store, media: &dyn MediaStore) -> anyhow::Result<RepairReport> {
    let mut report = RepairReport { temp_files_removed: media.clean_temp().await?, ..RepairReport::default() };
    let posts = store.video_post_media().await?;
    let named: HashSet<&str> = posts.iter().flat_map(|p| p.keys.iter().map(String::as_str)).collect();
    let orphans: Vec<String> = media
        .list_keys()
        .await?
        .into_iter()
        .filter(|key| MediaId::of_key(key).is_some() && !named.contains(key.as_str()))
        .collect();
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
