//! Renders the public site: the web build's render bundle (`web/build/render/render.js`) run in QuickJS
//! on a thread of its own, with no HTTP and no knowledge of content kinds.
//!
//! The bundle is one classic script that sets `globalThis.sankalpRender = { load, render }`: `load` takes
//! the whole site's content (JSON) and lists every page and redirect; `render` draws one page and may say
//! which parts of the content it read (`uses`, JSON paths such as `site` or `lists.ritual`), so the server
//! can tell which pages a change touches. The [`Engine`] keeps the content it loaded last: a call on the
//! same [`Loaded`] content renders the pages asked for without loading it again.
//!
//! Why one thread and one engine: a QuickJS runtime belongs to the thread that made it, rendering is
//! CPU-bound, and one thread keeps the engine's allocations in one glibc arena (see `worker.rs` in the
//! server). Jobs run one at a time, in the order they were sent.

mod js;

use std::collections::BTreeMap;
use std::sync::{Arc, mpsc};
use std::time::Duration;

use serde::Deserialize;
use tokio::sync::oneshot;

/// What one render may use. A bundle or content that goes past a limit fails that render; the engine is
/// then rebuilt for the next one.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The JavaScript heap, in bytes.
    pub memory: usize,
    /// The JavaScript stack, in bytes (the thread's own stack is larger, so QuickJS stops first).
    pub stack: usize,
    /// Evaluating the bundle, and each `load()` call.
    pub load_time: Duration,
    /// Each `render()` call.
    pub render_time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            memory: 256 * 1024 * 1024,
            stack: 4 * 1024 * 1024,
            load_time: Duration::from_secs(5),
            render_time: Duration::from_secs(2),
        }
    }
}

/// Every page of one content version, ready to serve.
#[derive(Clone, Debug)]
pub struct RenderedSite {
    /// The `version` of the content it was rendered from.
    pub version: i64,
    /// By path (`/`, `/contact`, `/404`).
    pub pages: BTreeMap<String, RenderedPage>,
    /// Old addresses: `from` is a path prefix plus one decoded, trimmed, lower-cased segment.
    pub redirects: Vec<Redirect>,
    /// The paths that belong in the sitemap, in the bundle's order.
    pub sitemap: Vec<String>,
    pub stats: RenderStats,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderedPage {
    pub status: u16,
    /// The whole document, `<!DOCTYPE html>` to `</html>`.
    pub html: String,
    /// The parts of the content the page read, as the bundle named them (dot-separated JSON paths);
    /// `None` when the bundle did not say, which means it may have read anything.
    pub uses: Option<Vec<String>>,
}

/// What `load()` lists for one content: every page and the old addresses.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Manifest {
    pub pages: Vec<ListedPage>,
    #[serde(default)]
    /// Old addresses: `from` is a path prefix plus one decoded, trimmed, lower-cased segment.
    pub redirects: Vec<Redirect>,
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ListedPage {
    pub path: String,
    #[serde(default)]
    pub sitemap: bool,
    /// One of many pages of a kind (a darshan post's): rendered when first asked for, not with the site.
    #[serde(default)]
    pub on_demand: bool,
    /// What an on-demand page shows (an id, opaque here): the caller hands its JSON to `render()`.
    #[serde(default)]
    pub item: Option<String>,
}

/// A content the engine can load: its JSON text and an identity, so that the engine loads each content
/// once however many calls render its pages.
#[derive(Debug)]
pub struct Loaded {
    id: u64,
    json: Arc<str>,
    version: i64,
}

impl Loaded {
    /// `content` is the SiteContent JSON; its `version` is the content version it was made from.
    pub fn new(content: &serde_json::Value) -> Result<Arc<Self>, RenderFailure> {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let version = content.get("version").and_then(serde_json::Value::as_i64).unwrap_or(0);
        let json = serde_json::to_string(content).map_err(|err| RenderFailure::site(err.to_string()))?;
        let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(Arc::new(Self { id, json: json.into(), version }))
    }

    pub fn version(&self) -> i64 {
        self.version
    }
}

/// Which pages a job renders.
#[derive(Clone, Debug)]
pub enum Select {
    /// None: the job only loads the content and lists its pages.
    Nothing,
    /// Every listed page, on-demand ones included.
    All,
    /// These paths (each must be listed).
    Paths(Vec<String>),
    /// One on-demand page, with the JSON of the item it shows.
    Item { path: String, item: String },
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Redirect {
    pub from: String,
    pub to: String,
}

/// Where the time of a render went, for logs and the benchmark.
#[derive(Clone, Debug, Default)]
pub struct RenderStats {
    /// Evaluating the bundle, when this render had to (the first, and the first after a failure).
    pub bundle_load: Option<Duration>,
    /// The `load()` call.
    pub content_load: Duration,
    /// Every `render()` call together.
    pub pages: Duration,
    /// The JavaScript heap in use after the render, before garbage collection.
    pub heap_bytes: usize,
}

/// Why a site could not be rendered. Its `Display` is the sentence an editor is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderFailure {
    /// The page whose `render()` failed; `None` when the bundle or `load()` did.
    pub path: Option<String>,
    pub message: String,
}

impl std::fmt::Display for RenderFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.path {
            Some(path) => write!(f, "The page {path} could not be rendered: {}", self.message),
            None => write!(f, "The site could not be rendered: {}", self.message),
        }
    }
}

impl std::error::Error for RenderFailure {}

impl RenderFailure {
    fn site(message: impl Into<String>) -> Self {
        Self { path: None, message: message.into() }
    }
}

/// What a job answers: the content's page list and the pages asked for.
pub struct Drawn {
    pub manifest: Arc<Manifest>,
    pub pages: Vec<(String, RenderedPage)>,
    pub stats: RenderStats,
}

struct Job {
    content: Arc<Loaded>,
    select: Select,
    locale: &'static str,
    reply: oneshot::Sender<Result<Drawn, RenderFailure>>,
}

/// The render thread. Cheap to clone; the thread ends when the last clone is dropped.
#[derive(Clone)]
pub struct Engine {
    jobs: mpsc::Sender<Job>,
}

/// The render thread's own stack: well above [`Limits::stack`], so QuickJS's stack check fires first.
const THREAD_STACK: usize = 32 * 1024 * 1024;

impl Engine {
    /// Starts the thread. The bundle is evaluated by the first render, so a bad bundle fails a render
    /// (with its message) rather than the start.
    pub fn start(bundle: impl Into<Arc<str>>, limits: Limits) -> Self {
        let bundle = bundle.into();
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("render".to_owned())
            .stack_size(THREAD_STACK.max(limits.stack * 4))
            .spawn(move || run(&bundle, &limits, queue))
            .expect("cannot start the render thread");
        Self { jobs }
    }

    /// Loads `content` unless it is the one loaded last, then renders the `select`ed pages.
    pub async fn render(&self, content: &Arc<Loaded>, select: Select) -> Result<Drawn, RenderFailure> {
        let (reply, answer) = oneshot::channel();
        let job = Job { content: Arc::clone(content), select, locale: "en", reply };
        let gone = || RenderFailure::site("the render thread has stopped");
        self.jobs.send(job).map_err(|_| gone())?;
        answer.await.map_err(|_| gone())?
    }

    /// Every page of `content` (the SiteContent JSON), on-demand ones included.
    pub async fn render_site(&self, content: &serde_json::Value) -> Result<RenderedSite, RenderFailure> {
        let loaded = Loaded::new(content)?;
        let drawn = self.render(&loaded, Select::All).await?;
        let sitemap = drawn.manifest.pages.iter().filter(|p| p.sitemap).map(|p| p.path.clone()).collect();
        Ok(RenderedSite {
            version: loaded.version,
            pages: drawn.pages.into_iter().collect(),
            redirects: drawn.manifest.redirects.clone(),
            sitemap,
            stats: drawn.stats,
        })
    }
}

/// The thread's loop: one engine, rebuilt after any failure (a limit hit or an exception may leave the
/// bundle's state half-made, and a panic may leave the runtime locked).
fn run(bundle: &str, limits: &Limits, queue: mpsc::Receiver<Job>) {
    let mut engine: Option<js::Js> = None;
    // The content loaded last, by its identity, with what `load()` listed for it.
    let mut loaded: Option<(u64, Arc<Manifest>)> = None;
    for job in queue {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut stats = RenderStats::default();
            if engine.is_none() {
                let (fresh, took) = js::Js::start(bundle, limits)?;
                engine = Some(fresh);
                loaded = None;
                stats.bundle_load = Some(took);
            }
            let js = engine.as_ref().expect("made above");
            let manifest = match &loaded {
                Some((id, manifest)) if *id == job.content.id => Arc::clone(manifest),
                _ => {
                    loaded = None;
                    let started = std::time::Instant::now();
                    let manifest = Arc::new(js.load(&job.content.json, limits)?);
                    stats.content_load = started.elapsed();
                    loaded = Some((job.content.id, Arc::clone(&manifest)));
                    manifest
                }
            };
            let paths: Vec<(&str, Option<&str>)> = match &job.select {
                Select::Nothing => Vec::new(),
                Select::All => manifest.pages.iter().map(|p| (p.path.as_str(), None)).collect(),
                Select::Paths(paths) => paths.iter().map(|p| (p.as_str(), None)).collect(),
                Select::Item { path, item } => vec![(path.as_str(), Some(item.as_str()))],
            };
            let started = std::time::Instant::now();
            let pages = js.render_pages(&paths, job.locale, limits)?;
            stats.pages = started.elapsed();
            stats.heap_bytes = js.heap_bytes();
            Ok(Drawn { manifest, pages, stats })
        }));
        let result = match outcome {
            Ok(result) => result,
            Err(panic) => {
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                tracing::error!(panic = %what, "the render engine panicked; it is rebuilt for the next render");
                Err(RenderFailure::site("the render engine failed"))
            }
        };
        if result.is_err() {
            engine = None;
            loaded = None;
        }
        // A caller that went away just drops the answer.
        let _ = job.reply.send(result);
    }
}
