//! The storage trait every handler talks to, with one implementation per database backend.

mod dump;
mod postgres;
mod posts;
mod sqlite;
mod users;

use std::str::FromStr as _;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::Connection as _;
use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;

pub use dump::{Dump, ImportError, LoginFailureRecord, RefreshTokenRecord, TableDigest};
pub use postgres::PgStore;
pub use posts::{NewVideoPost, PostChanges, PostMedia, PostOwner, ThumbnailRef, VideoPost, Visibility};
pub use sqlite::SqliteStore;
pub use users::{NewRefreshToken, NewUser, Reservation, Role, Rotation, User, conflict_field};

#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Which backend this is, for logs and the health answer.
    fn backend(&self) -> &'static str;

    /// A cheap round trip proving the database answers.
    async fn ping(&self) -> Result<(), sqlx::Error>;

    /// Closes the connections, letting SQLite checkpoint its write-ahead log.
    async fn close(&self);

    // ----- Administrators (see `auth`) -----

    /// Adds a user. A taken username or email is a unique violation; [`conflict_field`] names it.
    async fn create_user(&self, user: &NewUser<'_>) -> Result<User, sqlx::Error>;

    /// The user whose username or email is `login`, ignoring ASCII case.
    async fn find_user_by_login(&self, login: &str) -> Result<Option<User>, sqlx::Error>;

    async fn find_user(&self, id: &str) -> Result<Option<User>, sqlx::Error>;

    /// The user `user_id` when the sign-in `family_id` is still live for them (its current refresh
    /// token is neither revoked nor expired at `now`): what an access token naming both may do.
    async fn find_session_user(
        &self,
        user_id: &str,
        family_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<User>, sqlx::Error>;

    async fn admin_exists(&self) -> Result<bool, sqlx::Error>;

    /// Replaces the password hash and revokes every refresh token of the user, in one transaction.
    /// False when there is no such user.
    async fn set_password(&self, user_id: &str, password_hash: &str, now: DateTime<Utc>) -> Result<bool, sqlx::Error>;

    async fn insert_refresh_token(&self, token: &NewRefreshToken<'_>) -> Result<(), sqlx::Error>;

    /// Spends the live token `old_hash` and stores `new_hash` in its family, atomically: of two
    /// concurrent calls with one token exactly one rotates. Presenting an already rotated token revokes
    /// its whole family.
    async fn rotate_refresh_token(
        &self,
        old_hash: &str,
        new_hash: &str,
        new_expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Rotation, sqlx::Error>;

    /// Revokes the family of `token_hash` if it belongs to `user_id`. False when nothing was live.
    async fn revoke_refresh_family(
        &self,
        token_hash: &str,
        user_id: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error>;

    /// Forgets tokens that expired before `before` (reuse detection needs nothing older).
    async fn delete_expired_refresh_tokens(&self, before: DateTime<Utc>) -> Result<u64, sqlx::Error>;

    /// Reserves one sign-in attempt under each scope before its password is checked, atomically with
    /// counting them: when any scope already holds `limit` attempts after `since`, nothing is written
    /// and the answer says when that scope frees a place. Of any number of concurrent calls, at most
    /// `limit` per scope are reserved, on every instance sharing the database (SQLite: one write
    /// transaction at a time; PostgreSQL: an advisory lock per scope). Attempts older than
    /// `prune_before` are forgotten on the way.
    async fn reserve_login_attempt(
        &self,
        scopes: &[&str],
        limit: u32,
        since: DateTime<Utc>,
        now: DateTime<Utc>,
        prune_before: DateTime<Utc>,
    ) -> Result<Reservation, sqlx::Error>;

    /// Forgets reserved attempts (the password was right), so they do not count as failures.
    async fn release_login_attempt(&self, ids: &[i64]) -> Result<(), sqlx::Error>;

    async fn clear_login_failures(&self, scope: &str) -> Result<(), sqlx::Error>;

    // ----- Video posts (see `posts`) -----

    /// Adds a post and returns it as stored, with its owner.
    async fn insert_video_post(&self, post: &NewVideoPost<'_>) -> Result<VideoPost, sqlx::Error>;

    /// One page of posts, newest first (`created_at` descending, then `id` descending), and how many
    /// posts there are in all. `limit` `None` means every post from `offset` on.
    async fn list_video_posts(
        &self,
        visibility: Visibility,
        limit: Option<i64>,
        offset: i64,
    ) -> Result<(Vec<VideoPost>, i64), sqlx::Error>;

    async fn find_video_post(&self, id: &str) -> Result<Option<VideoPost>, sqlx::Error>;

    /// Counts one view of a published post and returns the new count; `None` for a draft or unknown id.
    async fn add_video_post_view(&self, id: &str) -> Result<Option<i64>, sqlx::Error>;

    /// Applies `changes` and sets `updated_at`; `None` when there is no such post.
    async fn update_video_post(
        &self,
        id: &str,
        changes: &PostChanges,
        now: DateTime<Utc>,
    ) -> Result<Option<VideoPost>, sqlx::Error>;

    /// Removes the row and returns the media keys it named; `None` when there is no such post.
    async fn delete_video_post(&self, id: &str) -> Result<Option<PostMedia>, sqlx::Error>;

    /// The media keys of every post, for start-up repair.
    async fn video_post_media(&self) -> Result<Vec<PostMedia>, sqlx::Error>;

    // ----- Moving a site (see `migrate`) -----

    /// Every row of every table, read in one snapshot and sorted by key.
    async fn export_all(&self) -> Result<Dump, sqlx::Error>;

    /// Writes `dump` (sorted, as [`export_all`](Self::export_all) gives it) into this store with ids and
    /// times preserved, in one transaction: refused with [`ImportError::NotEmpty`] when any table has a
    /// row, and committed only when the rows read back inside the transaction have the digests of
    /// `dump`. On any error nothing is written.
    async fn import_all(&self, dump: &Dump) -> Result<(), ImportError>;
}

pub type DynStore = Arc<dyn Store>;

/// How long start-up waits for PostgreSQL to answer before giving up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Opens the database named by `url` and brings its schema up to date. Errors name `DATABASE_URL`
/// and where it points, never its password.
pub async fn open(url: &str) -> anyhow::Result<DynStore> {
    if url.starts_with("sqlite:") {
        open_sqlite(url).await
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        open_postgres(url).await
    } else {
        let scheme = url.split_once(':').map_or("", |(scheme, _)| scheme);
        anyhow::bail!("DATABASE_URL must start with sqlite:// or postgres:// (it starts with {scheme:?})")
    }
}

async fn open_sqlite(url: &str) -> anyhow::Result<DynStore> {
    let options = SqliteConnectOptions::from_str(url).context("DATABASE_URL is not a valid SQLite URL")?;
    let path = options.get_filename().to_owned();
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && !folder.is_dir()
    {
        let why = if folder.exists() { "is not a folder" } else { "does not exist" };
        anyhow::bail!("DATABASE_URL: cannot open the SQLite database {}: {} {why}", path.display(), folder.display());
    }
    let store = SqliteStore::open(url)
        .await
        .with_context(|| format!("DATABASE_URL: cannot open the SQLite database {}", path.display()))?;
    Ok(Arc::new(store))
}

async fn open_postgres(url: &str) -> anyhow::Result<DynStore> {
    let options = PgConnectOptions::from_str(url).context("DATABASE_URL is not a valid PostgreSQL URL")?;
    let place = format!(
        "{}:{}/{}",
        options.get_host(),
        options.get_port(),
        options.get_database().unwrap_or(options.get_username())
    );
    // One plain connection first: its error says what is wrong (refused, unknown host, password,
    // no such database), where the pool would only report a timeout.
    match tokio::time::timeout(CONNECT_TIMEOUT, sqlx::PgConnection::connect_with(&options)).await {
        Err(_) => {
            anyhow::bail!("DATABASE_URL: PostgreSQL at {place} did not answer within {} s", CONNECT_TIMEOUT.as_secs())
        }
        Ok(Err(err)) => {
            return Err(
                anyhow::Error::new(err).context(format!("DATABASE_URL: cannot connect to PostgreSQL at {place}"))
            );
        }
        Ok(Ok(conn)) => conn.close().await.ok(),
    };
    let store = PgStore::open(url)
        .await
        .with_context(|| format!("DATABASE_URL: cannot open the PostgreSQL database at {place}"))?;
    Ok(Arc::new(store))
}
