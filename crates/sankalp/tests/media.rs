//! `/media/…` through the real router (types, caching, ETag, ranges, paths that try to escape the store)
//! and the start-up repair of the media store.

use crate::common::darshan::{MP4, png, upload_parts};
use crate::common::{TestApp, body_bytes, header, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp_media::{MediaId, TempFile};
use std::time::Duration;

use sankalp::features::darshan::{repair_media, repair_media_older_than};

async fn put(app: &TestApp, key: &str, bytes: &[u8]) {
    let mut temp = TempFile::create_in(app.media.temp_dir()).await.unwrap();
    temp.write_chunk(bytes).await.unwrap();
    temp.finish().await.unwrap();
    app.media.put_file(key, temp.path(), "application/octet-stream").await.unwrap();
}

fn get(path: &str, headers: &[(&str, &str)]) -> Request<Body> {
    let mut builder = Request::get(path);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    builder.body(Body::empty()).unwrap()
}

const KEY: &str = "videos/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b.mp4";
const PATH: &str = "/media/videos/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b.mp4";

#[tokio::test]
async fn media_is_served_with_type_etag_immutable_caching_and_nosniff() {
    let app = spawn().await;
    put(&app, KEY, MP4).await;
    put(&app, "thumbs/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b-320.jpg", b"\xff\xd8jpeg").await;
    let res = app.get(PATH).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "content-type"), Some("video/mp4"));
    assert_eq!(header(&res, "content-length"), Some(MP4.len().to_string().as_str()));
    assert_eq!(header(&res, "cache-control"), Some("public, max-age=31536000, immutable"));
    assert_eq!(header(&res, "accept-ranges"), Some("bytes"));
    assert_eq!(header(&res, "x-content-type-options"), Some("nosniff"));
    let etag = header(&res, "etag").unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "a strong ETag: {etag}");
    assert_eq!(body_bytes(res).await, MP4);

    let thumb = app.get("/media/thumbs/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b-320.jpg").await;
    assert_eq!(header(&thumb, "content-type"), Some("image/jpeg"));

    let again = app.send(get(PATH, &[("if-none-match", &etag)])).await;
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(header(&again, "etag"), Some(etag.as_str()));
    assert!(body_bytes(again).await.is_empty());
    let other = app.send(get(PATH, &[("if-none-match", "\"other\"")])).await;
    assert_eq!(other.status(), StatusCode::OK);

    let head = app.send(Request::head(PATH).body(Body::empty()).unwrap()).await;
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(header(&head, "content-length"), Some(MP4.len().to_string().as_str()));
    assert_eq!(header(&head, "etag"), Some(etag.as_str()));
    assert!(body_bytes(head).await.is_empty());
}

#[tokio::test]
async fn ranges_answer_206_and_bad_ones_416() {
    let app = spawn().await;
    put(&app, KEY, MP4).await;
    let len = MP4.len();

    for (range, first, last) in [
        ("bytes=0-1", 0, 1),
        ("bytes=100-", 100, len - 1),
        ("bytes=-10", len - 10, len - 1),
        ("bytes=10-999999999", 10, len - 1),
        ("bytes=-999999", 0, len - 1),
    ] {
        let res = app.send(get(PATH, &[("range", range)])).await;
        assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT, "{range}");
        assert_eq!(header(&res, "content-range"), Some(format!("bytes {first}-{last}/{len}").as_str()), "{range}");
        assert_eq!(header(&res, "content-length"), Some((last - first + 1).to_string().as_str()), "{range}");
        assert_eq!(header(&res, "content-type"), Some("video/mp4"));
        assert_eq!(body_bytes(res).await, &MP4[first..=last], "{range}");
    }

    for range in ["bytes=abc", "bytes=5-1", "bytes=-", "bytes=-0", "bytes", &format!("bytes={len}-"), "bytes=99999999-"]
    {
        let res = app.send(get(PATH, &[("range", range)])).await;
        assert_eq!(res.status(), StatusCode::RANGE_NOT_SATISFIABLE, "{range}");
        assert_eq!(header(&res, "content-range"), Some(format!("bytes */{len}").as_str()), "{range}");
    }

    // Several ranges at once, another unit, or an If-Range for another version: the whole file.
    for headers in [
        vec![("range", "bytes=0-1,4-5")],
        vec![("range", "items=0-1")],
        vec![("range", "bytes=0-1"), ("if-range", "\"old-version\"")],
    ] {
        let res = app.send(get(PATH, &headers)).await;
        assert_eq!(res.status(), StatusCode::OK, "{headers:?}");
        assert_eq!(body_bytes(res).await.len(), len);
    }
    let etag = header(&app.get(PATH).await, "etag").unwrap().to_owned();
    let res = app.send(get(PATH, &[("range", "bytes=0-1"), ("if-range", &etag)])).await;
    assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT);
}

#[tokio::test]
async fn paths_that_escape_the_store_are_404() {
    let app = spawn().await;
    put(&app, KEY, MP4).await;
    std::fs::write(app.media_dir.join(".tmp/upload.part"), b"partial").unwrap();
    std::fs::write(app.dir.path().join("secret.txt"), b"secret").unwrap();
    for path in [
        "/media/../sankalp.db",
        "/media/..%2fsankalp.db",
        "/media/%2e%2e/sankalp.db",
        "/media/%2e%2e%2fsankalp.db",
        "/media/videos/..%2f..%2fsankalp.db",
        "/media/videos/../../secret.txt",
        "/media/.tmp/upload.part",
        "/media/videos/%30190a5b2c3d47e8f9a0b1c2d3e4f5a6b.mp4",
        "/media//etc/passwd",
        "/media/videos\\..\\..\\secret.txt",
        "/media/videos/missing.mp4",
        "/media/videos",
        // A name below a file (the system says "not a directory", which is still not found).
        "/media/videos/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b.mp4/x.mp4",
    ] {
        // A plain read, a player's range and the validating path (HEAD, If-None-Match) each look the key up.
        for (method, headers) in [
            ("GET", &[][..]),
            ("GET", &[("range", "bytes=0-1")][..]),
            ("GET", &[("if-none-match", "\"x\"")][..]),
            ("HEAD", &[][..]),
        ] {
            let mut builder = Request::builder().method(method).uri(path);
            for (name, value) in headers {
                builder = builder.header(*name, *value);
            }
            let Ok(request) = builder.body(Body::empty()) else { continue };
            let res = app.send(request).await;
            assert_eq!(res.status(), StatusCode::NOT_FOUND, "{method} {path} {headers:?}");
            let body = body_bytes(res).await;
            assert!(!body.windows(6).any(|w| w == b"secret" || w == b"partia"), "{path}");
        }
    }
}

#[tokio::test]
async fn start_up_repair_removes_orphans_and_temp_files_and_keeps_posts() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = app.upload(Some(&token), &upload_parts("Kept", MP4, &png(1000, 600), true)).await;
    assert_eq!(status, StatusCode::CREATED);
    let kept_id = body["data"]["videoPost"]["_id"].as_str().unwrap().to_owned();
    let kept = app.media_files();
    assert!(kept.contains(&format!("thumbs/{kept_id}-960.jpg")), "{kept:?}");

    // What a crash between storing the files and committing the row leaves: files no row names,
    // and a temporary file of an upload in progress.
    let orphan = MediaId::generate();
    put(&app, &orphan.video_key(), MP4).await;
    put(&app, &orphan.thumbnail_key(320), b"jpeg").await;
    put(&app, &orphan.thumbnail_key(960), b"jpeg").await;
    std::fs::write(app.media_dir.join(".tmp/crashed.part"), b"half an upload").unwrap();
    // Files outside the post layout are not ours to remove.
    put(&app, "notes/readme.txt", b"operator's file").await;

    let report = repair_media(app.store.as_ref(), app.media.as_ref()).await.unwrap();
    assert_eq!(report.temp_files_removed, 1);
    let mut removed = vec![orphan.thumbnail_key(320), orphan.thumbnail_key(960), orphan.video_key()];
    removed.sort();
    let report = if app.media.is_shared() {
        // On a shared store (S3) files that fresh are left alone: another instance may be about to
        // insert their row. Older ones go.
        assert!(report.orphans_removed.is_empty());
        assert_eq!(report.orphans_too_recent.len(), 3);
        std::fs::write(app.media_dir.join(".tmp/crashed.part"), b"half an upload").unwrap();
        let report = repair_media_older_than(app.store.as_ref(), app.media.as_ref(), Duration::ZERO).await.unwrap();
        assert_eq!(report.temp_files_removed, 1);
        report
    } else {
        // Only this process writes a local folder: at start-up every orphan goes.
        assert!(report.orphans_too_recent.is_empty());
        report
    };
    assert_eq!(report.orphans_removed, removed);
    assert!(report.posts_missing_media.is_empty());
    let mut expected = kept.clone();
    expected.push("notes/readme.txt".to_owned());
    expected.sort();
    assert_eq!(app.media_files(), expected);
    assert_eq!(app.get(&format!("/media/videos/{kept_id}.mp4")).await.status(), StatusCode::OK);

    // A post whose file went missing is reported and kept, never deleted.
    app.media.delete(&format!("videos/{kept_id}.mp4")).await.unwrap();
    let report = repair_media_older_than(app.store.as_ref(), app.media.as_ref(), Duration::ZERO).await.unwrap();
    assert_eq!(report.posts_missing_media, [kept_id]);
    assert_eq!(app.pool.count("video_posts").await, 1);
}

#[tokio::test]
async fn repair_removes_nothing_when_an_empty_database_meets_files_of_several_posts() {
    let app = spawn().await;
    let (a, b) = (MediaId::generate(), MediaId::generate());
    put(&app, &a.video_key(), MP4).await;
    put(&app, &b.video_key(), MP4).await;
    let report = repair_media_older_than(app.store.as_ref(), app.media.as_ref(), Duration::ZERO).await.unwrap();
    assert!(report.orphans_removed.is_empty());
    assert_eq!(report.orphans_kept.len(), 2);
    assert_eq!(app.media_files().len(), 2);

    // One crashed first upload on an empty database is repaired.
    app.media.delete(&b.video_key()).await.unwrap();
    let report = repair_media_older_than(app.store.as_ref(), app.media.as_ref(), Duration::ZERO).await.unwrap();
    assert_eq!(report.orphans_removed, [a.video_key()]);
    assert!(app.media_files().is_empty());
}
