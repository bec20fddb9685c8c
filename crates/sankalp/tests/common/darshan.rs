//! Helpers for the video post and media tests: administrators with tokens, fixture files, multipart
//! bodies built by hand, and the "nothing was stored" check.

use std::io::Cursor;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use bytes::Bytes;
use chrono::{DateTime, Utc};
use sankalp::features::auth::TokenKeys;
use sankalp_db::{NewRefreshToken, NewUser, NewVideoPost, Role, ThumbnailRef, User, VideoPost};
use serde_json::Value;

use super::{TEST_JWT_SECRET, TestApp, body_json};

/// A real 1-second MP4 made by ffmpeg (`testsrc`, 32×24, H.264, `+faststart`).
pub const MP4: &[u8] = include_bytes!("../../../sankalp-media/src/testdata/ffmpeg-faststart.mp4");
pub const MP4_MOOV_LAST: &[u8] = include_bytes!("../../../sankalp-media/src/testdata/ffmpeg-moov-last.mp4");
pub const MIB: usize = 1024 * 1024;

impl TestApp {
    /// Sends `parts` as a multipart/form-data POST to `path`, with `token` as the bearer when given; the
    /// answer's status and JSON body.
    pub async fn post_multipart(&self, path: &str, token: Option<&str>, parts: &[Part]) -> (StatusCode, Value) {
        let (content_type, body) = multipart(parts);
        let mut builder = Request::post(path).header("content-type", content_type);
        if let Some(token) = token {
            builder = builder.header("authorization", format!("Bearer {token}"));
        }
        let res = self.send(builder.body(Body::from(body)).unwrap()).await;
        let status = res.status();
        (status, body_json(res).await)
    }

    /// A user stored directly, with a signed access token (no password hashing: tests stay fast).
    pub async fn user_with_token(&self, username: &str, role: Role) -> (User, String) {
        let id = format!("user-{username}");
        let email = format!("{username}@sankalp.example");
        let full_name = format!("Full {username}");
        let new = NewUser {
            id: &id,
            username,
            email: &email,
            full_name: &full_name,
            password_hash: "not-a-hash",
            role,
            now: Utc::now(),
        };
        let user = self.store.create_user(&new).await.expect("create user");
        // An access token works only within a live sign-in: store one, as signing in would.
        let family = format!("family-{username}");
        let session = NewRefreshToken {
            token_hash: &format!("refresh-hash-{username}"),
            user_id: &user.id,
            family_id: &family,
            expires_at: Utc::now() + chrono::Duration::days(14),
            now: Utc::now(),
        };
        self.store.insert_refresh_token(&session).await.expect("store a sign-in");
        let token = TokenKeys::new(TEST_JWT_SECRET).issue_access(&user.id, &family, Utc::now()).expect("token");
        (user, token)
    }

    pub async fn admin(&self) -> (User, String) {
        self.user_with_token("priest", Role::Admin).await
    }

    /// Sends a multipart upload as `token` (if any) and returns the status and JSON answer.
    pub async fn upload(&self, token: Option<&str>, parts: &[Part]) -> (StatusCode, Value) {
        let (content_type, body) = multipart(parts);
        self.upload_raw(token, &content_type, Body::from(body)).await
    }

    pub async fn upload_raw(&self, token: Option<&str>, content_type: &str, body: Body) -> (StatusCode, Value) {
        let mut builder = Request::post("/api/v1/video-posts/create").header("content-type", content_type);
        if let Some(token) = token {
            builder = builder.header("authorization", format!("Bearer {token}"));
        }
        let res = self.send(builder.body(body).unwrap()).await;
        let status = res.status();
        (status, body_json(res).await)
    }

    /// Sends a JSON request as `token` (if any).
    pub async fn json(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut builder = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            builder = builder.header("authorization", format!("Bearer {token}"));
        }
        let body = match body {
            Some(value) => {
                builder = builder.header("content-type", "application/json");
                Body::from(value.to_string())
            }
            None => Body::empty(),
        };
        let res = self.send(builder.body(body).unwrap()).await;
        let status = res.status();
        (status, body_json(res).await)
    }

    /// No post row, no media file and no temporary file.
    pub async fn assert_nothing_stored(&self) {
        assert_eq!(self.pool.count("video_posts").await, 0, "no post row");
        assert_eq!(self.media_files(), Vec::<String>::new(), "no media or temporary file");
    }

    /// A post row inserted directly (its media keys name no real file), for listing tests.
    pub async fn insert_post(&self, owner: &User, title: &str, published: bool, at: DateTime<Utc>) -> VideoPost {
        let id = sankalp_media::MediaId::generate();
        let thumbnails = [ThumbnailRef { width: 320, key: id.thumbnail_key(320) }];
        let post = NewVideoPost {
            id: id.as_str(),
            title,
            description: "<p>About the darshan</p>",
            video_key: &id.video_key(),
            thumbnails: &thumbnails,
            duration_secs: 75.5,
            is_published: published,
            owner_id: &owner.id,
            now: at,
        };
        self.store.insert_video_post(&post).await.expect("insert post")
    }
}

/// One part of a multipart body.
#[derive(Clone)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

pub fn text(name: &str, value: &str) -> Part {
    Part { name: name.to_owned(), filename: None, content_type: None, data: value.as_bytes().to_vec() }
}

pub fn file(name: &str, filename: &str, content_type: &str, data: &[u8]) -> Part {
    Part {
        name: name.to_owned(),
        filename: Some(filename.to_owned()),
        content_type: Some(content_type.to_owned()),
        data: data.to_vec(),
    }
}

pub const BOUNDARY: &str = "----sankalp-test-boundary-7MA4YWxkTrZu0gW";

/// `(content type, body)` of a multipart/form-data body.
pub fn multipart(parts: &[Part]) -> (String, Vec<u8>) {
    let mut body = Vec::new();
    for part in parts {
        body.extend_from_slice(format!("--{BOUNDARY}\r\n").as_bytes());
        let mut disposition = format!("Content-Disposition: form-data; name=\"{}\"", part.name);
        if let Some(filename) = &part.filename {
            disposition.push_str(&format!("; filename=\"{filename}\""));
        }
        body.extend_from_slice(disposition.as_bytes());
        body.extend_from_slice(b"\r\n");
        if let Some(content_type) = &part.content_type {
            body.extend_from_slice(format!("Content-Type: {content_type}\r\n").as_bytes());
        }
        body.extend_from_slice(b"\r\n");
        body.extend_from_slice(&part.data);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={BOUNDARY}"), body)
}

/// A PNG of `width` × `height` with a gradient.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 128]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).expect("encode PNG");
    out.into_inner()
}

pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, 64, (y % 256) as u8]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Jpeg).expect("encode JPEG");
    out.into_inner()
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A small PNG whose header declares `width` × `height` pixels (its data is a few bytes).
pub fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    png_header(width, height, false)
}

/// [`png_declaring`] with Adam7 interlacing, which a decoder must hold whole.
pub fn interlaced_png_declaring(width: u32, height: u32) -> Vec<u8> {
    png_header(width, height, true)
}

fn png_header(width: u32, height: u32, interlaced: bool) -> Vec<u8> {
    let chunk = |kind: &[u8; 4], data: &[u8]| {
        let mut out = (data.len() as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let mut crc_input = kind.to_vec();
        crc_input.extend_from_slice(data);
        out.extend_from_slice(&crc32(&crc_input).to_be_bytes());
        out
    };
    let mut ihdr = width.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, u8::from(interlaced)]); // 8-bit RGB
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend(chunk(b"IHDR", &ihdr));
    out.extend(chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
    out.extend(chunk(b"IEND", &[]));
    out
}

/// An ISO media box with a 32-bit size.
pub fn mp4_box(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
    let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(body);
    out
}

pub fn ftyp(major: &[u8; 4]) -> Vec<u8> {
    let mut body = major.to_vec();
    body.extend_from_slice(&0x200u32.to_be_bytes());
    body.extend_from_slice(major);
    mp4_box(b"ftyp", &body)
}

pub fn mvhd(timescale: u32, duration: u32) -> Vec<u8> {
    let mut body = vec![0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2];
    body.extend_from_slice(&timescale.to_be_bytes());
    body.extend_from_slice(&duration.to_be_bytes());
    body.extend_from_slice(&[0u8; 80]);
    mp4_box(b"mvhd", &body)
}

/// The four fields of a good upload plus the video and thumbnail given.
pub fn upload_parts(title: &str, video: &[u8], thumbnail: &[u8], published: bool) -> Vec<Part> {
    vec![
        text("title", title),
        text("description", "<p>Morning <strong>aarti</strong> at the temple</p>"),
        file("video", "darshan.mp4", "video/mp4", video),
        file("thumbnail", "thumb.png", "image/png", thumbnail),
        text("isPublished", if published { "true" } else { "false" }),
    ]
}

/// A body that records whether anyone read it: for "refused before the body is read".
pub struct WatchedBody {
    pub polled: Arc<AtomicBool>,
    chunks: Vec<Bytes>,
}

impl WatchedBody {
    pub fn new(data: Vec<u8>) -> (Self, Arc<AtomicBool>) {
        let polled = Arc::new(AtomicBool::new(false));
        let chunks = data.chunks(64 * 1024).rev().map(Bytes::copy_from_slice).collect();
        (Self { polled: polled.clone(), chunks }, polled)
    }
}

impl futures_core::Stream for WatchedBody {
    type Item = Result<Bytes, std::io::Error>;

    fn poll_next(mut self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.polled.store(true, Ordering::SeqCst);
        Poll::Ready(self.chunks.pop().map(Ok))
    }
}

/// A body in chunks with no length known in advance (no Content-Length: chunked on the wire).
pub fn chunked(data: Vec<u8>) -> Body {
    Body::from_stream(WatchedBody::new(data).0)
}

/// A body that sends `data` and then fails, as a client that disconnects mid-upload does.
pub fn failing_after(data: Vec<u8>) -> Body {
    struct Failing(Option<Bytes>, bool);
    impl futures_core::Stream for Failing {
        type Item = Result<Bytes, std::io::Error>;
        fn poll_next(mut self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
            if let Some(chunk) = self.0.take() {
                return Poll::Ready(Some(Ok(chunk)));
            }
            if self.1 {
                return Poll::Ready(None);
            }
            self.1 = true;
            Poll::Ready(Some(Err(std::io::Error::new(std::io::ErrorKind::ConnectionReset, "client went away"))))
        }
    }
    Body::from_stream(Failing(Some(Bytes::from(data)), false))
}
