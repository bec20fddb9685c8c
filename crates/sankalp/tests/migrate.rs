//! `sankalp migrate-data`: a whole site moves from SQLite to PostgreSQL and back with every row and
//! media file intact; a non-empty target, bad URLs and a failure half-way leave the target as it was.
//! PostgreSQL is the one at TEST_DATABASE_URL, or 127.0.0.1:5432 (each test creates and drops its own
//! databases there).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use chrono::{Duration, Utc};
use sankalp::ops::migrate::{MigrateOptions, migrate_data, open_database};
use sankalp_db::{
    BookingChanges, Created, CreationLimit, Devotee, Dump, DynStore, LinkAdded, LinkFor, NewBooking, NewContentEntry,
    NewEmail, NewHistory, NewRefreshToken, NewUser, NewVideoPost, PostChanges, ProofFile, Role, ThumbnailRef,
};
use sankalp_media::{DynMediaStore, LocalMediaStore, MediaId, TempFile};
use sqlx::Connection as _;

const BIN: &str = env!("CARGO_BIN_EXE_sankalp");

fn sankalp(args: &[&str]) -> Output {
    let mut command = Command::new(BIN);
    command.args(args).stdin(Stdio::null());
    for (name, _) in std::env::vars() {
        if name.starts_with("SANKALP_") || name == "DATABASE_URL" {
            command.env_remove(name);
        }
    }
    command.output().expect("run sankalp")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A PostgreSQL database of this test's own, dropped with this value.
struct PgDatabase {
    url: String,
    admin_url: String,
    name: String,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

impl PgDatabase {
    async fn create() -> Self {
        let admin_url = std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/postgres".to_owned());
        let name = format!(
            "sankalp_migrate_{}_{}_{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed),
            Utc::now().timestamp_micros() % 1_000_000
        );
        let mut conn = sqlx::PgConnection::connect(&admin_url)
            .await
            .expect("these tests need PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432 (make test starts it)");
        sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create database");
        conn.close().await.ok();
        let base = admin_url.split('?').next().unwrap();
        let server = &base[..base.rfind('/').unwrap()];
        Self { url: format!("{server}/{name}"), admin_url, name }
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
        let (admin_url, name) = (self.admin_url.clone(), self.name.clone());
        let dropped = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
            rt.block_on(async {
                let mut conn = sqlx::PgConnection::connect(&admin_url).await?;
                sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut conn).await?;
                conn.close().await
            })
        })
        .join();
        if !matches!(dropped, Ok(Ok(()))) {
            eprintln!("could not drop a test database: {dropped:?}");
        }
    }
}

fn sqlite_url(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

fn file_url(path: &Path) -> String {
    format!("file://{}", path.display())
}

async fn open_media(dir: &Path) -> DynMediaStore {
    Arc::new(LocalMediaStore::open(dir).await.expect("open media"))
}

async fn put(media: &DynMediaStore, key: &str, data: &[u8]) {
    let mut temp = TempFile::create_in(media.temp_dir()).await.unwrap();
    temp.write_chunk(data).await.unwrap();
    temp.finish().await.unwrap();
    media.put_file(key, temp.path(), "application/octet-stream").await.expect("put");
}

/// Bytes that differ from file to file (so a swapped file would show).
fn bytes_for(key: &str, len: usize) -> Vec<u8> {
    let seed: u32 = key.bytes().fold(17, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    (0..len).map(|i| (seed.wrapping_add(i as u32).wrapping_mul(2_654_435_761) >> 24) as u8).collect()
}

/// Two users, tokens in every state, failed sign-ins, three posts (one a draft, one edited, one
/// viewed) with a video and two thumbnails each, one orphan media file, and content: the defaults,
/// an edited site (history naming its editor) and a draft list entry. Returns the post ids.
async fn seed(store: &DynStore, media: &DynMediaStore) -> Vec<String> {
    let t0 = Utc::now() - Duration::days(3);
    for (id, name, role) in [("u-1", "priest", Role::Admin), ("u-2", "helper", Role::User)] {
        let email = format!("{name}@sankalp.example");
        let new = NewUser {
            id,
            username: name,
            email: &email,
            full_name: "Raghavendra Bhat — ಭಟ್",
            password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
            role,
            now: t0,
        };
        store.create_user(&new).await.unwrap();
    }
    for (hash, family) in [("h-live", "f-1"), ("h-old", "f-2"), ("h-revoked", "f-3")] {
        let token = NewRefreshToken {
            token_hash: hash,
            user_id: "u-1",
            family_id: family,
            expires_at: t0 + Duration::days(30),
            now: t0,
        };
        store.insert_refresh_token(&token).await.unwrap();
    }
    store.rotate_refresh_token("h-old", "h-new", t0 + Duration::days(31), t0 + Duration::hours(1)).await.unwrap();
    store.revoke_refresh_family("h-revoked", "u-1", t0 + Duration::hours(2)).await.unwrap();
    let now = Utc::now();
    let reserved = store
        .reserve_login_attempt(
            &["ip:127.0.0.1", "name:priest"],
            10,
            now - Duration::minutes(1),
            now,
            now - Duration::hours(1),
        )
        .await
        .unwrap();
    assert!(matches!(reserved, sankalp_db::Reservation::Reserved(ids) if ids.len() == 2));

    let mut ids = Vec::new();
    for i in 0..3u32 {
        let id = MediaId::generate();
        let thumbnails: Vec<ThumbnailRef> =
            [320, 640, 960].iter().map(|&width| ThumbnailRef { width, key: id.thumbnail_key(width) }).collect();
        put(media, &id.video_key(), &bytes_for(&id.video_key(), 200_000 + i as usize)).await;
        for thumb in &thumbnails {
            put(media, &thumb.key, &bytes_for(&thumb.key, 5_000)).await;
        }
        let post = NewVideoPost {
            id: id.as_str(),
            title: &format!("Darshan {i} — ದರ್ಶನ"),
            description: "<p>Morning <strong>aarti</strong></p>",
            video_key: &id.video_key(),
            thumbnails: &thumbnails,
            duration_secs: 61.25 + f64::from(i) / 3.0,
            is_published: i != 1,
            owner_id: "u-1",
            now: t0 + Duration::minutes(i64::from(i)) + Duration::microseconds(123_457),
        };
        store.insert_video_post(&post).await.unwrap();
        ids.push(id.as_str().to_owned());
    }
    store.add_video_post_view(&ids[0]).await.unwrap();
    store.add_video_post_view(&ids[0]).await.unwrap();
    let changes = PostChanges { title: Some("Edited".into()), ..PostChanges::default() };
    store.update_video_post(&ids[2], &changes, t0 + Duration::days(1)).await.unwrap();
    put(media, &MediaId::generate().video_key(), b"an orphan no post names").await;

    let defaults = sankalp_db::content::default_entries().unwrap();
    store.seed_content(&defaults, t0).await.unwrap().expect("seeded");
    let mut site = defaults.into_iter().find(|e| e.kind == "site").unwrap();
    site.body["tagline"] = serde_json::json!("Rituals — ಪೂಜೆ <b>\"quoted\"</b>");
    store.put_content_entry(&site, Some("u-1"), t0 + Duration::hours(3)).await.unwrap();
    let ritual = NewContentEntry {
        kind: "ritual".into(),
        key: "draft-homa".into(),
        position: 7,
        published: false,
        body: serde_json::json!({"title": "Homa", "benefits": ["a", "b"], "dakshina": 1100}),
    };
    store.put_content_entry(&ritual, None, t0 + Duration::hours(4)).await.unwrap();
    store.bump_content_version().await.unwrap();
    seed_booking(store, media, t0).await;
    ids
}

/// A booking with two devotees, a queued email, a status move with a note, a proof video and a private
/// link the priest shared.
async fn seed_booking(store: &DynStore, media: &DynMediaStore, t0: chrono::DateTime<Utc>) {
    let devotees = [
        Devotee {
            name: "Lakshmi — ಲಕ್ಷ್ಮಿ".into(),
            gotra: Some("Kashyapa".into()),
            nakshatra: Some("Rohini".into()),
            rashi: None,
            relation: None,
        },
        Devotee {
            name: "Ramesh".into(),
            gotra: None,
            nakshatra: None,
            rashi: Some("Mesha".into()),
            relation: Some("husband".into()),
        },
    ];
    let booking = NewBooking {
        id: "b-1",
        reference: "SKP-7K3Q9M",
        token_hash: "token-hash",
        service: "ritual",
        slug: Some("satyanarayan"),
        title: "Satyanarayan",
        preferred_date: Some("2026-12-01"),
        language: Some("kn"),
        contact_name: "Lakshmi",
        contact_phone: "+919845012345",
        contact_email: Some("lakshmi@example.org"),
        devotees: &devotees,
        intention: Some("For the family"),
        timezone: Some("Europe/London"),
        now: t0,
    };
    let email = NewEmail {
        recipient: "lakshmi@example.org".into(),
        subject: "Received".into(),
        body: "Namaste".into(),
        private_link: true,
    };
    let limit = CreationLimit { scope: "client-hash", limit: 5, since: t0 - Duration::minutes(10) };
    assert_eq!(store.insert_booking(&booking, &[email], &limit).await.unwrap(), Created::Stored);
    let changes = BookingChanges {
        status: Some(("confirmed".into(), "received".into())),
        amount: Some(1100),
        ..BookingChanges::default()
    };
    let history = [NewHistory { kind: "status", status: Some("confirmed".into()), detail: None }];
    assert!(store.update_booking("b-1", &changes, &history, "priest", &[], t0 + Duration::hours(1)).await.unwrap());
    let key = format!("private/bookings/b-1/{}.mp4", MediaId::generate());
    put(media, &key, &bytes_for(&key, 50_000)).await;
    let proof = ProofFile {
        key: key.clone(),
        booking_id: "b-1".into(),
        name: key.rsplit('/').next().unwrap().into(),
        kind: "video".into(),
        content_type: "video/mp4".into(),
        size: 50_000,
        created_at: t0 + Duration::hours(2),
    };
    assert!(store.add_booking_proof(&proof, "priest").await.unwrap());
    let shared =
        store.add_booking_link("b-1", "shared-link-hash", LinkFor::Admin("priest"), 20, t0 + Duration::hours(3)).await;
    assert_eq!(shared.unwrap(), LinkAdded::Stored);
}

/// Every file of a local media store: key → bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let key = path.strip_prefix(root).unwrap().display().to_string();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                out.push((key, std::fs::read(&path).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    if dir.exists() {
        walk(dir, dir, &mut out);
    }
    out.sort();
    out
}

/// The files the posts of `dump` name, from a local media folder.
fn named_files(dump: &Dump, dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut keys = dump.media_keys();
    keys.sort();
    keys.into_iter().map(|k| (k.clone(), std::fs::read(dir.join(&k)).expect(&k))).collect()
}

async fn export(url: &str) -> Dump {
    let store = open_database("test", url, true).await.unwrap();
    let dump = store.export_all().await.unwrap();
    store.close().await;
    dump
}

struct Source {
    dir: tempfile::TempDir,
    url: String,
    dump: Dump,
}

impl Source {
    fn media(&self) -> PathBuf {
        self.dir.path().join("media")
    }
}

/// A seeded SQLite site, closed (as a stopped site is).
async fn sqlite_source() -> Source {
    let dir = tempfile::tempdir().unwrap();
    let url = sqlite_url(&dir.path().join("sankalp.db"));
    let store = open_database("test", &url, false).await.unwrap();
    let media = open_media(&dir.path().join("media")).await;
    seed(&store, &media).await;
    let dump = store.export_all().await.unwrap();
    store.close().await;
    Source { dir, url, dump }
}

#[tokio::test]
async fn a_sqlite_site_moves_to_postgres_and_back_with_every_row_and_file() {
    let source = sqlite_source().await;
    assert_eq!(source.dump.table("users").rows.len(), 2);
    assert_eq!(source.dump.table("refresh_tokens").rows.len(), 4);
    assert_eq!(source.dump.table("login_failures").rows.len(), 2);
    assert_eq!(source.dump.table("video_posts").rows.len(), 3);
    assert!(source.dump.table("content_entries").rows.len() >= 2);
    assert_eq!(source.dump.table("content_history").rows.len(), 2);
    assert_eq!(source.dump.table("content_version").rows.len(), 1);
    assert_eq!(source.dump.table("bookings").rows.len(), 1);
    assert_eq!(source.dump.table("booking_history").rows.len(), 4);
    assert_eq!(source.dump.table("booking_proof").rows.len(), 1);
    assert_eq!(source.dump.table("booking_links").rows.len(), 1);
    assert_eq!(source.dump.table("email_outbox").rows.len(), 1);
    assert_eq!(source.dump.table("booking_attempts").rows.len(), 1);
    let pg = PgDatabase::create().await;
    let work = tempfile::tempdir().unwrap();
    let pg_media = work.path().join("pg-media");

    // SQLite → PostgreSQL through the binary, media defaulting to the folder beside the database.
    let out = sankalp(&["migrate-data", "--from", &source.url, "--to", &pg.url, "--to-media", &file_url(&pg_media)]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    for digest in source.dump.digests() {
        assert!(stdout.contains(&digest.sha256), "the report shows the digest of {}: {stdout}", digest.table);
    }
    assert!(stdout.contains("13 files"), "{stdout}");
    assert!(stdout.contains("1 source media files named by no post were not copied"), "{stdout}");
    let in_pg = export(&pg.url).await;
    assert_eq!(in_pg, source.dump, "every row arrives in PostgreSQL as it was");
    let expected_files = named_files(&source.dump, &source.media());
    assert_eq!(
        expected_files.len(),
        13,
        "a video and the 320, 640 and 960 thumbnails for each of three posts, and a booking's proof"
    );
    assert_eq!(files(&pg_media), expected_files, "exactly the named files, byte for byte (no orphan, no temp file)");

    // PostgreSQL → SQLite through the library, media defaulting to the folder beside the new database.
    let back_db = work.path().join("back").join("sankalp.db");
    std::fs::create_dir_all(back_db.parent().unwrap()).unwrap();
    let options = MigrateOptions {
        from: pg.url.clone(),
        to: sqlite_url(&back_db),
        from_media: Some(file_url(&pg_media)),
        to_media: None,
    };
    let report = migrate_data(&options).await.expect("PostgreSQL → SQLite");
    assert_eq!(report.media_files, 13);
    assert_eq!(report.tables, source.dump.digests());
    assert_eq!(export(&sqlite_url(&back_db)).await, source.dump, "and back in SQLite as it was");
    // The content reads back through its own API too: the version, the edited site, the draft.
    let back = open_database("test", &sqlite_url(&back_db), false).await.unwrap();
    // Three posts and an edit (each darshan write raises it), the seed, the site, the ritual, the bump.
    assert_eq!(back.content_version().await.unwrap(), 8);
    let site = back.content_entry("site", "site").await.unwrap().unwrap();
    assert_eq!(site.body["tagline"], "Rituals — ಪೂಜೆ <b>\"quoted\"</b>");
    let draft = back.content_entry("ritual", "draft-homa").await.unwrap().unwrap();
    assert_eq!((draft.position, draft.published, draft.body["dakshina"].as_i64()), (7, false, Some(1100)));
    assert_eq!(back.content_history(10).await.unwrap()[1].changed_by.as_deref(), Some("u-1"));
    back.close().await;
    assert_eq!(files(&work.path().join("back").join("media")), expected_files);
}

#[tokio::test]
async fn a_non_empty_target_is_refused_and_nothing_is_written() {
    let source = sqlite_source().await;
    let work = tempfile::tempdir().unwrap();

    // A target database with one administrator.
    let target_db = work.path().join("t1.db");
    let target_media = work.path().join("t1-media");
    let store = open_database("test", &sqlite_url(&target_db), false).await.unwrap();
    let now = Utc::now();
    let user = NewUser {
        id: "existing",
        username: "existing",
        email: "e@sankalp.example",
        full_name: "E",
        password_hash: "x",
        role: Role::Admin,
        now,
    };
    store.create_user(&user).await.unwrap();
    let before = store.export_all().await.unwrap();
    store.close().await;
    let out = sankalp(&[
        "migrate-data",
        "--from",
        &source.url,
        "--to",
        &sqlite_url(&target_db),
        "--to-media",
        &file_url(&target_media),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("--to: the target database is not empty (users: 1)"), "{err}");
    assert_eq!(export(&sqlite_url(&target_db)).await, before, "the target's rows are untouched");
    assert_eq!(files(&target_media), Vec::new(), "no media was copied");

    // An empty PostgreSQL database but a media folder holding a file.
    let pg = PgDatabase::create().await;
    let media_dir = work.path().join("t2-media");
    put(&open_media(&media_dir).await, "videos/0123abc.mp4", b"already here").await;
    let out = sankalp(&["migrate-data", "--from", &source.url, "--to", &pg.url, "--to-media", &file_url(&media_dir)]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("--to-media: the target media store is not empty (1 files, such as videos/0123abc.mp4)"),
        "{err}"
    );
    assert!(export(&pg.url).await.is_empty(), "no row was written");
    assert_eq!(files(&media_dir), vec![("videos/0123abc.mp4".to_owned(), b"already here".to_vec())]);

    // A PostgreSQL database with rows, through the library.
    let filled = PgDatabase::create().await;
    let fresh_media = work.path().join("t3-media");
    let ok = MigrateOptions {
        from: source.url.clone(),
        to: filled.url.clone(),
        from_media: None,
        to_media: Some(file_url(&fresh_media)),
    };
    migrate_data(&ok).await.expect("the first copy");
    let other_media = work.path().join("t4-media");
    let again = MigrateOptions { to_media: Some(file_url(&other_media)), ..ok };
    let err = format!("{:#}", migrate_data(&again).await.unwrap_err());
    assert!(
        err.contains("not empty (users: 2, refresh_tokens: 4, login_failures: 2, video_posts: 3, content_entries: ")
            && err.contains(
                "bookings: 1, booking_history: 4, booking_proof: 1, booking_links: 1, booking_attempts: 1, \
                 email_outbox: 1)"
            ),
        "{err}"
    );
    assert_eq!(export(&filled.url).await, source.dump, "the target still holds exactly the first copy");
    assert_eq!(files(&other_media), Vec::new());
}

#[tokio::test]
async fn bad_urls_are_errors_naming_their_flag_and_create_nothing() {
    let source = sqlite_source().await;
    let work = tempfile::tempdir().unwrap();
    let target_db = work.path().join("target.db");
    let target = sqlite_url(&target_db);
    let missing = sqlite_url(&work.path().join("missing.db"));
    let scratch_media = file_url(&work.path().join("scratch-media"));
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--from", "mysql://db/site", "--to", &target], "--from must be a database URL starting with sqlite://"),
        (vec!["--from", &missing, "--to", &target], "--from: there is no SQLite database at"),
        (vec!["--from", &source.url, "--to", "ftp://x/y"], "--to must be a database URL"),
        (vec!["--from", &source.url, "--to", &target, "--from-media", "/not/a/url"], "--from-media"),
        (vec!["--from", &source.url, "--to", &target, "--to-media", "not a url"], "--to-media"),
        (vec!["--from", &source.url, "--to", &source.url], "--to names the same database as --from"),
        (
            vec!["--from", &source.url, "--to", "postgres://postgres@127.0.0.1:5432/x"],
            "--to-media is needed when --to is not a SQLite database",
        ),
        (
            vec![
                "--from",
                &source.url,
                "--to",
                "postgres://postgres:hunter2@127.0.0.1:1/x",
                "--to-media",
                &scratch_media,
            ],
            "--to: cannot open the PostgreSQL database postgres://postgres:***@127.0.0.1:1/x",
        ),
    ];
    for (args, expected) in cases {
        let mut all = vec!["migrate-data"];
        all.extend(args.iter().copied());
        let out = sankalp(&all);
        let err = stderr(&out);
        assert!(!out.status.success(), "{args:?} must fail");
        assert!(err.contains(expected), "{args:?}: expected {expected:?} in {err}");
        assert!(!err.contains("hunter2"), "the password is not shown: {err}");
        assert!(!target_db.exists(), "{args:?}: no target database was created");
    }
    assert_eq!(export(&source.url).await, source.dump, "the source is untouched");
}

#[tokio::test]
async fn a_target_started_once_takes_the_site_in_place_of_its_default_content() {
    let source = sqlite_source().await;
    let work = tempfile::tempdir().unwrap();
    let target_db = work.path().join("started.db");
    let target = open_database("test", &sqlite_url(&target_db), false).await.unwrap();
    let defaults = sankalp_db::content::default_entries().unwrap();
    target.seed_content(&defaults, Utc::now()).await.unwrap().expect("seeded as serve does");
    target.close().await;
    let options = MigrateOptions {
        from: source.url.clone(),
        to: sqlite_url(&target_db),
        from_media: None,
        to_media: Some(file_url(&work.path().join("started-media"))),
    };
    migrate_data(&options).await.expect("untouched defaults are no obstacle");
    assert_eq!(export(&sqlite_url(&target_db)).await, source.dump, "the source's content replaced the defaults");

    // Once its content was edited (a history row), the target is a site of its own and is refused.
    let edited_db = work.path().join("edited.db");
    let edited = open_database("test", &sqlite_url(&edited_db), false).await.unwrap();
    edited.seed_content(&defaults, Utc::now()).await.unwrap();
    let mut site = defaults.into_iter().find(|e| e.kind == "site").unwrap();
    site.body["tagline"] = serde_json::json!("Our own");
    edited.put_content_entry(&site, None, Utc::now()).await.unwrap();
    let before = edited.export_all().await.unwrap();
    edited.close().await;
    let refused = MigrateOptions {
        to: sqlite_url(&edited_db),
        to_media: Some(file_url(&work.path().join("edited-media"))),
        ..options
    };
    let err = format!("{:#}", migrate_data(&refused).await.unwrap_err());
    assert!(err.contains("--to: the target database is not empty (content_entries: "), "{err}");
    assert!(err.contains("content_history: 1"), "{err}");
    assert_eq!(export(&sqlite_url(&edited_db)).await, before, "the target's rows are untouched");
}

#[tokio::test]
async fn a_failure_half_way_leaves_the_target_empty() {
    let source = sqlite_source().await;
    // The last post (ids sort by creation) lost its video: the first two posts' files are copied first.
    let posts = source.dump.table("video_posts");
    let last_video = posts.value(posts.rows.len() - 1, "video_key").as_text().unwrap().to_owned();
    std::fs::remove_file(source.media().join(&last_video)).unwrap();
    let pg = PgDatabase::create().await;
    let work = tempfile::tempdir().unwrap();
    let pg_media = work.path().join("media");
    let out = sankalp(&["migrate-data", "--from", &source.url, "--to", &pg.url, "--to-media", &file_url(&pg_media)]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains(&format!("the source media store has no file {}", last_video)), "{err}");
    assert!(err.contains("nothing was committed; 8 copied media files were deleted again"), "{err}");
    assert!(export(&pg.url).await.is_empty(), "no row was written");
    assert_eq!(files(&pg_media), Vec::new(), "no media file (nor temporary file) was left");
}

use crate::common::s3;

/// `sankalp` with the AWS_* variables of the test S3 server.
fn sankalp_with_s3(args: &[&str], endpoint: &str) -> Output {
    let mut command = Command::new(BIN);
    command.args(args).stdin(Stdio::null());
    for (name, _) in std::env::vars() {
        if name.starts_with("SANKALP_") || name == "DATABASE_URL" || name.starts_with("AWS_") {
            command.env_remove(name);
        }
    }
    command
        .env("AWS_ENDPOINT_URL", endpoint)
        .env("AWS_REGION", "us-east-1")
        .env("AWS_ACCESS_KEY_ID", "sankalp-test")
        .env("AWS_SECRET_ACCESS_KEY", "sankalp-test-secret")
        .env("AWS_ALLOW_HTTP", "true");
    command.output().expect("run sankalp")
}

/// The media of a site move from a folder to an S3 bucket and back, byte for byte; a bucket that
/// already holds files is refused as a target.
#[tokio::test]
async fn media_move_from_a_folder_to_s3_and_back() {
    let Some(endpoint) = s3::endpoint() else {
        eprintln!("TEST_S3_ENDPOINT is not set: this test runs in make test's S3 pass (scripts/s3-server.sh run)");
        return;
    };
    let source = sqlite_source().await;
    let expected = named_files(&source.dump, &source.media());
    assert_eq!(expected.len(), 13, "four files for each of three posts and a booking's proof");
    let bucket = s3::TestBucket::create(&endpoint).await;
    let work = tempfile::tempdir().unwrap();
    let in_s3_db = work.path().join("in-s3").join("sankalp.db");
    std::fs::create_dir_all(in_s3_db.parent().unwrap()).unwrap();

    // Folder → S3.
    let out = sankalp_with_s3(
        &["migrate-data", "--from", &source.url, "--to", &sqlite_url(&in_s3_db), "--to-media", &bucket.url()],
        &endpoint,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let mut objects = bucket.all_objects().await;
    objects.sort();
    let wanted: Vec<String> = expected.iter().map(|(key, _)| format!("{}/{key}", s3::PREFIX)).collect();
    assert_eq!(objects, wanted, "exactly the named files, under the prefix");
    let store = bucket.store(&work.path().join("read-tmp")).await;
    for (key, bytes) in &expected {
        let got = sankalp_media::MediaStore::get_range(&store, key, None).await.expect(key);
        let mut body = got.body;
        let mut read = Vec::new();
        while let Some(chunk) = futures_util::StreamExt::next(&mut body).await {
            read.extend_from_slice(&chunk.unwrap());
        }
        assert_eq!(&read, bytes, "{key} arrives byte for byte");
    }
    assert_eq!(export(&sqlite_url(&in_s3_db)).await, source.dump);

    // A bucket that already holds a site is refused, and keeps what it holds.
    let other_db = work.path().join("other").join("sankalp.db");
    std::fs::create_dir_all(other_db.parent().unwrap()).unwrap();
    let out = sankalp_with_s3(
        &["migrate-data", "--from", &source.url, "--to", &sqlite_url(&other_db), "--to-media", &bucket.url()],
        &endpoint,
    );
    assert!(!out.status.success(), "a non-empty bucket is refused");
    assert!(stderr(&out).contains("--to-media"), "the error names the flag: {}", stderr(&out));
    let mut after = bucket.all_objects().await;
    after.sort();
    assert_eq!(after, wanted, "the refused move wrote nothing");

    // S3 → folder.
    let back_db = work.path().join("back").join("sankalp.db");
    std::fs::create_dir_all(back_db.parent().unwrap()).unwrap();
    let out = sankalp_with_s3(
        &[
            "migrate-data",
            "--from",
            &sqlite_url(&in_s3_db),
            "--from-media",
            &bucket.url(),
            "--to",
            &sqlite_url(&back_db),
        ],
        &endpoint,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(files(&work.path().join("back").join("media")), expected, "back in a folder, byte for byte");
    assert_eq!(export(&sqlite_url(&back_db)).await, source.dump);
}
