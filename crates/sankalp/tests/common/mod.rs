//! Builds the real application on a fresh database for each test: SQLite in a temporary directory, or,
//! when `TEST_DATABASE_URL` names a PostgreSQL server, a database of its own created for the test and
//! dropped after it. Likewise media: a local folder, or, when `TEST_S3_ENDPOINT` names an S3 server
//! (`scripts/s3-server.sh run` starts moto and sets it), a bucket of its own created for the test and
//! emptied and deleted after it.

pub mod binary;
pub mod darshan;
pub mod s3;

use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

use axum::ServiceExt;
use axum::body::Body;
use axum::extract::connect_info::ConnectInfo;
use axum::http::{Request, Response};
use chrono::Utc;
use http_body_util::BodyExt as _;
use sankalp::compose::{Parts, assemble};
use sankalp::features::auth::SignInLimits;
use sankalp::features::auth::password::hash_password;
use sankalp::features::bookings::BookingSettings;
use sankalp::features::content::seed_defaults;
use sankalp::features::site::{Engine, Limits, Pages, Site};
use sankalp::{AppState, app};
use sankalp_db::{Db, DynStore, NewUser, Role, User};
use sankalp_media::{DynMediaStore, LocalMediaStore};
use sqlx::Connection as _;
use tower::ServiceExt as _;

/// The public origin of every test app.
pub const PUBLIC_URL: &str = "https://puja.example.org";

/// One render engine (one thread) for every app of a test binary.
pub fn renderer() -> Option<Engine> {
    static RENDERER: OnceLock<Option<Engine>> = OnceLock::new();
    RENDERER.get_or_init(|| Site::render_bundle().map(|bundle| Engine::start(bundle, Limits::default()))).clone()
}

/// The signing secret of every test app, so tests can forge tokens with it (and with others).
pub const TEST_JWT_SECRET: &[u8] = b"test-signing-secret-that-is-long-enough-0123";

/// A database for one test. A PostgreSQL one is dropped when this is.
pub struct TestDatabase {
    pub url: String,
    postgres: Option<(String, String)>,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

impl TestDatabase {
    pub async fn new(dir: &std::path::Path) -> Self {
        match std::env::var("TEST_DATABASE_URL").ok().filter(|u| !u.is_empty()) {
            None => Self { url: format!("sqlite://{}", dir.join("sankalp.db").display()), postgres: None },
            Some(admin_url) => {
                let name = format!(
                    "sankalp_test_{}_{}_{}",
                    std::process::id(),
                    COUNTER.fetch_add(1, Ordering::Relaxed),
                    Utc::now().timestamp_micros() % 1_000_000
                );
                let mut conn = sqlx::PgConnection::connect(&admin_url).await.expect("connect to TEST_DATABASE_URL");
                sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create test database");
                conn.close().await.ok();
                Self { url: with_database(&admin_url, &name), postgres: Some((admin_url, name)) }
            }
        }
    }
}

/// `postgres://u@h:5432/postgres?x=y` with its database replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url.split_once('?').map_or((url, None), |(b, q)| (b, Some(q)));
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[after_scheme..].find('/').map_or(base.len(), |i| after_scheme + i);
    let mut out = format!("{}/{name}", &base[..host_end]);
    if let Some(q) = query {
        out.push('?');
        out.push_str(q);
    }
    out
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some((admin_url, name)) = self.postgres.take() else { return };
        // Drop runs inside the test's runtime, which cannot be blocked on: use a thread with its own.
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

/// Direct access to the test's database, to check what was (not) written.
#[derive(Clone)]
pub enum Pool {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

pub async fn open_store(url: &str) -> (DynStore, Pool) {
    let store = if url.starts_with("sqlite:") {
        Db::open_sqlite(url).await.expect("open SQLite store")
    } else {
        Db::open_postgres(url).await.expect("open PostgreSQL store")
    };
    let pool = match store.pool() {
        sankalp_db::Pool::Sqlite(pool) => Pool::Sqlite(pool.clone()),
        sankalp_db::Pool::Postgres(pool) => Pool::Postgres(pool.clone()),
    };
    (Arc::new(store), pool)
}

impl Pool {
    /// `SELECT COUNT(*) FROM {from}`, e.g. `count("refresh_tokens WHERE revoked_at IS NULL")`.
    pub async fn count(&self, from: &str) -> i64 {
        let sql = format!("SELECT COUNT(*) FROM {from}");
        match self {
            Self::Sqlite(pool) => sqlx::query_scalar(&sql).fetch_one(pool).await.expect(&sql),
            Self::Postgres(pool) => sqlx::query_scalar(&sql).fetch_one(pool).await.expect(&sql),
        }
    }

    /// Runs a statement without parameters (test set-up only).
    pub async fn execute(&self, sql: &str) {
        match self {
            Self::Sqlite(pool) => sqlx::query(sql).execute(pool).await.map(drop).expect(sql),
            Self::Postgres(pool) => sqlx::query(sql).execute(pool).await.map(drop).expect(sql),
        }
    }
}

pub struct TestApp {
    pub router: sankalp::App,
    /// The state the router was built with (bookings' jobs take it).
    pub state: AppState,
    pub store: DynStore,
    pub media: DynMediaStore,
    /// The local media store's folder (`dir/media`); for an S3 store, the folder of its temporary
    /// uploads (`dir/media/.tmp`, as for the local store).
    pub media_dir: std::path::PathBuf,
    /// The test's own bucket when the media is in S3 (`TEST_S3_ENDPOINT`).
    pub bucket: Option<s3::TestBucket>,
    pub pool: Pool,
    /// Held for its drop, which drops a PostgreSQL test database.
    #[allow(dead_code)]
    pub database: TestDatabase,
    pub dir: tempfile::TempDir,
    /// The app's cache of the public list's first pages.
    pub list_cache: sankalp::features::darshan::ListCache,
    /// The app's rendered pages and change path.
    pub pages: Pages,
}

pub async fn spawn() -> TestApp {
    spawn_with(None).await
}

pub async fn spawn_with(trusted_proxy: Option<IpAddr>) -> TestApp {
    spawn_with_limits(trusted_proxy, SignInLimits::default()).await
}

/// The app with its own bounds on sign-ins in progress.
pub async fn spawn_with_limits(trusted_proxy: Option<IpAddr>, limits: SignInLimits) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let media_dir = dir.path().join("media");
    let (media, bucket): (DynMediaStore, _) = match s3::endpoint() {
        None => (Arc::new(LocalMediaStore::open(&media_dir).await.expect("open media store")), None),
        Some(endpoint) => {
            let bucket = s3::TestBucket::create(&endpoint).await;
            (Arc::new(bucket.store(&media_dir.join(".tmp")).await), Some(bucket))
        }
    };
    build(dir, media, bucket, trusted_proxy, limits, Setup::default()).await
}

/// How an app starts besides its stores: as `serve` does unless a test says otherwise.
pub struct Setup {
    /// Load the default content into the empty database, as `serve` does.
    pub seed: bool,
    /// The engine rendering the pages; `None`: nothing is rendered.
    pub renderer: Option<Engine>,
}

impl Default for Setup {
    fn default() -> Self {
        Self { seed: true, renderer: renderer() }
    }
}

/// The app with `setup`, on a local media folder.
pub async fn spawn_set_up(setup: Setup) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let media = Arc::new(LocalMediaStore::open(dir.path().join("media")).await.expect("open media store"));
    build(dir, media, None, None, SignInLimits::default(), setup).await
}

/// The app on an empty database (no default content, so no page is rendered).
pub async fn spawn_empty() -> TestApp {
    spawn_set_up(Setup { seed: false, renderer: None }).await
}

/// The app rendering its pages with `renderer` (a test bundle).
pub async fn spawn_rendering_with(renderer: Engine) -> TestApp {
    spawn_set_up(Setup { renderer: Some(renderer), ..Setup::default() }).await
}

/// The app on a media store made by the caller, whose temporary folder is `dir/media/.tmp`.
pub async fn spawn_with_media(
    dir: tempfile::TempDir,
    media: DynMediaStore,
    bucket: Option<s3::TestBucket>,
    trusted_proxy: Option<IpAddr>,
) -> TestApp {
    build(dir, media, bucket, trusted_proxy, SignInLimits::default(), Setup::default()).await
}

async fn build(
    dir: tempfile::TempDir,
    media: DynMediaStore,
    bucket: Option<s3::TestBucket>,
    trusted_proxy: Option<IpAddr>,
    limits: SignInLimits,
    setup: Setup,
) -> TestApp {
    let media_dir = dir.path().join("media");
    assert_eq!(media.temp_dir(), media_dir.join(".tmp"), "test stores keep temporary uploads in media/.tmp");
    let database = TestDatabase::new(dir.path()).await;
    let (store, pool) = open_store(&database.url).await;
    assert!(
        Site::embedded().is_built(),
        "the site is not built: run `make web` (make test does) before the Rust tests"
    );
    // As `serve` does: the default content, then the services assembled by the composition root.
    if setup.seed {
        seed_defaults(store.as_ref()).await.expect("seed the default content");
    }
    let state = assemble(Parts {
        store: store.clone(),
        media: media.clone(),
        public_url: PUBLIC_URL.to_owned(),
        trusted_proxy,
        signing_secret: TEST_JWT_SECRET.to_vec(),
        sign_in: limits,
        bookings: BookingSettings::new(TEST_JWT_SECRET, false, None, 365),
        engine: setup.renderer,
    })
    .await;
    let list_cache = state.list_cache.clone();
    let pages = state.pages.clone();
    TestApp {
        router: app(state.clone()),
        state,
        store,
        media,
        media_dir,
        bucket,
        pool,
        database,
        dir,
        list_cache,
        pages,
    }
}

impl TestApp {
    /// Stores a user directly (as `sankalp admin create` would).
    pub async fn create_user(&self, username: &str, email: &str, full_name: &str, password: &str, role: Role) -> User {
        let hash = hash_password(password.to_owned()).await.expect("hash");
        let id = format!("user-{username}");
        let new = NewUser { id: &id, username, email, full_name, password_hash: &hash, role, now: Utc::now() };
        self.store.create_user(&new).await.expect("create user")
    }

    pub async fn send(&self, request: Request<Body>) -> Response<Body> {
        self.send_from("127.0.0.1:40000".parse().unwrap(), request).await
    }

    pub async fn send_from(&self, peer: SocketAddr, mut request: Request<Body>) -> Response<Body> {
        request.extensions_mut().insert(ConnectInfo(peer));
        self.router.clone().oneshot(request).await.expect("infallible")
    }

    /// Serves the app on a real socket, 127.0.0.1 on a free port, with each connection's peer address
    /// (clients may connect from any 127.0.0.0/8 address). Stops with the test's runtime.
    pub async fn listen(&self) -> SocketAddr {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("local address");
        let service =
            ServiceExt::<Request<Body>>::into_make_service_with_connect_info::<SocketAddr>(self.router.clone());
        tokio::spawn(async move { axum::serve(listener, service).await.expect("serve") });
        addr
    }

    pub async fn get(&self, path: &str) -> Response<Body> {
        self.send(Request::get(path).body(Body::empty()).unwrap()).await
    }

    /// Every stored media file and temporary upload, as keys relative to the store (temporary ones as
    /// `.tmp/NAME`), sorted. For S3: every object of the test's bucket (its prefix stripped; an object
    /// outside the prefix would show with its full name) and the local temporary folder.
    pub fn media_files(&self) -> Vec<String> {
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).expect("read media dir") {
                let path = entry.expect("entry").path();
                if path.is_dir() {
                    walk(&path, root, out);
                } else {
                    out.push(path.strip_prefix(root).unwrap().display().to_string());
                }
            }
        }
        let mut out = Vec::new();
        if self.media_dir.exists() {
            walk(&self.media_dir, &self.media_dir, &mut out);
        }
        if let Some(bucket) = &self.bucket {
            out.extend(bucket.all_objects_blocking().into_iter().map(|name| {
                match name.strip_prefix(&format!("{}/", s3::PREFIX)) {
                    Some(key) => key.to_owned(),
                    None => name,
                }
            }));
        }
        out.sort();
        out
    }
}

pub async fn body_bytes(response: Response<Body>) -> Vec<u8> {
    response.into_body().collect().await.expect("body").to_bytes().to_vec()
}

pub async fn body_text(response: Response<Body>) -> String {
    String::from_utf8(body_bytes(response).await).expect("utf-8 body")
}

pub async fn body_json(response: Response<Body>) -> serde_json::Value {
    serde_json::from_slice(&body_bytes(response).await).expect("JSON body")
}

/// Every header of `response` as (name, value) text, sorted: two answers compared header by header.
pub fn sorted_headers(response: &Response<Body>) -> Vec<(String, String)> {
    let mut headers: Vec<(String, String)> = response
        .headers()
        .iter()
        .map(|(name, value)| (name.as_str().to_owned(), value.to_str().unwrap_or("<binary>").to_owned()))
        .collect();
    headers.sort();
    headers
}

pub fn header<'a>(response: &'a Response<Body>, name: &str) -> Option<&'a str> {
    response.headers().get(name).and_then(|v| v.to_str().ok())
}
