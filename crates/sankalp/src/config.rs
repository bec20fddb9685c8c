//! Command line and environment: `sankalp serve` and friends. A flag wins over its variable.

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use secrecy::SecretString;

#[derive(Debug, Parser)]
#[command(
    name = "sankalp",
    version,
    about = "Sankalp: a priest's ritual-service website (API, media and the pre-rendered site in one binary)",
    long_about = "Sankalp serves the public site, the JSON API under /api/v1 and uploaded media under /media.\n\
                  Start it with `sankalp serve`; every flag can also be set by the environment variable shown.\n\n\
                  Read from the environment only: SANKALP_JWT_SECRET (token signing secret; generated into the data\n\
                  directory when unset) and SANKALP_ADMIN_USERNAME, _EMAIL, _PASSWORD, _FULL_NAME (the administrator\n\
                  `serve` creates when none exists; SANKALP_ADMIN_PASSWORD is also what `admin` commands read)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site, the API and media.
    Serve(ServeConfig),
    /// Manage administrators (the password is read from SANKALP_ADMIN_PASSWORD or asked for, never a flag).
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Copy a whole site (administrators, tokens, posts, media) into another, empty database and media
    /// store, for example from SQLite to PostgreSQL, and verify counts and checksums.
    MigrateData(MigrateArgs),
    /// Copy a SQLite site (database, media, generated signing secret) into DIR while it serves.
    Backup(BackupArgs),
}

#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// Source database: sqlite://PATH or postgres://…
    #[arg(long, value_name = "URL")]
    pub from: String,
    /// Target database, which must hold no rows: sqlite://PATH (created if missing) or postgres://…
    #[arg(long, value_name = "URL")]
    pub to: String,
    /// Source media store [default: the media folder beside a SQLite --from]
    #[arg(long, value_name = "URL")]
    pub from_media: Option<String>,
    /// Target media store, which must be empty [default: the media folder beside a SQLite --to]
    #[arg(long, value_name = "URL")]
    pub to_media: Option<String>,
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// Folder to write the backup into; must be missing or empty. It becomes a data directory.
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    #[command(flatten)]
    pub data: DataArgs,
    /// Where the site's media is [default: file://DATA_DIR/media]
    #[arg(long, env = "SANKALP_MEDIA_URL", value_name = "URL")]
    pub media_url: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create an administrator.
    Create(AdminCreate),
    /// Set a new password for a user and sign them out everywhere.
    ResetPassword(AdminResetPassword),
}

#[derive(Debug, Args)]
pub struct AdminCreate {
    /// Sign-in name: letters, digits, '.', '_' or '-'.
    #[arg(long, env = "SANKALP_ADMIN_USERNAME")]
    pub username: String,
    #[arg(long, env = "SANKALP_ADMIN_EMAIL")]
    pub email: String,
    /// The name the admin area greets.
    #[arg(long, env = "SANKALP_ADMIN_FULL_NAME")]
    pub full_name: String,
    #[command(flatten)]
    pub data: DataArgs,
}

#[derive(Debug, Args)]
pub struct AdminResetPassword {
    /// Username or email of the user.
    #[arg(long)]
    pub username: String,
    #[command(flatten)]
    pub data: DataArgs,
}

/// Where the data lives; shared by `serve` and `admin`.
#[derive(Clone, Args)]
pub struct DataArgs {
    /// Directory for the database file, media and the generated signing secret; created if missing.
    #[arg(long, env = "SANKALP_DATA_DIR", default_value = "./data", value_name = "DIR")]
    pub data_dir: PathBuf,

    /// Database: sqlite://PATH or postgres://… [default: sqlite://DATA_DIR/sankalp.db]
    #[arg(long, env = "DATABASE_URL", value_name = "URL", hide_env_values = true)]
    pub database_url: Option<String>,
}

impl DataArgs {
    pub fn database_url(&self) -> String {
        self.database_url.clone().unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("sankalp.db").display()))
    }
}

impl fmt::Debug for DataArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DataArgs")
            .field("data_dir", &self.data_dir)
            .field("database_url", &self.database_url.as_deref().map(redact_url))
            .finish()
    }
}

/// A non-empty environment variable, as a secret.
pub fn secret_from_env(name: &str) -> Option<SecretString> {
    std::env::var(name).ok().filter(|v| !v.is_empty()).map(SecretString::from)
}

/// The administrator `serve` creates when none exists, from `SANKALP_ADMIN_USERNAME`, `_EMAIL`,
/// `_PASSWORD` and the optional `_FULL_NAME`.
#[derive(Debug, Clone)]
pub struct BootstrapAdmin {
    pub username: String,
    pub email: String,
    pub full_name: String,
    pub password: SecretString,
}

impl BootstrapAdmin {
    /// `None` when none of the variables is set; an error naming the missing ones when only some are.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Option<Self>, String> {
        let get = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        let username = get("SANKALP_ADMIN_USERNAME");
        let email = get("SANKALP_ADMIN_EMAIL");
        let password = get("SANKALP_ADMIN_PASSWORD");
        match (username, email, password) {
            (None, None, None) => Ok(None),
            (Some(username), Some(email), Some(password)) => {
                let full_name = get("SANKALP_ADMIN_FULL_NAME").unwrap_or_else(|| username.clone());
                Ok(Some(Self { username, email, full_name, password: SecretString::from(password) }))
            }
            (username, email, password) => {
                let missing: Vec<&str> = [
                    ("SANKALP_ADMIN_USERNAME", username.is_none()),
                    ("SANKALP_ADMIN_EMAIL", email.is_none()),
                    ("SANKALP_ADMIN_PASSWORD", password.is_none()),
                ]
                .into_iter()
                .filter_map(|(name, absent)| absent.then_some(name))
                .collect();
                Err(format!("to create the first administrator, also set {}", missing.join(" and ")))
            }
        }
    }

    pub fn from_env() -> Result<Option<Self>, String> {
        Self::from_vars(|name| std::env::var(name).ok())
    }
}

/// Where the site keeps its data and how it is reached. Secrets are redacted from `Debug`.
#[derive(Clone, Args)]
pub struct ServeConfig {
    /// Address to listen on.
    #[arg(long, env = "SANKALP_LISTEN", default_value = "127.0.0.1:8080", value_name = "ADDR")]
    pub listen: SocketAddr,

    #[command(flatten)]
    pub data: DataArgs,

    /// Public base URL, used for canonical links and the sitemap [default: http:// and the address
    /// listened on, e.g. http://127.0.0.1:8080]
    #[arg(long, env = "SANKALP_PUBLIC_URL", value_name = "URL")]
    pub public_url: Option<String>,

    /// Address of a reverse proxy whose X-Forwarded-For and X-Forwarded-Proto are believed.
    #[arg(long, env = "SANKALP_TRUSTED_PROXY", value_name = "IP")]
    pub trusted_proxy: Option<IpAddr>,

    /// Where uploaded media is stored: file://DIR (a local folder) or s3://BUCKET/PREFIX (reached
    /// with AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY…)
    /// [default: file://DATA_DIR/media]
    #[arg(long, env = "SANKALP_MEDIA_URL", value_name = "URL")]
    pub media_url: Option<String>,

    #[command(flatten)]
    pub connections: ConnectionArgs,

    /// Token signing secret, from SANKALP_JWT_SECRET only (a flag would show in `ps`); generated into
    /// DATA_DIR when unset.
    #[arg(skip = secret_from_env("SANKALP_JWT_SECRET"))]
    pub jwt_secret: Option<SecretString>,

    #[command(flatten)]
    pub sign_in: SignInLimits,

    #[command(flatten)]
    pub bookings: BookingArgs,
}

/// Sign-ins in progress at once (the queue in front of password hashing, `features/auth/limits.rs`);
/// settings of `sankalp serve`.
#[derive(Debug, Clone, Copy, Args)]
pub struct SignInLimits {
    /// Sign-ins in progress at once (waiting for or in password hashing); more are answered 429.
    #[arg(long = "login-queue", env = "SANKALP_LOGIN_QUEUE", default_value_t = DEFAULT_SIGN_INS,
          value_parser = clap::value_parser!(u32).range(1..), value_name = "N")]
    pub overall: u32,
    /// Sign-ins in progress at once from one client address (an IPv6 /64); more are answered 429.
    #[arg(long = "login-queue-per-client", env = "SANKALP_LOGIN_QUEUE_PER_CLIENT",
          default_value_t = DEFAULT_SIGN_INS_PER_CLIENT, value_parser = clap::value_parser!(u32).range(1..), value_name = "N")]
    pub per_client: u32,
}

pub const DEFAULT_SIGN_INS: u32 = 16;
pub const DEFAULT_SIGN_INS_PER_CLIENT: u32 = 4;

impl Default for SignInLimits {
    fn default() -> Self {
        Self { overall: DEFAULT_SIGN_INS, per_client: DEFAULT_SIGN_INS_PER_CLIENT }
    }
}

/// Booking emails and retention (ARCHITECTURE.md §6, README "Bookings").
#[derive(Clone, Args)]
pub struct BookingArgs {
    /// Where booking emails are sent: smtp://HOST:PORT (plain; add ?tls=required for STARTTLS) or
    /// smtps://USER:PASSWORD@HOST:465, from SANKALP_SMTP_URL only (it may hold a password). Unset: no
    /// emails are sent.
    #[arg(skip = secret_from_env("SANKALP_SMTP_URL"))]
    pub smtp_url: Option<SecretString>,

    /// Sender of booking emails, e.g. "Sankalp <puja@example.org>" (required with SANKALP_SMTP_URL).
    #[arg(long, env = "SANKALP_MAIL_FROM", value_name = "ADDRESS")]
    pub mail_from: Option<String>,

    /// The priest's address, told of every new booking.
    #[arg(long, env = "SANKALP_NOTIFY_EMAIL", value_name = "ADDRESS")]
    pub notify_email: Option<String>,

    /// Days after a booking is delivered or cancelled until its personal data and proof are erased.
    #[arg(long, env = "SANKALP_BOOKING_RETENTION_DAYS", default_value_t = 365, value_parser = clap::value_parser!(u32).range(1..=36500), value_name = "DAYS")]
    pub retention_days: u32,
}

impl fmt::Debug for BookingArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BookingArgs")
            .field("smtp_url", &self.smtp_url.as_ref().map(|_| "<redacted>"))
            .field("mail_from", &self.mail_from)
            .field("notify_email", &self.notify_email.as_ref().map(|_| "<set>"))
            .field("retention_days", &self.retention_days)
            .finish()
    }
}

impl ServeConfig {
    /// `SANKALP_PUBLIC_URL`, or the address the server listens on (`bound`: the port it got when
    /// `--listen` asked for port 0), with a wildcard address shown as loopback.
    pub fn public_url(&self, bound: SocketAddr) -> String {
        if let Some(url) = &self.public_url {
            return url.trim_end_matches('/').to_owned();
        }
        let ip = match bound.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
            IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
            ip => ip,
        };
        format!("http://{}", SocketAddr::new(ip, bound.port()))
    }

    pub fn database_url(&self) -> String {
        self.data.database_url()
    }

    /// `SANKALP_MEDIA_URL`, or `file://DATA_DIR/media` when unset; [`sankalp_media::open_store`]
    /// opens it (and refuses, naming the variable, what it cannot use).
    pub fn media_url(&self) -> String {
        match &self.media_url {
            Some(url) => url.clone(),
            None => format!("file://{}", self.data.data_dir.join("media").display()),
        }
    }
}

impl fmt::Debug for ServeConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ServeConfig")
            .field("listen", &self.listen)
            .field("data", &self.data)
            .field("public_url", &self.public_url)
            .field("trusted_proxy", &self.trusted_proxy)
            .field("media_url", &self.media_url.as_deref().map(redact_url))
            .field("connections", &self.connections)
            .field("jwt_secret", &self.jwt_secret)
            .field("sign_in", &self.sign_in)
            .field("bookings", &self.bookings)
            .finish()
    }
}

/// Timeouts and connection caps (README "Limits and timeouts"). Durations read like `10s`, `500ms`, `2m`.
#[derive(Debug, Clone, Args)]
pub struct ConnectionArgs {
    /// Longest wait for a request's whole header, from when the connection is ready for one (just
    /// opened, or idle after an answer): also how long an idle keep-alive connection stays open.
    #[arg(long, env = "SANKALP_HEADER_TIMEOUT", default_value = "10s", value_parser = duration, value_name = "DURATION")]
    pub header_timeout: Duration,

    /// Longest wait for the next piece of a request body; an upload that stalls longer is refused
    /// (408) and its temporary file removed.
    #[arg(long, env = "SANKALP_BODY_TIMEOUT", default_value = "30s", value_parser = duration, value_name = "DURATION")]
    pub body_timeout: Duration,

    /// Most connections open at once; more are closed on arrival. Each takes a file descriptor
    /// (the open-file limit is raised to this plus 256 where the hard limit allows).
    #[arg(long, env = "SANKALP_MAX_CONNECTIONS", default_value_t = 4096, value_parser = clap::value_parser!(u32).range(1..), value_name = "N")]
    pub max_connections: u32,

    /// Most connections open at once from one client address (an IPv6 /64); the trusted proxy is
    /// exempt (the proxy caps per client itself).
    #[arg(long, env = "SANKALP_MAX_CONNECTIONS_PER_CLIENT", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..), value_name = "N")]
    pub max_connections_per_client: u32,

    /// On SIGTERM or SIGINT, how long requests in flight may take to finish before their
    /// connections are closed.
    #[arg(long, env = "SANKALP_SHUTDOWN_GRACE", default_value = "10s", value_parser = duration, value_name = "DURATION")]
    pub shutdown_grace: Duration,
}

impl ConnectionArgs {
    pub fn limits(&self, trusted_proxy: Option<IpAddr>) -> crate::http::server::Limits {
        crate::http::server::Limits {
            header_timeout: self.header_timeout,
            body_timeout: self.body_timeout,
            max_connections: self.max_connections as usize,
            max_connections_per_client: self.max_connections_per_client as usize,
            shutdown_grace: self.shutdown_grace,
            trusted_proxy,
        }
    }
}

/// A positive duration such as `10s` or `250ms`.
fn duration(text: &str) -> Result<Duration, String> {
    let parsed = humantime::parse_duration(text.trim()).map_err(|err| format!("{err} (write e.g. 10s or 500ms)"))?;
    if parsed.is_zero() {
        return Err("must be more than zero".to_owned());
    }
    Ok(parsed)
}

/// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_owned() };
    let Some((userinfo, host)) = rest.split_once('@') else { return url.to_owned() };
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_password_is_redacted() {
        assert_eq!(redact_url("postgres://app:hunter2@db:5432/site"), "postgres://app:***@db:5432/site");
        assert_eq!(redact_url("sqlite://./data/sankalp.db"), "sqlite://./data/sankalp.db");
        let cli = Cli::parse_from(["sankalp", "serve", "--database-url", "postgres://a:topsecret@h/d"]);
        let Command::Serve(mut cfg) = cli.command else { panic!("serve") };
        cfg.jwt_secret = Some(SecretString::from("jwt-hunter2-jwt-hunter2-jwt-hunter2"));
        cfg.bookings.smtp_url = Some(SecretString::from("smtps://priest:hunter2@mail.example.org:465"));
        let shown = format!("{cfg:?}");
        assert!(!shown.contains("topsecret") && !shown.contains("hunter2"), "{shown}");
    }

    #[test]
    fn default_database_lives_in_the_data_dir() {
        let cli = Cli::parse_from(["sankalp", "serve", "--data-dir", "/srv/site"]);
        let Command::Serve(cfg) = cli.command else { panic!("serve") };
        assert_eq!(cfg.database_url(), "sqlite:///srv/site/sankalp.db");
    }

    #[test]
    fn media_lives_in_the_data_dir_unless_the_url_says_otherwise() {
        let cli = Cli::parse_from(["sankalp", "serve", "--data-dir", "/srv/site"]);
        let Command::Serve(cfg) = cli.command else { panic!("serve") };
        assert_eq!(cfg.media_url(), "file:///srv/site/media");
        let cli = Cli::parse_from(["sankalp", "serve", "--media-url", "s3://bucket/site"]);
        let Command::Serve(cfg) = cli.command else { panic!("serve") };
        assert_eq!(cfg.media_url(), "s3://bucket/site");
    }

    #[test]
    fn the_public_url_defaults_to_the_address_listened_on() {
        let parse = |args: &[&str]| {
            let cli = Cli::parse_from([&["sankalp", "serve"], args].concat());
            let Command::Serve(cfg) = cli.command else { panic!("serve") };
            cfg
        };
        let cfg = parse(&["--listen", "127.0.0.1:9000"]);
        assert_eq!(cfg.public_url(cfg.listen), "http://127.0.0.1:9000");
        let cfg = parse(&["--listen", "0.0.0.0:0"]);
        assert_eq!(cfg.public_url("0.0.0.0:41234".parse().unwrap()), "http://127.0.0.1:41234");
        let cfg = parse(&["--listen", "[::]:80"]);
        assert_eq!(cfg.public_url(cfg.listen), "http://[::1]:80");
        let cfg = parse(&["--listen", "127.0.0.1:9000", "--public-url", "https://darshan.example.org/"]);
        assert_eq!(cfg.public_url(cfg.listen), "https://darshan.example.org");
    }

    #[test]
    fn connection_limits_have_defaults_and_read_durations() {
        let cli = Cli::parse_from(["sankalp", "serve"]);
        let Command::Serve(cfg) = cli.command else { panic!("serve") };
        let limits = cfg.connections.limits(None);
        assert_eq!(limits.header_timeout, Duration::from_secs(10));
        assert_eq!(limits.body_timeout, Duration::from_secs(30));
        assert_eq!((limits.max_connections, limits.max_connections_per_client), (4096, 64));
        assert_eq!(limits.shutdown_grace, Duration::from_secs(10));
        let cli = Cli::parse_from(["sankalp", "serve", "--header-timeout", "250ms", "--shutdown-grace", "1m"]);
        let Command::Serve(cfg) = cli.command else { panic!("serve") };
        assert_eq!(cfg.connections.header_timeout, Duration::from_millis(250));
        assert_eq!(cfg.connections.shutdown_grace, Duration::from_secs(60));
        for bad in [["--body-timeout", "0s"], ["--body-timeout", "soon"], ["--max-connections-per-client", "0"]] {
            assert!(Cli::try_parse_from([&["sankalp", "serve"][..], &bad].concat()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_bootstrap_admin_needs_all_three_variables() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned())
        };
        assert!(BootstrapAdmin::from_vars(vars(&[])).unwrap().is_none());
        let err = BootstrapAdmin::from_vars(vars(&[("SANKALP_ADMIN_USERNAME", "priest")])).unwrap_err();
        assert!(err.contains("SANKALP_ADMIN_EMAIL and SANKALP_ADMIN_PASSWORD"), "{err}");
        let admin = BootstrapAdmin::from_vars(vars(&[
            ("SANKALP_ADMIN_USERNAME", "priest"),
            ("SANKALP_ADMIN_EMAIL", "priest@example.org"),
            ("SANKALP_ADMIN_PASSWORD", "a long secret"),
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(admin.full_name, "priest");
        assert!(!format!("{admin:?}").contains("a long secret"));
    }

    #[test]
    fn the_admin_password_is_never_a_flag() {
        let err = Cli::try_parse_from([
            "sankalp",
            "admin",
            "create",
            "--username",
            "a",
            "--email",
            "a@b.c",
            "--full-name",
            "A",
            "--password",
            "x",
        ])
        .unwrap_err();
        assert_eq!(err.kind(), clap::error::ErrorKind::UnknownArgument);
    }
}
