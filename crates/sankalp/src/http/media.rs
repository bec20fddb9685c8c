//! `GET`/`HEAD /media/{key}`: stored media with its content type, a strong ETag (`If-None-Match` →
//! 304), immutable caching and single byte ranges (206), so videos seek.
//!
//! The key is the raw request path after `/media/`, never percent-decoded: `%2e%2e` stays literal
//! and breaks the key rules, so any path that could escape the store is a 404 without touching the
//! file system. Range answers: `bytes=a-b`, `bytes=a-` and `bytes=-n` give 206; a malformed range,
//! or one starting at or past the end, gives 416 with `Content-Range: bytes */len`; several ranges at
//! once (`bytes=0-1,5-6`, which no player sends) are ignored and the whole file is sent with 200, as
//! RFC 9110 allows; so is a range whose `If-Range` names another version.

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use sankalp_media::storage::{MediaError, Meta, is_valid_key};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::http::error::AppError;
use crate::http::etag::if_none_match_matches;

/// `GET`/`HEAD /media/{key}` with its OpenAPI entry. The document names the key as one parameter,
/// `{key}`; the route is axum's catch-all `{*key}`, since keys hold slashes (`videos/<id>.mp4`).
pub fn router() -> OpenApiRouter<AppState> {
    let (schemas, paths, method_router) = routes!(serve_media);
    let mut router = OpenApiRouter::new().route("/media/{*key}", method_router);
    let openapi = router.get_openapi_mut();
    openapi.paths.paths.extend(paths.paths);
    openapi.components.get_or_insert_with(Default::default).schemas.extend(schemas);
    router
}

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// What a `Range` header asks for, before the length is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangeRequest {
    /// No usable range: send the whole file (no header, another unit, or several ranges).
    Whole,
    /// `bytes=first-last` (`last` `None` for `first-`).
    From { first: u64, last: Option<u64> },
    /// `bytes=-n`: the last `n` bytes.
    Suffix(u64),
    /// Unparseable: 416.
    Malformed,
}

pub fn parse_range(value: &str) -> RangeRequest {
    let value = value.trim();
    let Some((unit, spec)) = value.split_once('=') else { return RangeRequest::Malformed };
    if !unit.trim().eq_ignore_ascii_case("bytes") {
        return RangeRequest::Whole;
    }
    if spec.contains(',') {
        return RangeRequest::Whole;
    }
    let Some((first, last)) = spec.trim().split_once('-') else { return RangeRequest::Malformed };
    let number = |s: &str| (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<u64>().ok());
    match (first.trim(), last.trim()) {
        ("", "") => RangeRequest::Malformed,
        ("", n) => match number(n) {
            Some(Some(n)) => RangeRequest::Suffix(n),
            _ => RangeRequest::Malformed,
        },
        (a, "") => match number(a) {
            Some(Some(first)) => RangeRequest::From { first, last: None },
            _ => RangeRequest::Malformed,
        },
        (a, b) => match (number(a), number(b)) {
            (Some(Some(first)), Some(Some(last))) if first <= last => RangeRequest::From { first, last: Some(last) },
            _ => RangeRequest::Malformed,
        },
    }
}

/// A range that cannot be served (HTTP 416).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsatisfiable;

/// The inclusive byte range to serve of a file of `len` bytes (`None`: the whole file).
pub fn resolve_range(request: RangeRequest, len: u64) -> Result<Option<(u64, u64)>, Unsatisfiable> {
    match request {
        RangeRequest::Whole => Ok(None),
        RangeRequest::Malformed => Err(Unsatisfiable),
        RangeRequest::From { first, last } => {
            if first >= len {
                return Err(Unsatisfiable);
            }
            Ok(Some((first, last.unwrap_or(u64::MAX).min(len - 1))))
        }
        RangeRequest::Suffix(n) => {
            if n == 0 || len == 0 {
                return Err(Unsatisfiable);
            }
            Ok(Some((len - n.min(len), len - 1)))
        }
    }
}

fn not_found() -> Response {
    AppError::NotFound("Not found").into_response()
}

fn base_headers(meta: &Meta, cache: &'static str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let content_type = meta.content_type.as_deref().unwrap_or("application/octet-stream");
    if let Ok(value) = HeaderValue::from_str(content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    if let Ok(value) = HeaderValue::from_str(&meta.etag) {
        headers.insert(header::ETAG, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    headers
}

fn unsatisfiable(len: u64) -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_RANGE, HeaderValue::from_str(&format!("bytes */{len}")).expect("ascii"));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    (StatusCode::RANGE_NOT_SATISFIABLE, headers).into_response()
}

/// The path parameter of `/media/{key}`, documentation only: the key is taken from the raw path.
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct MediaKey {
    /// The stored name, as the post's `videoLink` or thumbnail URLs give it (`videos/….mp4`,
    /// `thumbs/…-640.jpg`); any other is answered 404.
    #[param(example = "videos/0190abcdef.mp4")]
    key: String,
}

/// A stored video or thumbnail: strong ETag, immutable caching, single byte ranges.
#[utoipa::path(
    get,
    path = "/media/{key}",
    tag = "media",
    operation_id = "getMedia",
    params(
        MediaKey,
        ("Range" = Option<String>, Header, description = "One byte range, `bytes=first-last`, `bytes=first-` or `bytes=-n`"),
        ("If-Range" = Option<String>, Header, description = "The range applies only if this is still the ETag"),
        ("If-None-Match" = Option<String>, Header, description = "ETags the client has; 304 when one matches"),
    ),
    responses(
        (status = 200, description = "The whole file", content(
            (Vec<u8> = "video/mp4"),
            (Vec<u8> = "image/jpeg"),
        ), headers(
            ("ETag" = String), ("Cache-Control" = String), ("Accept-Ranges" = String), ("Content-Length" = u64),
        )),
        (status = 206, description = "The range asked for", content(
            (Vec<u8> = "video/mp4"),
            (Vec<u8> = "image/jpeg"),
        ), headers(
            ("Content-Range" = String, description = "`bytes first-last/length`"), ("ETag" = String),
            ("Content-Length" = u64),
        )),
        (status = 304, description = "`If-None-Match` named the current ETag"),
        (status = 404, response = crate::http::openapi::NotFound),
        (status = 416, description = "The range starts at or past the end, or is malformed", headers(
            ("Content-Range" = String, description = "`bytes */length`"),
        )),
    )
)]
pub async fn serve_media(State(state): State<AppState>, method: Method, uri: Uri, request: HeaderMap) -> Response {
    let Some(key) = uri.path().strip_prefix("/media/") else { return not_found() };
    // Private media (a booking's proof) is served only by its feature, to those allowed to see it.
    if !is_valid_key(key) || key.starts_with(PRIVATE_PREFIX) {
        return not_found();
    }
    serve_stored(&state, &method, key, &request, IMMUTABLE).await
}

/// Keys under this prefix are never served under `/media`.
pub const PRIVATE_PREFIX: &str = "private/";

/// Serves the stored file `key` (checked by the caller) with `cache` as its `Cache-Control`: ETag and
/// `If-None-Match`, single ranges, `If-Range`, HEAD.
pub async fn serve_stored(
    state: &AppState,
    method: &Method,
    key: &str,
    request: &HeaderMap,
    cache: &'static str,
) -> Response {
    let header_text = |name: header::HeaderName| request.get(name).and_then(|v| v.to_str().ok());
    let wanted = header_text(header::RANGE).map_or(RangeRequest::Whole, parse_range);

    // The common case, a player's `bytes=a-` or `bytes=a-b` (or no range) with no validators: one read,
    // which learns the length as it opens the file, instead of asking for the length first. The store
    // clamps `b` and refuses an `a` past the end exactly as `resolve_range` does.
    let plain = *method == Method::GET
        && !request.contains_key(header::IF_NONE_MATCH)
        && !request.contains_key(header::IF_RANGE);
    let direct = match wanted {
        RangeRequest::Whole => Some(None),
        RangeRequest::From { first, last } => Some(Some((first, last.unwrap_or(u64::MAX)))),
        RangeRequest::Suffix(_) | RangeRequest::Malformed => None,
    };
    if plain && let Some(range) = direct {
        return match state.media.get_range(key, range).await {
            Ok(got) => {
                let mut headers = base_headers(&got.meta, cache);
                let (status, length) = match got.range {
                    Some((first, last)) => {
                        let value = format!("bytes {first}-{last}/{}", got.meta.len);
                        headers.insert(header::CONTENT_RANGE, HeaderValue::from_str(&value).expect("ascii"));
                        (StatusCode::PARTIAL_CONTENT, last - first + 1)
                    }
                    None => (StatusCode::OK, got.meta.len),
                };
                headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
                (status, headers, Body::from_stream(got.body)).into_response()
            }
            Err(MediaError::NotFound | MediaError::InvalidKey(_)) => not_found(),
            Err(MediaError::RangeNotSatisfiable { len }) => unsatisfiable(len),
            Err(err) => AppError::media(err, "reading media").into_response(),
        };
    }

    let meta = match state.media.head(key).await {
        Ok(Some(meta)) => meta,
        Ok(None) | Err(MediaError::NotFound | MediaError::InvalidKey(_)) => return not_found(),
        Err(err) => return AppError::media(err, "reading media").into_response(),
    };
    let mut headers = base_headers(&meta, cache);

    if if_none_match_matches(request, &meta.etag) {
        headers.remove(header::CONTENT_TYPE);
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    let mut wanted = wanted;
    // A range is only valid for the version the client already has part of (strong comparison).
    if header_text(header::IF_RANGE).is_some_and(|if_range| if_range.trim() != meta.etag) {
        wanted = RangeRequest::Whole;
    }
    let Ok(range) = resolve_range(wanted, meta.len) else { return unsatisfiable(meta.len) };

    let (status, first, last) = match range {
        Some((first, last)) => (StatusCode::PARTIAL_CONTENT, first, last),
        None => (StatusCode::OK, 0, meta.len.saturating_sub(1)),
    };
    let length = if meta.len == 0 { 0 } else { last - first + 1 };
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    if status == StatusCode::PARTIAL_CONTENT {
        let value = format!("bytes {first}-{last}/{}", meta.len);
        headers.insert(header::CONTENT_RANGE, HeaderValue::from_str(&value).expect("ascii"));
    }
    if *method == Method::HEAD {
        return (status, headers).into_response();
    }
    match state.media.get_range(key, range).await {
        Ok(got) => (status, headers, Body::from_stream(got.body)).into_response(),
        Err(MediaError::NotFound | MediaError::InvalidKey(_)) => not_found(),
        Err(MediaError::RangeNotSatisfiable { len }) => unsatisfiable(len),
        Err(err) => AppError::media(err, "reading media").into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_and_resolve() {
        use RangeRequest::*;
        assert_eq!(parse_range("bytes=0-1"), From { first: 0, last: Some(1) });
        assert_eq!(parse_range("bytes=5-"), From { first: 5, last: None });
        assert_eq!(parse_range("bytes=-3"), Suffix(3));
        assert_eq!(parse_range("Bytes = 1-2"), From { first: 1, last: Some(2) });
        assert_eq!(parse_range("bytes=0-1,4-5"), Whole);
        assert_eq!(parse_range("items=0-1"), Whole);
        for bad in ["bytes=", "bytes=-", "bytes=a-b", "bytes=2-1", "bytes=1", "bytes=+1-2", "0-1", "bytes=--1"] {
            assert_eq!(parse_range(bad), Malformed, "{bad}");
        }
        assert_eq!(resolve_range(From { first: 0, last: Some(1) }, 10), Ok(Some((0, 1))));
        assert_eq!(resolve_range(From { first: 8, last: Some(100) }, 10), Ok(Some((8, 9))));
        assert_eq!(resolve_range(From { first: 3, last: None }, 10), Ok(Some((3, 9))));
        assert_eq!(resolve_range(Suffix(3), 10), Ok(Some((7, 9))));
        assert_eq!(resolve_range(Suffix(30), 10), Ok(Some((0, 9))));
        assert_eq!(resolve_range(Suffix(0), 10), Err(Unsatisfiable));
        assert_eq!(resolve_range(From { first: 10, last: None }, 10), Err(Unsatisfiable));
        assert_eq!(resolve_range(From { first: 0, last: None }, 0), Err(Unsatisfiable));
        assert_eq!(resolve_range(Malformed, 10), Err(Unsatisfiable));
        assert_eq!(resolve_range(Whole, 0), Ok(None));
    }
}
