//! The public feed's first pages, kept as finished JSON bodies, compressed once when kept.
//!
//! `GET /api/v1/video-posts` is the busiest call and its answer changes only when a post is written.
//! Every write of a post through this server (upload, edit, deletion) bumps a generation number after
//! it is stored, in one place: [`Posts`], the darshan store as handlers write to it; a body is served
//! only while its generation is current, so a write is visible to the
//! next read. A body is also kept at most [`MAX_AGE`], which bounds how stale a page can be when other
//! servers write to the same PostgreSQL database. A reader notes the generation *before* it queries,
//! so a write racing with the query leaves a body that is already stale, never one that looks fresh.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use sankalp_db::{DynStore, NewVideoPost, PostChanges, PostMedia, PostOwner, UpdatedPost, User, VideoPost};

use crate::features::site::{Change, Pages};
use crate::http::compression::PrecompressedJson;
use crate::http::error::AppResult;

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
    body: Arc<PrecompressedJson>,
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

    pub fn get(&self, page: u32, limit: u32) -> Option<Arc<PrecompressedJson>> {
        let current = self.generation();
        let pages = self.inner.pages.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let entry = pages.get(&(page, limit))?;
        (entry.generation == current && entry.made.elapsed() < MAX_AGE).then(|| Arc::clone(&entry.body))
    }

    /// Keeps `body` for `(page, limit)` if the page is one of the first and nothing was written
    /// since `generation` was read.
    pub fn put(&self, page: u32, limit: u32, generation: u64, body: Arc<PrecompressedJson>) {
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

/// The darshan store as the handlers write to it: each write goes through the site's change path
/// (posts are on rendered pages: the feed, each post's page, the sitemap), and each write that stores
/// something makes the cached list pages stale. A counted view does neither (the list shows counts at
/// most [`MAX_AGE`] old, the pages show them as of their last render), so it goes to the store directly.
#[derive(Clone)]
pub struct Posts {
    store: DynStore,
    cache: ListCache,
    pages: Pages,
}

impl Posts {
    pub fn new(store: DynStore, cache: ListCache, pages: Pages) -> Self {
        Self { store, cache, pages }
    }

    /// Stores a new post by `owner`; answered once the pages show it.
    pub async fn insert(&self, post: &NewVideoPost<'_>, owner: &User) -> AppResult<VideoPost> {
        let publishing = self.pages.begin().await;
        let drawn = publishing.draw(&Change::Post(as_stored(post, owner))).await?;
        let stored = self.store.insert_video_post(post).await?;
        self.cache.invalidate();
        publishing.serve(drawn).await;
        Ok(stored)
    }

    /// `None` when there is no such post. A new video or thumbnail in `changes` is already stored under
    /// fresh keys; the answer names the keys the post no longer uses, for the caller to remove now that
    /// the change is committed.
    pub async fn update(&self, id: &str, changes: &PostChanges, now: DateTime<Utc>) -> AppResult<Option<UpdatedPost>> {
        let publishing = self.pages.begin().await;
        let Some(mut post) = self.store.find_video_post(id).await? else { return Ok(None) };
        if let Some(title) = &changes.title {
            post.title.clone_from(title);
        }
        if let Some(description) = &changes.description {
            post.description.clone_from(description);
        }
        if let Some(is_published) = changes.is_published {
            post.is_published = is_published;
        }
        if let Some((key, duration)) = &changes.video {
            post.video_key.clone_from(key);
            post.duration_secs = *duration;
        }
        if let Some(thumbnails) = &changes.thumbnails {
            post.thumbnails.clone_from(thumbnails);
        }
        post.updated_at = now;
        let drawn = publishing.draw(&Change::Post(post)).await?;
        let updated = self.store.update_video_post_replacing(id, changes, now).await?;
        if updated.is_some() {
            self.cache.invalidate();
            publishing.serve(drawn).await;
        }
        Ok(updated)
    }

    /// `None` when there is no such post.
    pub async fn delete(&self, id: &str) -> AppResult<Option<PostMedia>> {
        let publishing = self.pages.begin().await;
        let drawn = publishing.draw(&Change::PostRemoved(id.to_owned())).await?;
        let deleted = self.store.delete_video_post(id).await?;
        if deleted.is_some() {
            self.cache.invalidate();
            publishing.serve(drawn).await;
        }
        Ok(deleted)
    }
}

/// The post as the store will keep it, to draw before it is stored.
fn as_stored(post: &NewVideoPost<'_>, owner: &User) -> VideoPost {
    VideoPost {
        id: post.id.to_owned(),
        title: post.title.to_owned(),
        description: post.description.to_owned(),
        video_key: post.video_key.to_owned(),
        thumbnails: post.thumbnails.to_vec(),
        duration_secs: post.duration_secs,
        views: 0,
        is_published: post.is_published,
        owner: PostOwner { id: owner.id.clone(), username: owner.username.clone(), full_name: owner.full_name.clone() },
        created_at: post.now,
        updated_at: post.now,
    }
}

#[cfg(test)]
mod tests {
    use bytes::Bytes;

    use super::*;

    fn kept(body: &'static [u8]) -> Arc<PrecompressedJson> {
        Arc::new(PrecompressedJson::new(Bytes::from_static(body)))
    }

    fn got(cache: &ListCache, page: u32, limit: u32) -> Option<Bytes> {
        cache.get(page, limit).map(|kept| kept.identity().clone())
    }

    #[test]
    fn a_write_makes_every_page_stale() {
        let cache = ListCache::default();
        let g = cache.generation();
        cache.put(1, 10, g, kept(b"one"));
        cache.put(2, 10, g, kept(b"two"));
        assert_eq!(got(&cache, 1, 10).as_deref(), Some(&b"one"[..]));
        assert_eq!(got(&cache, 1, 20), None);
        cache.invalidate();
        assert_eq!(got(&cache, 1, 10), None);
        assert_eq!(got(&cache, 2, 10), None);
    }

    #[test]
    fn a_body_read_before_a_write_is_not_kept() {
        let cache = ListCache::default();
        let before = cache.generation();
        cache.invalidate();
        cache.put(1, 10, before, kept(b"old"));
        assert_eq!(got(&cache, 1, 10), None);
    }

    #[test]
    fn only_the_first_pages_are_kept_and_the_map_stays_small() {
        let cache = ListCache::default();
        let g = cache.generation();
        cache.put(MAX_CACHED_PAGE + 1, 10, g, kept(b"deep"));
        assert_eq!(got(&cache, MAX_CACHED_PAGE + 1, 10), None);
        for limit in 1..=50 {
            for page in 1..=MAX_CACHED_PAGE {
                cache.put(page, limit, g, kept(b"x"));
            }
        }
        assert!(cache.inner.pages.lock().unwrap().len() <= MAX_ENTRIES);
    }

    #[test]
    fn bodies_expire() {
        let cache = ListCache::default();
        let g = cache.generation();
        cache.put(1, 10, g, kept(b"one"));
        cache.inner.pages.lock().unwrap().get_mut(&(1, 10)).unwrap().made -= MAX_AGE;
        assert_eq!(got(&cache, 1, 10), None);
    }
}
