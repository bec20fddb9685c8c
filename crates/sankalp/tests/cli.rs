//! The `sankalp` binary itself: `admin create`, `admin reset-password`, and what `serve` says and does
//! about the first administrator.

use std::io::{BufRead as _, BufReader};
use std::process::{Command, Output, Stdio};

use crate::common::{TestDatabase, open_store};
use chrono::Utc;
use sankalp::features::auth::password::verify_password_blocking;
use sankalp_db::{NewRefreshToken, Role};

const BIN: &str = env!("CARGO_BIN_EXE_sankalp");

/// The binary with a clean environment: only what the test gives it.
fn sankalp(args: &[&str], password: Option<&str>) -> Output {
    let mut command = Command::new(BIN);
    command.args(args).stdin(Stdio::null());
    for (name, _) in std::env::vars() {
        if name.starts_with("SANKALP_") || name == "DATABASE_URL" {
            command.env_remove(name);
        }
    }
    if let Some(password) = password {
        command.env("SANKALP_ADMIN_PASSWORD", password);
    }
    command.output().expect("run sankalp")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

struct Setup {
    dir: tempfile::TempDir,
    database: TestDatabase,
}

async fn setup() -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let database = TestDatabase::new(dir.path()).await;
    Setup { dir, database }
}

impl Setup {
    fn location(&self) -> Vec<String> {
        let data = self.dir.path().join("data").display().to_string();
        vec!["--data-dir".into(), data, "--database-url".into(), self.database.url.clone()]
    }

    fn run(&self, args: &[&str], password: Option<&str>) -> Output {
        let location = self.location();
        let mut all: Vec<&str> = args.to_vec();
        all.extend(location.iter().map(String::as_str));
        sankalp(&all, password)
    }
}

const CREATE: &[&str] = &[
    "admin",
    "create",
    "--username",
    "priest",
    "--email",
    "priest@sankalp.example",
    "--full-name",
    "Raghavendra Bhat",
];

#[tokio::test]
async fn the_cli_creates_an_administrator_and_resets_the_password() {
    let setup = setup().await;
    let created = setup.run(CREATE, Some("first-password-108"));
    assert!(created.status.success(), "{}", stderr(&created));
    assert!(String::from_utf8_lossy(&created.stdout).contains("Created the administrator"));

    let (store, pool) = open_store(&setup.database.url).await;
    let user = store.find_user_by_login("PRIEST@sankalp.example").await.unwrap().expect("created");
    assert_eq!(
        (user.username.as_str(), user.full_name.as_str(), user.role),
        ("priest", "Raghavendra Bhat", Role::Admin)
    );
    assert!(user.password_hash.starts_with("$argon2id$"));
    assert!(verify_password_blocking("first-password-108", Some(&user.password_hash)));

    // A live session, to see the reset end it.
    let now = Utc::now();
    let token = NewRefreshToken {
        token_hash: "h1",
        user_id: &user.id,
        family_id: "f1",
        expires_at: now + chrono::Duration::days(1),
        now,
    };
    store.insert_refresh_token(&token).await.unwrap();

    let reset = setup.run(&["admin", "reset-password", "--username", "priest"], Some("second-password-108"));
    assert!(reset.status.success(), "{}", stderr(&reset));
    let after = store.find_user(&user.id).await.unwrap().unwrap();
    assert_ne!(after.password_hash, user.password_hash);
    assert!(verify_password_blocking("second-password-108", Some(&after.password_hash)));
    assert!(!verify_password_blocking("first-password-108", Some(&after.password_hash)));
    assert_eq!(pool.count("refresh_tokens WHERE revoked_at IS NULL").await, 0);
    assert_eq!(pool.count("users").await, 1);
    store.close().await;
}

#[tokio::test]
async fn the_cli_refuses_bad_input_and_changes_nothing() {
    let setup = setup().await;
    let short = setup.run(CREATE, Some("short"));
    assert!(!short.status.success());
    assert!(stderr(&short).contains("at least 8 characters"), "{}", stderr(&short));

    // No password in the environment and no terminal: refused, not hung.
    let no_password = setup.run(CREATE, None);
    assert!(!no_password.status.success());
    assert!(stderr(&no_password).contains("SANKALP_ADMIN_PASSWORD"), "{}", stderr(&no_password));

    let bad_email = setup.run(
        &["admin", "create", "--username", "priest", "--email", "not-an-address", "--full-name", "R"],
        Some("long-enough-password"),
    );
    assert!(!bad_email.status.success());
    assert!(stderr(&bad_email).contains("Email"), "{}", stderr(&bad_email));

    let (store, pool) = open_store(&setup.database.url).await;
    assert_eq!(pool.count("users").await, 0);

    assert!(setup.run(CREATE, Some("long-enough-password")).status.success());
    let hash = store.find_user_by_login("priest").await.unwrap().unwrap().password_hash;
    let again = setup.run(
        &["admin", "create", "--username", "PRIEST", "--email", "other@sankalp.example", "--full-name", "Other"],
        Some("long-enough-password"),
    );
    assert!(!again.status.success());
    assert!(stderr(&again).contains("already exists"), "{}", stderr(&again));
    assert_eq!(pool.count("users").await, 1);

    let unknown = setup.run(&["admin", "reset-password", "--username", "nobody"], Some("long-enough-password"));
    assert!(!unknown.status.success());
    assert!(stderr(&unknown).contains("no user named nobody"), "{}", stderr(&unknown));
    let too_short = setup.run(&["admin", "reset-password", "--username", "priest"], Some("1234567"));
    assert!(!too_short.status.success());
    assert_eq!(store.find_user_by_login("priest").await.unwrap().unwrap().password_hash, hash);
    store.close().await;
}

/// Starts `serve` on a free port, returns what it printed up to "listening", and stops it.
fn serve_until_listening(setup: &Setup, admin_env: &[(&str, &str)]) -> (bool, String) {
    let location = setup.location();
    let mut command = Command::new(BIN);
    command.args(["serve", "--listen", "127.0.0.1:0"]).args(&location);
    for (name, _) in std::env::vars() {
        if name.starts_with("SANKALP_") || name == "DATABASE_URL" {
            command.env_remove(name);
        }
    }
    command.envs(admin_env.iter().copied()).env("RUST_LOG", "warn");
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("start serve");
    let mut printed = String::new();
    let mut listening = false;
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        printed.push_str(&line);
        printed.push('\n');
        if line.contains("is listening on") {
            listening = true;
            break;
        }
    }
    child.kill().ok();
    let output = child.wait_with_output().unwrap();
    printed.push_str(&String::from_utf8_lossy(&output.stderr));
    (listening, printed)
}

#[tokio::test]
async fn serve_tells_a_first_time_operator_how_to_sign_in_then_creates_the_admin_from_the_environment() {
    let setup = setup().await;
    let (listening, printed) = serve_until_listening(&setup, &[]);
    assert!(listening, "{printed}");
    assert!(printed.contains("No administrator exists yet"), "{printed}");
    assert!(printed.contains("admin create --data-dir"), "{printed}");
    assert!(printed.contains("SANKALP_ADMIN_PASSWORD"), "{printed}");

    let partial = serve_until_listening(&setup, &[("SANKALP_ADMIN_USERNAME", "priest")]);
    assert!(!partial.0);
    assert!(partial.1.contains("SANKALP_ADMIN_EMAIL and SANKALP_ADMIN_PASSWORD"), "{}", partial.1);

    let env = [
        ("SANKALP_ADMIN_USERNAME", "priest"),
        ("SANKALP_ADMIN_EMAIL", "priest@sankalp.example"),
        ("SANKALP_ADMIN_PASSWORD", "bootstrap-password"),
        ("SANKALP_ADMIN_FULL_NAME", "Raghavendra Bhat"),
    ];
    let (listening, printed) = serve_until_listening(&setup, &env);
    assert!(listening, "{printed}");
    assert!(printed.contains("Created the administrator \"priest\""), "{printed}");
    assert!(!printed.contains("bootstrap-password"), "the password is never printed: {printed}");

    // Once an administrator exists the variables are not consulted again: no second user, no change.
    let (store, pool) = open_store(&setup.database.url).await;
    let hash = store.find_user_by_login("priest").await.unwrap().unwrap().password_hash;
    let changed = [env[0], env[1], ("SANKALP_ADMIN_PASSWORD", "another-password"), env[3]];
    let (listening, printed) = serve_until_listening(&setup, &changed);
    assert!(listening && !printed.contains("Created") && !printed.contains("No administrator"), "{printed}");
    assert_eq!(pool.count("users").await, 1);
    assert_eq!(store.find_user_by_login("priest").await.unwrap().unwrap().password_hash, hash);
    // The signing secret was generated once, private to the owner.
    let secret = setup.dir.path().join("data").join("jwt-secret");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        assert_eq!(std::fs::metadata(&secret).unwrap().permissions().mode() & 0o777, 0o600);
    }
    store.close().await;
}
