//! The public feed's first pages, kept as finished JSON bodies.
//!
//! `GET /api/v1/video-posts` is the busiest call and its answer changes only when a post is written.
//! Every write of a post through this server (upload, edit, deletion) bumps a generation number after
//! it is stored, in one place: [`Posts`], the darshan store as handlers write to it; a body is served only while its generation is current, so a write is visible to the
//! next read. A body is also kept at most [`MAX_AGE`], which bounds how stale a page can be when other
//! servers write to the same PostgreSQL database. A reader notes the generation *before* it queries,
//! so a write racing with the query leaves a body that is already stale, never one that looks fresh.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use chrono::{DateTime, Utc};
use sankalp_db::{DynStore, NewVideoPost, PostChanges, PostMedia, VideoPost};

use crate::features::content::ContentVersion;

/// Longest a body is served without being rebuilt.
pub const MAX_AGE: Duration = Duration::from_secs(1);
/// Only the first pages are kept: they are what visitors read, and the cache cannot be grown by
/// asking for page after page.
pub const MAX_CACHED_PAGE: u32 = 5;
const MAX_ENTRIES: usize = 64;

#[derive(Clone, Default)]
pub struct ListCache {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    generation: AtomicU64,
    pages: Mutex<HashMap<(u32, u32), Entry>>,
}

struct Entry {
    generation: u64,
    made: Instant,
    body: Bytes,
}

impl ListCache {
    /// The generation to pass to [`put`](Self::put): read it before querying.
    pub fn generation(&self) -> u64 {
        self.inner.generation.load(Ordering::Acquire)
    }

    /// Call after every stored change to posts.
    pub fn invalidate(&self) {
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
    }

    pub fn get(&self, page: u32, limit: u32) -> Option<Bytes> {
        let current = self.generation();
        let pages = self.inner.pages.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let entry = pages.get(&(page, limit))?;
        (entry.generation == current && entry.made.elapsed() < MAX_AGE).then(|| entry.body.clone())
    }

    /// Keeps `body` for `(page, limit)` if the page is one of the first and nothing was written
    /// since `generation` was read.
    pub fn put(&self, page: u32, limit: u32, generation: u64, body: Bytes) {
        if page > MAX_CACHED_PAGE || generation != self.generation() {
            return;
        }
        let mut pages = self.inner.pages.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if pages.len() >= MAX_ENTRIES && !pages.contains_key(&(page, limit)) {
            pages.clear();
        }
        pages.insert((page, limit), Entry { generation, made: Instant::now(), body });
    }
}

/// The darshan store as the handlers write to it: each write that stores something makes the cached
/// pages stale. A counted view does not (the list shows counts at most [`MAX_AGE`] old), so it goes to
/// the store directly.
#[derive(Clone)]
pub struct Posts {
    store: DynStore,
    cache: ListCache,
    version: ContentVersion,
}

impl Posts {
    pub fn new(store: DynStore, cache: ListCache, version: ContentVersion) -> Self {
        Self { store, cache, version }
    }

    /// Posts are on rendered pages (`/daily-darshan`, each post's page): the store raised the content
    /// version with the write, and every instance's poller finds it within a second; this instance
    /// renders at once. A failed read here only leaves that to the poller.
    async fn changed(&self) {
        self.cache.invalidate();
        match self.store.content_version().await {
            Ok(version) => _ = self.version.publish(version),
            Err(err) => tracing::warn!(error = %err, "could not read the content version after a darshan write"),
        }
    }

    pub async fn insert(&self, post: &NewVideoPost<'_>) -> Result<VideoPost, sqlx::Error> {
        let stored = self.store.insert_video_post(post).await?;
        self.changed().await;
        Ok(stored)
    }

    pub async fn update(
        &self,
        id: &str,
        changes: &PostChanges,
        now: DateTime<Utc>,
    ) -> Result<Option<VideoPost>, sqlx::Error> {
        let updated = self.store.update_video_post(id, changes, now).await?;
        if updated.is_some() {
            self.changed().await;
        }
        Ok(updated)
    }

    pub async fn delete(&self, id: &str) -> Result<Option<PostMedia>, sqlx::Error> {
        let deleted = self.store.delete_video_post(id).await?;
        if deleted.is_some() {
            self.changed().await;
        }
        Ok(deleted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_makes_every_page_stale() {
        let cache = ListCache::default();
        let g = cache.generation();
        cache.put(1, 10, g, Bytes::from_static(b"one"));
        cache.put(2, 10, g, Bytes::from_static(b"two"));
        assert_eq!(cache.get(1, 10).as_deref(), Some(&b"one"[..]));
        assert_eq!(cache.get(1, 20), None);
        cache.invalidate();
        assert_eq!(cache.get(1, 10), None);
        assert_eq!(cache.get(2, 10), None);
    }

    #[test]
    fn a_body_read_before_a_write_is_not_kept() {
        let cache = ListCache::default();
        let before = cache.generation();
        cache.invalidate();
        cache.put(1, 10, before, Bytes::from_static(b"old"));
        assert_eq!(cache.get(1, 10), None);
    }

    #[test]
    fn only_the_first_pages_are_kept_and_the_map_stays_small() {
        let cache = ListCache::default();
        let g = cache.generation();
        cache.put(MAX_CACHED_PAGE + 1, 10, g, Bytes::from_static(b"deep"));
        assert_eq!(cache.get(MAX_CACHED_PAGE + 1, 10), None);
        for limit in 1..=50 {
            for page in 1..=MAX_CACHED_PAGE {
                cache.put(page, limit, g, Bytes::from_static(b"x"));
            }
        }
        assert!(cache.inner.pages.lock().unwrap().len() <= MAX_ENTRIES);
    }

    #[test]
    fn bodies_expire() {
        let cache = ListCache::default();
        let g = cache.generation();
        cache.put(1, 10, g, Bytes::from_static(b"one"));
        cache.inner.pages.lock().unwrap().get_mut(&(1, 10)).unwrap().made -= MAX_AGE;
        assert_eq!(cache.get(1, 10), None);
    }
}
