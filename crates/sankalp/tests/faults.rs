//! Faults around the database, with the real binary: PostgreSQL stopped while serving (503 with a
//! generic message within 5 s, then healing by itself when it returns), and a wrong `DATABASE_URL`
//! at start-up (a clear error naming the variable, a non-zero exit, quickly).
//!
//! A full and a read-only disk under the media folder (a small tmpfs the test mounts; the tests run
//! as root): uploads answered 507 and 503 in the JSON envelope, with nothing left behind.
//!
//! The PostgreSQL test starts a throwaway cluster of its own (Debian's binaries, a temporary data
//! folder, a free port): the shared server at 127.0.0.1:5432 is never stopped.

use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use crate::common;
use crate::common::binary::{self, Answer, Server, free_port, request};
use axum::http::StatusCode;
use serde_json::json;

/// The answer budget while the database is down.
const BUDGET: Duration = Duration::from_secs(5);
const UNAVAILABLE: &str = "Service temporarily unavailable";

/// A PostgreSQL cluster in a temporary folder, on its own port. Dropping it stops it.
struct Postgres {
    bin: PathBuf,
    dir: tempfile::TempDir,
    port: u16,
    /// Root may not run PostgreSQL: run its programs as the `postgres` user then.
    as_postgres: bool,
}

impl Postgres {
    fn bin_dir() -> PathBuf {
        let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
            .into_iter()
            .flatten()
            .flatten()
            .map(|entry| entry.path().join("bin"))
            .filter(|bin| bin.join("initdb").is_file() && bin.join("pg_ctl").is_file())
            .collect();
        found.sort_by_key(|bin| {
            let version = bin.parent().and_then(Path::file_name).and_then(|v| v.to_str()).unwrap_or("");
            version.parse::<u32>().unwrap_or(0)
        });
        found.pop().unwrap_or_else(|| {
            panic!(
                "PostgreSQL's server programs (initdb, pg_ctl) are missing from /usr/lib/postgresql/<version>/bin: \
                 install Debian's `postgresql` package (`make test` does) to run the fault tests"
            )
        })
    }

    fn create() -> Self {
        let bin = Self::bin_dir();
        let dir = tempfile::Builder::new().prefix("sankalp-faults-pg-").tempdir().unwrap();
        let as_postgres = std::fs::metadata("/proc/self").unwrap().uid() == 0;
        if as_postgres {
            let id = |flag: &str| -> u32 {
                let out = Command::new("id").args([flag, "postgres"]).output().expect("run id");
                assert!(out.status.success(), "running as root, but there is no `postgres` user to run PostgreSQL as");
                String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
            };
            std::os::unix::fs::chown(dir.path(), Some(id("-u")), Some(id("-g"))).unwrap();
        }
        let pg = Self { bin, dir, port: free_port(), as_postgres };
        let data = pg.data();
        pg.run("initdb", &["-D", &data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
        pg.start();
        pg
    }

    fn data(&self) -> String {
        self.dir.path().join("data").display().to_string()
    }

    fn run(&self, program: &str, args: &[&str]) -> Output {
        let program = self.bin.join(program);
        let mut command = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&program);
            c
        } else {
            Command::new(&program)
        };
        let out = command.args(args).current_dir(self.dir.path()).output().expect("run a PostgreSQL program");
        assert!(
            out.status.success(),
            "{} {args:?} failed:\n{}{}",
            program.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        out
    }

    fn start(&self) {
        let options = format!(
            "-p {} -c listen_addresses=127.0.0.1 -k {} -c fsync=off -c max_connections=40",
            self.port,
            self.dir.path().display()
        );
        let log = self.dir.path().join("log").display().to_string();
        self.run("pg_ctl", &["-D", &self.data(), "-l", &log, "-o", &options, "-w", "-t", "60", "start"]);
    }

    /// `mode`: `immediate` (like a crash: no goodbye to clients) or `fast` (clients are told).
    fn stop(&self, mode: &str) {
        self.run("pg_ctl", &["-D", &self.data(), "-m", mode, "-w", "stop"]);
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let pid = self.dir.path().join("data/postmaster.pid");
        if pid.exists() {
            let program = self.bin.join("pg_ctl");
            let mut command = if self.as_postgres {
                let mut c = Command::new("runuser");
                c.args(["-u", "postgres", "--"]).arg(program);
                c
            } else {
                Command::new(program)
            };
            command.args(["-D", &self.data(), "-m", "immediate", "-w", "stop"]).output().ok();
        }
    }
}

/// A request that must be answered within the budget; returns the answer and how long it took.
fn timed(server: &Server, method: &str, path: &str, body: Option<serde_json::Value>) -> (Answer, Duration) {
    let started = Instant::now();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let headers: &[(&str, &str)] = if body.is_empty() { &[] } else { &[("content-type", "application/json")] };
    let answer = request(server.addr, method, path, headers, body.as_bytes())
        .unwrap_or_else(|err| panic!("{method} {path}: {err}\n{}", server.output()));
    (answer, started.elapsed())
}

/// Calls that each need the database, public and not.
fn calls() -> Vec<(&'static str, &'static str, Option<serde_json::Value>)> {
    vec![
        ("GET", "/api/v1/video-posts?page=1", None),
        ("GET", "/api/v1/video-posts/0197a0f65a8e7cc29b6e3f1f2d4c5b6a", None),
        ("POST", "/api/v1/users/login", Some(json!({"username": "priest", "password": "wrong-password-108"}))),
        ("GET", "/api/v1/health", None),
    ]
}

/// Every call answers 503 within the budget with the generic envelope, and says nothing about why.
/// The calls run at once (each is timed on its own), which keeps the test short.
fn assert_unavailable(server: &Server, pg: &Postgres, round: &str) {
    let running: Vec<_> = calls()
        .into_iter()
        .map(|(method, path, body)| {
            let addr = server.addr;
            let handle = std::thread::spawn(move || {
                let started = Instant::now();
                let body = body.map(|b| b.to_string()).unwrap_or_default();
                let headers: &[(&str, &str)] =
                    if body.is_empty() { &[] } else { &[("content-type", "application/json")] };
                let answer = request(addr, method, path, headers, body.as_bytes());
                (answer, started.elapsed())
            });
            (method, path, handle)
        })
        .collect();
    for (method, path, handle) in running {
        let (answer, took) = handle.join().unwrap();
        let answer = answer.unwrap_or_else(|err| panic!("{method} {path}: {err}\n{}", server.output()));
        let text = answer.text();
        assert_eq!(answer.status, 503, "{round}: {method} {path} answered {}: {text}", answer.status);
        assert!(took < BUDGET, "{round}: {method} {path} took {took:?}");
        let value = answer.json();
        assert_eq!(value["statusCode"], 503, "{text}");
        assert_eq!(value["success"], false, "{text}");
        let message = value["message"].as_str().unwrap();
        if path == "/api/v1/health" {
            assert_eq!(message, "Database unreachable", "{text}");
            assert_eq!(value["data"]["database"], "unreachable", "{text}");
        } else {
            assert_eq!(message, UNAVAILABLE, "{text}");
            assert!(value["data"].is_null(), "{text}");
        }
        let lower = text.to_ascii_lowercase();
        for detail in ["sqlx", "sqlstate", "pool", "refused", "terminating", "shutdown", "127.0.0.1", "os error"] {
            assert!(!lower.contains(detail), "{round}: {method} {path} tells {detail:?}: {text}");
        }
        assert!(!text.contains(&pg.port.to_string()), "{round}: the answer names the database port: {text}");
        eprintln!("{round}: {method} {path}: 503 in {took:?}");
    }
}

fn assert_serving(server: &Server, round: &str) {
    for (method, path, body) in calls() {
        let (answer, took) = timed(server, method, path, body);
        let expected = match path {
            "/api/v1/users/login" => 401,
            p if p.starts_with("/api/v1/video-posts/") => 404,
            _ => 200,
        };
        assert_eq!(answer.status, expected, "{round}: {method} {path}: {}", answer.text());
        eprintln!("{round}: {method} {path}: {} in {took:?}", answer.status);
    }
    let list = server.get("/api/v1/video-posts?page=1").json();
    assert_eq!(list["success"], true);
    assert_eq!(server.get("/api/v1/health").json()["data"]["database"], "ok");
}

#[test]
fn postgres_stopped_while_serving_answers_503_quickly_and_heals_when_it_returns() {
    let started = Instant::now();
    let pg = Postgres::create();
    let data = tempfile::tempdir().unwrap();
    let admin = [
        ("SANKALP_ADMIN_USERNAME", "priest"),
        ("SANKALP_ADMIN_EMAIL", "priest@sankalp.example"),
        ("SANKALP_ADMIN_PASSWORD", "the-right-password-108"),
    ];
    let server = Server::start(data.path(), Some(&pg.url()), &admin);
    eprintln!("PostgreSQL and the server up in {:?}", started.elapsed());
    assert_serving(&server, "before");

    for mode in ["immediate", "fast"] {
        pg.stop(mode);
        // The public list keeps a finished page for at most MAX_AGE (posts/cache.rs); past it, every
        // answer needs the database.
        std::thread::sleep(sankalp::features::darshan::cache::MAX_AGE + Duration::from_millis(100));
        assert_unavailable(&server, &pg, &format!("stopped ({mode})"));
        // Again, now that no connection is left from before: each is a fresh refused connect.
        assert_unavailable(&server, &pg, &format!("still stopped ({mode})"));
        // Several at once: none waits behind another past the budget.
        let burst: Vec<_> = (0..8)
            .map(|_| {
                let addr = server.addr;
                std::thread::spawn(move || {
                    let started = Instant::now();
                    let answer = request(addr, "GET", "/api/v1/video-posts?page=1", &[], b"").unwrap();
                    (answer.status, started.elapsed())
                })
            })
            .collect();
        for handle in burst {
            let (status, took) = handle.join().unwrap();
            assert_eq!(status, 503);
            assert!(took < BUDGET, "a concurrent request took {took:?}");
        }

        pg.start();
        // The very first calls after it returns succeed: dead pooled connections are replaced.
        assert_serving(&server, &format!("back after {mode}"));
    }
    // The same process served throughout.
    assert!(server.output().contains("dependency unavailable"), "{}", server.output());
    assert_eq!(server.output().matches("Sankalp is listening").count(), 1);
    eprintln!("whole test: {:?}", started.elapsed());
}

/// `serve` with `DATABASE_URL` set to `url`: it must fail, quickly, naming the variable.
fn refused_start(url: &str, within: Duration) -> String {
    let data = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let out = binary::command()
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(data.path())
        .env("DATABASE_URL", url)
        .output()
        .unwrap();
    let took = started.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{url}: started anyway:\n{stdout}{stderr}");
    assert_eq!(out.status.code(), Some(1), "{url}: {stderr}");
    assert!(took < within, "{url}: took {took:?} to fail");
    assert!(stderr.contains("DATABASE_URL"), "{url}: {stderr}");
    assert!(!stdout.contains("listening"), "{url}: {stdout}");
    assert!(!stderr.contains("s3cret-pw"), "{url}: the password is printed: {stderr}");
    eprintln!("{url}: exit 1 in {took:?}: {}", stderr.trim());
    stderr
}

#[test]
fn a_wrong_database_url_stops_start_up_with_a_clear_error() {
    let unknown = refused_start("mysql://sankalp:s3cret-pw@127.0.0.1/sankalp", Duration::from_secs(5));
    assert!(unknown.contains("must start with sqlite:// or postgres://"), "{unknown}");
    assert!(unknown.contains("\"mysql\""), "{unknown}");

    // Nothing listens on the port: refused at once.
    let port = free_port();
    let refused = refused_start(&format!("postgres://sankalp:s3cret-pw@127.0.0.1:{port}/sankalp"), BUDGET);
    assert!(refused.contains(&format!("cannot connect to PostgreSQL at 127.0.0.1:{port}/sankalp")), "{refused}");
    assert!(refused.contains("refused"), "{refused}");

    // Something accepts connections but never answers: a time limit, not a hang.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = silent.local_addr().unwrap().port();
    let hung = refused_start(&format!("postgres://sankalp:s3cret-pw@127.0.0.1:{port}/sankalp"), Duration::from_secs(8));
    assert!(hung.contains(&format!("PostgreSQL at 127.0.0.1:{port}/sankalp did not answer within 5 s")), "{hung}");
    drop(silent);

    // A host name that does not resolve.
    let unknown_host =
        refused_start("postgres://sankalp:s3cret-pw@no-such-host.invalid/sankalp", Duration::from_secs(8));
    assert!(
        unknown_host.contains("cannot connect to PostgreSQL at no-such-host.invalid:5432/sankalp"),
        "{unknown_host}"
    );

    // SQLite in a folder that does not exist, and under a file.
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder/sankalp.db");
    let no_folder = refused_start(&format!("sqlite://{}", missing.display()), BUDGET);
    assert!(no_folder.contains(&format!("{} does not exist", missing.parent().unwrap().display())), "{no_folder}");
    assert!(!missing.parent().unwrap().exists(), "the folder was created");
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let under_file = refused_start(&format!("sqlite://{}/sankalp.db", file.display()), BUDGET);
    assert!(under_file.contains(&format!("{} is not a folder", file.display())), "{under_file}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a folder");
    // A folder where the database file should be.
    let folder = dir.path().join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let is_folder = refused_start(&format!("sqlite://{}", folder.display()), BUDGET);
    assert!(is_folder.contains(&format!("cannot open the SQLite database {}", folder.display())), "{is_folder}");
}

// ----- A full and a read-only disk -----

/// A tmpfs of `size` mounted on `dir`, unmounted when dropped (also when the test fails).
struct Tmpfs {
    dir: PathBuf,
}

impl Tmpfs {
    fn mount(dir: &Path, size: &str) -> Self {
        std::fs::create_dir_all(dir).unwrap();
        let out = Command::new("mount").args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"]).arg(dir).output();
        let out = out.expect("run mount");
        assert!(
            out.status.success(),
            "mounting a tmpfs needs root (the tests run as root in `make test`): {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Self { dir: dir.to_owned() }
    }

    fn remount_read_only(&self) {
        let out = Command::new("mount").args(["-o", "remount,ro"]).arg(&self.dir).output().expect("run mount");
        assert!(out.status.success(), "remount read-only: {}", String::from_utf8_lossy(&out.stderr));
    }

    /// Bytes in use on the file system (`df`'s "used").
    fn used(&self) -> u64 {
        let out = Command::new("df").args(["--output=used", "-B1"]).arg(&self.dir).output().expect("run df");
        String::from_utf8_lossy(&out.stdout).lines().nth(1).unwrap().trim().parse().unwrap()
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
    }
}

/// The app with its local media folder on a fresh tmpfs of `size` (the database stays off it).
async fn app_on_tmpfs(size: &str) -> (common::TestApp, Tmpfs) {
    let dir = tempfile::tempdir().unwrap();
    let media_dir = dir.path().join("media");
    let tmpfs = Tmpfs::mount(&media_dir, size);
    let media = sankalp_media::LocalMediaStore::open(&media_dir).await.expect("open media store");
    (common::spawn_with_media(dir, std::sync::Arc::new(media), None, None).await, tmpfs)
}

fn assert_storage_refusal(status: StatusCode, body: &serde_json::Value, want: u16, message: &str) {
    assert_eq!(status.as_u16(), want, "{body}");
    assert_eq!(body["statusCode"], want, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["data"], serde_json::Value::Null, "{body}");
    assert_eq!(body["message"], message, "{body}");
}

#[tokio::test]
async fn a_full_disk_answers_507_and_keeps_nothing() {
    let (app, tmpfs) = app_on_tmpfs("256k").await;
    let (_, token) = app.admin().await;
    let used_before = tmpfs.used();
    // A video of 1 MiB cannot fit in 256 KiB: the write fails part way.
    let mut video = common::darshan::MP4.to_vec();
    video.resize(common::darshan::MIB, 0);
    let parts = common::darshan::upload_parts("Full", &video, &common::darshan::png(64, 64), true);
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_storage_refusal(
        status,
        &body,
        507,
        "Insufficient storage: the server's disk is full. Please try again later.",
    );
    app.assert_nothing_stored().await;
    assert_eq!(tmpfs.used(), used_before, "the partial temporary file is gone");

    // With room again (a small upload), the same server stores it.
    let parts = common::darshan::upload_parts("Fits", common::darshan::MP4, &common::darshan::png(64, 64), true);
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_eq!(status.as_u16(), 201, "{body}");
}

#[tokio::test]
async fn a_read_only_disk_answers_503_and_keeps_nothing() {
    let (app, tmpfs) = app_on_tmpfs("4m").await;
    let (_, token) = app.admin().await;
    tmpfs.remount_read_only();
    let parts = common::darshan::upload_parts("Read-only", common::darshan::MP4, &common::darshan::png(64, 64), true);
    let (status, body) = app.upload(Some(&token), &parts).await;
    assert_storage_refusal(
        status,
        &body,
        503,
        "Storage is read-only at the moment, so nothing can be saved. Please try again later.",
    );
    app.assert_nothing_stored().await;
}
