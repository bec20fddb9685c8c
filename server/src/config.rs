//! Command line and environment: `sankalp serve` and friends. A flag wins over its variable.

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "sankalp",
    version,
    about = "Sankalp: a priest's ritual-service website (API, media and the pre-rendered site in one binary)",
    long_about = "Sankalp serves the public site, the JSON API under /api/v1 and uploaded media under /media.\n\
                  Start it with `sankalp serve`; every flag can also be set by the environment variable shown."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site, the API and media.
    Serve(ServeConfig),
}

/// Where the site keeps its data and how it is reached. Secrets are redacted from `Debug`.
#[derive(Clone, Args)]
pub struct ServeConfig {
    /// Address to listen on.
    #[arg(long, env = "SANKALP_LISTEN", default_value = "127.0.0.1:8080", value_name = "ADDR")]
    pub listen: SocketAddr,

    /// Directory for the database file, media and the generated signing secret; created if missing.
    #[arg(long, env = "SANKALP_DATA_DIR", default_value = "./data", value_name = "DIR")]
    pub data_dir: PathBuf,

    /// Database: sqlite://PATH or postgres://… [default: sqlite://DATA_DIR/sankalp.db]
    #[arg(long, env = "DATABASE_URL", value_name = "URL")]
    pub database_url: Option<String>,

    /// Public base URL, used for canonical links and the sitemap.
    #[arg(long, env = "SANKALP_PUBLIC_URL", default_value = "http://127.0.0.1:8080", value_name = "URL")]
    pub public_url: String,

    /// Address of a reverse proxy whose X-Forwarded-For and X-Forwarded-Proto are believed.
    #[arg(long, env = "SANKALP_TRUSTED_PROXY", value_name = "IP")]
    pub trusted_proxy: Option<IpAddr>,
}

impl ServeConfig {
    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("sankalp.db").display()))
    }
}

impl fmt::Debug for ServeConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ServeConfig")
            .field("listen", &self.listen)
            .field("data_dir", &self.data_dir)
            .field("database_url", &self.database_url.as_deref().map(redact_url))
            .field("public_url", &self.public_url)
            .field("trusted_proxy", &self.trusted_proxy)
            .finish()
    }
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
        let Command::Serve(cfg) = cli.command;
        assert!(!format!("{cfg:?}").contains("topsecret"));
    }

    #[test]
    fn default_database_lives_in_the_data_dir() {
        let cli = Cli::parse_from(["sankalp", "serve", "--data-dir", "/srv/site"]);
        let Command::Serve(cfg) = cli.command;
        assert_eq!(cfg.database_url(), "sqlite:///srv/site/sankalp.db");
    }
}
