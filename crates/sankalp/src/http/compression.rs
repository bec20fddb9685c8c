//! Compression of the API's JSON answers (gzip or brotli, as the client accepts).
//!
//! Only `application/json` of at least [`MIN_BYTES`]: a list page of twelve posts is about 7.9 KB
//! and a little over 1 KB compressed, which a phone on a slow link feels. Media are never compressed
//! here: they are already compressed (JPEG, MP4), may be answered by ranges, and compressing would
//! drop `Content-Length`, which players rely on. tower-http's layer itself never touches a response
//! that carries `Content-Range` or `Content-Encoding`, and adds `Vary: Accept-Encoding` to those it
//! may compress. Brotli at quality 4 (tower-http's default, as nginx's on-the-fly brotli): quality 11
//! costs milliseconds per answer for a few per cent.

use axum::http::{Extensions, HeaderMap, StatusCode, Version, header};
use tower_http::compression::predicate::{Predicate, SizeAbove};
use tower_http::compression::{CompressionLayer, CompressionLevel};

/// Below this the compressed answer gains less than a TCP packet (Akamai's and nginx's usual figure).
pub const MIN_BYTES: u16 = 860;

/// The layer for the `/api/v1` router.
pub fn api_layer() -> CompressionLayer<impl Predicate> {
    // Only gzip and brotli are compiled in (tower-http's features), so only they are offered.
    CompressionLayer::new().quality(CompressionLevel::Default).compress_when(SizeAbove::new(MIN_BYTES).and(is_json))
}

/// The layer for a page drawn at each request (a devotee's private page), which cannot be compressed
/// ahead like the site's pages: HTML, at the same quality as the API's JSON.
pub fn page_layer() -> CompressionLayer<impl Predicate> {
    CompressionLayer::new().quality(CompressionLevel::Default).compress_when(SizeAbove::new(MIN_BYTES).and(is_html))
}

fn is_html(status: StatusCode, version: Version, headers: &HeaderMap, extensions: &Extensions) -> bool {
    is_type(status, version, headers, extensions, "text/html")
}

fn is_json(status: StatusCode, version: Version, headers: &HeaderMap, extensions: &Extensions) -> bool {
    is_type(status, version, headers, extensions, "application/json")
}

fn is_type(status: StatusCode, _: Version, headers: &HeaderMap, _: &Extensions, wanted: &str) -> bool {
    status != StatusCode::PARTIAL_CONTENT
        && headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|mime| mime.trim().eq_ignore_ascii_case(wanted))
}
