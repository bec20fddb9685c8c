//! The render cache (DESIGN §8): every public page of the current content version, rendered by the
//! engine (`sankalp-render`) and compressed, held behind one atomic pointer.
//!
//! Requests never wait for the engine: they read whatever version is current. The whole site is rendered
//! at start-up, before the server listens, and again in the background whenever the content version
//! moves (`features::content::ContentVersion`: at once for a write here, within a second for another
//! instance's); the new version replaces the old in one swap, only once every page of it rendered. A
//! version that fails to render leaves the last good one up. Before a content write is committed, its
//! candidate content is rendered whole ([`RenderCheck`]): a failure is the editor's 422.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use arc_swap::ArcSwap;
use axum::http::StatusCode;
use bytes::Bytes;
use sankalp_db::{ContentSnapshot, DynStore, Visibility};
pub use sankalp_render::Limits;
use sankalp_render::{Engine, RenderFailure, RenderedSite};
use tokio::sync::watch;

use crate::features::content::RenderCheck;
use crate::http::site::Representation;
use crate::http::site_content::site_content;
use crate::worker::Worker;

/// How soon a render that could not read the content is tried again.
const RETRY: Duration = Duration::from_secs(1);

/// Compressing a version's pages: CPU-bound, so on a thread of its own (see `worker.rs`).
static COMPRESS: Worker = Worker::new("compress");

/// Brotli quality 6 with a 4 MiB window. Measured on the 91 default pages (1.4 MB of HTML, one core,
/// bench/results/render.md): quality 6 takes 70 ms for 380.6 KB, quality 9 takes 2 s for 380.1 KB.
const BROTLI_QUALITY: u32 = 6;
const BROTLI_WINDOW: u32 = 22;

/// One rendered page, ready to answer with.
pub struct Page {
    pub status: StatusCode,
    pub representation: Representation,
}

/// Every page of one content version.
pub struct Rendered {
    /// The content version; -1 before the first render.
    pub version: i64,
    pages: HashMap<String, Page>,
    /// `from` (lower-cased) → `to`.
    redirects: HashMap<String, String>,
    sitemap: Bytes,
}

impl Rendered {
    fn empty() -> Self {
        Self { version: -1, pages: HashMap::new(), redirects: HashMap::new(), sitemap: sitemap_xml("", &[]) }
    }

    pub fn page(&self, path: &str) -> Option<&Page> {
        self.pages.get(path)
    }

    /// Whether any page was rendered yet.
    pub fn is_empty(&self) -> bool {
        self.pages.is_empty()
    }

    /// Where an old address now lives: its last segment decoded, trimmed and lower-cased, after the
    /// same prefix, is an old address the bundle listed, or a page's own (`/puja/Satyanarayan`).
    pub fn redirect_for(&self, path: &str) -> Option<&str> {
        let cut = path.rfind('/')? + 1;
        let (prefix, segment) = path.split_at(cut);
        if segment.is_empty() {
            return None;
        }
        let decoded = percent_encoding::percent_decode_str(segment).decode_utf8().ok()?;
        let key = format!("{prefix}{}", decoded.trim().to_lowercase());
        if let Some(to) = self.redirects.get(&key) {
            return Some(to);
        }
        (key != path).then(|| self.pages.get_key_value(&key).map(|(page, _)| page.as_str())).flatten()
    }

    /// `/sitemap.xml`: every page the bundle marked for it, at the public origin.
    pub fn sitemap(&self) -> Bytes {
        self.sitemap.clone()
    }

    /// Compresses every page and makes its validators. The ETag names the version, so it changes with
    /// every content version, and a hash of the page, so two instances at one version agree.
    fn from_site(site: RenderedSite, origin: &str) -> Self {
        let pages = site
            .pages
            .into_iter()
            .map(|(path, page)| {
                let (br, gzip) = compress(page.html.as_bytes());
                let etag = format!("\"v{}-{:016x}\"", site.version, fnv1a(page.html.as_bytes()));
                let representation = Representation::new(
                    Bytes::from(page.html),
                    Some(br),
                    Some(gzip),
                    "text/html; charset=utf-8",
                    &etag,
                );
                let status = StatusCode::from_u16(page.status).unwrap_or(StatusCode::OK);
                (path, Page { status, representation })
            })
            .collect();
        let redirects = site.redirects.into_iter().map(|r| (r.from.to_lowercase(), r.to)).collect();
        Self { version: site.version, pages, redirects, sitemap: sitemap_xml(origin, &site.sitemap) }
    }
}

fn compress(html: &[u8]) -> (Bytes, Bytes) {
    use std::io::Write as _;
    let mut br = Vec::with_capacity(html.len() / 4);
    {
        let mut writer = brotli::CompressorWriter::new(&mut br, 4096, BROTLI_QUALITY, BROTLI_WINDOW);
        writer.write_all(html).expect("compressing into memory");
    }
    let mut gzip = flate2::write::GzEncoder::new(Vec::with_capacity(html.len() / 3), flate2::Compression::best());
    gzip.write_all(html).expect("compressing into memory");
    (Bytes::from(br), Bytes::from(gzip.finish().expect("compressing into memory")))
}

fn sitemap_xml(origin: &str, paths: &[String]) -> Bytes {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in paths {
        xml.push_str(&format!("  <url><loc>{}</loc></url>\n", xml_escape(&format!("{origin}{path}"))));
    }
    xml.push_str("</urlset>\n");
    Bytes::from(xml)
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// FNV-1a, 64 bits: an ETag only has to change when the bytes do.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}

/// The engine with the last content it rendered: a check of a candidate and the render after its
/// commit are the same content, rendered once. Shareable by several [`Pages`] (the tests' apps).
pub struct Renderer {
    engine: Engine,
    last: Mutex<Option<(serde_json::Value, Arc<Rendered>)>>,
}

impl Renderer {
    pub fn new(bundle: &str, limits: Limits) -> Self {
        Self { engine: Engine::start(bundle, limits), last: Mutex::new(None) }
    }

    /// Every page of `content` (the SiteContent JSON), rendered and compressed.
    pub async fn render(&self, content: serde_json::Value) -> Result<Arc<Rendered>, RenderFailure> {
        if let Some((last, rendered)) = &*self.last.lock().unwrap_or_else(|p| p.into_inner())
            && *last == content
        {
            return Ok(Arc::clone(rendered));
        }
        let started = Instant::now();
        let site = self.engine.render_site(&content).await?;
        let render_time = started.elapsed();
        let origin = content.get("origin").and_then(|o| o.as_str()).unwrap_or_default().to_owned();
        let stats = site.stats.clone();
        let count = site.pages.len();
        let compressing = Instant::now();
        let rendered = COMPRESS
            .run(move || Rendered::from_site(site, &origin))
            .await
            .map_err(|err| RenderFailure { path: None, message: err.to_string() })?;
        let rendered = Arc::new(rendered);
        tracing::info!(
            version = rendered.version,
            pages = count,
            render_ms = render_time.as_millis() as u64,
            bundle_load_ms = stats.bundle_load.map(|d| d.as_millis() as u64),
            compress_ms = compressing.elapsed().as_millis() as u64,
            heap_bytes = stats.heap_bytes,
            "site rendered"
        );
        *self.last.lock().unwrap_or_else(|p| p.into_inner()) = Some((content, Arc::clone(&rendered)));
        Ok(rendered)
    }
}

/// The pages every request reads. Cheap to clone.
#[derive(Clone)]
pub struct Pages {
    inner: Arc<Inner>,
}

struct Inner {
    current: ArcSwap<Rendered>,
    /// `None` when the binary was built without the web: nothing to render.
    renderer: Option<Arc<Renderer>>,
    store: DynStore,
    /// `SANKALP_PUBLIC_URL` without a trailing slash.
    origin: Arc<str>,
    /// The last version that failed to render, so that it is not tried again every second.
    failed: Mutex<Option<i64>>,
}

impl Pages {
    /// Renders the current content, then renders again whenever `versions` moves. Returns once the first
    /// render is done (or failed: then pages answer 503 until a version renders).
    pub async fn start(
        store: DynStore,
        origin: &str,
        renderer: Option<Arc<Renderer>>,
        versions: watch::Receiver<i64>,
    ) -> Self {
        let pages = Self {
            inner: Arc::new(Inner {
                current: ArcSwap::from_pointee(Rendered::empty()),
                renderer,
                store,
                origin: origin.trim_end_matches('/').into(),
                failed: Mutex::new(None),
            }),
        };
        if pages.inner.renderer.is_some() {
            pages.update().await;
            tokio::spawn(follow(Arc::downgrade(&pages.inner), versions));
        }
        pages
    }

    /// The version being served.
    pub fn current(&self) -> arc_swap::Guard<Arc<Rendered>> {
        self.inner.current.load()
    }

    /// Renders every page of `candidate` (content not yet committed) and says which page fails, if
    /// any. A success is remembered, so the render after the commit costs nothing.
    pub async fn check(&self, candidate: &ContentSnapshot) -> Result<(), RenderFailure> {
        let Some(renderer) = &self.inner.renderer else { return Ok(()) };
        let content = self.content_of(candidate).await.map_err(|err| RenderFailure {
            path: None,
            message: format!("the darshan posts could not be read ({err})"),
        })?;
        renderer.render(content).await.map(drop)
    }

    /// The SiteContent of `snapshot`: its published entries, every published darshan post, the origin.
    async fn content_of(&self, snapshot: &ContentSnapshot) -> Result<serde_json::Value, sqlx::Error> {
        let (posts, _) = self.inner.store.list_video_posts(Visibility::PublishedOnly, None, 0).await?;
        Ok(site_content(snapshot, &posts, &self.inner.origin))
    }

    /// Renders the stored content if its version is not the one served, and swaps it in. False when the
    /// content could not be read (worth trying again).
    async fn update(&self) -> bool {
        let Some(renderer) = &self.inner.renderer else { return true };
        let served = self.current().version;
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
        let content = match self.inner.store.content_snapshot().await {
            Ok(snapshot) => self.content_of(&snapshot).await,
            Err(err) => Err(err),
        };
        let content = match content {
            Ok(content) => content,
            Err(err) => {
                tracing::warn!(error = %err, "cannot read the content; pages stay as they are");
                return false;
            }
        };
        match renderer.render(content).await {
            Ok(rendered) => {
                let version = rendered.version;
                self.inner.current.store(rendered);
                tracing::debug!(version, "serving a new content version");
            }
            Err(failure) => {
                *self.inner.failed.lock().unwrap_or_else(|p| p.into_inner()) = Some(version);
                tracing::error!(version, %failure, "the content does not render; the last good pages stay up");
            }
        }
        true
    }
}

#[async_trait::async_trait]
impl RenderCheck for Pages {
    async fn check(&self, candidate: &ContentSnapshot) -> Result<(), RenderFailure> {
        Pages::check(self, candidate).await
    }
}

/// Renders each new content version until the pages are dropped; a render that could not read the
/// content is tried again after [`RETRY`].
async fn follow(pages: Weak<Inner>, mut versions: watch::Receiver<i64>) {
    let mut retry = false;
    loop {
        if retry {
            tokio::time::sleep(RETRY).await;
        } else if versions.changed().await.is_err() {
            return;
        }
        let Some(inner) = pages.upgrade() else { return };
        retry = !Pages { inner }.update().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sankalp_render::{Redirect, RenderStats, RenderedPage};

    fn rendered(redirects: &[(&str, &str)]) -> Rendered {
        let site = RenderedSite {
            version: 3,
            pages: [("/".to_owned(), RenderedPage { status: 200, html: "<p>home</p>".repeat(50) })].into(),
            redirects: redirects.iter().map(|(f, t)| Redirect { from: (*f).into(), to: (*t).into() }).collect(),
            sitemap: vec!["/".into(), "/a&b".into()],
            stats: RenderStats::default(),
        };
        Rendered::from_site(site, "https://example.org")
    }

    #[test]
    fn old_addresses_match_by_their_decoded_trimmed_lower_cased_segment() {
        let site =
            rendered(&[("/puja/satyanarayan puja", "/puja/satyanarayan"), ("/puja/GrihaPravesh", "/puja/griha")]);
        assert_eq!(site.redirect_for("/puja/Satyanarayan%20Puja"), Some("/puja/satyanarayan"));
        assert_eq!(site.redirect_for("/puja/%20satyanarayan%20PUJA%20"), Some("/puja/satyanarayan"));
        assert_eq!(site.redirect_for("/puja/grihapravesh"), Some("/puja/griha"));
        assert_eq!(site.redirect_for("/puja/satyanarayan puja/x"), None);
        assert_eq!(site.redirect_for("/other/satyanarayan%20puja"), None);
        assert_eq!(site.redirect_for("/puja/%ff"), None);
        assert_eq!(site.redirect_for("/%20"), Some("/"), "a page's own address, decoded and trimmed");
        assert_eq!(site.redirect_for("/"), None, "never to itself");
    }

    #[test]
    fn pages_are_compressed_and_validated_per_version() {
        let site = rendered(&[]);
        let page = site.page("/").unwrap();
        let html = page.representation.identity.clone();
        let br = page.representation.br.clone().unwrap();
        let gz = page.representation.gzip.clone().unwrap();
        assert!(br.len() < html.len() && gz.len() < html.len());
        let mut unbrotli = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut unbrotli).unwrap();
        assert_eq!(unbrotli, html);
        let mut ungzip = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gz[..]), &mut ungzip).unwrap();
        assert_eq!(ungzip, html);
        let etag = page.representation.etags[0].to_str().unwrap();
        assert!(etag.starts_with("\"v3-") && etag.ends_with('"'), "{etag}");
        assert_eq!(page.representation.etags[1].to_str().unwrap(), format!("{}-br\"", etag.trim_end_matches('"')));
    }

    #[test]
    fn the_sitemap_lists_the_marked_paths_at_the_origin() {
        let xml = String::from_utf8(rendered(&[]).sitemap().to_vec()).unwrap();
        assert!(xml.contains("<loc>https://example.org/</loc>"));
        assert!(xml.contains("<loc>https://example.org/a&amp;b</loc>"));
    }
}
