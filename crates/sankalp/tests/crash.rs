//! Crash safety of uploads, with the real binary on SQLite: twenty rounds of SIGKILL landing in the
//! middle of uploads (body half sent, body just complete while the files are checked and stored,
//! right after an answer), each followed by a restart. After every restart, checked against the
//! database file and the media folder directly: no post without all its files, no file without its
//! post, no temporary file, and every upload that was answered 201 is there. At the end the server
//! serves the list, pages and media normally and takes a new upload.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::binary::{Server, read_answer, request, request_head};
use crate::common::darshan::{MP4, multipart, png, upload_parts};
use serde_json::json;

const ROUNDS: usize = 20;
const ADMIN: [(&str, &str); 3] = [
    ("SANKALP_ADMIN_USERNAME", "priest"),
    ("SANKALP_ADMIN_EMAIL", "priest@sankalp.example"),
    ("SANKALP_ADMIN_PASSWORD", "crash-test-password-108"),
];

fn sign_in(server: &Server) -> String {
    let body = json!({"username": "priest", "email": "priest", "password": "crash-test-password-108"}).to_string();
    let answer =
        request(server.addr, "POST", "/api/v1/users/login", &[("content-type", "application/json")], body.as_bytes())
            .unwrap();
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()["data"]["accessToken"].as_str().unwrap().to_owned()
}

/// One upload on a raw connection: the head and the first `send` bytes of the body; then, if `wait`,
/// the answer. Returns the created post's id when the answer was a 201.
fn upload(addr: SocketAddr, token: &str, title: &str, thumbnail: &[u8], send: Option<usize>) -> Option<String> {
    let (content_type, body) = multipart(&upload_parts(title, MP4, thumbnail, true));
    let authorization = format!("Bearer {token}");
    let head = request_head(
        addr,
        "POST",
        "/api/v1/video-posts/create",
        &[("content-type", &content_type), ("authorization", &authorization)],
        body.len(),
    );
    let mut stream = TcpStream::connect(addr).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    stream.write_all(&head).ok()?;
    let send = send.unwrap_or(body.len()).min(body.len());
    // In pieces, so the server starts on the body before it is all there.
    for piece in body[..send].chunks(16 * 1024) {
        stream.write_all(piece).ok()?;
    }
    let answer = read_answer(&mut stream).ok()?;
    (answer.status == 201).then(|| answer.json()["data"]["videoPost"]["_id"].as_str().unwrap().to_owned())
}

struct Row {
    id: String,
    keys: Vec<String>,
}

/// Every post in the database file, read directly (the server may be running: WAL allows it).
fn rows(db: &Path) -> Vec<Row> {
    let url = format!("sqlite://{}?mode=ro", db.display());
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.expect("open the database file");
        let found: Vec<(String, String, String)> =
            sqlx::query_as("SELECT id, video_key, thumbnails FROM video_posts").fetch_all(&pool).await.unwrap();
        pool.close().await;
        found
            .into_iter()
            .map(|(id, video_key, thumbnails)| {
                let thumbnails: Vec<serde_json::Value> = serde_json::from_str(&thumbnails).unwrap();
                let mut keys = vec![video_key];
                keys.extend(thumbnails.iter().map(|t| t["key"].as_str().unwrap().to_owned()));
                Row { id, keys }
            })
            .collect()
    })
}

/// Files under `dir`, as keys relative to `root`.
fn files(root: &Path, dir: &str) -> BTreeSet<String> {
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else { return BTreeSet::new() };
    entries.map(|e| format!("{dir}/{}", e.unwrap().file_name().to_string_lossy())).collect()
}

/// The database and the media folder agree, and no temporary file is left. Returns the post ids.
fn assert_consistent(data: &Path, answered: &[String], when: &str) -> BTreeSet<String> {
    let media = data.join("media");
    let rows = rows(&data.join("sankalp.db"));
    let mut named = BTreeSet::new();
    for row in &rows {
        assert!(row.keys.len() >= 2, "{when}: post {} names no thumbnail", row.id);
        for key in &row.keys {
            let path = media.join(key);
            let meta = std::fs::metadata(&path).unwrap_or_else(|_| panic!("{when}: post {} lacks {key}", row.id));
            assert!(meta.len() > 0, "{when}: {key} is empty");
            named.insert(key.clone());
        }
        assert_eq!(std::fs::read(media.join(&row.keys[0])).unwrap(), MP4, "{when}: the video of {} differs", row.id);
    }
    let stored: BTreeSet<String> = files(&media, "videos").into_iter().chain(files(&media, "thumbs")).collect();
    let orphans: Vec<_> = stored.difference(&named).collect();
    assert!(orphans.is_empty(), "{when}: files without a post: {orphans:?}");
    let temp = files(&media, ".tmp");
    assert!(temp.is_empty(), "{when}: temporary files left: {temp:?}");
    let ids: BTreeSet<String> = rows.iter().map(|r| r.id.clone()).collect();
    for id in answered {
        assert!(ids.contains(id), "{when}: post {id} was answered 201 but is gone");
    }
    ids
}

#[test]
fn twenty_kills_mid_upload_leave_no_half_post_and_no_stray_file() {
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    // Big enough that checking it (decode, resize, re-encode) takes a moment for a kill to land in.
    let thumbnail = png(1600, 1200);
    let mut server = Server::start(&data, None, &ADMIN);
    let token = sign_in(&server);
    let mut answered: Vec<String> = Vec::new();
    let mut repaired = 0;
    let mut stats = [0usize; 2]; // answered 201: before the kills, of the uploads the kills aimed at
    for round in 0..ROUNDS {
        let addr = server.addr;
        let mut clients = Vec::new();
        // Cut mid-body: a different share of the body each round, never all of it.
        let share = (round % 9 + 1) * 10;
        for (i, percent) in [share, 100 - share / 2].into_iter().enumerate() {
            let (token, thumbnail) = (token.clone(), thumbnail.clone());
            clients.push(std::thread::spawn(move || {
                let size = multipart(&upload_parts("x", MP4, &thumbnail, true)).1.len();
                upload(addr, &token, &format!("Cut {round}.{i}"), &thumbnail, Some(size * percent / 100 - 1))
            }));
        }
        // One upload answered before the kill.
        let (token_a, thumbnail_a) = (token.clone(), thumbnail.clone());
        let upload_started = Instant::now();
        let answered_before =
            std::thread::spawn(move || upload(addr, &token_a, &format!("Answered {round}"), &thumbnail_a, None));
        let before = answered_before
            .join()
            .unwrap()
            .unwrap_or_else(|| panic!("round {round}: upload refused\n{}", server.output()));
        let upload_time = upload_started.elapsed();
        answered.push(before);
        stats[0] += 1;
        // Two more, the kill landing between 0 and 1.35 times an upload's time after they begin: while
        // the bodies stream in, the files are checked, moved into the store or the row written, or just
        // after the answer.
        for i in 0..2 {
            let (token, thumbnail) = (token.clone(), thumbnail.clone());
            clients.push(std::thread::spawn(move || {
                upload(addr, &token, &format!("Whole {round}.{i}"), &thumbnail, None)
            }));
        }
        let delay = upload_time.mul_f64(((round * 7) % 10) as f64 * 0.15);
        std::thread::sleep(delay);
        server.kill();
        let mut finished = 0;
        for client in clients {
            if let Some(id) = client.join().unwrap() {
                answered.push(id);
                finished += 1;
            }
        }
        stats[1] += finished;
        eprintln!("round {round}: killed {delay:?} after two more uploads began, {finished} of them answered 201");
        server = Server::start(&data, None, &[]);
        repaired += server
            .output()
            .split("temp_files_removed=")
            .nth(1)
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next()?.parse::<usize>().ok())
            .unwrap_or_else(|| panic!("no repair report:\n{}", server.output()));
        assert_consistent(&data, &answered, &format!("after kill {}", round + 1));
    }
    // The cut uploads had started their files: the repair at start-up had something to clean.
    assert!(repaired >= ROUNDS, "only {repaired} temporary files were removed in {ROUNDS} restarts");
    eprintln!(
        "{ROUNDS} kills in {:?}; answered 201: {} before the kills, {} of the uploads aimed at; {repaired} temporary files removed at restarts",
        started.elapsed(),
        stats[0],
        stats[1]
    );

    // Serving normally: the list, a page, a post's page, its media; and a new upload.
    let ids = assert_consistent(&data, &answered, "at the end");
    let token = sign_in(&server);
    let fresh = upload(server.addr, &token, "After the crashes", &thumbnail, None).expect("a new upload is taken");
    let list = server.get("/api/v1/video-posts?page=1&limit=50").json();
    assert_eq!(list["success"], true);
    let listed: Vec<&str> =
        list["data"]["videoPosts"].as_array().unwrap().iter().map(|p| p["_id"].as_str().unwrap()).collect();
    assert!(listed.contains(&fresh.as_str()), "{list}");
    assert_eq!(listed[0], fresh, "newest first");
    assert_eq!(list["data"]["total"].as_u64(), Some(ids.len() as u64 + 1), "{list}");
    assert_eq!(server.get("/").status, 200);
    let page = server.get(&format!("/daily-darshan/{fresh}"));
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<html"));
    let post = server.get(&format!("/api/v1/video-posts/{fresh}")).json();
    let video_url = post["data"]["videoPost"]["videoLink"].as_str().unwrap();
    let video_path = video_url.find("/media/").map(|i| &video_url[i..]).unwrap();
    let video = server.get(video_path);
    assert_eq!((video.status, video.body.as_slice()), (200, MP4));
    let thumb = post["data"]["videoPost"]["thumbnail"].as_str().unwrap();
    let thumb = server.get(thumb.find("/media/").map(|i| &thumb[i..]).unwrap());
    assert_eq!((thumb.status, thumb.header("content-type")), (200, Some("image/jpeg")));
    for id in ids.iter().take(3) {
        assert_eq!(server.get(&format!("/api/v1/video-posts/{id}")).status, 200);
    }
    drop(server);
    assert_consistent(&data, &[fresh], "after the new upload");
    eprintln!("crash test: {:?} in all", started.elapsed());
}
