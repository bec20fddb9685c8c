//! A body ready to answer with, pre-compressed, with a strong validator per encoding: the embedded
//! files and the rendered pages are served through it, so an answer costs a lookup and a clone.

use std::sync::OnceLock;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use bytes::Bytes;

use crate::http::csp::PagePolicy;
use crate::http::etag::if_none_match_matches;
use crate::http::security::{add_hsts, add_security_headers};

/// A body ready to answer with, in each encoding, with its header values made once.
pub struct Representation {
    pub identity: Bytes,
    pub br: Option<Bytes>,
    pub gzip: Option<Bytes>,
    pub content_type: HeaderValue,
    /// The strong validator of each encoding: identity, brotli, gzip.
    pub etags: [HeaderValue; 3],
    /// The Content-Security-Policy this body needs instead of the common one (a page with inline
    /// stylesheets: their hashes), handed to the security headers layer.
    pub policy: Option<HeaderValue>,
    /// Each encoding's whole header block of a full answer given before the router, security headers
    /// included ([`answer_secured`]): made at its first such answer, then cloned for every other.
    secured: [OnceLock<HeaderMap>; 3],
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
            policy: None,
            secured: Default::default(),
        }
    }

    /// The same, answered with `policy` as its Content-Security-Policy ([`crate::http::csp`]).
    pub fn with_policy(self, policy: Option<HeaderValue>) -> Self {
        Self { policy, secured: Default::default(), ..self }
    }

    /// The encoding `headers` accept, its body, and whether the request's validator matches its ETag.
    fn pick(&self, status: StatusCode, headers: &HeaderMap) -> (Encoding, &Bytes, bool) {
        let (accept_br, accept_gzip) = negotiate(headers);
        let (encoding, body) = match (&self.br, &self.gzip) {
            (Some(br), _) if accept_br => (Encoding::Brotli, br),
            (_, Some(gz)) if accept_gzip => (Encoding::Gzip, gz),
            _ => (Encoding::Identity, &self.identity),
        };
        // Each representation has its own strong validator.
        let etag = &self.etags[encoding as usize];
        let fresh = status == StatusCode::OK && etag.to_str().is_ok_and(|etag| if_none_match_matches(headers, etag));
        (encoding, body, fresh)
    }

    /// The headers of an answer in `encoding` with a body of `length`, without the security headers; a
    /// 304 (no `length`) has no length or encoding of its own.
    fn content_headers(&self, encoding: Encoding, cache: &'static str, length: Option<usize>) -> HeaderMap {
        // Room for these and the security headers at once: a map grown header by header is allocated
        // three times and rehashed twice on the way to a dozen.
        let mut out = HeaderMap::with_capacity(ANSWER_HEADERS);
        out.insert(header::CONTENT_TYPE, self.content_type.clone());
        out.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
        out.insert(header::ETAG, self.etags[encoding as usize].clone());
        if self.br.is_some() || self.gzip.is_some() {
            out.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        }
        if let Some(length) = length {
            if let Some(value) = encoding.content_encoding() {
                out.insert(header::CONTENT_ENCODING, value);
            }
            out.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        }
        out
    }
}

/// A representation; the discriminant indexes [`Representation::etags`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Encoding {
    Identity = 0,
    Brotli = 1,
    Gzip = 2,
}

impl Encoding {
    /// Its `Content-Encoding`; identity has none.
    pub(crate) fn content_encoding(self) -> Option<HeaderValue> {
        match self {
            Encoding::Brotli => Some(HeaderValue::from_static("br")),
            Encoding::Gzip => Some(HeaderValue::from_static("gzip")),
            Encoding::Identity => None,
        }
    }
}

/// Picks brotli, then gzip, from `Accept-Encoding`, honouring `q=0`.
pub(crate) fn negotiate(headers: &HeaderMap) -> (bool, bool) {
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

/// [`answer`], with the representation's own policy handed to the security headers layer.
pub fn serve(rep: &Representation, status: StatusCode, cache: &'static str, headers: &HeaderMap) -> Response {
    let mut response = answer(rep, status, cache, headers);
    if let Some(policy) = &rep.policy {
        response.extensions_mut().insert(PagePolicy(policy.clone()));
    }
    response
}

/// The answer to a request with `headers` (its encoding negotiated, 304 when its validator matches),
/// without the security headers: the layer adds them, or the caller does.
pub fn answer(rep: &Representation, status: StatusCode, cache: &'static str, headers: &HeaderMap) -> Response {
    let (encoding, body, fresh) = rep.pick(status, headers);
    if fresh {
        return not_modified(rep, encoding, cache);
    }
    let mut response = Response::new(Body::from(body.clone()));
    *response.status_mut() = status;
    *response.headers_mut() = rep.content_headers(encoding, cache, Some(body.len()));
    response
}

/// The 304 to a request whose validator matches the representation in `encoding`.
fn not_modified(rep: &Representation, encoding: Encoding, cache: &'static str) -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::NOT_MODIFIED;
    *response.headers_mut() = rep.content_headers(encoding, cache, None);
    response
}

/// [`answer`] with the security headers, for the answers given before the router (`front.rs`). A full
/// answer clones its encoding's header block, made at the first one: per request that is a copy of a
/// dozen entries instead of a dozen hashed inserts. `cache` must be the same at every call for one
/// representation, as it is: where the representation is kept decides it. Over TLS the block gains HSTS.
pub fn answer_secured(
    rep: &Representation,
    status: StatusCode,
    cache: &'static str,
    headers: &HeaderMap,
    over_tls: bool,
) -> Response {
    let (encoding, body, fresh) = rep.pick(status, headers);
    if fresh {
        let mut response = not_modified(rep, encoding, cache);
        add_security_headers(response.headers_mut(), over_tls, rep.policy.clone());
        return response;
    }
    let block = rep.secured[encoding as usize].get_or_init(|| {
        let mut block = rep.content_headers(encoding, cache, Some(body.len()));
        add_security_headers(&mut block, false, rep.policy.clone());
        block
    });
    debug_assert_eq!(block.get(header::CACHE_CONTROL).map(HeaderValue::as_bytes), Some(cache.as_bytes()));
    let mut response = Response::new(Body::from(body.clone()));
    *response.status_mut() = status;
    *response.headers_mut() = block.clone();
    if over_tls {
        add_hsts(response.headers_mut());
    }
    response
}

/// The most headers a kept answer carries (a file, a page, a list page): the six above, the seven of
/// `http/security.rs` and a route's own (`X-Robots-Tag`, `Referrer-Policy`).
pub(crate) const ANSWER_HEADERS: usize = 16;

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
}
