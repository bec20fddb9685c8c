//! Serving the pre-rendered React site that `build.rs` embedded.
//!
//! A path is answered, in order, by: an exact file (hashed assets, icons, robots.txt); a pre-rendered page
//! (`/about-us` → `about-us/index.html`, never redirected to a trailing slash); the SPA shell for the
//! client-rendered routes (`/admin`, `/admin/*`, `/daily-darshan/{id}`); otherwise the designed not-found
//! page with status 404. HTML is revalidated by ETag; hashed assets are cached for a year.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

/// One embedded file with its pre-compressed variants.
pub struct SiteFile {
    pub path: &'static str,
    pub body: &'static [u8],
    pub br: Option<&'static [u8]>,
    pub gzip: Option<&'static [u8]>,
    pub etag: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/site_files.rs"));

const SPA_SHELL: &str = "/__spa-fallback.html";
const NOT_FOUND_PAGE: &str = "/404/index.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

const REDIRECTS: &str = "/__redirects.json";

/// A file ready to answer with: its header values are made once, at start-up, not per request.
struct Prepared {
    file: &'static SiteFile,
    content_type: HeaderValue,
    /// The strong validator of each representation: identity, brotli, gzip.
    etags: [HeaderValue; 3],
}

impl Prepared {
    fn new(file: &'static SiteFile) -> Self {
        let tagged = |suffix: &str| {
            let etag = format!("{}{suffix}\"", file.etag.trim_end_matches('"'));
            HeaderValue::from_str(&etag).expect("embedded ETags are ASCII")
        };
        Self {
            file,
            content_type: HeaderValue::from_static(content_type(file.path)),
            etags: [HeaderValue::from_static(file.etag), tagged("-br"), tagged("-gz")],
        }
    }
}

#[derive(Clone)]
pub struct Site {
    /// Every file by its path (`/assets/…`, `/about-us/index.html`).
    files: Arc<HashMap<&'static str, Prepared>>,
    /// Pre-rendered pages by their clean path (`/`, `/about-us`).
    pages: Arc<HashMap<&'static str, &'static str>>,
    /// Old addresses kept working: per path prefix, a segment (decoded, compared case-insensitively)
    /// and where it now lives. Written by the web build (`react-router.config.ts`).
    redirects: Arc<Vec<(String, HashMap<String, String>)>>,
}

impl Default for Site {
    fn default() -> Self {
        Self::embedded()
    }
}

impl Site {
    pub fn embedded() -> Self {
        let files: HashMap<_, _> = FILES.iter().map(|f| (f.path, Prepared::new(f))).collect();
        let pages = FILES
            .iter()
            .filter_map(|f| {
                let page = f.path.strip_suffix("/index.html")?;
                Some((if page.is_empty() { "/" } else { page }, f.path))
            })
            .collect();
        let redirects = files.get(REDIRECTS).map(|p| parse_redirects(p.file.body)).unwrap_or_default();
        Self { files: Arc::new(files), pages: Arc::new(pages), redirects: Arc::new(redirects) }
    }

    pub fn is_built(&self) -> bool {
        !self.files.is_empty()
    }

    /// Paths of every pre-rendered public page, for the sitemap.
    pub fn pages(&self) -> Vec<String> {
        let mut pages: Vec<String> = self
            .files
            .keys()
            .filter_map(|p| p.strip_suffix("index.html"))
            // The not-found page, the sign-in page and the booking hand-offs (which only open a chat)
            // are no content for search engines.
            .filter(|p| *p != "/404/" && *p != "/login/" && !p.starts_with("/book/"))
            .map(|p| if p == "/" { p.to_owned() } else { p.trim_end_matches('/').to_owned() })
            .collect();
        pages.sort();
        pages
    }

    pub fn respond(&self, method: &Method, uri: &Uri, headers: &HeaderMap) -> Response {
        if method != Method::GET && method != Method::HEAD {
            return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")]).into_response();
        }
        if !self.is_built() {
            return (StatusCode::SERVICE_UNAVAILABLE, "The site has not been built: run `make build`.\n")
                .into_response();
        }
        let path = uri.path();
        if path.len() > 1 && path.ends_with('/') {
            let trimmed = path.trim_end_matches('/');
            let target = match uri.query() {
                Some(q) => format!("{}?{q}", if trimmed.is_empty() { "/" } else { trimmed }),
                None => if trimmed.is_empty() { "/" } else { trimmed }.to_owned(),
            };
            return redirect(&target);
        }
        // Pages are reached by their clean path only; `*.html` and `/__*` names are build details.
        if !path.ends_with(".html") && !path.starts_with("/__") {
            if let Some(file) = self.files.get(path) {
                let cache = if path.starts_with("/assets/") { IMMUTABLE } else { "no-cache" };
                return serve(file, StatusCode::OK, cache, headers);
            }
            if let Some(file) = self.pages.get(path).and_then(|page| self.files.get(page)) {
                return serve(file, StatusCode::OK, "no-cache", headers);
            }
            if let Some(target) = self.redirect_for(path) {
                return redirect(&target);
            }
            if is_client_rendered(path)
                && let Some(file) = self.files.get(SPA_SHELL)
            {
                if !is_private(path) {
                    return serve(file, StatusCode::OK, "no-cache", headers);
                }
                // A devotee's booking page: its address is its key (DESIGN.md §4).
                let mut response = serve(file, StatusCode::OK, "no-store", headers);
                let out = response.headers_mut();
                out.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
                out.insert("x-robots-tag", HeaderValue::from_static("noindex"));
                return response;
            }
        }
        self.not_found(headers)
    }

    pub fn not_found(&self, headers: &HeaderMap) -> Response {
        match self.files.get(NOT_FOUND_PAGE) {
            Some(file) => serve(file, StatusCode::NOT_FOUND, "no-cache", headers),
            None => (StatusCode::NOT_FOUND, "Not found\n").into_response(),
        }
    }
}

impl Site {
    fn redirect_for(&self, path: &str) -> Option<String> {
        self.redirects.iter().find_map(|(prefix, table)| {
            let segment = path.strip_prefix(prefix.as_str())?;
            if segment.is_empty() || segment.contains('/') {
                return None;
            }
            let decoded = percent_encoding::percent_decode_str(segment).decode_utf8().ok()?;
            table.get(&decoded.trim().to_lowercase()).cloned()
        })
    }
}

fn parse_redirects(json: &[u8]) -> Vec<(String, HashMap<String, String>)> {
    let parsed: HashMap<String, HashMap<String, String>> = match serde_json::from_slice(json) {
        Ok(parsed) => parsed,
        Err(err) => {
            tracing::error!(error = %err, "the embedded redirect table is unreadable; old addresses will not redirect");
            return Vec::new();
        }
    };
    parsed
        .into_iter()
        .map(|(prefix, table)| (prefix, table.into_iter().map(|(from, to)| (from.to_lowercase(), to)).collect()))
        .collect()
}

/// Routes whose content only exists at run time: the admin area, one darshan post, the sankalp form and
/// a devotee's private booking page.
fn is_client_rendered(path: &str) -> bool {
    if path == "/admin" || path.starts_with("/admin/") {
        return true;
    }
    if path.starts_with("/sankalp/") || is_private(path) {
        return path.rsplit('/').next().is_some_and(|last| !last.is_empty() && !last.contains('.'));
    }
    match path.strip_prefix("/daily-darshan/") {
        Some(id) => !id.is_empty() && !id.contains('/') && !id.contains('.'),
        None => false,
    }
}

/// The private booking page, `/booking/{token}`: never stored by a cache, never indexed, never named in
/// a Referer.
fn is_private(path: &str) -> bool {
    path.starts_with("/booking/")
}

/// A 301 to `location`, always a path on this site.
pub fn redirect(location: &str) -> Response {
    let mut response = StatusCode::MOVED_PERMANENTLY.into_response();
    if let Ok(value) = HeaderValue::from_str(&local_path(location)) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

/// `location` as a path of this site: exactly one `/` at the start. A browser reads `//host`, `/\host`
/// or `\/host` as another site (it turns `\` into `/`), so every run of slashes and backslashes that
/// opens the path collapses into one `/`. Percent-encoded slashes need nothing: they stay in the path.
fn local_path(location: &str) -> String {
    format!("/{}", location.trim_start_matches(['/', '\\']))
}

/// A representation; the discriminant indexes [`Prepared::etags`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Encoding {
    Identity = 0,
    Brotli = 1,
    Gzip = 2,
}

/// Picks brotli, then gzip, from `Accept-Encoding`, honouring `q=0`.
fn negotiate(headers: &HeaderMap) -> (bool, bool) {
    let Some(accept) = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return (false, false);
    };
    let (mut br, mut gzip) = (false, false);
    for item in accept.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let refused = parts
            .any(|p| p.trim().strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()).is_some_and(|q| q <= 0.0));
        match name {
            "br" => br = !refused,
            "gzip" => gzip = !refused,
            _ => {}
        }
    }
    (br, gzip)
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "mp4" => "video/mp4",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        // React Router's pre-rendered loader data, fetched on client-side navigation.
        "data" => "text/x-script",
        _ => "application/octet-stream",
    }
}

fn serve(prepared: &Prepared, status: StatusCode, cache: &'static str, headers: &HeaderMap) -> Response {
    let file = prepared.file;
    let (accept_br, accept_gzip) = negotiate(headers);
    let (encoding, body) = match (file.br, file.gzip) {
        (Some(br), _) if accept_br => (Encoding::Brotli, br),
        (_, Some(gz)) if accept_gzip => (Encoding::Gzip, gz),
        _ => (Encoding::Identity, file.body),
    };
    // Each representation has its own strong validator.
    let etag = &prepared.etags[encoding as usize];
    let fresh = status == StatusCode::OK
        && headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).is_some_and(|v| {
            v.split(',')
                .any(|tag| tag.trim().trim_start_matches("W/").as_bytes() == etag.as_bytes() || tag.trim() == "*")
        });
    let mut response = if fresh {
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        response
    } else {
        let mut response = Response::new(Body::from(body));
        *response.status_mut() = status;
        response
    };
    let out = response.headers_mut();
    out.insert(header::CONTENT_TYPE, prepared.content_type.clone());
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    out.insert(header::ETAG, etag.clone());
    if file.br.is_some() || file.gzip.is_some() {
        out.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    if !fresh {
        match encoding {
            Encoding::Brotli => _ = out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br")),
            Encoding::Gzip => _ = out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip")),
            Encoding::Identity => {}
        }
        out.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        h
    }

    #[test]
    fn negotiation_honours_q_zero() {
        assert_eq!(negotiate(&accept("gzip, deflate, br")), (true, true));
        assert_eq!(negotiate(&accept("br;q=0, gzip;q=0.5")), (false, true));
        assert_eq!(negotiate(&accept("identity")), (false, false));
        assert_eq!(negotiate(&HeaderMap::new()), (false, false));
    }

    #[test]
    fn redirects_stay_on_this_site() {
        let location = |path: &str| {
            let response = redirect(path);
            response.headers().get(header::LOCATION).unwrap().to_str().unwrap().to_owned()
        };
        assert_eq!(location("//evil.example"), "/evil.example");
        assert_eq!(location("/\\evil.example"), "/evil.example");
        assert_eq!(location("\\/evil.example"), "/evil.example");
        assert_eq!(location("///\\//evil.example?x=1"), "/evil.example?x=1");
        assert_eq!(location("/%2F%2Fevil.example"), "/%2F%2Fevil.example");
        assert_eq!(location("/about-us"), "/about-us");
        assert_eq!(location("/"), "/");
    }

    #[test]
    fn client_rendered_routes() {
        assert!(is_client_rendered("/admin"));
        assert!(is_client_rendered("/admin/daily-darshan/new"));
        assert!(is_client_rendered("/daily-darshan/66f0c1"));
        assert!(!is_client_rendered("/daily-darshan/"));
        assert!(!is_client_rendered("/daily-darshan/a/b"));
        assert!(!is_client_rendered("/daily-darshan/x.data"));
        assert!(!is_client_rendered("/administrator"));
        assert!(is_client_rendered("/booking/q3Xw0vJ9S3mC4kH1pZ8a2Q"));
        assert!(is_client_rendered("/sankalp/ritual/satyanarayan"));
        assert!(is_client_rendered("/sankalp/astrology"));
        assert!(!is_client_rendered("/booking/x.data"));
        assert!(!is_client_rendered("/sankalp/"));
    }
}
