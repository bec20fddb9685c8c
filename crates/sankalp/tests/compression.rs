//! The API's JSON answers compressed through the real router: gzip or brotli when the client accepts
//! it, identity otherwise; small answers, media and ranges never.

use std::io::Read;

use crate::common;
use crate::common::darshan::{MP4, png, upload_parts};
use crate::common::{body_bytes, header, sorted_headers, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;

fn get(path: &str, accept_encoding: Option<&str>, range: Option<&str>) -> Request<Body> {
    let mut builder = Request::get(path);
    if let Some(value) = accept_encoding {
        builder = builder.header("accept-encoding", value);
    }
    if let Some(value) = range {
        builder = builder.header("range", value);
    }
    builder.body(Body::empty()).unwrap()
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes).read_to_end(&mut out).expect("gzip");
    out
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::Decompressor::new(bytes, 4096).read_to_end(&mut out).expect("brotli");
    out
}

/// An app with four published posts (a list page over [`MIN_BYTES`]), and the administrator's token.
///
/// [`MIN_BYTES`]: sankalp::http::compression::MIN_BYTES
async fn spawn_with_four_posts() -> (common::TestApp, String) {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    for i in 0..4 {
        let (status, body) =
            app.upload(Some(&token), &upload_parts(&format!("Darshan {i}"), MP4, &png(320, 180), true)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    (app, token)
}

#[tokio::test]
async fn a_list_page_is_compressed_for_clients_that_accept_it_and_identity_otherwise() {
    let (app, _) = spawn_with_four_posts().await;
    const PAGE: &str = "/api/v1/video-posts?page=1";

    let plain = app.send(get(PAGE, None, None)).await;
    assert_eq!(plain.status(), StatusCode::OK);
    assert_eq!(header(&plain, "content-encoding"), None);
    assert_eq!(header(&plain, "content-type"), Some("application/json"));
    let plain = body_bytes(plain).await;
    assert!(plain.len() > 860, "four posts are over the threshold: {} bytes", plain.len());
    let json: Value = serde_json::from_slice(&plain).unwrap();
    assert_eq!(json["data"]["videoPosts"].as_array().unwrap().len(), 4);

    let gzip = app.send(get(PAGE, Some("gzip"), None)).await;
    assert_eq!(gzip.status(), StatusCode::OK);
    assert_eq!(header(&gzip, "content-encoding"), Some("gzip"));
    assert_eq!(header(&gzip, "vary"), Some("accept-encoding"));
    assert_eq!(header(&gzip, "content-type"), Some("application/json"));
    let gzip = body_bytes(gzip).await;
    assert!(gzip.len() * 2 < plain.len(), "{} bytes compressed from {}", gzip.len(), plain.len());
    assert_eq!(gunzip(&gzip), plain, "decodes to the same JSON");

    // Brotli is preferred when both are accepted.
    let br = app.send(get(PAGE, Some("gzip, deflate, br"), None)).await;
    assert_eq!(header(&br, "content-encoding"), Some("br"));
    assert_eq!(unbrotli(&body_bytes(br).await), plain);

    // What the client does not accept is never sent.
    let other = app.send(get(PAGE, Some("zstd, deflate"), None)).await;
    assert_eq!(header(&other, "content-encoding"), None);
    assert_eq!(body_bytes(other).await, plain);
    let refused = app.send(get(PAGE, Some("gzip;q=0"), None)).await;
    assert_eq!(header(&refused, "content-encoding"), None);
    assert_eq!(body_bytes(refused).await, plain);
}

#[tokio::test]
async fn small_answers_and_errors_under_the_threshold_stay_identity() {
    let app = spawn().await;
    let health = app.send(get("/api/v1/health", Some("gzip, br"), None)).await;
    assert_eq!(health.status(), StatusCode::OK);
    assert_eq!(header(&health, "content-encoding"), None);
    let body: Value = serde_json::from_slice(&body_bytes(health).await).unwrap();
    assert_eq!(body["data"]["status"], "ok");

    let missing = app.send(get("/api/v1/video-posts/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b", Some("gzip"), None)).await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&missing, "content-encoding"), None);
}

#[tokio::test]
async fn media_and_its_ranges_are_never_compressed() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = app.upload(Some(&token), &upload_parts("Media", MP4, &png(1000, 600), true)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let video = body["data"]["videoPost"]["videoLink"].as_str().unwrap().to_owned();
    let thumb = body["data"]["videoPost"]["thumbnail"].as_str().unwrap().to_owned();

    let range = app.send(get(&video, Some("gzip, br"), Some("bytes=0-99"))).await;
    assert_eq!(range.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(header(&range, "content-encoding"), None);
    assert_eq!(header(&range, "content-length"), Some("100"));
    assert_eq!(body_bytes(range).await, MP4[..100]);

    for path in [&video, &thumb] {
        let whole = app.send(get(path, Some("gzip, br"), None)).await;
        assert_eq!(whole.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&whole, "content-encoding"), None, "{path}");
        assert!(header(&whole, "content-length").is_some(), "{path}");
        assert_eq!(header(&whole, "vary"), None, "{path}");
    }
}

/// The list's first pages, while kept, are answered before the router (`front.rs`) exactly as the router
/// answers them, in each encoding and to a HEAD; what is not kept, and any query but paging, is the router's.
#[tokio::test]
async fn a_kept_list_page_is_answered_before_the_router_as_the_router_answers_it() {
    use tower::ServiceExt as _;

    let (app, token) = spawn_with_four_posts().await;
    let request = |method: &str, path: &str, accept: Option<&str>| {
        let mut builder = Request::builder().method(method).uri(path);
        if let Some(accept) = accept {
            builder = builder.header("accept-encoding", accept);
        }
        builder.body(Body::empty()).unwrap()
    };
    let cached = |method: &str, path: &str| app.router.cached(&request(method, path, None), None).is_some();

    const PAGE: &str = "/api/v1/video-posts?page=1";
    assert!(!cached("GET", PAGE), "nothing is kept before the first read");
    for path in [PAGE, "/api/v1/video-posts?limit=2&page=2", "/api/v1/video-posts"] {
        let first = app.send(request("GET", path, None)).await;
        assert_eq!(first.status(), StatusCode::OK);
        for (method, accept) in
            [("GET", None), ("GET", Some("gzip")), ("GET", Some("gzip, deflate, br")), ("HEAD", Some("br"))]
        {
            let what = format!("{method} {path} {accept:?}");
            let fast = app.router.cached(&request(method, path, accept), None).unwrap_or_else(|| panic!("{what}"));
            let routed = app.router.router().oneshot(request(method, path, accept)).await.unwrap();
            assert_eq!(fast.status(), routed.status(), "{what}");
            assert_eq!(sorted_headers(&fast), sorted_headers(&routed), "{what}");
            assert!(fast.headers().contains_key("content-security-policy"), "{what}");
            let (fast, routed) = (body_bytes(fast).await, body_bytes(routed).await);
            assert_eq!(fast, routed, "{what}");
            let json = match accept {
                Some("gzip") => gunzip(&fast),
                Some(_) if method == "GET" => unbrotli(&fast),
                _ => fast,
            };
            if method == "GET" {
                let json: Value = serde_json::from_slice(&json).unwrap();
                assert_eq!(json["success"], true, "{what}");
            }
        }
    }

    for (method, path) in [
        ("POST", PAGE),
        ("GET", "/api/v1/video-posts?page=0"),
        ("GET", "/api/v1/video-posts?page=%zz"),
        ("GET", "/api/v1/video-posts?limit=51"),
        ("GET", "/api/v1/video-posts?page=6"),
        ("GET", "/api/v1/video-posts/all"),
        ("GET", "/api/v1/video-posts/"),
    ] {
        assert!(!cached(method, path), "{method} {path} is the router's");
    }
    // A write makes what is kept stale: the next read is the router's again.
    let (status, body) = app.upload(Some(&token), &upload_parts("Darshan 4", MP4, &png(320, 180), true)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(!cached("GET", PAGE));
    let page = app.send(request("GET", PAGE, None)).await;
    let json: Value = serde_json::from_slice(&body_bytes(page).await).unwrap();
    assert_eq!(json["data"]["videoPosts"].as_array().unwrap().len(), 5);
}
