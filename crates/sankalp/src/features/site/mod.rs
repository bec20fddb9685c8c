//! The public site (ARCHITECTURE.md §2–§3): the web build embedded in the binary, the pages rendered
//! from the content, and the change path every content and darshan write goes through so that the
//! pages show it before the write is answered.
//!
//! - `embedded`: the files and the render bundle the binary carries from the web build.
//! - `files`: the embedded files served, the route manifest's app areas and the order a path is
//!   answered in.
//! - `content`: what pages are drawn from (a [`Source`]), a write's [`Change`] to it, the JSON the
//!   render bundle is given.
//! - `cache`: the rendered pages of the version served, and which of them a change makes stale.
//! - `inline`: a rendered page's stylesheets put into its HTML, with their hashes for its policy.
//! - `publish`: [`Pages`], the change path and the follower of other instances' writes.

pub mod cache;
pub mod content;
pub mod embedded;
pub mod files;
pub mod inline;
pub mod publish;

use axum::extract::{Request, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};

pub use self::cache::{Page, Rendered};
pub use self::content::{Change, PostsAs, Source};
pub use self::files::Site;
pub use self::publish::{Drawn, POLL_INTERVAL, Pages, Publishing};
use crate::AppState;
use crate::http::error::AppError;
pub use sankalp_render::{Engine, Limits, RenderFailure};

/// Every path no API route, media or crawler file answers: the site's files, pages, old addresses, the
/// app areas and the not-found page.
pub async fn fallback(State(state): State<AppState>, request: Request) -> Response {
    let (method, uri, headers) = (request.method(), request.uri(), request.headers());
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return AppError::NotFound("Not found").into_response();
    }
    if let Some(response) = state.site.precheck(method, uri) {
        return response;
    }
    if let Some(response) = state.site.file(path, headers) {
        return response;
    }
    let rendered = state.pages.current().clone();
    if let Some(page) = rendered.page(path) {
        return state.site.respond(&rendered, Some(page), path, headers, None);
    }
    match state.pages.on_demand(&rendered, path).await {
        None => {
            // Under a language's prefix, what is not found is told in that language (drawn once).
            let missing = match cache::language_prefix(path) {
                Some((lang, _)) => match state.pages.on_demand(&rendered, &format!("/{lang}/404")).await {
                    Some(Ok(page)) => Some(page),
                    _ => None,
                },
                None => None,
            };
            state.site.respond(&rendered, None, path, headers, missing.as_deref())
        }
        Some(Ok(page)) => state.site.respond(&rendered, Some(&page), path, headers, None),
        Some(Err(failure)) => {
            tracing::error!(path, %failure, "a page drawn on request failed");
            files::not_found(&rendered, headers)
        }
    }
}

/// The pages the render bundle marked for the sitemap, at `SANKALP_PUBLIC_URL`.
pub async fn sitemap(State(state): State<AppState>) -> Response {
    let xml = state.pages.current().sitemap();
    ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], xml)
        .into_response()
}

/// What the route manifest keeps crawlers out of, and where the sitemap is.
pub async fn robots(State(state): State<AppState>) -> Response {
    let body = state.site.robots(state.public_url.trim_end_matches('/'));
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}
