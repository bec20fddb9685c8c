//! The files `build.rs` embedded from the web build, the route manifest's app areas, and the order in
//! which a site path is answered (ARCHITECTURE.md §2): an exact embedded file (hashed assets, icons); a
//! rendered page; a redirect of an old address (from the bundle's `load()`); an app area of the route
//! manifest (`__routes.json`: the SPA shell, with no-store and noindex when private, status 404 when the
//! area holds no public page); otherwise the rendered `/404` with status 404. A path is served by its
//! clean form only: a trailing slash redirects.

use std::collections::HashMap;
use std::sync::Arc;

use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Deserialize;

use super::cache::{Page, Rendered};
use super::embedded::{FILES, RENDER_BUNDLE, SiteFile};
use crate::http::representation::{Representation, serve};

const SPA_SHELL: &str = "/__spa-fallback.html";
const ROUTES: &str = "/__routes.json";
pub const NOT_FOUND_PAGE: &str = "/404";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const X_ROBOTS_TAG: HeaderName = HeaderName::from_static("x-robots-tag");

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
#[serde(rename_all = "camelCase")]
struct AppRoute {
    path: String,
    #[serde(rename = "match")]
    matching: Match,
    #[serde(default)]
    private: bool,
    /// Answered with status 404: no public page lives there (drafts and unknown ids of darshan posts).
    #[serde(default)]
    not_found: bool,
    /// Also under each language's prefix (`/hi/sankalp/…`): the app takes its language from it.
    #[serde(default)]
    localised: bool,
    /// The embedded file answering the area instead of the SPA shell: its page pre-rendered at build
    /// time (sign-in, whose form is then in the HTML before any script runs).
    #[serde(default)]
    shell: Option<String>,
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Match {
    Exact,
    Prefix,
    /// One segment after the path (`/booking/` + a token), nothing deeper.
    Segment,
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
            Match::Segment => {
                path.strip_prefix(self.path.as_str()).is_some_and(|rest| !rest.is_empty() && !rest.contains('/'))
            }
        }
    }
}

#[derive(Clone)]
pub struct Site {
    /// Every servable file by its path (`/assets/…`, `/favicon.svg`); `__*` files are build details.
    files: Arc<HashMap<&'static str, Representation>>,
    shell: Option<Arc<Representation>>,
    /// The pre-rendered areas' pages, by the file name the route manifest gives (`/__shell-login.html`).
    prerendered: Arc<HashMap<&'static str, Representation>>,
    routes: Arc<RouteManifest>,
    /// [`Site::is_built`], looked up once: every site request asks.
    built: bool,
}

impl Default for Site {
    fn default() -> Self {
        Self::embedded()
    }
}

impl Site {
    pub fn embedded() -> Self {
        let files: HashMap<&'static str, Representation> = FILES
            .iter()
            .filter(|f| !f.path.starts_with("/__") && !f.path.ends_with(".html"))
            .map(|f| (f.path, embedded(f)))
            .collect();
        let shell = FILES.iter().find(|f| f.path == SPA_SHELL).map(|f| Arc::new(embedded(f)));
        let prerendered =
            FILES.iter().filter(|f| f.path.starts_with("/__shell-")).map(|f| (f.path, embedded(f))).collect();
        let routes = match FILES.iter().find(|f| f.path == ROUTES) {
            Some(file) => serde_json::from_slice(file.body).unwrap_or_else(|err| {
                panic!("the embedded route manifest {ROUTES} is unreadable ({err}): rebuild the web (`make web`)")
            }),
            None => RouteManifest::default(),
        };
        let built = !files.is_empty() && RENDER_BUNDLE.is_some() && FILES.iter().any(|f| f.path == ROUTES);
        Self { files: Arc::new(files), shell, prerendered: Arc::new(prerendered), routes: Arc::new(routes), built }
    }

    /// Whether the web build was embedded: the files, the route manifest and the render bundle.
    pub fn is_built(&self) -> bool {
        self.built
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

    /// Whether `method` may read the site, and the path's clean form when it is not clean: the checks
    /// every site path goes through before anything is looked up.
    pub fn precheck(&self, method: &Method, uri: &Uri) -> Option<Response> {
        if method != Method::GET && method != Method::HEAD {
            return Some((StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")]).into_response());
        }
        if !self.is_built() {
            return Some(
                (StatusCode::SERVICE_UNAVAILABLE, "The site has not been built: run `make build`.\n").into_response(),
            );
        }
        let path = uri.path();
        if path.len() > 1 && path.ends_with('/') {
            let trimmed = path.trim_end_matches('/');
            let target = match uri.query() {
                Some(q) => format!("{}?{q}", if trimmed.is_empty() { "/" } else { trimmed }),
                None => if trimmed.is_empty() { "/" } else { trimmed }.to_owned(),
            };
            return Some(redirect(&target));
        }
        None
    }

    /// An embedded file at `path`.
    pub fn file(&self, path: &str, headers: &HeaderMap) -> Option<Response> {
        let (file, cache) = self.file_representation(path)?;
        Some(serve(file, StatusCode::OK, cache, headers))
    }

    /// The embedded file at `path` and its `Cache-Control`: immutable under `/assets/` (the build
    /// names those files by their contents), revalidated otherwise.
    pub fn file_representation(&self, path: &str) -> Option<(&Representation, &'static str)> {
        let file = self.files.get(path)?;
        Some((file, if path.starts_with("/assets/") { IMMUTABLE } else { "no-cache" }))
    }

    /// The paths of the embedded files served as they are.
    pub fn file_paths(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.files.keys().copied()
    }

    /// Answers a clean path that is no embedded file, given the rendered page there if there is one, and
    /// the not-found page of the path's language when it has a language's prefix.
    pub fn respond(
        &self,
        rendered: &Rendered,
        page: Option<&Page>,
        path: &str,
        headers: &HeaderMap,
        missing: Option<&Page>,
    ) -> Response {
        // `/404` is the not-found page's name, not an address.
        if path != NOT_FOUND_PAGE
            && let Some(page) = page
        {
            return serve(&page.representation, page.status, "no-cache", headers);
        }
        if let Some(target) = rendered.redirect_for(path) {
            return redirect(&target);
        }
        if rendered.is_gone(path) {
            return gone(rendered, headers);
        }
        // A name with a dot is a file, and a missing file is a 404, never the app.
        let file_like = path.rsplit('/').next().is_some_and(|last| last.contains('.'));
        if !file_like
            && let Some(route) = self.app_route(path)
            && let Some(shell) = route.shell.as_deref().and_then(|f| self.prerendered.get(f)).or(self.shell.as_deref())
        {
            let status = if route.not_found { StatusCode::NOT_FOUND } else { StatusCode::OK };
            if route.private || route.not_found {
                let cache = if route.private { "no-store" } else { "no-cache" };
                let mut response = serve(shell, status, cache, headers);
                let out = response.headers_mut();
                out.insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
                if route.private {
                    out.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
                }
                return response;
            }
            return serve(shell, status, "no-cache", headers);
        }
        if rendered.is_empty() {
            return (StatusCode::SERVICE_UNAVAILABLE, "The pages could not be rendered; the server log says why.\n")
                .into_response();
        }
        match missing {
            Some(page) => serve(&page.representation, StatusCode::NOT_FOUND, "no-cache", headers),
            None => not_found(rendered, headers),
        }
    }

    /// The app area `path` belongs to, also under a language's prefix for a localised area.
    fn app_route(&self, path: &str) -> Option<&AppRoute> {
        if let Some(route) = self.routes.app.iter().find(|r| r.matches(path)) {
            return Some(route);
        }
        let (_, rest) = super::cache::language_prefix(path)?;
        self.routes.app.iter().find(|r| r.localised && r.matches(rest))
    }
}

/// An embedded file as a representation.
fn embedded(file: &'static SiteFile) -> Representation {
    Representation::new(
        Bytes::from_static(file.body),
        file.br.map(Bytes::from_static),
        file.gzip.map(Bytes::from_static),
        content_type(file.path),
        file.etag,
    )
}

/// The rendered not-found page with status 404, or a line of text before the first render.
pub fn not_found(rendered: &Rendered, headers: &HeaderMap) -> Response {
    match rendered.page(NOT_FOUND_PAGE) {
        Some(page) => serve(&page.representation, StatusCode::NOT_FOUND, "no-cache", headers),
        None => (StatusCode::NOT_FOUND, "Not found\n").into_response(),
    }
}

/// The rendered not-found page with status 410, kept out of search indexes: what a deleted entry's
/// address answers.
pub fn gone(rendered: &Rendered, headers: &HeaderMap) -> Response {
    let mut response = match rendered.page(NOT_FOUND_PAGE) {
        Some(page) => serve(&page.representation, StatusCode::GONE, "no-cache", headers),
        None => (StatusCode::GONE, "Gone\n").into_response(),
    };
    response.headers_mut().insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
    response
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

#[cfg(test)]
mod tests {
    use super::*;

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
                          { "path": "/booking/", "match": "segment", "private": true, "localised": true } ],
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
        assert_eq!(route("/booking/abc/def"), None, "one segment, nothing deeper");
        assert_eq!(route("/booking"), None);
        assert_eq!(route("/booking/"), None);
        let site = Site {
            files: Arc::default(),
            shell: None,
            prerendered: Arc::default(),
            routes: Arc::new(manifest),
            built: false,
        };
        let localised = |path: &str| site.app_route(path).map(|r| r.path.as_str());
        assert_eq!(localised("/hi/booking/abc"), Some("/booking/"));
        assert_eq!(localised("/kn/admin"), None, "the admin area is English only");
    }
}
