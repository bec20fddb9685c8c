//! A body ready to answer with, pre-compressed, with a strong validator per encoding: the embedded
//! files and the rendered pages are served through it, so an answer costs a lookup and a clone.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use bytes::Bytes;

use crate::http::csp::PagePolicy;
use crate::http::etag::if_none_match_matches;

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
        }
    }

    /// The same, answered with `policy` as its Content-Security-Policy ([`crate::http::csp`]).
    pub fn with_policy(self, policy: Option<HeaderValue>) -> Self {
        Self { policy, ..self }
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
/// without the security headers: the layer adds them, or the caller does (`front.rs`).
pub fn answer(rep: &Representation, status: StatusCode, cache: &'static str, headers: &HeaderMap) -> Response {
    let (accept_br, accept_gzip) = negotiate(headers);
    let (encoding, body) = match (&rep.br, &rep.gzip) {
        (Some(br), _) if accept_br => (Encoding::Brotli, br),
        (_, Some(gz)) if accept_gzip => (Encoding::Gzip, gz),
        _ => (Encoding::Identity, &rep.identity),
    };
    // Each representation has its own strong validator.
    let etag = &rep.etags[encoding as usize];
    let fresh = status == StatusCode::OK && etag.to_str().is_ok_and(|etag| if_none_match_matches(headers, etag));
    let mut response = if fresh {
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        response
    } else {
        let mut response = Response::new(Body::from(body.clone()));
        *response.status_mut() = status;
        response
    };
    // Room for these and the security headers at once: a map grown header by header is allocated
    // three times and rehashed twice on the way to a dozen.
    let out = response.headers_mut();
    *out = HeaderMap::with_capacity(ANSWER_HEADERS);
    out.insert(header::CONTENT_TYPE, rep.content_type.clone());
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    out.insert(header::ETAG, etag.clone());
    if rep.br.is_some() || rep.gzip.is_some() {
        out.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    if !fresh {
        if let Some(value) = encoding.content_encoding() {
            out.insert(header::CONTENT_ENCODING, value);
        }
        out.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
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
