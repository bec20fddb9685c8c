//! The gallery through the real router (README "Photos"): uploads of photos and videos, every refusal
//! with its status and message and nothing stored (no entry, no media file), edits, moves, deletions
//! and the removal of the sample art, each shown by the pages when it answers.

use crate::common::darshan::{MIB, MP4, Part, file, jpeg, png, png_declaring, text};
use crate::common::{TestApp, body_bytes, body_text, header, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp_db::{NewContentEntry, Role};
use serde_json::{Value, json};

/// How many entries `content/defaults/gallery.json` ships.
const SAMPLES: usize = 27;

fn assert_refused(status: StatusCode, body: &Value, want: StatusCode, message: &str) {
    assert_eq!(status, want, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["statusCode"], want.as_u16(), "{body}");
    assert_eq!(body["data"], Value::Null, "{body}");
    assert_eq!(body["message"], message, "{body}");
}

fn fields(body: &Value) -> Vec<(String, String)> {
    body["errors"]
        .as_array()
        .map(|errors| {
            errors
                .iter()
                .map(|e| (e["field"].as_str().unwrap().to_owned(), e["message"].as_str().unwrap().to_owned()))
                .collect()
        })
        .unwrap_or_default()
}

async fn post_gallery(app: &TestApp, token: Option<&str>, parts: &[Part]) -> (StatusCode, Value) {
    app.post_multipart("/api/v1/gallery", token, parts).await
}

fn photo_parts(image: &[u8], filename: &str, caption: &str, alt: &str, category: &str) -> Vec<Part> {
    vec![
        text("caption", caption),
        text("alt", alt),
        text("category", category),
        file("image", filename, "image/jpeg", image),
    ]
}

/// The gallery entries as stored, in order (every one, published or not).
async fn stored_keys(app: &TestApp) -> Vec<String> {
    app.store.content_entries("gallery", false).await.unwrap().into_iter().map(|e| e.key).collect()
}

/// Nothing of a refused upload stayed: the gallery is the shipped one and no media or temporary file exists.
async fn assert_nothing_stored(app: &TestApp) {
    assert_eq!(stored_keys(app).await.len(), SAMPLES, "no gallery entry was added");
    assert_eq!(app.media_files(), Vec::<String>::new(), "no media or temporary file");
}

async fn page(app: &TestApp, path: &str) -> String {
    let res = app.get(path).await;
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    body_text(res).await
}

/// A JPEG carrying an EXIF block with a GPS note, as phone photos do.
fn jpeg_with_gps(width: u32, height: u32) -> Vec<u8> {
    let jpeg = jpeg(width, height);
    let payload = b"Exif\0\0MM\0\x2a\0\0\0\x08\0\0\0\0\0\0GPSLatitude 15.5479N 74.3188E";
    let mut app1 = vec![0xFF, 0xE1];
    app1.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
    app1.extend_from_slice(payload);
    [&jpeg[..2], &app1, &jpeg[2..]].concat()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test]
async fn an_uploaded_photo_is_re_encoded_and_shown_by_the_gallery_pages_when_the_upload_answers() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = post_gallery(
        &app,
        Some(&token),
        &photo_parts(&jpeg_with_gps(1_800, 1_200), "IMG_0001.jpg", "Havan at dawn", "A fire altar at dawn", "vip"),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let item = &body["data"]["item"];
    let id = item["id"].as_str().unwrap().to_owned();
    assert_eq!(item["position"], 0, "new photos go first");
    assert_eq!(item["category"], "vip");
    assert_eq!(item["sample"], false);
    assert_eq!(item["body"]["kind"], "image");
    assert_eq!(item["body"]["title"], "Havan at dawn");
    assert_eq!(item["body"]["alt"], "A fire altar at dawn");
    assert_eq!((item["body"]["width"].as_u64(), item["body"]["height"].as_u64()), (Some(1_800), Some(1_200)));
    let src = item["body"]["src"].as_object().unwrap();
    let widths: Vec<&str> = src.keys().map(String::as_str).collect();
    assert_eq!(widths, ["w1080", "w1600", "w1800", "w360", "w720"]);

    // Every width is stored as WebP, served with its type, without the EXIF block.
    let mut files = app.media_files();
    files.retain(|f| !f.starts_with(".tmp"));
    let want: Vec<String> = [1080, 1600, 1800, 360, 720].iter().map(|w| format!("gallery/{id}-{w}.webp")).collect();
    assert_eq!(files, want);
    let res = app.get(src["w720"].as_str().unwrap()).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "content-type"), Some("image/webp"));
    let bytes = body_bytes(res).await;
    assert_eq!(&bytes[8..12], b"WEBP");
    assert!(!contains(&bytes, b"GPSLatitude") && !contains(&bytes, b"Exif"));

    // The pages show it at once, as they show the shipped photos: srcset, size and lazy loading.
    let srcset = format!("/media/gallery/{id}-360.webp 360w, /media/gallery/{id}-720.webp 720w");
    for path in ["/photos/vip-photos", "/photos/all-photos"] {
        let html = page(&app, path).await;
        assert!(html.contains(&srcset), "{path} shows the upload's srcset");
        assert!(html.contains("alt=\"A fire altar at dawn\""), "{path}");
        assert!(html.contains("width=\"1800\" height=\"1200\""), "{path}");
    }
    let html = page(&app, "/photos/all-photos").await;
    assert!(html.matches("loading=\"lazy\"").count() >= SAMPLES - 2 - 2, "tiles past the first load lazily");
    let (status, body) = app.json("GET", "/api/v1/gallery?category=vip", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["items"][0]["id"], id.as_str());
}

#[tokio::test]
async fn a_photo_is_recognised_by_its_content_never_its_name() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    // A PNG named .jpg and sent as image/jpeg is a PNG: accepted.
    let (status, body) =
        post_gallery(&app, Some(&token), &photo_parts(&png(500, 400), "photo.jpg", "Kalash", "A kalash", "all")).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["data"]["item"]["category"], "all");
    let widths: Vec<&String> = body["data"]["item"]["body"]["src"].as_object().unwrap().keys().collect();
    assert_eq!(widths, ["w360", "w500"], "never upscaled");
    // An HTML file named .jpg is not a photo.
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let html = b"<!doctype html><script>alert(1)</script>";
    let (status, body) = post_gallery(&app, Some(&token), &photo_parts(html, "photo.jpg", "X", "Y", "all")).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Invalid image file");
    assert_eq!(fields(&body), [("image".to_owned(), "Invalid image file".to_owned())]);
    assert_nothing_stored(&app).await;
}

#[tokio::test]
async fn every_refused_upload_says_why_and_stores_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (_, user_token) = app.user_with_token("devotee", Role::User).await;
    let good = photo_parts(&jpeg(400, 300), "a.jpg", "Caption", "Alt", "all");

    let (status, body) = post_gallery(&app, None, &good).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, body) = post_gallery(&app, Some(&user_token), &good).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_nothing_stored(&app).await;

    let bomb = png_declaring(50_000, 50_000);
    let (status, body) = post_gallery(&app, Some(&token), &photo_parts(&bomb, "big.png", "C", "A", "all")).await;
    assert_refused(
        status,
        &body,
        StatusCode::BAD_REQUEST,
        "Image dimensions are too large: at most 10000 pixels a side and 50 megapixels",
    );
    assert_nothing_stored(&app).await;

    let jpeg = jpeg(600, 400);
    let cut = &jpeg[..jpeg.len() / 2];
    let (status, body) = post_gallery(&app, Some(&token), &photo_parts(cut, "cut.jpg", "C", "A", "all")).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Invalid image file");
    assert_nothing_stored(&app).await;

    let mut huge = jpeg.clone();
    huge.resize(20 * MIB + 1, 0);
    let (status, body) = post_gallery(&app, Some(&token), &photo_parts(&huge, "huge.jpg", "C", "A", "all")).await;
    assert_refused(status, &body, StatusCode::PAYLOAD_TOO_LARGE, "Photo size exceeds 20MB");
    assert_nothing_stored(&app).await;

    // Texts: every field at fault named at once, before the photo is looked at.
    let (status, body) = post_gallery(&app, Some(&token), &photo_parts(&jpeg, "a.jpg", " ", "", "gold")).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Caption is required");
    assert_eq!(
        fields(&body),
        [
            ("caption".to_owned(), "Caption is required".to_owned()),
            ("alt".to_owned(), "Alt text is required".to_owned()),
            ("category".to_owned(), "category must be vip or all".to_owned()),
        ]
    );
    let long = "x".repeat(201);
    let (status, body) =
        post_gallery(&app, Some(&token), &photo_parts(&jpeg, "a.jpg", &long, "Alt\u{202E}", "all")).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Caption must be at most 200 characters");
    assert_eq!(fields(&body)[1].0, "alt");
    let (status, body) =
        post_gallery(&app, Some(&token), &[text("caption", "C"), text("alt", "A"), text("category", "all")]).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Image file is required");
    let (status, body) = post_gallery(
        &app,
        Some(&token),
        &[text("caption", "C"), text("alt", "A"), file("video", "v.mp4", "video/mp4", MP4)],
    )
    .await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "A video needs a poster image");
    let (status, body) = post_gallery(
        &app,
        Some(&token),
        &[
            text("caption", "C"),
            file("video", "v.mp4", "video/mp4", b"not a video at all"),
            file("poster", "p.jpg", "image/jpeg", &jpeg),
        ],
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(fields(&body)[0].0, "video");
    let res = app
        .send(
            Request::post("/api/v1/gallery")
                .header("authorization", format!("Bearer {token}"))
                .header("content-type", "application/json")
                .body(Body::from("{}"))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_nothing_stored(&app).await;
}

#[tokio::test]
async fn a_video_with_its_poster_is_stored_and_shown() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let parts = [
        text("caption", "Aarti at the shore"),
        text("category", "vip"),
        file("video", "clip.mp4", "video/mp4", MP4),
        file("poster", "poster.png", "image/png", &png(1_280, 720)),
    ];
    let (status, body) = post_gallery(&app, Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let item = &body["data"]["item"]["body"];
    let id = body["data"]["item"]["id"].as_str().unwrap();
    assert_eq!(item["kind"], "video");
    assert_eq!(item["alt"], "Aarti at the shore", "a video without alt text is described by its caption");
    assert_eq!(item["src"], format!("/media/gallery/{id}.mp4"));
    assert_eq!(item["poster"], format!("/media/gallery/{id}-poster-720.webp"));
    let res = app.get(&format!("/media/gallery/{id}.mp4")).await;
    assert_eq!(body_bytes(res).await, MP4, "the video is stored byte for byte");
    let html = page(&app, "/photos/vip-photos").await;
    assert!(html.contains(&format!("/media/gallery/{id}-poster-720.webp")));
}

#[tokio::test]
async fn caption_alt_category_and_place_change_and_the_rest_of_the_body_stays() {
    let app = spawn().await;
    let (admin, token) = app.admin().await;
    // A sample photo with translations: they must survive an edit of the English texts.
    let mut entry = app.store.content_entry("gallery", "havan-fire").await.unwrap().unwrap();
    entry.body["i18n"] = json!({"hi": {"title": "हवन"}});
    let new = NewContentEntry {
        kind: entry.kind,
        key: entry.key,
        position: entry.position,
        published: true,
        body: entry.body.clone(),
    };
    app.store.put_content_entry(&new, Some(&admin.id), chrono::Utc::now()).await.unwrap();
    app.pages.refresh().await;

    let (status, body) = app
        .json(
            "PATCH",
            "/api/v1/gallery/havan-fire",
            Some(&token),
            Some(json!({"caption": "The sacred fire", "alt": "Flames rising from a havan kund", "category": "all"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let item = &body["data"]["item"];
    assert_eq!(item["body"]["title"], "The sacred fire");
    assert_eq!(item["category"], "all");
    assert_eq!(item["body"]["i18n"], json!({"hi": {"title": "हवन"}}));
    assert_eq!(item["body"]["src"], entry.body["src"]);
    let vip = page(&app, "/photos/vip-photos").await;
    assert!(!vip.contains("Flames rising from a havan kund"), "no longer in the VIP set");
    let all = page(&app, "/photos/all-photos").await;
    assert!(all.contains("Flames rising from a havan kund"));

    // Moves: to the front, then past the end (last).
    let (status, body) =
        app.json("PATCH", "/api/v1/gallery/havan-fire", Some(&token), Some(json!({"position": 0}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["item"]["position"], 0);
    let keys = stored_keys(&app).await;
    assert_eq!(keys[0], "havan-fire");
    assert_eq!(keys.len(), SAMPLES);
    let html = page(&app, "/photos/all-photos").await;
    let moved = html.find("Flames rising from a havan kund").unwrap();
    let gokarna = html.find("Illustration of the sun rising above a headland").unwrap();
    assert!(moved < gokarna, "the moved photo comes before the one that was first");
    let (status, body) =
        app.json("PATCH", "/api/v1/gallery/havan-fire", Some(&token), Some(json!({"position": 999}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["item"]["position"], SAMPLES - 1);
    assert_eq!(stored_keys(&app).await.last().unwrap(), "havan-fire");
}

#[tokio::test]
async fn refused_edits_change_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (_, user_token) = app.user_with_token("devotee", Role::User).await;
    let before = app.store.content_snapshot().await.unwrap();
    let admin = Some(token.clone());
    for (token, body, status, message) in [
        (admin.clone(), json!({"caption": ""}), StatusCode::BAD_REQUEST, "Caption is required"),
        (
            admin.clone(),
            json!({"alt": "x".repeat(501)}),
            StatusCode::BAD_REQUEST,
            "Alt text must be at most 500 characters",
        ),
        (admin.clone(), json!({"category": "gold"}), StatusCode::BAD_REQUEST, "category must be vip or all"),
        (admin.clone(), json!({"position": -1}), StatusCode::BAD_REQUEST, "position must be 0 or more"),
        (None, json!({"caption": "X"}), StatusCode::UNAUTHORIZED, ""),
        (Some(user_token.clone()), json!({"caption": "X"}), StatusCode::FORBIDDEN, ""),
    ] {
        let (got, answer) = app.json("PATCH", "/api/v1/gallery/havan-fire", token.as_deref(), Some(body)).await;
        assert_eq!(got, status, "{answer}");
        if !message.is_empty() {
            assert_refused(got, &answer, status, message);
        }
    }
    let (status, body) =
        app.json("PATCH", "/api/v1/gallery/havan-fire", Some(&token), Some(json!({"title": "X"}))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "unknown fields are refused: {body}");
    let (status, body) =
        app.json("PATCH", "/api/v1/gallery/nothing-here", Some(&token), Some(json!({"caption": "X"}))).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Gallery item not found");
    let (status, body) = app.json("DELETE", "/api/v1/gallery/nothing-here", Some(&token), None).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Gallery item not found");
    let (status, _) = app.json("DELETE", "/api/v1/gallery/havan-fire", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.json("DELETE", "/api/v1/gallery/samples", Some(&user_token), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let after = app.store.content_snapshot().await.unwrap();
    assert_eq!(after.version, before.version, "nothing was written");
    assert_eq!(after.entries, before.entries);
}

#[tokio::test]
async fn a_deleted_photo_leaves_the_pages_and_the_media_store() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = post_gallery(
        &app,
        Some(&token),
        &photo_parts(&jpeg(800, 600), "a.jpg", "Garlands", "Marigold garlands", "vip"),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["item"]["id"].as_str().unwrap().to_owned();
    assert!(page(&app, "/photos/vip-photos").await.contains(&id));
    let (status, body) = app.json("DELETE", &format!("/api/v1/gallery/{id}"), Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Gallery item deleted");
    assert!(!page(&app, "/photos/vip-photos").await.contains(&id));
    assert!(!page(&app, "/photos/all-photos").await.contains(&id));
    assert_nothing_stored(&app).await;
    let res = app.get(&format!("/media/gallery/{id}-360.webp")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    // A sample has no file of its own to remove: only its entry goes.
    let (status, body) = app.json("DELETE", "/api/v1/gallery/havan-fire", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(!stored_keys(&app).await.contains(&"havan-fire".to_owned()));
}

#[tokio::test]
async fn samples_are_marked_and_removed_at_once_leaving_the_priests_photos() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = app.json("GET", "/api/v1/gallery?all=true", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let items = body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), SAMPLES);
    assert!(items.iter().all(|i| i["sample"] == true));
    let (status, body) = app.json("GET", "/api/v1/gallery?all=true", None, None).await;
    assert_refused(
        status,
        &body,
        StatusCode::UNAUTHORIZED,
        "Sign in as an administrator to see unpublished gallery items",
    );
    let (status, body) = app.json("GET", "/api/v1/gallery?category=gold", None, None).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "category must be vip or all");

    let (status, body) = post_gallery(
        &app,
        Some(&token),
        &photo_parts(&jpeg(900, 600), "mine.jpg", "My puja", "The priest's own puja", "all"),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["item"]["id"].as_str().unwrap().to_owned();
    let (status, body) = app.json("DELETE", "/api/v1/gallery/samples", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["removed"], SAMPLES);
    assert_eq!(stored_keys(&app).await, std::slice::from_ref(&id));
    // The entry page fills its six places from the gallery once the featured samples are gone.
    let html = page(&app, "/photo-gallery").await;
    assert!(html.contains("The priest&#x27;s own puja") || html.contains("The priest's own puja"), "{html}");
    assert!(!page(&app, "/photos/all-photos").await.contains("gokarna-sunrise"));
    let (status, body) = app.json("DELETE", "/api/v1/gallery/samples", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["removed"], 0);
}

#[tokio::test]
async fn start_up_repair_removes_gallery_files_no_entry_names() {
    use sankalp::features::darshan::repair_media_older_than;
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) =
        post_gallery(&app, Some(&token), &photo_parts(&jpeg(400, 300), "a.jpg", "Kept", "A kept photo", "all")).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let kept = app.media_files();
    // What a crash between storing an upload's files and writing its entry leaves.
    let orphan = format!("gallery/{}-360.webp", sankalp_media::MediaId::generate());
    let mut temp = sankalp_media::TempFile::create_in(app.media.temp_dir()).await.unwrap();
    temp.write_chunk(b"RIFF").await.unwrap();
    temp.finish().await.unwrap();
    app.media.put_file(&orphan, temp.path(), "image/webp").await.unwrap();
    let report =
        repair_media_older_than(app.store.as_ref(), app.media.as_ref(), std::time::Duration::ZERO).await.unwrap();
    assert_eq!(report.orphans_removed, [orphan]);
    assert_eq!(app.media_files(), kept, "the files an entry names stay");
}
