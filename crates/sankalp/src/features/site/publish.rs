//! The change path (ARCHITECTURE.md §3): the one way a write reaches the pages, here and on every other
//! instance.
//!
//! A write takes the instance's write lock ([`Pages::begin`]), draws its change on the content being
//! served ([`Publishing::draw`]: only the pages showing a changed part, compressed; a page that fails is
//! the writer's 422 and nothing is written), commits it (the store raises the content version in the
//! write's own transaction), and serves the drawn version before it answers ([`Publishing::serve`]). So
//! the person who saved sees the change, and the render made to check it is the one served. Another
//! instance's write is found by [`Pages::follow`], which reads the content version twice a second and, when
//! it moved, reads the content whole and draws what differs from what is served the same way. A version
//! that fails to render leaves the last good one up.

use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use arc_swap::ArcSwap;
use chrono::Utc;
use sankalp_db::{DynStore, Visibility};
use sankalp_render::{Engine, Loaded, RenderFailure, Select};
use serde_json::Value;
use tokio::sync::{OwnedMutexGuard, watch};

use super::cache::{NextVersion, Page, Rendered};
use super::content::{Change, PostsAs, Source};
use crate::http::error::AppError;
use crate::worker::Worker;

/// How often every instance reads the content version (one indexed read of one row): a change made
/// elsewhere shows within 2 s. Half a second, because a change every page shows (the site's settings)
/// redraws the whole English site, about 0.8 s on two cores.
pub const POLL_INTERVAL: Duration = Duration::from_millis(500);

/// Compressing pages: CPU-bound, so on a thread of its own (see `worker.rs`).
static COMPRESS: Worker = Worker::new("compress");

/// The pages every request reads, and the change path every write goes through. Cheap to clone.
#[derive(Clone)]
pub struct Pages {
    inner: Arc<Inner>,
}

struct Inner {
    current: ArcSwap<Rendered>,
    /// `None` when the binary was built without the web: nothing to render.
    engine: Option<Engine>,
    store: DynStore,
    /// `SANKALP_PUBLIC_URL` without a trailing slash.
    origin: String,
    posts_as: PostsAs,
    /// Held by a write from its draw to its swap, and by a refresh: one change at a time.
    writing: Arc<tokio::sync::Mutex<()>>,
    /// Pages drawn on request, one at a time (the engine is one thread), so that many requests for a
    /// page not yet drawn draw it once.
    drawing: tokio::sync::Mutex<()>,
    /// The version served, for whoever waits for one.
    served: watch::Sender<i64>,
    /// The last version that failed to render, so that it is not tried again at every poll.
    failed: Mutex<Option<i64>>,
}

impl Pages {
    /// Draws the stored content and returns once it is served (or failed to draw: pages then answer
    /// 503 until a version renders). `follow` (spawned by the composition root) keeps it current.
    pub async fn start(store: DynStore, origin: &str, engine: Option<Engine>, posts_as: PostsAs) -> Self {
        let pages = Self {
            inner: Arc::new(Inner {
                current: ArcSwap::from_pointee(Rendered::empty()),
                engine,
                store,
                origin: origin.trim_end_matches('/').to_owned(),
                posts_as,
                writing: Arc::default(),
                drawing: tokio::sync::Mutex::const_new(()),
                served: watch::Sender::new(-1),
                failed: Mutex::new(None),
            }),
        };
        pages.refresh().await;
        pages
    }

    /// The version being served.
    pub fn current(&self) -> arc_swap::Guard<Arc<Rendered>> {
        self.inner.current.load()
    }

    /// The content version being served.
    pub fn version(&self) -> i64 {
        self.current().version
    }

    /// Sees every version this instance serves from now on.
    pub fn subscribe(&self) -> watch::Receiver<i64> {
        self.inner.served.subscribe()
    }

    /// Takes the write lock: the caller draws its change, commits it and serves it (or drops the
    /// [`Publishing`], and nothing changed).
    pub async fn begin(&self) -> Publishing {
        let lock = Arc::clone(&self.inner.writing).lock_owned().await;
        Publishing { pages: self.clone(), _lock: lock }
    }

    /// The page at `path` that is drawn on its first request, drawn now if it was not yet; `None` when
    /// `path` is no such page.
    pub async fn on_demand(&self, rendered: &Arc<Rendered>, path: &str) -> Option<Result<Arc<Page>, RenderFailure>> {
        if !rendered.is_on_demand(path) {
            return None;
        }
        if let Some(page) = rendered.drawn(path) {
            return Some(Ok(page));
        }
        let _one_at_a_time = self.inner.drawing.lock().await;
        if let Some(page) = rendered.drawn(path) {
            return Some(Ok(page));
        }
        let (Some(engine), Some(loaded)) = (&self.inner.engine, &rendered.loaded) else { return None };
        let select = match rendered.item(path) {
            // The post the page shows, which the content carries only by its id.
            Some(id) => {
                let post = rendered.source.post(id)?;
                Select::Item { path: path.to_owned(), item: (self.inner.posts_as.json)(post).to_string() }
            }
            None => Select::Paths(vec![path.to_owned()]),
        };
        let drawn = match engine.render(loaded, select).await {
            Ok(drawn) => drawn,
            Err(failure) => return Some(Err(failure)),
        };
        let pages = match compress_all(drawn.pages).await {
            Ok(pages) => pages,
            Err(failure) => return Some(Err(failure)),
        };
        let (_, page) = pages.into_iter().next()?;
        rendered.keep_drawn(path.to_owned(), Arc::clone(&page));
        Some(Ok(page))
    }

    /// A page drawn for one request and never kept: a devotee's private page (ARCHITECTURE.md §6), with
    /// `item`, the JSON of what it shows. `None` when this binary has no render engine or the bundle drew
    /// nothing.
    pub async fn draw_private(
        &self,
        path: &str,
        item: String,
    ) -> Result<Option<sankalp_render::RenderedPage>, RenderFailure> {
        let rendered = Arc::clone(&self.current());
        let (Some(engine), Some(loaded)) = (&self.inner.engine, &rendered.loaded) else { return Ok(None) };
        let drawn = engine.render(loaded, Select::Item { path: path.to_owned(), item }).await?;
        Ok(drawn.pages.into_iter().next().map(|(_, page)| page))
    }

    /// Reads the stored content and serves it if its version is not the one served. False when the
    /// content could not be read (worth trying again).
    pub async fn refresh(&self) -> bool {
        let _lock = self.inner.writing.lock().await;
        self.refresh_locked().await
    }

    async fn refresh_locked(&self) -> bool {
        let served = self.version();
        let version = match self.inner.store.content_version().await {
            Ok(version) => version,
            Err(err) => {
                tracing::warn!(error = %err, "cannot read the content version; pages stay as they are");
                return false;
            }
        };
        if version == served || *self.inner.failed.lock().unwrap_or_else(|p| p.into_inner()) == Some(version) {
            return true;
        }
        let source = match self.read_source().await {
            Ok(source) => source,
            Err(err) => {
                tracing::warn!(error = %err, "cannot read the content; pages stay as they are");
                return false;
            }
        };
        let version = source.version();
        let content = source.to_json(&self.inner.origin, self.inner.posts_as);
        match self.draw(source, content).await {
            Ok(next) => {
                self.swap(next);
                tracing::info!(version, "content changed: serving a new content version");
            }
            Err(failure) => {
                *self.inner.failed.lock().unwrap_or_else(|p| p.into_inner()) = Some(version);
                tracing::error!(version, %failure, "the content does not render; the last good pages stay up");
            }
        }
        true
    }

    /// The stored content: every entry with its version, and the published posts.
    async fn read_source(&self) -> Result<Source, sqlx::Error> {
        let snapshot = self.inner.store.content_snapshot().await?;
        let (posts, _) = self.inner.store.list_video_posts(Visibility::PublishedOnly, None, 0).await?;
        Ok(Source { snapshot, posts })
    }

    /// The next version of the pages for `source`: the pages the last version lacks or whose parts
    /// changed are drawn and compressed; the rest are shared.
    async fn draw(&self, source: Source, content: Value) -> Result<Rendered, RenderFailure> {
        let base = self.inner.current.load_full();
        let version = source.version();
        let (source, content) = (Arc::new(source), Arc::new(content));
        let Some(engine) = &self.inner.engine else {
            return Ok(Rendered::unrendered(version, source, content));
        };
        let started = Instant::now();
        let loaded = Loaded::new(&content)?;
        let listed = engine.render(&loaded, Select::Nothing).await?;
        let (stale, unchanged_on_demand) = base.stale_pages(&content, &source);
        let paths: Vec<String> = listed
            .manifest
            .pages
            .iter()
            .filter(|p| !p.on_demand && (base.page(&p.path).is_none() || stale.contains(&p.path)))
            .map(|p| p.path.clone())
            .collect();
        let count = paths.len();
        let drawn =
            if paths.is_empty() { Vec::new() } else { engine.render(&loaded, Select::Paths(paths)).await?.pages };
        let render_time = started.elapsed();
        let compressing = Instant::now();
        let fresh = compress_all(drawn).await?;
        let next =
            NextVersion { version, source, content, loaded, origin: self.inner.origin.clone(), unchanged_on_demand };
        let rendered = base.next(next, &listed.manifest, fresh);
        tracing::info!(
            version,
            pages = rendered.len(),
            drawn = count,
            render_ms = render_time.as_millis() as u64,
            compress_ms = compressing.elapsed().as_millis() as u64,
            bundle_load_ms = listed.stats.bundle_load.map(|d| d.as_millis() as u64),
            content_load_ms = listed.stats.content_load.as_millis() as u64,
            heap_bytes = listed.stats.heap_bytes,
            "pages drawn"
        );
        Ok(rendered)
    }

    /// Serves `next` unless a later version is served already.
    fn swap(&self, next: Rendered) {
        let version = next.version;
        let next = Arc::new(next);
        let previous = self
            .inner
            .current
            .rcu(|current| if current.version > version { Arc::clone(current) } else { Arc::clone(&next) });
        if previous.version <= version {
            self.inner.served.send_replace(version);
        }
    }

    /// The page at `path` as it would be drawn with `change` made, for an editor's preview: drawn by the
    /// same engine from the content served with the change applied, and neither committed nor served (no
    /// write lock: nothing is swapped in). `Ok(None)` when the change leaves no page at `path`; a page that
    /// fails to draw is the 422 a save would get.
    pub async fn preview(&self, change: &Change, path: &str) -> Result<Option<String>, AppError> {
        let Some(engine) = &self.inner.engine else {
            return Err(AppError::Unavailable(anyhow::anyhow!("this build has no render bundle to draw pages with")));
        };
        let base = self.inner.current.load_full();
        // Nothing served yet (the first render failed): the change is made to the stored content.
        let candidate = if base.version < 0 {
            self.read_source().await?.with(change, Utc::now())
        } else {
            base.source.with(change, Utc::now())
        };
        let content = candidate.to_json(&self.inner.origin, self.inner.posts_as);
        let unprocessable = |failure: RenderFailure| AppError::Unprocessable(failure.to_string());
        let loaded = Loaded::new(&content).map_err(unprocessable)?;
        let listed = engine.render(&loaded, Select::Nothing).await.map_err(unprocessable)?;
        let Some(page) = listed.manifest.pages.iter().find(|p| p.path == path) else { return Ok(None) };
        let select = match &page.item {
            // A post's own page is given its post, as when it is drawn on request.
            Some(id) => match candidate.post(id) {
                Some(post) => {
                    Select::Item { path: path.to_owned(), item: (self.inner.posts_as.json)(post).to_string() }
                }
                None => return Ok(None),
            },
            None => Select::Paths(vec![path.to_owned()]),
        };
        let drawn = engine.render(&loaded, select).await.map_err(unprocessable)?;
        Ok(drawn.pages.into_iter().next().map(|(_, page)| page.html))
    }

    /// Reads the content version every [`POLL_INTERVAL`] and serves what other instances wrote; runs
    /// until the pages are dropped. A failed read is logged once per outage.
    pub async fn follow(self) {
        let pages = Arc::downgrade(&self.inner);
        drop(self);
        follow(pages).await;
    }
}

async fn follow(pages: Weak<Inner>) {
    let mut ticks = tokio::time::interval(POLL_INTERVAL);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut failing = false;
    loop {
        ticks.tick().await;
        let Some(inner) = pages.upgrade() else { return };
        let read = Pages { inner }.refresh().await;
        if read && failing {
            tracing::info!("content readable again");
        }
        failing = !read;
    }
}

/// A write in progress on the change path, holding the instance's write lock.
pub struct Publishing {
    pages: Pages,
    _lock: OwnedMutexGuard<()>,
}

/// A change drawn and not yet served.
pub struct Drawn {
    rendered: Rendered,
}

impl Publishing {
    /// Draws the content served with `change` made. A page that fails is a 422 naming it.
    pub async fn draw(&self, change: &Change) -> Result<Drawn, AppError> {
        let pages = &self.pages;
        let base = pages.inner.current.load_full();
        // Nothing served yet (the first render failed): the change is made to the stored content.
        let source = if base.version < 0 { Arc::new(pages.read_source().await?) } else { Arc::clone(&base.source) };
        let candidate = source.with(change, Utc::now());
        let version = candidate.version();
        let content = candidate.to_json(&pages.inner.origin, pages.inner.posts_as);
        // A change no page shows (a draft, an unpublished entry) draws nothing: no page's parts differ.
        let rendered = if pages.inner.engine.is_none() {
            Rendered::unrendered(version, Arc::new(candidate), Arc::new(content))
        } else {
            pages.draw(candidate, content).await.map_err(|failure| AppError::Unprocessable(failure.to_string()))?
        };
        tracing::debug!(change = %change.describe(), version, "change drawn");
        Ok(Drawn { rendered })
    }

    /// Serves what was drawn once its write is committed. The version it was drawn as must be the one
    /// the store now has; when another instance wrote in between, the stored content is read whole and
    /// served instead, so the answer still shows both changes.
    pub async fn serve(self, drawn: Drawn) {
        let expected = drawn.rendered.version;
        match self.pages.inner.store.content_version().await {
            Ok(version) if version == expected => self.pages.swap(drawn.rendered),
            Ok(version) => {
                tracing::info!(expected, version, "another instance wrote meanwhile: reading the content whole");
                self.pages.refresh_locked().await;
            }
            Err(err) => {
                // Committed, yet the version cannot be read: serve the drawn pages, and the poller
                // reads the content again once the store answers.
                tracing::warn!(error = %err, "cannot read the content version after a write");
                self.pages.swap(drawn.rendered);
            }
        }
    }
}

async fn compress_all(
    pages: Vec<(String, sankalp_render::RenderedPage)>,
) -> Result<Vec<(String, Arc<Page>)>, RenderFailure> {
    COMPRESS
        .run(move || pages.into_iter().map(|(path, page)| (path, Arc::new(Page::new(page)))).collect())
        .await
        .map_err(|err| RenderFailure { path: None, message: err.to_string() })
}
