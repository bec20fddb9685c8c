//! Daily darshan video posts through the real router: upload (every refusal with its status and
//! message, and nothing stored), listing, drafts, views, editing and deletion.

use std::sync::atomic::Ordering;

use crate::common;
use crate::common::darshan::{
    MIB, MP4, MP4_MOOV_LAST, Part, WatchedBody, chunked, failing_after, file, ftyp, interlaced_png_declaring, jpeg,
    mp4_box, multipart, mvhd, png, png_declaring, text, upload_parts,
};
use crate::common::{TestApp, body_bytes, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use chrono::{Duration, Utc};
use sankalp_db::Role;
use serde_json::{Value, json};

fn assert_refused(status: StatusCode, body: &Value, want_status: StatusCode, message: &str) {
    assert_eq!(status, want_status, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["statusCode"], want_status.as_u16(), "{body}");
    assert_eq!(body["data"], Value::Null, "{body}");
    assert_eq!(body["message"], message, "{body}");
}

fn field_errors(body: &Value) -> Vec<(String, String)> {
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

/// Uploads `parts` as the administrator and expects a refusal with `status` and `message`, leaving
/// nothing behind.
async fn refused(app: &TestApp, token: &str, parts: &[Part], status: StatusCode, message: &str) -> Value {
    let (got, body) = app.upload(Some(token), parts).await;
    assert_refused(got, &body, status, message);
    app.assert_nothing_stored().await;
    body
}

fn with_replaced(parts: Vec<Part>, replacement: Part) -> Vec<Part> {
    parts.into_iter().map(|p| if p.name == replacement.name { replacement.clone() } else { p }).collect()
}

fn without(parts: Vec<Part>, name: &str) -> Vec<Part> {
    parts.into_iter().filter(|p| p.name != name).collect()
}

// ----- Upload: success -----

#[tokio::test]
async fn an_admin_uploads_a_post_and_gets_201_with_the_whole_contract() {
    let app = spawn().await;
    let (admin, token) = app.admin().await;
    let parts = upload_parts("  Morning darshan  ", MP4, &png(1600, 900), true);
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["success"], true);
    assert_eq!(body["statusCode"], 201);
    let post = &body["data"]["videoPost"];
    let id = post["_id"].as_str().unwrap();
    assert_eq!(id.len(), 32);
    assert_eq!(post["title"], "Morning darshan", "trimmed");
    assert_eq!(post["description"], "<p>Morning <strong>aarti</strong> at the temple</p>");
    assert!((post["duration"].as_f64().unwrap() - 1.0).abs() < 0.05, "duration in seconds from the MP4: {post}");
    assert_eq!(post["views"], 0);
    assert_eq!(post["isPublished"], true);
    assert_eq!(post["videoLink"], format!("/media/videos/{id}.mp4"));
    assert_eq!(post["thumbnail"], format!("/media/thumbs/{id}-640.jpg"));
    let widths: Vec<u64> =
        post["thumbnails"].as_array().unwrap().iter().map(|t| t["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, [320, 640, 720, 960, 1080, 1280]);
    assert_eq!(post["thumbnails"][2]["url"], format!("/media/thumbs/{id}-720.jpg"));
    assert_eq!(post["thumbnails"][5]["url"], format!("/media/thumbs/{id}-1280.jpg"));
    assert_eq!(post["owner"], json!({ "_id": admin.id, "username": "priest", "fullName": "Full priest" }));
    for field in ["createdAt", "updatedAt"] {
        let text = post[field].as_str().unwrap();
        assert!(chrono::DateTime::parse_from_rfc3339(text).is_ok(), "{field}: {text}");
    }

    // The files are stored under generated names, the video byte for byte; no temporary file is left.
    let mut expected = vec![
        format!("thumbs/{id}-1080.jpg"),
        format!("thumbs/{id}-1280.jpg"),
        format!("thumbs/{id}-320.jpg"),
        format!("thumbs/{id}-640.jpg"),
        format!("thumbs/{id}-720.jpg"),
        format!("thumbs/{id}-960.jpg"),
        format!("videos/{id}.mp4"),
    ];
    expected.sort();
    assert_eq!(app.media_files(), expected);
    let video = app.get(&format!("/media/videos/{id}.mp4")).await;
    assert_eq!(video.status(), StatusCode::OK);
    assert_eq!(body_bytes(video).await, MP4);
    let thumb = app.get(&format!("/media/thumbs/{id}-320.jpg")).await;
    assert_eq!(thumb.status(), StatusCode::OK);
    let decoded = image::load_from_memory(&body_bytes(thumb).await).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (320, 180));
    let thumb = app.get(&format!("/media/thumbs/{id}-720.jpg")).await;
    assert_eq!(thumb.status(), StatusCode::OK);
    let decoded = image::load_from_memory(&body_bytes(thumb).await).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (720, 405));

    // The same post is what the public list and the detail answer.
    let (status, list) = app.json("GET", "/api/v1/video-posts", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["data"]["videoPosts"][0], *post);
    let (status, one) = app.json("GET", &format!("/api/v1/video-posts/{id}"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(one["data"]["videoPost"], *post);
}

#[tokio::test]
async fn a_checkbox_on_publishes_and_an_absent_flag_makes_a_draft() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let parts = with_replaced(upload_parts("On", MP4_MOOV_LAST, &jpeg(400, 300), false), text("isPublished", "on"));
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["data"]["videoPost"]["isPublished"], true);
    // A source narrower than 640 pixels: its own width is the widest variant, and the thumbnail.
    let id = body["data"]["videoPost"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(body["data"]["videoPost"]["thumbnail"], format!("/media/thumbs/{id}-400.jpg"));
    let widths: Vec<u64> = body["data"]["videoPost"]["thumbnails"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["width"].as_u64().unwrap())
        .collect();
    assert_eq!(widths, [320, 400], "nothing upscaled to 640 or wider");

    let parts = without(upload_parts("Draft", MP4, &png(64, 64), true), "isPublished");
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["data"]["videoPost"]["isPublished"], false);
}

#[tokio::test]
async fn client_file_names_never_become_paths() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let parts = vec![
        text("title", "Traversal"),
        text("description", "<p>x</p>"),
        file("video", "../../../sankalp.db", "video/mp4", MP4),
        file("thumbnail", "..%2f..%2fescape.png", "image/png", &png(32, 32)),
    ];
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["videoPost"]["_id"].as_str().unwrap();
    assert_eq!(app.media_files(), [format!("thumbs/{id}-32.jpg"), format!("videos/{id}.mp4")]);
    let names: Vec<String> =
        std::fs::read_dir(app.dir.path()).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    assert!(!names.iter().any(|n| n.contains("escape")), "{names:?}");
}

#[tokio::test]
async fn the_description_is_cleaned_to_the_editors_html() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let dirty = r#"<p class="ql-indent-3 evil">Jai <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="data:text/html,<script>alert(4)</script>">data</a> <a href="https://example.org" onclick="alert(5)" target="_blank">ok</a></p><iframe src="https://evil.example"></iframe>"#;
    let parts = with_replaced(upload_parts("Clean", MP4, &png(32, 32), true), text("description", dirty));
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let description = body["data"]["videoPost"]["description"].as_str().unwrap();
    for gone in ["script", "alert", "onerror", "onclick", "javascript:", "data:", "iframe", "evil", "target", "<img"] {
        assert!(!description.contains(gone), "{gone} survived: {description}");
    }
    assert!(description.contains(r#"<p class="ql-indent-3">"#), "{description}");
    assert!(
        description.contains(r#"<a href="https://example.org" rel="noopener noreferrer nofollow">ok</a>"#),
        "{description}"
    );
}

// ----- Upload: refusals -----

#[tokio::test]
async fn a_video_of_10_mib_and_one_byte_is_refused_with_413_with_content_length() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let mut video = MP4.to_vec();
    video.resize(10 * MIB + 1, 0);
    let parts = upload_parts("Big", &video, &png(32, 32), true);
    refused(&app, &token, &parts, StatusCode::PAYLOAD_TOO_LARGE, "Video size exceeds 10MB").await;

    // Exactly 10 MiB is accepted (the zero padding reads as a last box running to the end).
    let mut video = MP4.to_vec();
    video.resize(10 * MIB, 0);
    let parts = upload_parts("Limit", &video, &png(32, 32), true);
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["videoPost"]["_id"].as_str().unwrap();
    let stored = app.media.head(&format!("videos/{id}.mp4")).await.unwrap().unwrap();
    assert_eq!(stored.len, 10 * MIB as u64);
}

#[tokio::test]
async fn a_video_of_10_mib_and_one_byte_is_refused_with_413_without_content_length() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let mut video = MP4.to_vec();
    video.resize(10 * MIB + 1, 0);
    // The video comes first, so the refusal comes before the rest of the body is read.
    let parts = vec![
        file("video", "big.mp4", "video/mp4", &video),
        text("title", "Big"),
        text("description", "<p>x</p>"),
        file("thumbnail", "t.png", "image/png", &png(32, 32)),
    ];
    let (content_type, body) = multipart(&parts);
    let (status, answer) = app.upload_raw(Some(&token), &content_type, chunked(body)).await;
    assert_refused(status, &answer, StatusCode::PAYLOAD_TOO_LARGE, "Video size exceeds 10MB");
    app.assert_nothing_stored().await;
}

#[tokio::test]
async fn a_thumbnail_over_5_mib_is_refused_with_413() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let mut big = png(32, 32);
    big.resize(5 * MIB + 1, 0);
    let parts = upload_parts("Big thumbnail", MP4, &big, true);
    refused(&app, &token, &parts, StatusCode::PAYLOAD_TOO_LARGE, "Thumbnail size exceeds 5MB").await;
}

#[tokio::test]
async fn videos_that_are_not_mp4_are_refused_by_content() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let thumb = png(32, 32);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("a PNG named .mp4", png(16, 16), "Video must be an MP4 file"),
        ("a QuickTime movie", [ftyp(b"qt  "), mp4_box(b"moov", &mvhd(600, 600))].concat(), "Video must be an MP4 file"),
        ("ftyp without a movie", [ftyp(b"isom"), mp4_box(b"mdat", &[1; 64])].concat(), "Invalid video file"),
        (
            "a zero-size box inside the movie",
            {
                let mut free = mp4_box(b"free", &[]);
                free[..4].copy_from_slice(&0u32.to_be_bytes());
                [ftyp(b"isom"), mp4_box(b"moov", &[free, mvhd(1000, 1000)].concat())].concat()
            },
            "Invalid video file",
        ),
        ("a truncated MP4", MP4[..MP4.len() - 100].to_vec(), "Invalid video file"),
        ("text", b"hello, this is not a video".to_vec(), "Video must be an MP4 file"),
    ];
    for (what, video, message) in cases {
        let parts = upload_parts(what, &video, &thumb, true);
        let body = refused(&app, &token, &parts, StatusCode::BAD_REQUEST, message).await;
        assert_eq!(field_errors(&body), [("video".to_owned(), message.to_owned())], "{what}");
    }
}

#[tokio::test]
async fn thumbnails_that_are_not_jpeg_or_png_are_refused() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let full = jpeg(200, 100);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("a GIF", b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec(), "Invalid image file"),
        ("an SVG", br#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>"#.to_vec(), "Invalid image file"),
        ("a truncated JPEG", full[..full.len() / 2].to_vec(), "Invalid image file"),
        (
            "a PNG declaring 50,000 x 50,000 pixels",
            png_declaring(50_000, 50_000),
            "Image dimensions are too large: at most 10000 pixels a side and 50 megapixels",
        ),
        (
            "an interlaced PNG of 20 megapixels, which would be decoded whole",
            interlaced_png_declaring(5_000, 4_000),
            "Image is too large to process: save it as a baseline JPEG or a non-interlaced PNG of at most 4 megapixels",
        ),
    ];
    for (what, thumbnail, message) in cases {
        let parts = upload_parts(what, MP4, &thumbnail, true);
        let body = refused(&app, &token, &parts, StatusCode::BAD_REQUEST, message).await;
        assert_eq!(field_errors(&body), [("thumbnail".to_owned(), message.to_owned())], "{what}");
    }
}

#[tokio::test]
async fn large_phone_photos_are_accepted_with_their_variants() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    // A 36-megapixel PNG (over the issue's 6000 x 6000) and a 27-megapixel JPEG, both decoded shrunk.
    for (what, thumbnail, height) in [
        ("png", png(6_000, 6_000), [320, 640, 720, 960, 1080, 1280]),
        ("jpeg", jpeg(6_000, 4_500), [240, 480, 540, 720, 810, 960]),
    ] {
        assert!(thumbnail.len() < 5 * MIB, "{what}: {} bytes", thumbnail.len());
        let (status, body) = app.upload(Some(&token), &upload_parts(what, MP4, &thumbnail, true)).await;
        assert_eq!(status, StatusCode::CREATED, "{what}: {body}");
        let post = &body["data"]["videoPost"];
        let id = post["_id"].as_str().unwrap();
        let widths: Vec<u64> =
            post["thumbnails"].as_array().unwrap().iter().map(|t| t["width"].as_u64().unwrap()).collect();
        assert_eq!(widths, [320, 640, 720, 960, 1080, 1280], "{what}");
        for (width, height) in [320, 640, 720, 960, 1080, 1280].into_iter().zip(height) {
            let answer = app.get(&format!("/media/thumbs/{id}-{width}.jpg")).await;
            assert_eq!(answer.status(), StatusCode::OK, "{what} {width}");
            let decoded = image::load_from_memory(&body_bytes(answer).await).unwrap();
            assert_eq!((decoded.width(), decoded.height()), (width, height), "{what}");
        }
    }
}

#[tokio::test]
async fn each_missing_field_is_named_with_the_specifications_message() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let good = || upload_parts("Title", MP4, &png(32, 32), true);
    for (field, message) in [
        ("title", "Title is required"),
        ("description", "Description is required"),
        ("video", "Video file is required"),
        ("thumbnail", "Thumbnail is required"),
    ] {
        let body = refused(&app, &token, &without(good(), field), StatusCode::BAD_REQUEST, message).await;
        assert_eq!(field_errors(&body), [(field.to_owned(), message.to_owned())]);
    }
    // Blank values count as missing: spaces, an editor's empty paragraph, an empty file part.
    for (part, message) in [
        (text("title", "   \t "), "Title is required"),
        (text("description", "<p><br></p>"), "Description is required"),
        (text("description", "<script>only()</script>"), "Description is required"),
        (file("video", "", "application/octet-stream", b""), "Video file is required"),
        (file("thumbnail", "", "application/octet-stream", b""), "Thumbnail is required"),
    ] {
        refused(&app, &token, &with_replaced(good(), part), StatusCode::BAD_REQUEST, message).await;
    }
    // Everything missing: every field is named, the first message leads.
    let body = refused(&app, &token, &[], StatusCode::BAD_REQUEST, "Title is required").await;
    let fields: Vec<String> = field_errors(&body).into_iter().map(|(f, _)| f).collect();
    assert_eq!(fields, ["title", "description", "video", "thumbnail"]);
}

#[tokio::test]
async fn titles_are_one_to_200_characters() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let long = "अ".repeat(10_000);
    let parts = with_replaced(upload_parts("x", MP4, &png(32, 32), true), text("title", &long));
    refused(&app, &token, &parts, StatusCode::BAD_REQUEST, "Title must be at most 200 characters").await;
    let parts = with_replaced(upload_parts("x", MP4, &png(32, 32), true), text("title", &"ॐ".repeat(200)));
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "200 characters (600 bytes) are fine: {body}");
}

#[tokio::test]
async fn titles_with_control_characters_are_refused_on_upload() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    for title in
        ["Aarti\0", "Morning\naarti", "Aarti \u{202E}txt.exe", "\u{2066}Aarti", "Aarti\u{85}", "\u{1b}[31mAarti"]
    {
        let parts = with_replaced(upload_parts("x", MP4, &png(32, 32), true), text("title", title));
        let body = refused(
            &app,
            &token,
            &parts,
            StatusCode::BAD_REQUEST,
            sankalp::features::darshan::TITLE_CONTROL_CHARACTERS,
        )
        .await;
        assert_eq!(field_errors(&body)[0].0, "title", "{title:?}");
    }
    // Joiners are part of Indic spelling, not control characters.
    let parts = with_replaced(upload_parts("x", MP4, &png(32, 32), true), text("title", "क्\u{200D}ष आरती"));
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

#[tokio::test]
async fn an_mp4_claiming_49_days_is_refused() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let video = [ftyp(b"isom"), mp4_box(b"moov", &mvhd(1000, 49 * 86_400 * 1000)), mp4_box(b"mdat", &[0; 64])].concat();
    let parts = with_replaced(upload_parts("x", MP4, &png(32, 32), true), file("video", "v.mp4", "video/mp4", &video));
    let body = refused(&app, &token, &parts, StatusCode::BAD_REQUEST, sankalp_media::mp4::IMPLAUSIBLE_DURATION).await;
    assert_eq!(field_errors(&body), [("video".to_owned(), sankalp_media::mp4::IMPLAUSIBLE_DURATION.to_owned())]);
}

#[tokio::test]
async fn a_bad_publish_flag_and_duplicate_fields_are_refused() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let parts = with_replaced(upload_parts("x", MP4, &png(32, 32), true), text("isPublished", "maybe"));
    refused(&app, &token, &parts, StatusCode::BAD_REQUEST, "isPublished must be true or false").await;
    let mut parts = upload_parts("x", MP4, &png(32, 32), true);
    parts.push(file("video", "second.mp4", "video/mp4", MP4));
    refused(&app, &token, &parts, StatusCode::BAD_REQUEST, "Only one video may be sent").await;
}

#[tokio::test]
async fn truncated_and_non_multipart_bodies_are_refused() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (content_type, body) = multipart(&upload_parts("Cut", MP4, &png(32, 32), true));
    for cut in [body.len() - 10, body.len() / 2, 40] {
        let (status, answer) = app.upload_raw(Some(&token), &content_type, Body::from(body[..cut].to_vec())).await;
        assert_refused(status, &answer, StatusCode::BAD_REQUEST, "Malformed or incomplete multipart body");
        app.assert_nothing_stored().await;
    }
    let (status, answer) = app.upload_raw(Some(&token), "application/json", Body::from("{}")).await;
    assert_refused(status, &answer, StatusCode::UNSUPPORTED_MEDIA_TYPE, "Expected a multipart/form-data body");
    app.assert_nothing_stored().await;
}

#[tokio::test]
async fn an_upload_interrupted_mid_stream_leaves_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let mut video = MP4.to_vec();
    video.resize(3 * MIB, 0);
    let (content_type, body) = multipart(&upload_parts("Interrupted", &video, &png(32, 32), true));
    // Cut inside the video, after a good part of it reached the temporary file.
    let (status, answer) = app.upload_raw(Some(&token), &content_type, failing_after(body[..2 * MIB].to_vec())).await;
    assert_refused(status, &answer, StatusCode::BAD_REQUEST, "Malformed or incomplete multipart body");
    app.assert_nothing_stored().await;
}

#[tokio::test]
async fn uploads_without_an_admin_are_refused_before_the_body_is_read() {
    let app = spawn().await;
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    let (content_type, body) = multipart(&upload_parts("Sneaky", MP4, &png(32, 32), true));
    for (token, status, message) in [
        (None, StatusCode::UNAUTHORIZED, "Authentication required"),
        (Some("not-a-token"), StatusCode::UNAUTHORIZED, "Invalid or expired access token"),
        (Some(visitor.as_str()), StatusCode::FORBIDDEN, "Forbidden: Access denied."),
    ] {
        let (watched, polled) = WatchedBody::new(body.clone());
        let (got, answer) = app.upload_raw(token, &content_type, Body::from_stream(watched)).await;
        assert_refused(got, &answer, status, message);
        assert!(!polled.load(Ordering::SeqCst), "the body was read for {token:?}");
        app.assert_nothing_stored().await;
    }
}

// ----- Listing, drafts, views -----

#[tokio::test]
async fn the_public_list_pages_published_posts_newest_first() {
    let app = spawn().await;
    let (admin, token) = app.admin().await;
    let start = Utc::now() - Duration::hours(100);
    let mut published = Vec::new();
    for i in 0..23 {
        let post = app.insert_post(&admin, &format!("Post {i}"), true, start + Duration::minutes(i)).await;
        published.push(post.id);
    }
    app.insert_post(&admin, "Draft", false, start + Duration::hours(50)).await;
    published.reverse();

    let titles = |body: &Value| -> Vec<String> {
        body["data"]["videoPosts"].as_array().unwrap().iter().map(|p| p["_id"].as_str().unwrap().to_owned()).collect()
    };
    let (status, body) = app.json("GET", "/api/v1/video-posts", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (body["data"]["total"].clone(), body["data"]["page"].clone(), body["data"]["limit"].clone()),
        (json!(23), json!(1), json!(10))
    );
    assert_eq!(titles(&body), published[..10]);
    let (_, body) = app.json("GET", "/api/v1/video-posts?page=3", None, None).await;
    assert_eq!(titles(&body), published[20..], "the last page holds fewer than 10");
    let (_, body) = app.json("GET", "/api/v1/video-posts?page=4", None, None).await;
    assert_eq!(titles(&body), Vec::<String>::new());
    assert_eq!(body["data"]["total"], 23);
    let (_, body) = app.json("GET", "/api/v1/video-posts?page=2&limit=50", None, None).await;
    assert_eq!(titles(&body), Vec::<String>::new());
    let (_, body) = app.json("GET", "/api/v1/video-posts?limit=50", None, None).await;
    assert_eq!(titles(&body), published);
    let (_, body) = app.json("GET", "/api/v1/video-posts?page=4294967295&limit=50", None, None).await;
    assert_eq!(titles(&body), Vec::<String>::new());

    for (query, field) in [
        ("page=0", "page"),
        ("page=-1", "page"),
        ("page=abc", "page"),
        ("page=1.5", "page"),
        ("page=", "page"),
        ("page=4294967296", "page"),
        ("limit=0", "limit"),
        ("limit=51", "limit"),
        ("limit=ten", "limit"),
    ] {
        let (status, body) = app.json("GET", &format!("/api/v1/video-posts?{query}"), None, None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {body}");
        assert_eq!(field_errors(&body)[0].0, field, "{query}");
    }

    // The admin list has every post, drafts too, newest first.
    let (status, body) = app.json("GET", "/api/v1/video-posts/all", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["total"], 24);
    assert_eq!(body["data"]["videoPosts"][0]["title"], "Draft");
    assert_eq!(body["data"]["videoPosts"].as_array().unwrap().len(), 24);
}

#[tokio::test]
async fn ties_in_time_are_ordered_by_id() {
    let app = spawn().await;
    let (admin, _) = app.admin().await;
    let at = Utc::now();
    let a = app.insert_post(&admin, "A", true, at).await;
    let b = app.insert_post(&admin, "B", true, at).await;
    let (_, body) = app.json("GET", "/api/v1/video-posts", None, None).await;
    let mut ids = [a.id, b.id];
    ids.sort();
    assert_eq!(body["data"]["videoPosts"][0]["_id"], ids[1]);
    assert_eq!(body["data"]["videoPosts"][1]["_id"], ids[0]);
}

#[tokio::test]
async fn the_admin_list_needs_an_admin() {
    let app = spawn().await;
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    let (status, _) = app.json("GET", "/api/v1/video-posts/all", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.json("GET", "/api/v1/video-posts/all", Some(&visitor), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn drafts_are_hidden_from_the_public() {
    let app = spawn().await;
    let (admin, token) = app.admin().await;
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    let draft = app.insert_post(&admin, "Draft", false, Utc::now()).await;
    let path = format!("/api/v1/video-posts/{}", draft.id);
    let (_, list) = app.json("GET", "/api/v1/video-posts", None, None).await;
    assert_eq!(list["data"]["total"], 0);
    for token in [None, Some(visitor.as_str()), Some("stale-token")] {
        let (status, body) = app.json("GET", &path, token, None).await;
        assert_refused(status, &body, StatusCode::NOT_FOUND, "Video post not found");
    }
    let (status, body) = app.json("GET", &path, Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["videoPost"]["isPublished"], false);
    let (status, _) = app.json("POST", &format!("{path}/views"), None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a draft's views are not counted");
    for unknown in ["0190a5b2c3d47e8f9a0b1c2d3e4f5a6b", "no-such-post", "..", "%2e%2e"] {
        let (status, _) = app.json("GET", &format!("/api/v1/video-posts/{unknown}"), None, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{unknown}");
    }
}

#[tokio::test]
async fn views_are_counted_once_per_client() {
    let app = spawn().await;
    let (admin, _) = app.admin().await;
    let post = app.insert_post(&admin, "Watched", true, Utc::now()).await;
    let path = format!("/api/v1/video-posts/{}/views", post.id);
    let view = |peer: &'static str| {
        let path = path.clone();
        let app = &app;
        async move {
            let request = Request::post(path).body(Body::empty()).unwrap();
            let response = app.send_from(peer.parse().unwrap(), request).await;
            let status = response.status();
            let body: Value = serde_json::from_slice(&body_bytes(response).await).unwrap();
            (status, body)
        }
    };
    for (n, peer) in ["198.51.100.1:1000", "198.51.100.2:1000", "198.51.100.3:1000"].into_iter().enumerate() {
        let (status, body) = view(peer).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!((body["data"]["views"].clone(), body["message"].clone()), (json!(n + 1), json!("View counted")));
    }
    // The same client again, from another port, any number of times: not counted, no write.
    for _ in 0..5 {
        let (status, body) = view("198.51.100.1:2000").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!((body["data"]["views"].clone(), body["message"].clone()), (json!(3), json!("View already counted")));
    }
    let (_, body) = app.json("GET", &format!("/api/v1/video-posts/{}", post.id), None, None).await;
    assert_eq!(body["data"]["videoPost"]["views"], 3);
    assert_eq!(body["data"]["videoPost"]["updatedAt"], json!(post.updated_at), "a view is no edit");
    let (status, _) = app.json("POST", "/api/v1/video-posts/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b/views", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.json("POST", "/api/v1/video-posts/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b/views", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "an unknown post stays unknown for a client who tried it");
}

#[tokio::test]
async fn views_behind_the_trusted_proxy_are_counted_per_forwarded_client() {
    let proxy: std::net::SocketAddr = "10.0.0.1:4000".parse().unwrap();
    let app = common::spawn_with(Some(proxy.ip())).await;
    let (admin, _) = app.admin().await;
    let post = app.insert_post(&admin, "Watched", true, Utc::now()).await;
    let path = format!("/api/v1/video-posts/{}/views", post.id);
    let mut counts = Vec::new();
    for client in ["203.0.113.1", "203.0.113.2", "203.0.113.1"] {
        let request = Request::post(&path).header("x-forwarded-for", client).body(Body::empty()).unwrap();
        let response = app.send_from(proxy, request).await;
        let body: Value = serde_json::from_slice(&body_bytes(response).await).unwrap();
        counts.push(body["data"]["views"].clone());
    }
    assert_eq!(counts, [json!(1), json!(2), json!(2)]);
}

// ----- Editing and deleting -----

#[tokio::test]
async fn an_admin_edits_title_description_and_publication() {
    let app = spawn().await;
    let (admin, token) = app.admin().await;
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    let post = app.insert_post(&admin, "Before", false, Utc::now() - Duration::minutes(5)).await;
    let path = format!("/api/v1/video-posts/{}", post.id);

    let (status, body) =
        app.json("PATCH", &path, Some(&token), Some(json!({ "title": "  After ", "isPublished": true }))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let edited = &body["data"]["videoPost"];
    assert_eq!(edited["title"], "After");
    assert_eq!(edited["isPublished"], true);
    assert_eq!(edited["description"], "<p>About the darshan</p>");
    assert_ne!(edited["updatedAt"], json!(post.updated_at));
    assert_eq!(edited["createdAt"], json!(post.created_at));
    let (_, list) = app.json("GET", "/api/v1/video-posts", None, None).await;
    assert_eq!(list["data"]["total"], 1, "now published");

    let (status, body) = app
        .json(
            "PATCH",
            &path,
            Some(&token),
            Some(json!({ "description": "<p onclick=\"x()\">New <script>y()</script></p>" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["videoPost"]["description"], "<p>New </p>");

    for (change, message) in [
        (json!({ "title": " " }), "Title is required"),
        (json!({ "title": "x".repeat(201) }), "Title must be at most 200 characters"),
        (json!({ "title": "Nul\u{0}" }), sankalp::features::darshan::TITLE_CONTROL_CHARACTERS),
        (json!({ "title": "\u{202E}Reversed" }), sankalp::features::darshan::TITLE_CONTROL_CHARACTERS),
        (json!({ "title": "C1\u{9b}" }), sankalp::features::darshan::TITLE_CONTROL_CHARACTERS),
        (json!({ "description": "<p></p>" }), "Description is required"),
        (json!({}), "Nothing to update: send title, description or isPublished"),
    ] {
        let (status, body) = app.json("PATCH", &path, Some(&token), Some(change.clone())).await;
        assert_refused(status, &body, StatusCode::BAD_REQUEST, message);
    }
    let (status, _) = app.json("PATCH", &path, Some(&token), Some(json!({ "isPublished": "yes" }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = app.json("PATCH", &path, Some(&token), Some(json!({ "views": 1000 }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "unknown fields are refused");
    let (_, body) = app.json("GET", &path, None, None).await;
    assert_eq!(body["data"]["videoPost"]["title"], "After", "refused edits changed nothing");

    let (status, _) = app.json("PATCH", &path, None, Some(json!({ "title": "Hacked" }))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.json("PATCH", &path, Some(&visitor), Some(json!({ "title": "Hacked" }))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app
        .json(
            "PATCH",
            "/api/v1/video-posts/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b",
            Some(&token),
            Some(json!({ "title": "x" })),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn deleting_a_post_removes_its_row_and_media() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    let (status, body) = app.upload(Some(&token), &upload_parts("Gone soon", MP4, &png(1000, 400), true)).await;
    assert_eq!(status, StatusCode::CREATED);
    let post = body["data"]["videoPost"].clone();
    let path = format!("/api/v1/video-posts/{}", post["_id"].as_str().unwrap());
    assert_eq!(app.media_files().len(), 6, "the video and thumbnails 320, 640, 720, 960 and 1000 wide");

    let (status, _) = app.json("DELETE", &path, None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.json("DELETE", &path, Some(&visitor), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(app.media_files().len(), 6, "refused deletions remove nothing");

    let (status, body) = app.json("DELETE", &path, Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true);
    app.assert_nothing_stored().await;
    let (status, _) = app.json("GET", &path, Some(&token), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let video = app.get(post["videoLink"].as_str().unwrap()).await;
    assert_eq!(video.status(), StatusCode::NOT_FOUND);
    let (status, _) = app.json("DELETE", &path, Some(&token), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_public_list_shows_every_write_at_once() {
    // The first pages are kept as finished answers: each write must drop them.
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let list = || async {
        let (status, body) = app.json("GET", "/api/v1/video-posts?page=1", None, None).await;
        assert_eq!(status, StatusCode::OK);
        body["data"].clone()
    };
    assert_eq!(list().await["total"], 0);
    let (status, body) = app.upload(Some(&token), &upload_parts("Fresh", MP4, &png(400, 300), true)).await;
    assert_eq!(status, StatusCode::CREATED);
    let path = format!("/api/v1/video-posts/{}", body["data"]["videoPost"]["_id"].as_str().unwrap());
    let page = list().await;
    assert_eq!((page["total"].clone(), page["videoPosts"][0]["title"].clone()), (json!(1), json!("Fresh")));
    assert_eq!(list().await, page, "read twice, the same answer");

    // A view is no reason to rebuild the pages: they show it within `cache::MAX_AGE` (1 s).
    let generation = app.list_cache.generation();
    let (status, _) = app.json("POST", &format!("{path}/views"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.list_cache.generation(), generation, "a view keeps the cached pages");
    let (status, _) = app.json("PATCH", &path, Some(&token), Some(json!({ "title": "Renamed" }))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list().await["videoPosts"][0]["title"], "Renamed");
    let (status, _) = app.json("PATCH", &path, Some(&token), Some(json!({ "isPublished": false }))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list().await["total"], 0, "unpublished");
    let (status, _) = app.json("PATCH", &path, Some(&token), Some(json!({ "isPublished": true }))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list().await["total"], 1);
    let (status, _) = app.json("DELETE", &path, Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list().await["total"], 0, "deleted");
}

#[tokio::test]
async fn each_stored_change_to_a_post_raises_the_content_version_with_it() {
    // Posts are on rendered pages: the store raises the version in the transaction of the write, so no
    // instance's renderer can miss a change (a counted view, or a write that finds no post, is none).
    let app = spawn().await;
    let (admin, _) = app.admin().await;
    let version = || async { app.store.content_version().await.unwrap() };
    let start = version().await;
    let post = app.insert_post(&admin, "Morning aarti", true, Utc::now()).await;
    assert_eq!(version().await, start + 1, "insert");
    let changes = sankalp_db::PostChanges { title: Some("Evening aarti".into()), ..Default::default() };
    assert!(app.store.update_video_post(&post.id, &changes, Utc::now()).await.unwrap().is_some());
    assert_eq!(version().await, start + 2, "update");
    assert!(app.store.update_video_post("no-such-post", &changes, Utc::now()).await.unwrap().is_none());
    assert!(app.store.add_video_post_view(&post.id).await.unwrap().is_some());
    assert_eq!(version().await, start + 2, "neither a missed update nor a view");
    assert!(app.store.delete_video_post(&post.id).await.unwrap().is_some());
    assert_eq!(version().await, start + 3, "delete");
    assert!(app.store.delete_video_post(&post.id).await.unwrap().is_none());
    assert_eq!(version().await, start + 3, "nothing deleted, nothing raised");
}

// ----- Replacing a post's video or thumbnail -----

/// Sends `PUT /api/v1/video-posts/{id}/{what}` with `parts` as `token` (if any).
async fn replace(
    app: &TestApp,
    token: Option<&str>,
    id: &str,
    what: &str,
    body: Body,
    content_type: &str,
) -> (StatusCode, Value) {
    let mut builder =
        Request::put(format!("/api/v1/video-posts/{id}/{what}")).header("content-type", content_type.to_owned());
    if let Some(token) = token {
        builder = builder.header("authorization", format!("Bearer {token}"));
    }
    let res = app.send(builder.body(body).unwrap()).await;
    let status = res.status();
    (status, common::body_json(res).await)
}

async fn replace_parts(app: &TestApp, token: &str, id: &str, what: &str, parts: &[Part]) -> (StatusCode, Value) {
    let (content_type, body) = multipart(parts);
    replace(app, Some(token), id, what, Body::from(body), &content_type).await
}

/// A published post uploaded through the API, its JSON and the files it made.
async fn published_post(app: &TestApp, token: &str) -> (Value, Vec<String>) {
    let (status, body) = app.upload(Some(token), &upload_parts("Temple at dawn", MP4, &png(800, 450), true)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (body["data"]["videoPost"].clone(), app.media_files())
}

async fn page_html(app: &TestApp, path: &str) -> (StatusCode, String) {
    let res = app.get(path).await;
    (res.status(), common::body_text(res).await)
}

#[tokio::test]
async fn an_admin_replaces_a_posts_video_the_page_shows_it_at_once_and_the_old_file_goes() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (post, files_before) = published_post(&app, &token).await;
    let id = post["_id"].as_str().unwrap();
    let old_link = post["videoLink"].as_str().unwrap().to_owned();
    let page = format!("/daily-darshan/{id}");
    assert!(page_html(&app, &page).await.1.contains(&old_link), "the page shows the first video");

    let (status, body) =
        replace_parts(&app, &token, id, "video", &[file("video", "new.mp4", "video/mp4", MP4_MOOV_LAST)]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true);
    assert_eq!(body["message"], "Video replaced successfully");
    let after = &body["data"]["videoPost"];
    let new_link = after["videoLink"].as_str().unwrap().to_owned();
    assert_ne!(new_link, old_link, "a fresh key: keys are never overwritten");
    assert!(new_link.starts_with("/media/videos/") && new_link.ends_with(".mp4"), "{new_link}");
    assert!((after["duration"].as_f64().unwrap() - 1.0).abs() < 0.05, "{after}");
    for same in ["_id", "title", "description", "thumbnail", "thumbnails", "isPublished", "createdAt", "owner"] {
        assert_eq!(after[same], post[same], "{same} is kept");
    }

    // The new file byte for byte, the old one gone from the store and from /media.
    assert_eq!(body_bytes(app.get(&new_link).await).await, MP4_MOOV_LAST);
    assert_eq!(app.get(&old_link).await.status(), StatusCode::NOT_FOUND);
    let old_key = old_link.trim_start_matches("/media/").to_owned();
    let new_key = new_link.trim_start_matches("/media/").to_owned();
    let mut expected: Vec<String> = files_before.into_iter().filter(|k| *k != old_key).chain([new_key]).collect();
    expected.sort();
    assert_eq!(app.media_files(), expected, "the new video in place of the old, no temporary file");

    // When the answer arrives, the post's page, the feed and the API show the new video.
    let (status, html) = page_html(&app, &page).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains(&new_link) && !html.contains(&old_link), "the post's page is drawn again");
    assert!(page_html(&app, "/daily-darshan").await.1.contains(&new_link), "the feed too");
    let (_, one) = app.json("GET", &format!("/api/v1/video-posts/{id}"), None, None).await;
    assert_eq!(one["data"]["videoPost"], *after);
    let (_, list) = app.json("GET", "/api/v1/video-posts", None, None).await;
    assert_eq!(list["data"]["videoPosts"][0]["videoLink"], new_link.as_str());

    // The start-up repair finds nothing to remove: the row names the new file.
    let report = sankalp::features::darshan::repair_media_older_than(
        app.store.as_ref(),
        app.media.as_ref(),
        std::time::Duration::ZERO,
    )
    .await
    .unwrap();
    assert!(report.orphans_removed.is_empty() && report.posts_missing_media.is_empty(), "{report:?}");
}

#[tokio::test]
async fn an_admin_replaces_a_posts_thumbnail_and_the_old_variants_go() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (post, files_before) = published_post(&app, &token).await;
    let id = post["_id"].as_str().unwrap();
    let page = format!("/daily-darshan/{id}");

    let (status, body) =
        replace_parts(&app, &token, id, "thumbnail", &[file("thumbnail", "t.jpg", "image/jpeg", &jpeg(1600, 1200))])
            .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Thumbnail replaced successfully");
    let after = &body["data"]["videoPost"];
    assert_eq!(after["videoLink"], post["videoLink"], "the video is kept");
    let widths: Vec<u64> =
        after["thumbnails"].as_array().unwrap().iter().map(|t| t["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, [320, 640, 720, 960, 1080, 1280]);
    let thumb = app.get(after["thumbnail"].as_str().unwrap()).await;
    assert_eq!(thumb.status(), StatusCode::OK);
    let decoded = image::load_from_memory(&body_bytes(thumb).await).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (640, 480), "the new picture's shape");

    let old: Vec<String> =
        post["thumbnails"].as_array().unwrap().iter().map(|t| t["url"].as_str().unwrap().to_owned()).collect();
    let new: Vec<String> =
        after["thumbnails"].as_array().unwrap().iter().map(|t| t["url"].as_str().unwrap().to_owned()).collect();
    for url in &old {
        assert!(!new.contains(url), "fresh keys");
        assert_eq!(app.get(url).await.status(), StatusCode::NOT_FOUND, "{url} removed");
    }
    let mut expected: Vec<String> = files_before
        .into_iter()
        .filter(|k| !k.starts_with("thumbs/"))
        .chain(new.iter().map(|u| u.trim_start_matches("/media/").to_owned()))
        .collect();
    expected.sort();
    assert_eq!(app.media_files(), expected);
    let (_, html) = page_html(&app, &page).await;
    assert!(html.contains(after["thumbnail"].as_str().unwrap()), "the post's page shows the new thumbnail");
    assert!(!old.iter().any(|url| html.contains(url.as_str())));
}

#[tokio::test]
async fn every_refused_replacement_says_why_and_changes_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (post, files) = published_post(&app, &token).await;
    let id = post["_id"].as_str().unwrap();
    let page = format!("/daily-darshan/{id}");
    let (_, page_before) = page_html(&app, &page).await;
    let version = app.store.content_version().await.unwrap();
    let unchanged = || async {
        let (_, one) = app.json("GET", &format!("/api/v1/video-posts/{id}"), Some(&token), None).await;
        assert_eq!(one["data"]["videoPost"], post, "the post is as it was");
        assert_eq!(app.media_files(), files, "no new, removed or temporary file");
        assert_eq!(app.store.content_version().await.unwrap(), version, "nothing committed");
        assert_eq!(page_html(&app, &page).await.1, page_before, "the page is as it was");
    };

    let mut too_big = MP4.to_vec();
    too_big.resize(10 * MIB + 1, 0);
    let mut big_thumbnail = png(32, 32);
    big_thumbnail.resize(5 * MIB + 1, 0);
    let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec();
    // What is replaced, the parts sent, and the status, message and field of the refusal.
    type Case<'a> = (&'a str, Vec<Part>, StatusCode, &'a str, Option<&'a str>);
    let cases: Vec<Case<'_>> = vec![
        (
            "video",
            vec![file("video", "big.mp4", "video/mp4", &too_big)],
            StatusCode::PAYLOAD_TOO_LARGE,
            "Video size exceeds 10MB",
            None,
        ),
        (
            "video",
            vec![file("video", "x.mp4", "video/mp4", &png(16, 16))],
            StatusCode::BAD_REQUEST,
            "Video must be an MP4 file",
            Some("video"),
        ),
        (
            "video",
            vec![file("video", "x.mp4", "video/mp4", &MP4[..MP4.len() - 100])],
            StatusCode::BAD_REQUEST,
            "Invalid video file",
            Some("video"),
        ),
        ("video", vec![text("title", "no file")], StatusCode::BAD_REQUEST, "Video file is required", Some("video")),
        (
            "video",
            vec![file("video", "a.mp4", "video/mp4", MP4), file("video", "b.mp4", "video/mp4", MP4)],
            StatusCode::BAD_REQUEST,
            "Only one video may be sent",
            Some("video"),
        ),
        (
            "thumbnail",
            vec![file("thumbnail", "big.png", "image/png", &big_thumbnail)],
            StatusCode::PAYLOAD_TOO_LARGE,
            "Thumbnail size exceeds 5MB",
            None,
        ),
        (
            "thumbnail",
            vec![file("thumbnail", "t.gif", "image/gif", &gif)],
            StatusCode::BAD_REQUEST,
            "Invalid image file",
            Some("thumbnail"),
        ),
        (
            "thumbnail",
            vec![file("thumbnail", "t.png", "image/png", &png_declaring(50_000, 50_000))],
            StatusCode::BAD_REQUEST,
            "Image dimensions are too large: at most 10000 pixels a side and 50 megapixels",
            Some("thumbnail"),
        ),
        (
            "thumbnail",
            vec![text("title", "no file")],
            StatusCode::BAD_REQUEST,
            "Thumbnail is required",
            Some("thumbnail"),
        ),
    ];
    for (what, parts, status, message, field) in cases {
        let (got, body) = replace_parts(&app, &token, id, what, &parts).await;
        assert_refused(got, &body, status, message);
        if let Some(field) = field {
            assert_eq!(field_errors(&body), [(field.to_owned(), message.to_owned())], "{what}: {message}");
        }
        unchanged().await;
    }

    // Not multipart: 415.
    let (got, body) = replace(&app, Some(&token), id, "video", Body::from("{}"), "application/json").await;
    assert_refused(got, &body, StatusCode::UNSUPPORTED_MEDIA_TYPE, "Expected a multipart/form-data body");
    unchanged().await;

    // No such post: 404 before the body is read.
    let (content_type, body) = multipart(&[file("video", "v.mp4", "video/mp4", MP4)]);
    for missing in ["0190a5b2c3d47e8f9a0b1c2d3e4f5a6b", "not%20an%20id"] {
        let (watched, polled) = WatchedBody::new(body.clone());
        let (got, answer) =
            replace(&app, Some(&token), missing, "video", Body::from_stream(watched), &content_type).await;
        assert_refused(got, &answer, StatusCode::NOT_FOUND, "Video post not found");
        assert!(!polled.load(Ordering::SeqCst), "the body was read for {missing}");
    }
    unchanged().await;

    // Not an administrator: refused before the body is read.
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    for what in ["video", "thumbnail"] {
        for (token, status, message) in [
            (None, StatusCode::UNAUTHORIZED, "Authentication required"),
            (Some("not-a-token"), StatusCode::UNAUTHORIZED, "Invalid or expired access token"),
            (Some(visitor.as_str()), StatusCode::FORBIDDEN, "Forbidden: Access denied."),
        ] {
            let (watched, polled) = WatchedBody::new(body.clone());
            let (got, answer) = replace(&app, token, id, what, Body::from_stream(watched), &content_type).await;
            assert_refused(got, &answer, status, message);
            assert!(!polled.load(Ordering::SeqCst), "the body was read for {token:?}");
        }
    }
    unchanged().await;
}
