//! The S3 media store: the store itself against a real S3 API (moto, `TEST_S3_ENDPOINT`), uploads
//! served with ranges through the HTTP API, an unreachable store (503, nothing kept), and the
//! `SANKALP_MEDIA_URL` values that are refused.
//!
//! The tests that need an S3 server say so and return when `TEST_S3_ENDPOINT` is unset; `make test`
//! sets it for its second run (`scripts/s3-server.sh run`). The others always run.

use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::darshan::{MP4, png, upload_parts};
use crate::common::s3::{self, PREFIX, TestBucket};
use crate::common::{body_bytes, header, spawn, spawn_with_media};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp_media::{MediaError, MediaStore, S3Location, S3MediaStore, TempFile, open_store};

fn s3_endpoint(test: &str) -> Option<String> {
    let endpoint = s3::endpoint();
    if endpoint.is_none() {
        eprintln!(
            "{test}: TEST_S3_ENDPOINT is not set, so this S3 test has nothing to run against (make test sets it)"
        );
    }
    endpoint
}

async fn put(store: &dyn MediaStore, key: &str, bytes: &[u8]) -> sankalp_media::Meta {
    let mut temp = TempFile::create_in(store.temp_dir()).await.unwrap();
    temp.write_chunk(bytes).await.unwrap();
    temp.finish().await.unwrap();
    let meta = store.put_file(key, temp.path(), "video/mp4").await.unwrap();
    assert!(!temp.path().exists(), "put_file consumes the temporary file");
    meta
}

async fn collect(got: sankalp_media::GetResult) -> Vec<u8> {
    use futures_util::StreamExt as _;
    let mut body = got.body;
    let mut out = Vec::new();
    while let Some(chunk) = body.next().await {
        out.extend_from_slice(&chunk.unwrap());
    }
    out
}

#[tokio::test]
async fn the_store_puts_gets_ranges_heads_lists_and_deletes() {
    let Some(endpoint) = s3_endpoint("the_store_puts_gets_ranges_heads_lists_and_deletes") else { return };
    let bucket = TestBucket::create(&endpoint).await;
    let dir = tempfile::tempdir().unwrap();
    let store = bucket.store(&dir.path().join("tmp")).await;
    assert_eq!(store.backend(), "s3");
    assert!(store.list_keys().await.unwrap().is_empty());

    // Small: one PUT. Larger than a part (5 MiB): a multipart upload, streamed part by part.
    let small: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
    let large: Vec<u8> = (0..(6 * 1024 * 1024 + 123) as u32).map(|i| (i % 253) as u8).collect();
    let small_meta = put(&store, "videos/small.mp4", &small).await;
    let large_meta = put(&store, "videos/large.mp4", &large).await;
    assert_eq!(small_meta.len, 200_000);
    assert_eq!(large_meta.len, large.len() as u64);
    for meta in [&small_meta, &large_meta] {
        assert!(meta.etag.starts_with('"') && meta.etag.ends_with('"') && meta.etag.len() > 2, "{meta:?}");
        assert!(!meta.etag.starts_with("W/"));
        assert_eq!(meta.content_type.as_deref(), Some("video/mp4"));
    }
    assert_ne!(small_meta.etag, large_meta.etag);
    assert_eq!(store.head("videos/small.mp4").await.unwrap(), Some(small_meta.clone()));
    assert_eq!(store.head("videos/large.mp4").await.unwrap(), Some(large_meta.clone()));
    assert_eq!(store.head("videos/none.mp4").await.unwrap(), None);

    // The keys live under the prefix; nothing else was written; the temporary folder is empty.
    let mut objects = bucket.all_objects().await;
    objects.sort();
    assert_eq!(objects, [format!("{PREFIX}/videos/large.mp4"), format!("{PREFIX}/videos/small.mp4")]);
    assert_eq!(std::fs::read_dir(store.temp_dir()).unwrap().count(), 0);

    let whole = store.get_range("videos/large.mp4", None).await.unwrap();
    assert_eq!(whole.range, None);
    assert_eq!(whole.meta, large_meta);
    assert_eq!(collect(whole).await, large);

    let part = store.get_range("videos/small.mp4", Some((70_000, 150_000))).await.unwrap();
    assert_eq!(part.range, Some((70_000, 150_000)));
    assert_eq!(part.meta, small_meta);
    assert_eq!(collect(part).await, &small[70_000..=150_000]);
    let clamped = store.get_range("videos/small.mp4", Some((199_990, u64::MAX))).await.unwrap();
    assert_eq!(clamped.range, Some((199_990, 199_999)));
    assert_eq!(collect(clamped).await, &small[199_990..]);
    let last = store.get_range("videos/small.mp4", Some((199_999, 199_999))).await.unwrap();
    assert_eq!(collect(last).await, &small[199_999..]);
    for bad in [(200_000, 200_001), (u64::MAX - 1, u64::MAX), (10, 9)] {
        let err = store.get_range("videos/small.mp4", Some(bad)).await.unwrap_err();
        assert!(matches!(err, MediaError::RangeNotSatisfiable { len: 200_000 }), "{bad:?}: {err:?}");
    }
    assert!(matches!(store.get_range("videos/none.mp4", None).await, Err(MediaError::NotFound)));
    assert!(matches!(store.get_range("videos/none.mp4", Some((0, 1))).await, Err(MediaError::NotFound)));

    // Keys that break the rules touch nothing.
    for key in ["../escape.mp4", "/abs.mp4", ".tmp/x.part", "videos/../../x.mp4"] {
        assert!(matches!(store.head(key).await, Err(MediaError::InvalidKey(_))), "{key}");
        assert!(matches!(store.get_range(key, None).await, Err(MediaError::InvalidKey(_))), "{key}");
        assert!(matches!(store.delete(key).await, Err(MediaError::InvalidKey(_))), "{key}");
    }

    // Objects outside the prefix, or named against the key rules, are not listed.
    let root = S3MediaStore::open(
        S3Location { bucket: bucket.name().to_owned(), prefix: String::new() },
        &s3::settings(&endpoint),
        dir.path().join("root-tmp"),
    )
    .await
    .unwrap();
    put(&root, "other/videos/x.mp4", b"x").await;
    put(&root, &format!("{PREFIX}more/videos/y.mp4"), b"y").await;
    assert_eq!(store.list_keys().await.unwrap(), ["videos/large.mp4", "videos/small.mp4"]);

    // Deleting is idempotent.
    store.delete("videos/small.mp4").await.unwrap();
    store.delete("videos/small.mp4").await.unwrap();
    assert_eq!(store.head("videos/small.mp4").await.unwrap(), None);
    assert_eq!(store.list_keys().await.unwrap(), ["videos/large.mp4"]);
}

#[tokio::test]
async fn an_upload_is_stored_in_the_bucket_and_served_with_ranges() {
    let Some(endpoint) = s3_endpoint("an_upload_is_stored_in_the_bucket_and_served_with_ranges") else { return };
    let dir = tempfile::tempdir().unwrap();
    let bucket = TestBucket::create(&endpoint).await;
    let media = Arc::new(bucket.store(&dir.path().join("media/.tmp")).await);
    let app = spawn_with_media(dir, media, Some(bucket), None).await;
    let (_, token) = app.admin().await;
    let (status, body) = app.upload(Some(&token), &upload_parts("From S3", MP4, &png(320, 200), true)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["videoPost"]["_id"].as_str().unwrap().to_owned();
    let objects = app.bucket.as_ref().unwrap().all_objects().await;
    assert!(objects.contains(&format!("{PREFIX}/videos/{id}.mp4")), "{objects:?}");
    assert_eq!(app.media_files(), [format!("thumbs/{id}-320.jpg"), format!("videos/{id}.mp4")]);

    let path = format!("/media/videos/{id}.mp4");
    let whole = app.get(&path).await;
    assert_eq!(whole.status(), StatusCode::OK);
    assert_eq!(header(&whole, "content-type"), Some("video/mp4"));
    assert_eq!(header(&whole, "cache-control"), Some("public, max-age=31536000, immutable"));
    let etag = header(&whole, "etag").unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");
    assert_eq!(body_bytes(whole).await, MP4);

    let len = MP4.len();
    let range = |value: &str| Request::get(&path).header("range", value).body(Body::empty()).unwrap();
    let res = app.send(range("bytes=100-1099")).await;
    assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(header(&res, "content-range"), Some(format!("bytes 100-1099/{len}").as_str()));
    assert_eq!(header(&res, "content-length"), Some("1000"));
    assert_eq!(body_bytes(res).await, &MP4[100..1100]);
    let res = app.send(range("bytes=-16")).await;
    assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(body_bytes(res).await, &MP4[len - 16..]);
    // A player's open-ended range, and a last byte past the end: both to the end of the object.
    for value in ["bytes=200-", "bytes=200-99999999"] {
        let res = app.send(range(value)).await;
        assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT, "{value}");
        assert_eq!(header(&res, "content-range"), Some(format!("bytes 200-{}/{len}", len - 1).as_str()), "{value}");
        assert_eq!(header(&res, "content-length"), Some((len - 200).to_string().as_str()), "{value}");
        assert_eq!(body_bytes(res).await, &MP4[200..], "{value}");
    }
    let res = app.send(range(&format!("bytes={len}-"))).await;
    assert_eq!(res.status(), StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(header(&res, "content-range"), Some(format!("bytes */{len}").as_str()));

    let again = app.send(Request::get(&path).header("if-none-match", &etag).body(Body::empty()).unwrap()).await;
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    let thumb = app.get(&format!("/media/thumbs/{id}-320.jpg")).await;
    assert_eq!(thumb.status(), StatusCode::OK);
    assert_eq!(header(&thumb, "content-type"), Some("image/jpeg"));
    assert_eq!(app.get(&format!("/media/videos/{id}x.mp4")).await.status(), StatusCode::NOT_FOUND);

    // Deleting the post removes its objects.
    let (status, _) = app.json("DELETE", &format!("/api/v1/video-posts/{id}"), Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(app.media_files().is_empty(), "{:?}", app.media_files());
}

/// A port on 127.0.0.1 where nothing listens.
fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[tokio::test]
async fn an_unreachable_store_answers_503_quickly_and_keeps_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let endpoint = format!("http://127.0.0.1:{}", closed_port());
    let location = S3Location::parse("s3://unreachable-bucket/site").unwrap();
    let media = S3MediaStore::open(location, &s3::settings(&endpoint), dir.path().join("media/.tmp")).await.unwrap();
    let app = spawn_with_media(dir, Arc::new(media), None, None).await;
    let (_, token) = app.admin().await;

    let started = Instant::now();
    let (status, body) = app.upload(Some(&token), &upload_parts("Offline", MP4, &png(64, 64), true)).await;
    let took = started.elapsed();
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["message"], "Service temporarily unavailable");
    assert_eq!(body["success"], false);
    assert_eq!(body["statusCode"], 503);
    let text = body.to_string();
    assert!(!text.contains("127.0.0.1") && !text.contains("unreachable-bucket"), "no detail leaks: {text}");
    assert!(took < Duration::from_secs(15), "an unreachable store fails within seconds, took {took:?}");
    app.assert_nothing_stored().await;

    // Reading media from it is a 503 as well, not a 404 or a 500.
    let res = app.get("/media/videos/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b.mp4").await;
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
}

#[tokio::test]
async fn bad_media_urls_are_refused_naming_the_variable() {
    let dir = tempfile::tempdir().unwrap();
    for (url, says) in [
        ("s3://", "bucket"),
        ("s3:///prefix", "bucket"),
        ("s3://Bad_Bucket/x", "bucket name"),
        ("s3://bucket/../up", "prefix"),
        ("ftp://host/media", "ftp:// scheme is not supported"),
        ("/var/media", "must be a URL"),
        ("file://", "needs a folder"),
    ] {
        let err = match open_store(url, dir.path()).await {
            Ok(_) => panic!("{url} was accepted"),
            Err(err) => format!("{err:#}"),
        };
        assert!(err.contains("SANKALP_MEDIA_URL"), "{url}: {err}");
        assert!(err.contains(says), "{url}: {err}");
    }
    // A good local URL opens, and nothing was created for the refused ones.
    let store = open_store(&format!("file://{}", dir.path().join("m").display()), dir.path()).await.unwrap();
    assert_eq!(store.backend(), "local");
    assert!(!dir.path().join("upload-tmp").exists());

    // `sankalp serve` stops at start-up with the same message, before opening the database.
    let output = Command::new(env!("CARGO_BIN_EXE_sankalp"))
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(dir.path().join("data"))
        .env("SANKALP_MEDIA_URL", "s3://")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("SANKALP_MEDIA_URL: s3:// needs a bucket name"), "{stderr}");
    assert!(!dir.path().join("data/sankalp.db").exists(), "no database was created");
}

#[tokio::test]
async fn the_default_test_app_uses_the_store_the_environment_names() {
    let app = spawn().await;
    let expected = if s3::endpoint().is_some() { "s3" } else { "local" };
    assert_eq!(app.media.backend(), expected);
    assert_eq!(app.bucket.is_some(), s3::endpoint().is_some());
}
