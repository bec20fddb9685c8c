//! Compression of the API's JSON answers (gzip or brotli, as the client accepts), on the fly by the layer,
//! or once ahead for what is sent many times ([`precompress`], [`PrecompressedJson`]).
//!
//! Only `application/json` of at least [`MIN_BYTES`]: a list page of twelve posts is about 7.9 KB
//! and a little over 1 KB compressed, which a phone on a slow link feels. Media are never compressed
//! here: they are already compressed (JPEG, MP4), may be answered by ranges, and compressing would
//! drop `Content-Length`, which players rely on. tower-http's layer itself never touches a response
//! that carries `Content-Range` or `Content-Encoding`, and adds `Vary: Accept-Encoding` to those it
//! may compress. Brotli at quality 4 (tower-http's default, as nginx's on-the-fly brotli): quality 11
//! costs milliseconds per answer for a few per cent.

use std::convert::Infallible;

use axum::body::Body;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{Extensions, HeaderMap, HeaderValue, StatusCode, Version, header};
use axum::response::Response;
use bytes::Bytes;
use tower_http::compression::predicate::{Predicate, SizeAbove};
use tower_http::compression::{CompressionLayer, CompressionLevel};

use super::representation::{ANSWER_HEADERS, Encoding, negotiate};

/// Below this the compressed answer gains less than a TCP packet (Akamai's and nginx's usual figure).
pub const MIN_BYTES: u16 = 860;

/// Brotli quality 6 with a 4 MiB window, for what is compressed once and sent many times. Measured on the
/// 91 default pages (1.4 MB of HTML, one core, bench/results/render.md): quality 6 takes 70 ms for
/// 380.6 KB, quality 9 takes 2 s for 380.1 KB.
const BROTLI_QUALITY: u32 = 6;
const BROTLI_WINDOW: u32 = 22;

/// `body` compressed ahead, as brotli and as gzip: the rendered pages and the public list's first pages.
pub fn precompress(body: &[u8]) -> (Bytes, Bytes) {
    use std::io::Write as _;
    let mut br = Vec::with_capacity(body.len() / 4);
    {
        let mut writer = brotli::CompressorWriter::new(&mut br, 4096, BROTLI_QUALITY, BROTLI_WINDOW);
        writer.write_all(body).expect("compressing into memory");
    }
    let mut gzip = flate2::write::GzEncoder::new(Vec::with_capacity(body.len() / 3), flate2::Compression::best());
    gzip.write_all(body).expect("compressing into memory");
    (Bytes::from(br), Bytes::from(gzip.finish().expect("compressing into memory")))
}

/// Which of brotli and gzip a request accepts, read from its `Accept-Encoding` (as the site's files are
/// negotiated, `q=0` honoured): an extractor that does not copy the request's headers as `HeaderMap` does.
#[derive(Clone, Copy, Debug)]
pub struct AcceptedEncodings {
    br: bool,
    gzip: bool,
}

impl AcceptedEncodings {
    pub fn of(headers: &HeaderMap) -> Self {
        let (br, gzip) = negotiate(headers);
        Self { br, gzip }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for AcceptedEncodings {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Infallible> {
        Ok(Self::of(&parts.headers))
    }
}

/// A JSON answer kept to be sent many times (the public list's first pages), compressed once when it is
/// kept rather than by the layer at every answer. A body under [`MIN_BYTES`] is kept as it is.
pub struct PrecompressedJson {
    identity: Bytes,
    compressed: Option<(Bytes, Bytes)>,
}

impl PrecompressedJson {
    pub fn new(identity: Bytes) -> Self {
        let compressed = (identity.len() >= usize::from(MIN_BYTES)).then(|| precompress(&identity));
        Self { identity, compressed }
    }

    /// The body as it was given.
    pub fn identity(&self) -> &Bytes {
        &self.identity
    }

    /// The answer in the encoding the request accepts. `Vary` is set whatever the encoding, as the layer
    /// sets it on what it may compress; an answer with `Content-Encoding` is left alone by the layer.
    pub fn answer(&self, accepted: AcceptedEncodings) -> Response {
        let (body, encoding) = match (&self.compressed, (accepted.br, accepted.gzip)) {
            (Some((br, _)), (true, _)) => (br, Encoding::Brotli),
            (Some((_, gzip)), (_, true)) => (gzip, Encoding::Gzip),
            _ => (&self.identity, Encoding::Identity),
        };
        let mut response = Response::new(Body::from(body.clone()));
        *response.status_mut() = StatusCode::OK;
        let headers = response.headers_mut();
        *headers = HeaderMap::with_capacity(ANSWER_HEADERS);
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if self.compressed.is_some() {
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        if let Some(value) = encoding.content_encoding() {
            headers.insert(header::CONTENT_ENCODING, value);
        }
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
        response
    }
}

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
