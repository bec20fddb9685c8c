//! Several instances: two real `sankalp serve` processes on one PostgreSQL database, one S3 bucket
//! and one signing secret, talked to over HTTP. What one instance does, the other sees: a token
//! issued by one works on the other, media uploaded through one is listed and streamed (with
//! ranges) by the other, a refresh token rotated on one is refused on the other (and its reuse
//! revokes the sign-in), failed sign-ins spread over both reach the throttle, and bookings from one
//! address spread over both share its one limit.
//!
//! Needs `TEST_DATABASE_URL` (PostgreSQL) and `TEST_S3_ENDPOINT` (moto); `make test` sets both for
//! its second run of the Rust tests. Without them there is nothing shared to test, and the tests say
//! so and return.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common;
use crate::common::TestDatabase;
use crate::common::darshan::{MP4, multipart, png, upload_parts};
use crate::common::s3::TestBucket;
use serde_json::{Value, json};

const PASSWORD: &str = "instances-password-123";
const JWT_SECRET: &str = "instances-test-signing-secret-0123456789abcdef";

/// A running `sankalp serve`, killed when dropped (also when the test fails).
struct Instance {
    child: Child,
    base: String,
    log: std::path::PathBuf,
}

impl Instance {
    fn start(name: &str, dir: &Path, database_url: &str, bucket: &TestBucket, bootstrap_admin: bool) -> Self {
        let data = dir.join(name);
        std::fs::create_dir_all(&data).unwrap();
        let stdout_path = data.join("stdout.log");
        let log = data.join("stderr.log");
        let mut command = Command::new(env!("CARGO_BIN_EXE_sankalp"));
        // Only what is given here: no AWS profile, instance metadata or other variable of the host.
        command
            .env_clear()
            .arg("serve")
            .env("SANKALP_LISTEN", "127.0.0.1:0")
            // One site behind a load balancer: both instances render for the same origin.
            .env("SANKALP_PUBLIC_URL", "https://puja.example.org")
            .env("SANKALP_DATA_DIR", &data)
            .env("DATABASE_URL", database_url)
            .env("SANKALP_MEDIA_URL", bucket.url())
            .env("SANKALP_JWT_SECRET", JWT_SECRET)
            .env("AWS_ENDPOINT_URL", &bucket.0.endpoint)
            .env("AWS_ACCESS_KEY_ID", "sankalp-test")
            .env("AWS_SECRET_ACCESS_KEY", "sankalp-test-secret")
            .env("AWS_REGION", "us-east-1")
            .env("RUST_LOG", "sankalp=info")
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&stdout_path).unwrap())
            .stderr(std::fs::File::create(&log).unwrap());
        if bootstrap_admin {
            command
                .env("SANKALP_ADMIN_USERNAME", "priest")
                .env("SANKALP_ADMIN_EMAIL", "priest@sankalp.example")
                .env("SANKALP_ADMIN_PASSWORD", PASSWORD);
        }
        let child = command.spawn().expect("start sankalp serve");
        let mut instance = Self { child, base: String::new(), log: stdout_path.clone() };
        let started = Instant::now();
        loop {
            let printed = std::fs::read_to_string(&stdout_path).unwrap_or_default();
            if let Some(rest) = printed.split("is listening on ").nth(1) {
                instance.base = rest.lines().next().unwrap().trim().to_owned();
                break;
            }
            if let Ok(Some(status)) = instance.child.try_wait() {
                panic!("instance {name} exited with {status}:\n{printed}\n{}", std::fs::read_to_string(&log).unwrap());
            }
            assert!(started.elapsed() < Duration::from_secs(60), "instance {name} did not start:\n{printed}");
            std::thread::sleep(Duration::from_millis(50));
        }
        instance.log = log;
        instance
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
        if std::thread::panicking() {
            eprintln!("log of {}:\n{}", self.base, std::fs::read_to_string(&self.log).unwrap_or_default());
        }
    }
}

struct Shared {
    // Field order is drop order: the processes stop before their database and bucket go.
    a: Instance,
    b: Instance,
    bucket: TestBucket,
    database: TestDatabase,
    _dir: tempfile::TempDir,
}

async fn two_instances(test: &str) -> Option<Shared> {
    let postgres = std::env::var("TEST_DATABASE_URL").ok().filter(|v| !v.is_empty());
    let (Some(_), Some(endpoint)) = (postgres, common::s3::endpoint()) else {
        eprintln!("{test}: needs TEST_DATABASE_URL and TEST_S3_ENDPOINT (make test sets both for its PostgreSQL run)");
        return None;
    };
    let dir = tempfile::tempdir().unwrap();
    let database = TestDatabase::new(dir.path()).await;
    let bucket = TestBucket::create(&endpoint).await;
    // A first, so that it runs the migrations and creates the administrator; then B.
    let a = Instance::start("a", dir.path(), &database.url, &bucket, true);
    let b = Instance::start("b", dir.path(), &database.url, &bucket, false);
    assert_ne!(a.base, b.base);
    Some(Shared { a, b, bucket, database, _dir: dir })
}

async fn send(request: reqwest::RequestBuilder) -> (reqwest::StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let res = request.timeout(Duration::from_secs(30)).send().await.expect("request");
    let (status, headers) = (res.status(), res.headers().clone());
    (status, headers, res.bytes().await.expect("body").to_vec())
}

async fn post_json(client: &reqwest::Client, url: &str, body: Value) -> (reqwest::StatusCode, Value) {
    let request = client.post(url).header("content-type", "application/json").body(body.to_string());
    let (status, _, bytes) = send(request).await;
    (status, serde_json::from_slice(&bytes).expect("JSON answer"))
}

async fn login(client: &reqwest::Client, on: &Instance, password: &str) -> (reqwest::StatusCode, Value) {
    post_json(
        client,
        &on.url("/api/v1/users/login"),
        json!({ "username": "priest", "email": "priest", "password": password }),
    )
    .await
}

#[tokio::test]
async fn two_instances_share_sign_ins_media_and_refresh_tokens() {
    let Some(shared) = two_instances("two_instances_share_sign_ins_media_and_refresh_tokens").await else { return };
    let Shared { a, b, bucket, database, .. } = &shared;
    let client = reqwest::Client::new();

    // Signed in on A.
    let (status, session) = login(&client, a, PASSWORD).await;
    assert_eq!(status, 200, "{session}");
    let access = session["data"]["accessToken"].as_str().unwrap().to_owned();
    let refresh = session["data"]["refreshToken"].as_str().unwrap().to_owned();

    // A video uploaded on B with A's token.
    let (content_type, body) = multipart(&upload_parts("Shared darshan", MP4, &png(320, 200), true));
    let request = client
        .post(b.url("/api/v1/video-posts/create"))
        .header("authorization", format!("Bearer {access}"))
        .header("content-type", content_type)
        .body(body);
    let (status, _, answer) = send(request).await;
    let answer: Value = serde_json::from_slice(&answer).unwrap();
    assert_eq!(status, 201, "{answer}");
    let id = answer["data"]["videoPost"]["_id"].as_str().unwrap().to_owned();
    let objects = bucket.all_objects().await;
    assert!(objects.contains(&format!("site/videos/{id}.mp4")), "{objects:?}");
    assert!(objects.contains(&format!("site/thumbs/{id}-320.jpg")), "{objects:?}");
    // B's temporary upload folder is empty again.
    assert_eq!(std::fs::read_dir(shared._dir.path().join("b/upload-tmp")).unwrap().count(), 0);

    // Listed and streamed by A, with a range as a video element asks.
    let (status, _, list) = send(client.get(a.url("/api/v1/video-posts"))).await;
    assert_eq!(status, 200);
    let list: Value = serde_json::from_slice(&list).unwrap();
    assert_eq!(list["data"]["videoPosts"][0]["_id"], id.as_str(), "{list}");
    let video = list["data"]["videoPosts"][0]["videoLink"].as_str().unwrap().to_owned();
    assert_eq!(video, format!("/media/videos/{id}.mp4"));
    let (status, headers, bytes) = send(client.get(a.url(&video)).header("range", "bytes=0-99")).await;
    assert_eq!(status, 206);
    assert_eq!(headers["content-range"], format!("bytes 0-99/{}", MP4.len()).as_str());
    assert_eq!(headers["content-type"], "video/mp4");
    assert_eq!(bytes, &MP4[..100]);
    let etag = headers["etag"].to_str().unwrap().to_owned();
    // Both instances give the same ETag (the bucket's), so caches and If-None-Match work across them.
    let (status, headers, bytes) = send(client.get(b.url(&video))).await;
    assert_eq!(status, 200);
    assert_eq!(headers["etag"], etag.as_str());
    assert_eq!(bytes, MP4);
    let (status, _, _) = send(client.get(a.url(&video)).header("if-none-match", &etag)).await;
    assert_eq!(status, 304);

    // A refresh token rotated on A is refused on B, and that reuse ends the whole sign-in.
    let (status, rotated) =
        post_json(&client, &a.url("/api/v1/users/refresh-token"), json!({ "refreshToken": refresh })).await;
    assert_eq!(status, 200, "{rotated}");
    let newer = rotated["data"]["refreshToken"].as_str().unwrap().to_owned();
    let (status, refused) =
        post_json(&client, &b.url("/api/v1/users/refresh-token"), json!({ "refreshToken": refresh })).await;
    assert_eq!(status, 401);
    assert_eq!(refused["message"], "Invalid or expired refresh token");
    let (status, _) = post_json(&client, &a.url("/api/v1/users/refresh-token"), json!({ "refreshToken": newer })).await;
    assert_eq!(status, 401, "the reuse revoked the newer token too");
    // And it ended the sign-in's access tokens on both instances at once, the newest included.
    let newer_access = rotated["data"]["accessToken"].as_str().unwrap().to_owned();
    for (on, token) in [(a, &access), (b, &access), (a, &newer_access), (b, &newer_access)] {
        assert_eq!(me(&client, on, token).await, 401);
    }
    let (_, pool) = common::open_store(&database.url).await;
    assert_eq!(pool.count("refresh_tokens WHERE revoked_at IS NULL").await, 0);
    assert_eq!(pool.count("video_posts").await, 1);

    // Signing out on B ends the sign-in's access token on A at once; another sign-in stays.
    let (_, first) = login(&client, a, PASSWORD).await;
    let (_, second) = login(&client, a, PASSWORD).await;
    let first_access = first["data"]["accessToken"].as_str().unwrap();
    let second_access = second["data"]["accessToken"].as_str().unwrap();
    assert_eq!(me(&client, a, first_access).await, 200);
    let request = client
        .post(b.url("/api/v1/users/logout"))
        .header("authorization", format!("Bearer {first_access}"))
        .header("content-type", "application/json")
        .body(json!({ "refreshToken": first["data"]["refreshToken"] }).to_string());
    assert_eq!(send(request).await.0, 200);
    assert_eq!(me(&client, a, first_access).await, 401);
    assert_eq!(me(&client, a, second_access).await, 200);
}

async fn me(client: &reqwest::Client, on: &Instance, access: &str) -> reqwest::StatusCode {
    send(client.get(on.url("/api/v1/users/me")).header("authorization", format!("Bearer {access}"))).await.0
}

#[tokio::test]
async fn failed_sign_ins_spread_over_two_instances_are_throttled() {
    let Some(shared) = two_instances("failed_sign_ins_spread_over_two_instances_are_throttled").await else { return };
    let Shared { a, b, .. } = &shared;
    let client = reqwest::Client::new();
    let max = sankalp::features::auth::MAX_FAILURES as usize;
    for attempt in 0..max {
        let on = if attempt % 2 == 0 { a } else { b };
        let (status, body) = login(&client, on, "wrong-password").await;
        assert_eq!(status, 401, "attempt {attempt}: {body}");
        assert_eq!(body["message"], "Invalid username or password");
    }
    for on in [a, b] {
        // Even the right password waits now, on either instance.
        let request = client
            .post(on.url("/api/v1/users/login"))
            .header("content-type", "application/json")
            .body(json!({ "username": "priest", "password": PASSWORD }).to_string());
        let (status, headers, body) = send(request).await;
        assert_eq!(status, 429, "{}", String::from_utf8_lossy(&body));
        let retry_after: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=60).contains(&retry_after), "{retry_after}");
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["message"], "Too many attempts. Please try again later.");
        assert!(body["data"].is_null());
    }
}

#[tokio::test]
async fn a_settings_change_on_one_instance_reaches_the_other_within_two_seconds() {
    let Some(shared) = two_instances("a_settings_change_on_one_instance_reaches_the_other_within_two_seconds").await
    else {
        return;
    };
    let Shared { a, b, .. } = &shared;
    // Where each instance's log lines go (standard output).
    let log_of =
        |name: &str| std::fs::read_to_string(shared._dir.path().join(name).join("stdout.log")).unwrap_or_default();
    let client = reqwest::Client::new();
    let (status, session) = login(&client, a, PASSWORD).await;
    assert_eq!(status, 200, "{session}");
    let access = session["data"]["accessToken"].as_str().unwrap().to_owned();

    // A seeded the defaults (version 1); B found them and did not seed again.
    let (_, _, site) = send(client.get(b.url("/api/v1/site"))).await;
    let mut site: Value = serde_json::from_slice::<Value>(&site).unwrap()["data"]["site"].clone();
    assert_eq!(site["whatsapp"], "+911234567890");
    site["whatsapp"] = json!("+919876543210");
    let request = client
        .put(a.url("/api/v1/site"))
        .header("authorization", format!("Bearer {access}"))
        .header("content-type", "application/json")
        .body(site.to_string());
    let (status, _, body) = send(request).await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let saved = Instant::now();

    // Reads are live: B answers the new settings at once.
    let (_, _, read) = send(client.get(b.url("/api/v1/site"))).await;
    let read: Value = serde_json::from_slice(&read).unwrap();
    assert_eq!(read["data"]["site"], site);

    // And B serves the new version within 2 s: B logs each version it finds in the database and draws.
    // A served its own write before answering it and finds nothing new.
    let arrived = "content changed: serving a new content version version=2";
    loop {
        let log = log_of("b");
        if log.contains(arrived) {
            break;
        }
        assert!(saved.elapsed() < Duration::from_secs(2), "B did not follow within 2 s:\n{log}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let a_log = log_of("a");
    assert!(!a_log.contains(arrived), "A learnt its own write from the database:\n{a_log}");

    // B's rendered pages carry the new number within 2 s of the save (ARCHITECTURE.md §3), A's at once (its
    // write was answered once it served them); both answer the same ETag for the same page.
    let new_chat = "api.whatsapp.com/send?phone=919876543210";
    for (name, instance) in [("B", b), ("A", a)] {
        loop {
            let (status, _, page) = send(client.get(instance.url("/contact"))).await;
            assert_eq!(status, 200);
            if String::from_utf8_lossy(&page).contains(new_chat) {
                break;
            }
            assert!(
                saved.elapsed() < Duration::from_secs(2),
                "{name} did not serve the change within 2 s:\n{}",
                log_of(&name.to_lowercase())
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    let (_, a_headers, _) = send(client.get(a.url("/contact"))).await;
    let (_, b_headers, _) = send(client.get(b.url("/contact"))).await;
    assert_eq!(a_headers["etag"], b_headers["etag"], "one version, one validator on every instance");
}

/// A booking every rule accepts, for a week ahead in India's calendar.
fn booking_body() -> Value {
    let week_ahead =
        chrono::Utc::now().with_timezone(&chrono_tz::Asia::Kolkata).date_naive() + chrono::Duration::days(7);
    json!({
        "service": "ritual",
        "slug": "satyanarayan",
        "devotees": [{ "name": "Lakshmi Rao", "nakshatra": "Rohini", "relation": "self" }],
        "preferredDate": week_ahead.format("%Y-%m-%d").to_string(),
        "contact": { "name": "Lakshmi Rao", "phone": "+91 98450 12345" },
        "website": ""
    })
}

#[tokio::test]
async fn bookings_from_one_address_spread_over_two_instances_share_one_limit() {
    let Some(shared) = two_instances("bookings_from_one_address_spread_over_two_instances_share_one_limit").await
    else {
        return;
    };
    let Shared { a, b, database, .. } = &shared;
    let limit = 5;
    // Twelve at once from 127.0.0.1, alternating between the instances: the count is the database's, taken
    // under its lock, so exactly five pass whichever instance each one reached.
    let client = reqwest::Client::builder().local_address(std::net::IpAddr::from([127, 0, 0, 1])).build().unwrap();
    let mut tasks = Vec::new();
    for i in 0..12 {
        let url = if i % 2 == 0 { a.url("/api/v1/bookings") } else { b.url("/api/v1/bookings") };
        let request = client.post(url).header("content-type", "application/json").body(booking_body().to_string());
        tasks.push(tokio::spawn(send(request)));
    }
    let (mut created, mut throttled) = (0, 0);
    for task in tasks {
        let (status, headers, body) = task.await.unwrap();
        let body: Value = serde_json::from_slice(&body).expect("JSON answer");
        match status.as_u16() {
            201 => created += 1,
            429 => {
                throttled += 1;
                assert_eq!(body["message"], "Too many attempts. Please try again later.");
                let retry_after: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
                assert!((1..=600).contains(&retry_after), "{retry_after}");
            }
            other => panic!("booking answered {other}: {body}"),
        }
    }
    assert_eq!((created, throttled), (limit, 12 - limit));
    let (_, pool) = common::open_store(&database.url).await;
    assert_eq!(pool.count("bookings").await, limit as i64, "only the admitted ones are stored");
    assert_eq!(pool.count("booking_attempts").await, limit as i64);

    // Either instance still refuses that address, and still takes another's.
    let other = reqwest::Client::builder().local_address(std::net::IpAddr::from([127, 0, 0, 2])).build().unwrap();
    for on in [a, b] {
        let request = client
            .post(on.url("/api/v1/bookings"))
            .header("content-type", "application/json")
            .body(booking_body().to_string());
        assert_eq!(send(request).await.0, 429);
        let request = other
            .post(on.url("/api/v1/bookings"))
            .header("content-type", "application/json")
            .body(booking_body().to_string());
        let (status, _, body) = send(request).await;
        assert_eq!(status, 201, "{}", String::from_utf8_lossy(&body));
    }
    assert_eq!(pool.count("bookings").await, limit as i64 + 2);
}
