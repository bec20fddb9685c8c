//! `sankalp backup DIR`: a copy of a SQLite site taken while the real server serves and receives
//! uploads is itself a site another server can serve, with its posts, media and sessions; a non-empty
//! DIR and a PostgreSQL database are refused without writing anything.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

use crate::common::darshan::{MP4, multipart, png, upload_parts};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_sankalp");

fn command() -> Command {
    let mut command = Command::new(BIN);
    command.stdin(Stdio::null());
    for (name, _) in std::env::vars() {
        if name.starts_with("SANKALP_") || name == "DATABASE_URL" {
            command.env_remove(name);
        }
    }
    command
}

fn run(args: &[&str]) -> Output {
    command().args(args).output().expect("run sankalp")
}

/// A running `sankalp serve`, killed when dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(data_dir: &Path, admin: bool) -> Self {
        let mut command = command();
        command
            .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
            .arg(data_dir)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if admin {
            command
                .env("SANKALP_ADMIN_USERNAME", "priest")
                .env("SANKALP_ADMIN_EMAIL", "priest@sankalp.example")
                .env("SANKALP_ADMIN_PASSWORD", "a-long-test-password-108");
        }
        let mut child = command.spawn().expect("start the server");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let addr = loop {
            let line = lines.next().expect("the server says where it listens").unwrap();
            if let Some(addr) = line.strip_prefix("Sankalp is listening on http://") {
                break addr.to_owned();
            }
        };
        // Keep reading stdout so that the server never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        Self { child, addr }
    }

    /// One request over a fresh connection: status and body.
    fn request(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> (u16, Vec<u8>) {
        http(&self.addr, method, path, headers, body)
    }

    fn json(&self, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
        let auth = token.map(|t| format!("Bearer {t}"));
        let mut headers = vec![("content-type", "application/json")];
        if let Some(auth) = &auth {
            headers.push(("authorization", auth));
        }
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let (status, bytes) = self.request(method, path, &headers, body.as_bytes());
        (status, serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

fn http(addr: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> (u16, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut head =
        format!("{method} {path} HTTP/1.1\r\nhost: {addr}\r\nconnection: close\r\ncontent-length: {}\r\n", body.len());
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(body).unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("read the answer");
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a complete head");
    let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let mut body = raw[split + 4..].to_vec();
    if head.contains("transfer-encoding: chunked") {
        body = dechunk(&body);
    }
    (status, body)
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = data.windows(2).position(|w| w == b"\r\n").unwrap();
        let size = usize::from_str_radix(std::str::from_utf8(&data[..line_end]).unwrap().trim(), 16).unwrap();
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&data[line_end + 2..line_end + 2 + size]);
        data = &data[line_end + 2 + size + 2..];
    }
}

fn upload(addr: &str, token: &str, title: &str) -> u16 {
    let (content_type, body) = multipart(&upload_parts(title, MP4, &png(400, 300), true));
    let auth = format!("Bearer {token}");
    http(
        addr,
        "POST",
        "/api/v1/video-posts/create",
        &[("content-type", &content_type), ("authorization", &auth)],
        &body,
    )
    .0
}

/// Every file under `dir`, relative, sorted.
fn files(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                out.push(path.strip_prefix(root).unwrap().display().to_string());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// The backup's count of content history rows and its content version.
fn history_and_version(db: &Path) -> (i64, i64) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display())).await.unwrap();
        let history = sqlx::query_scalar("SELECT COUNT(*) FROM content_history").fetch_one(&pool).await.unwrap();
        let version = sqlx::query_scalar("SELECT version FROM content_version").fetch_one(&pool).await.unwrap();
        pool.close().await;
        (history, version)
    })
}

#[test]
fn a_backup_taken_while_uploads_arrive_is_a_site_that_serves_its_posts_and_media() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let backup_dir = dir.path().join("backup");
    let server = Server::start(&data, true);
    let login = serde_json::json!({"username": "priest", "email": "priest", "password": "a-long-test-password-108"});
    let (status, body) = server.json("POST", "/api/v1/users/login", None, Some(login));
    assert_eq!(status, 200, "{body}");
    let token = body["data"]["accessToken"].as_str().expect("an access token").to_owned();
    for title in ["Before 1", "Before 2"] {
        assert_eq!(upload(&server.addr, &token, title), 201);
    }
    // The content the server seeded at start-up, then edited.
    let (status, body) = server.json("GET", "/api/v1/site", None, None);
    assert_eq!(status, 200, "{body}");
    let mut site = body["data"]["site"].clone();
    site["tagline"] = Value::from("Backed up — ಪೂಜೆ");
    let (status, body) = server.json("PUT", "/api/v1/site", Some(&token), Some(site.clone()));
    assert_eq!(status, 200, "{body}");

    // Uploads keep arriving while the backup runs.
    let (addr, uploader_token) = (server.addr.clone(), token.clone());
    let uploader = std::thread::spawn(move || {
        (1..=6).map(|i| upload(&addr, &uploader_token, &format!("During {i}"))).collect::<Vec<_>>()
    });
    std::thread::sleep(Duration::from_millis(50));
    let out = run(&["backup", backup_dir.to_str().unwrap(), "--data-dir", data.to_str().unwrap()]);
    let statuses = uploader.join().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(statuses.iter().all(|&s| s == 201), "{statuses:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("and the signing secret"), "{stdout}");
    assert!(stdout.contains(&format!("--data-dir {}", backup_dir.display())), "{stdout}");
    drop(server);

    // The backup is a data directory: serve it.
    let restored = Server::start(&backup_dir, false);
    let (status, body) = restored.json("GET", "/api/v1/video-posts?page=1", None, None);
    assert_eq!(status, 200, "{body}");
    let posts = body["data"]["videoPosts"].as_array().unwrap().clone();
    let titles: Vec<&str> = posts.iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert!(titles.contains(&"Before 1") && titles.contains(&"Before 2"), "{titles:?}");
    assert!(stdout.contains(&format!("Backed up {} posts", posts.len())), "{stdout} vs {titles:?}");
    let mut named = Vec::new();
    for post in &posts {
        let video = post["videoLink"].as_str().unwrap();
        let (status, bytes) = restored.request("GET", video, &[], b"");
        assert_eq!(status, 200, "{video}");
        assert_eq!(bytes, MP4, "{video} is the uploaded video, byte for byte");
        named.push(video.trim_start_matches("/media/").to_owned());
        for thumb in post["thumbnails"].as_array().unwrap() {
            let url = thumb["url"].as_str().unwrap();
            let (status, bytes) = restored.request("GET", url, &[], b"");
            assert_eq!(status, 200, "{url}");
            assert!(bytes.starts_with(&[0xFF, 0xD8]), "{url} is a JPEG");
            named.push(url.trim_start_matches("/media/").to_owned());
        }
    }
    named.sort();
    assert_eq!(files(&backup_dir.join("media")), named, "exactly the files the copied rows name");

    // The content came along, edited (not seeded again on the restored site), with its history.
    let (status, body) = restored.json("GET", "/api/v1/site", None, None);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["site"], site);
    // One history row (the edit); the version moved with the edit and with each darshan post (posts are
    // content too: every write re-renders the pages), so it is past the seeded 1.
    let (history, version) = history_and_version(&backup_dir.join("sankalp.db"));
    assert_eq!(history, 1, "one history row: the edit");
    assert!(version >= 2 + 2, "the edit and the posts before the backup each moved the version: {version}");

    // The signing secret came along: a token of the original server is good on the restored one.
    let (status, body) = restored.json("GET", "/api/v1/users/me", Some(&token), None);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["user"]["username"], "priest", "{body}");
    assert_eq!(std::fs::read(data.join("jwt-secret")).unwrap(), std::fs::read(backup_dir.join("jwt-secret")).unwrap());
}

#[test]
fn a_non_empty_folder_and_a_postgresql_site_are_refused_without_writing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    drop(Server::start(&data, false));
    let busy = dir.path().join("busy");
    std::fs::create_dir(&busy).unwrap();
    std::fs::write(busy.join("keep.txt"), "mine").unwrap();
    let out = run(&["backup", busy.to_str().unwrap(), "--data-dir", data.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is not empty; back up into a new or empty folder"), "{err}");
    assert_eq!(files(&busy), vec!["keep.txt".to_owned()]);

    let fresh = dir.path().join("fresh");
    let out = run(&[
        "backup",
        fresh.to_str().unwrap(),
        "--data-dir",
        data.to_str().unwrap(),
        "--database-url",
        "postgres://postgres@127.0.0.1:5432/site",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("for PostgreSQL use pg_dump"), "{err}");
    assert!(!fresh.exists(), "nothing was created");

    let out = run(&["backup", fresh.to_str().unwrap(), "--data-dir", dir.path().join("nowhere").to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DATABASE_URL: there is no SQLite database at"), "{err}");
    assert!(!fresh.exists(), "nothing was created");
}
