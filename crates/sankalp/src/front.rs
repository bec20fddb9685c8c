//! The cached answers, given before the router (ARCHITECTURE.md §2): a GET or HEAD of an embedded file, of
//! a page drawn with the site or of one of the public list's first pages while it is kept is answered from
//! what is kept, with the security headers, straight from the accept loop. It is what nearly every request
//! of a visitor asks for, and it skips what the router costs every request (boxing the request's body, the
//! connection's address as an extension, the trace span and its clock reads, the router's match, the
//! handler's boxed future, the page's policy as an extension for the security layer to take back out).
//! A file's or page's full answer also takes its headers, security headers included, as one block made
//! at its first answer (`http/representation.rs`), not a dozen inserts.
//!
//! What it answers is exactly what the router answers for the same request (a test compares the two on
//! every file, page and kept list page, `tests/site.rs`); anything else (other methods, the rest of the
//! API, media, the routes of their own, a path not clean, a page drawn on request, a miss) goes to the
//! router unchanged.

use std::net::IpAddr;

use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;

use crate::AppState;
use crate::features::darshan::{LIST_PATH, cached_list_page};
use crate::features::site::files::NOT_FOUND_PAGE;
use crate::http::net::forwarded_proto_is_https;
use crate::http::representation::answer_secured;
use crate::http::security::add_security_headers;

/// The cached answer to a request, or `None` when the router must answer it. `peer` is the connection's
/// address (the trusted proxy's `X-Forwarded-Proto` decides HSTS, as in the security headers layer).
pub fn cached(
    state: &AppState,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
    peer: Option<IpAddr>,
) -> Option<Response> {
    if method != Method::GET && method != Method::HEAD {
        return None;
    }
    let path = uri.path();
    let over_tls = forwarded_proto_is_https(peer, headers, state.trusted_proxy);
    if path == LIST_PATH {
        let mut response = cached_list_page(state, uri, headers)?;
        add_security_headers(response.headers_mut(), over_tls, None);
        return Some(finish(method, path, response));
    }
    if routed(path) || !state.site.is_built() {
        return None;
    }
    let rendered;
    let (representation, status, cache) = match state.site.file_representation(path) {
        Some((file, cache)) => (file, StatusCode::OK, cache),
        None => {
            rendered = state.pages.current();
            let page = rendered.page(path).filter(|_| path != NOT_FOUND_PAGE)?;
            (&page.representation, page.status, "no-cache")
        }
    };
    let response = answer_secured(representation, status, cache, headers, over_tls);
    Some(finish(method, path, response))
}

fn finish(method: &Method, path: &str, mut response: Response) -> Response {
    if method == Method::HEAD {
        // hyper sends no body to a HEAD, and axum drops it first: the same answer either way.
        *response.body_mut() = axum::body::Body::empty();
    }
    tracing::debug!(%method, path, status = response.status().as_u16(), "answered from what is kept");
    response
}

/// Paths a route of the router answers before the site's fallback ([`crate::app`]), and paths that are
/// not clean (a trailing slash redirects): never answered here, whatever the caches hold.
fn routed(path: &str) -> bool {
    path.starts_with("/api")
        || path.starts_with("/media/")
        || path == "/sitemap.xml"
        || path == "/robots.txt"
        || is_booking_page(path)
        || (path.len() > 1 && path.ends_with('/'))
}

/// `/booking/{token}` and `/{lang}/booking/{token}`: the private page, drawn per request.
fn is_booking_page(path: &str) -> bool {
    let mut segments = path.split('/').skip(1);
    matches!((segments.next(), segments.next()), (Some("booking"), Some(_)) | (Some(_), Some("booking")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_routes_of_their_own_are_left_to_the_router() {
        for path in [
            "/api",
            "/api/v1/video-posts",
            "/media/photos/a.webp",
            "/sitemap.xml",
            "/robots.txt",
            "/booking/abc",
            "/hi/booking/abc",
            "/puja/marriage/",
        ] {
            assert!(routed(path), "{path}");
        }
        for path in ["/", "/puja/marriage", "/assets/app.js", "/hi", "/hi/puja/marriage", "/booking"] {
            assert!(!routed(path), "{path}");
        }
    }
}
