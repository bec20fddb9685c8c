//! Holes found by an outside probe, each closed and kept closed through the real router: a wrong JSON
//! type is named like any other bad field, an upload declared too large is refused before it is read,
//! a 405 on a private path is as private as its other answers, a view is counted once per client and
//! post an hour, and a sign-in flood leaves the administrator's trusted device a lane of its own.

#[allow(unused_imports)]
use crate::common::darshan::*;
use crate::common::{TestApp, body_json, header, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp_db::Role;
use serde_json::{Value, json};

const ADMIN: &str = "priest";
const PASSWORD: &str = "Om-Namah-Shivaya-108";

async fn post_json(app: &TestApp, path: &str, token: Option<&str>, body: &str) -> (StatusCode, Value) {
    let mut request = Request::post(path).header("content-type", "application/json");
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let res = app.send(request.body(Body::from(body.to_owned())).unwrap()).await;
    (res.status(), body_json(res).await)
}

/// The administrator, signed in: an access token.
async fn admin_token(app: &TestApp) -> String {
    app.create_user(ADMIN, "priest@example.org", "Priest", PASSWORD, Role::Admin).await;
    let (status, body) =
        post_json(app, "/api/v1/users/login", None, &json!({ "username": ADMIN, "password": PASSWORD }).to_string())
            .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["accessToken"].as_str().unwrap().to_owned()
}

/// The fields `errors[]` names.
fn fields(body: &Value) -> Vec<String> {
    body["errors"].as_array().map_or_else(Vec::new, |errors| {
        errors.iter().map(|e| e["field"].as_str().unwrap_or_default().to_owned()).collect()
    })
}

#[tokio::test]
async fn a_wrong_json_type_is_named_on_every_endpoint() {
    let app = spawn().await;
    let token = admin_token(&app).await;
    let cases: [(&str, Option<&str>, &str, &str); 7] = [
        // serde_json calls a number where an enum's name belongs a syntax error: named all the same.
        ("/api/v1/bookings", None, r#"{"service": 5, "slug": "satyanarayan"}"#, "service"),
        ("/api/v1/bookings", None, r#"{"service": "ritual", "devotees": [{"name": 7}]}"#, "devotees[0].name"),
        ("/api/v1/bookings", None, r#"{"service": "ritual", "contact": "me"}"#, "contact"),
        ("/api/v1/bookings", None, r#"{"service": "ritual", "#, "body"),
        ("/api/v1/bookings", None, "[1, 2]", "body"),
        ("/api/v1/users/login", None, r#"{"username": "priest", "password": 5}"#, "password"),
        ("/api/v1/users/refresh-token", Some(&token), r#"{"refreshToken": ["x"]}"#, "refreshToken"),
    ];
    for (path, token, body, field) in cases {
        let (status, answer) = post_json(&app, path, token, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path} {body}: {answer}");
        assert_eq!(fields(&answer), [field], "{path} {body}: {answer}");
        let message = answer["message"].as_str().unwrap();
        if field != "body" {
            assert!(message.contains(&format!("`{field}`")), "{message}");
            assert!(!message.contains("line 1"), "{message}");
        }
    }
    let (_, answer) = post_json(&app, "/api/v1/bookings", None, r#"{"service": 5}"#).await;
    assert_eq!(answer["message"], "Invalid value for field `service`: wrong type");
    assert_eq!(app.pool.count("bookings").await, 0, "nothing stored");
}

#[tokio::test]
async fn a_405_on_a_booking_path_is_private_like_every_other_answer() {
    let app = spawn().await;
    for (method, path) in [
        ("DELETE", "/api/v1/bookings"),
        ("PUT", "/api/v1/bookings/SKP-ABC123/proof"),
        ("POST", "/api/v1/bookings/track/some-token"),
        ("PATCH", "/api/v1/bookings/export.csv"),
    ] {
        let res = app.send(Request::builder().method(method).uri(path).body(Body::empty()).unwrap()).await;
        assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        assert!(header(&res, "allow").is_some(), "{method} {path}: Allow");
        assert_eq!(header(&res, "cache-control"), Some("no-store"), "{method} {path}");
        assert_eq!(header(&res, "referrer-policy"), Some("no-referrer"), "{method} {path}");
        assert_eq!(header(&res, "x-robots-tag"), Some("noindex"), "{method} {path}");
        let body = body_json(res).await;
        assert_eq!(body["statusCode"], 405, "{body}");
        assert_eq!(body["message"], "Method not allowed");
    }
    // Other paths keep the site's policy.
    let res = app.send(Request::delete("/api/v1/health").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(header(&res, "referrer-policy"), Some("strict-origin-when-cross-origin"));
    assert_eq!(app.pool.count("bookings").await, 0, "nothing stored");
}

/// A booking through the API, as a devotee makes it: its reference.
async fn booking(app: &TestApp) -> String {
    let date = (chrono::Utc::now() + chrono::Duration::days(7)).format("%Y-%m-%d").to_string();
    let body = json!({
        "service": "ritual",
        "slug": "satyanarayan",
        "devotees": [{"name": "Lakshmi Rao", "relation": "self"}],
        "preferredDate": date,
        "contact": {"name": "Lakshmi Rao", "phone": "+91 98450 12345"},
        "timezone": "Asia/Kolkata",
        "language": "en",
    });
    let (status, answer) = post_json(app, "/api/v1/bookings", None, &body.to_string()).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["data"]["reference"].as_str().unwrap().to_owned()
}

/// Sends a request head declaring `declared` bytes and then only `sent` of them on a real connection,
/// and reads the answer's head and body: (status line, body, how long it took).
async fn declare_and_stall(
    server: std::net::SocketAddr,
    path: &str,
    token: &str,
    declared: u64,
    sent: &[u8],
) -> (String, Value, std::time::Duration) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let started = std::time::Instant::now();
    let mut stream = tokio::net::TcpStream::connect(server).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {server}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: {declared}\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(sent).await.unwrap();
    // The rest never comes: the answer must not wait for it.
    let mut answer = Vec::new();
    let read = async {
        let mut buf = [0u8; 4096];
        loop {
            let n = stream.read(&mut buf).await.unwrap_or(0);
            if n == 0 {
                break;
            }
            answer.extend_from_slice(&buf[..n]);
            let text = String::from_utf8_lossy(&answer);
            if let Some((_, body)) = text.split_once("\r\n\r\n")
                && serde_json::from_str::<Value>(body).is_ok()
            {
                break;
            }
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(5), read).await.expect("an answer within 5 s");
    let elapsed = started.elapsed();
    let text = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a complete answer");
    (head.lines().next().unwrap().to_owned(), serde_json::from_str(body).unwrap(), elapsed)
}

#[tokio::test]
async fn an_upload_declared_too_large_is_refused_before_it_is_read() {
    let app = spawn().await;
    let token = admin_token(&app).await;
    let reference = booking(&app).await;
    let server = app.listen().await;
    let declared = 300 * 1024 * 1024;
    for path in [format!("/api/v1/bookings/{reference}/proof"), "/api/v1/video-posts/create".to_owned()] {
        let (status, body, elapsed) = declare_and_stall(server, &path, &token, declared, b"--XyZ\r\n").await;
        assert!(status.contains(" 413 "), "{path}: {status}");
        assert!(elapsed < std::time::Duration::from_secs(1), "{path}: answered after {elapsed:?}");
        assert_eq!(body["statusCode"], 413, "{body}");
        assert_eq!(body["success"], false);
        assert_eq!(body["message"], "Request body too large");
    }
    // Within the limit, the same stalled request is read (and times out or fails later): not refused.
    let (status, ..) = declare_and_stall(server, "/api/v1/video-posts/create", "not-a-token", 10, b"--XyZ\r\n").await;
    assert!(status.contains(" 401 "), "a small declared length goes on to the handler: {status}");
    assert!(app.media_files().iter().all(|f| f.starts_with(".tmp")), "nothing stored: {:?}", app.media_files());
    assert!(app.media_files().is_empty(), "not even a temporary file: {:?}", app.media_files());
    assert_eq!(app.pool.count("video_posts").await, 0);
    assert_eq!(app.pool.count("booking_proof").await, 0);
}

#[tokio::test]
async fn a_client_counts_one_view_of_a_post_however_often_it_asks() {
    let app = spawn().await;
    let (admin, _) = app.admin().await;
    let post = app.insert_post(&admin, "Watched", true, chrono::Utc::now()).await;
    let other = app.insert_post(&admin, "Also watched", true, chrono::Utc::now()).await;
    let app = &app;
    let view = |peer: &str, post: &str| {
        let request = Request::post(format!("/api/v1/video-posts/{post}/views")).body(Body::empty()).unwrap();
        let peer = peer.parse().unwrap();
        async move {
            let res = app.send_from(peer, request).await;
            assert_eq!(res.status(), StatusCode::OK);
            body_json(res).await["message"].as_str().unwrap().to_owned()
        }
    };
    let mut counted = 0;
    for n in 0..500 {
        // From one address, whatever the port.
        counted += usize::from(view(&format!("198.51.100.7:{}", 1000 + n), &post.id).await == "View counted");
    }
    assert_eq!(counted, 1, "500 views from one address count once");
    // One IPv6 machine picks any address of its /64: still one client.
    let mut counted = 0;
    for n in 0..50 {
        counted += usize::from(view(&format!("[2001:db8:7:7::{n:x}]:443"), &post.id).await == "View counted");
    }
    assert_eq!(counted, 1, "50 addresses of one /64 count once");
    assert_eq!(view("198.51.100.8:1000", &post.id).await, "View counted", "another address counts");
    assert_eq!(view("198.51.100.7:1000", &other.id).await, "View counted", "another post counts");
    let (_, body) = app.json("GET", &format!("/api/v1/video-posts/{}", post.id), None, None).await;
    assert_eq!(body["data"]["videoPost"]["views"], 3);
}
