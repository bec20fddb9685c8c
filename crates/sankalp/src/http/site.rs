//! Answering the site's paths: the files `build.rs` embedded from the web build, the pages rendered at
//! run time (`http::pages`), the admin app's shell and the designed not-found page.
//!
//! A GET is answered, in order (contract E of issue 16), by: an exact embedded file (hashed assets, icons);
//! a rendered page; a redirect of an old address (from the bundle's `load()`); an app route of the route
//! manifest (`__routes.json`: the SPA shell, with no-store and noindex when private); otherwise the
//! rendered `/404` with status 404. A path is served by its clean form only: a trailing slash redirects.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Deserialize;

use crate::http::pages::Rendered;

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
const ROUTES: &str = "/__routes.json";
pub const NOT_FOUND_PAGE: &str = "/404";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const X_ROBOTS_TAG: HeaderName = HeaderName::from_static("x-robots-tag");

/// A body ready to answer with, in each encoding, with its header values made once.
pub struct Representation {
    pub identity: Bytes,
    pub br: Option<Bytes>,
    pub gzip: Option<Bytes>,
    pub content_type: HeaderValue,
    /// The strong validator of each encoding: identity, brotli, gzip.
    pub etags: [HeaderValue; 3],
}

impl Representation {
    /// `etag` is the quoted validator of the identity body; the others get `-br` and `-gz`.
    pub fn new(identity: Bytes, br: Option<Bytes>, gzip: Option<Bytes>, content_type: &str, etag: &str) -> Self {
        let tagged = |suffix: &str| {
            let tag = format!("{}{suffix}\"", etag.trim_end_matches('"'));
            HeaderValue::from_str(&tag).expect("ETags are ASCII")
        };
        Self {
            identity,
            br,
            gzip,
            content_type: HeaderValue::from_str(content_type).expect("content types are ASCII"),
            etags: [tagged(""), tagged("-br"), tagged("-gz")],
        }
    }

    fn embedded(file: &'static SiteFile) -> Self {
        Self::new(
            Bytes::from_static(file.body),
            file.br.map(Bytes::from_static),
            file.gzip.map(Bytes::from_static),
            content_type(file.path),
            file.etag,
        )
    }
}

/// The route manifest's part the server reads (web/app's one route manifest writes it).
#[derive(Deserialize, Default, Debug)]
#[serde(rename_all = "camelCase")]
struct RouteManifest {
    #[serde(default)]
    app: Vec<AppRoute>,
    #[serde(default)]
    robots_disallow: Vec<String>,
}

#[derive(Deserialize, Debug)]
struct AppRoute {
    path: String,
    #[serde(rename = "match")]
    matching: Match,
    #[serde(default)]
    private: bool,
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Match {
    Exact,
    Prefix,
}

impl AppRoute {
    fn matches(&self, path: &str) -> bool {
        match self.matching {
            Match::Exact => path == self.path,
            // `/admin` covers `/admin` and `/admin/…`, not `/administrator`; `/booking/` needs a token after it.
            Match::Prefix if self.path.ends_with('/') => path.len() > self.path.len() && path.starts_with(&self.path),
            Match::Prefix => {
                path.strip_prefix(self.path.as_str()).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
            }
        }
    }
}

#[derive(Clone)]
pub struct Site {
    /// Every servable file by its path (`/assets/…`, `/favicon.svg`); `__*` files are build details.
    files: Arc<HashMap<&'static str, Representation>>,
    shell: Option<Arc<Representation>>,
    routes: Arc<RouteManifest>,
}

impl Default for Site {
    fn default() -> Self {
        Self::embedded()
    }
}

impl Site {
    pub fn embedded() -> Self {
        let files = FILES
            .iter()
            .filter(|f| !f.path.starts_with("/__") && !f.path.ends_with(".html"))
            .map(|f| (f.path, Representation::embedded(f)))
            .collect();
        let shell = FILES.iter().find(|f| f.path == SPA_SHELL).map(|f| Arc::new(Representation::embedded(f)));
        let routes = match FILES.iter().find(|f| f.path == ROUTES) {
            Some(file) => serde_json::from_slice(file.body).unwrap_or_else(|err| {
                panic!("the embedded route manifest {ROUTES} is unreadable ({err}): rebuild the web (`make web`)")
            }),
            None => RouteManifest::default(),
        };
        Self { files: Arc::new(files), shell, routes: Arc::new(routes) }
    }

    /// Whether the web build was embedded: the files, the route manifest and the render bundle.
    pub fn is_built(&self) -> bool {
        !self.files.is_empty() && RENDER_BUNDLE.is_some() && FILES.iter().any(|f| f.path == ROUTES)
    }

    /// The render bundle (`web/build/render/render.js`), when the web was built.
    pub fn render_bundle() -> Option<&'static str> {
        RENDER_BUNDLE
    }

    /// `/robots.txt`: the manifest's disallowed paths and the sitemap at `origin`.
    pub fn robots(&self, origin: &str) -> String {
        let mut body = String::from("User-agent: *\n");
        for path in &self.routes.robots_disallow {
            body.push_str(&format!("Disallow: {path}\n"));
        }
        body.push_str(&format!("\nSitemap: {origin}/sitemap.xml\n"));
        body
    }

    pub fn respond(&self, rendered: &Rendered, method: &Method, uri: &Uri, headers: &HeaderMap) -> Response {
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
        if let Some(file) = self.files.get(path) {
            let cache = if path.starts_with("/assets/") { IMMUTABLE } else { "no-cache" };
            return serve(file, StatusCode::OK, cache, headers);
        }
        // `/404` is the not-found page's name, not an address.
        if path != NOT_FOUND_PAGE
            && let Some(page) = rendered.page(path)
        {
            return serve(&page.representation, page.status, "no-cache", headers);
        }
        if let Some(target) = rendered.redirect_for(path) {
            return redirect(target);
        }
        // A name with a dot is a file, and a missing file is a 404, never the app.
        let file_like = path.rsplit('/').next().is_some_and(|last| last.contains('.'));
        if !file_like
            && let Some(route) = self.routes.app.iter().find(|r| r.matches(path))
            && let Some(shell) = &self.shell
        {
            if route.private {
                let mut response = serve(shell, StatusCode::OK, "no-store", headers);
                let out = response.headers_mut();
                out.insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
                out.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
                return response;
            }
            return serve(shell, StatusCode::OK, "no-cache", headers);
        }
        if rendered.is_empty() {
            return (StatusCode::SERVICE_UNAVAILABLE, "The pages could not be rendered; the server log says why.\n")
                .into_response();
        }
        not_found(rendered, headers)
    }
}

/// The rendered not-found page with status 404, or a line of text before the first render.
pub fn not_found(rendered: &Rendered, headers: &HeaderMap) -> Response {
    match rendered.page(NOT_FOUND_PAGE) {
        Some(page) => serve(&page.representation, StatusCode::NOT_FOUND, "no-cache", headers),
        None => (StatusCode::NOT_FOUND, "Not found\n").into_response(),
    }
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

/// A representation; the discriminant indexes [`Representation::etags`].
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
        _ => "application/octet-stream",
    }
}

pub fn serve(rep: &Representation, status: StatusCode, cache: &'static str, headers: &HeaderMap) -> Response {
    let (accept_br, accept_gzip) = negotiate(headers);
    let (encoding, body) = match (&rep.br, &rep.gzip) {
        (Some(br), _) if accept_br => (Encoding::Brotli, br),
        (_, Some(gz)) if accept_gzip => (Encoding::Gzip, gz),
        _ => (Encoding::Identity, &rep.identity),
    };
    // Each representation has its own strong validator.
    let etag = &rep.etags[encoding as usize];
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
        let mut response = Response::new(Body::from(body.clone()));
        *response.status_mut() = status;
        response
    };
    let out = response.headers_mut();
    out.insert(header::CONTENT_TYPE, rep.content_type.clone());
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    out.insert(header::ETAG, etag.clone());
    if rep.br.is_some() || rep.gzip.is_some() {
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
    fn app_routes_match_exactly_or_by_prefix() {
        let manifest: RouteManifest = serde_json::from_str(
            r#"{ "app": [ { "path": "/admin", "match": "prefix" }, { "path": "/login", "match": "exact" },
                          { "path": "/booking/", "match": "prefix", "private": true } ],
                 "robotsDisallow": ["/admin"] }"#,
        )
        .unwrap();
        let route = |path: &str| manifest.app.iter().find(|r| r.matches(path)).map(|r| (r.path.as_str(), r.private));
        assert_eq!(route("/admin"), Some(("/admin", false)));
        assert_eq!(route("/admin/daily-darshan/new"), Some(("/admin", false)));
        assert_eq!(route("/administrator"), None);
        assert_eq!(route("/login"), Some(("/login", false)));
        assert_eq!(route("/login/x"), None);
        assert_eq!(route("/booking/abc"), Some(("/booking/", true)));
        assert_eq!(route("/booking"), None);
        assert_eq!(route("/booking/"), None);
    }
}
