use std::str::FromStr as _;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use super::{NewRefreshToken, NewUser, Role, Rotation, Store, User};

/// Times are stored as fixed-width RFC 3339 UTC text, so that comparing the text compares the times.
fn ts(time: DateTime<Utc>) -> String {
    time.format("%Y-%m-%dT%H:%M:%S%.6fZ").to_string()
}

fn parse_ts(text: &str) -> Result<DateTime<Utc>, sqlx::Error> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|err| sqlx::Error::Decode(format!("bad timestamp {text:?}: {err}").into()))
}

#[derive(sqlx::FromRow)]
struct UserRow {
    id: String,
    username: String,
    email: String,
    full_name: String,
    password_hash: String,
    role: String,
    created_at: String,
    updated_at: String,
}

impl UserRow {
    fn into_user(self) -> Result<User, sqlx::Error> {
        Ok(User {
            id: self.id,
            username: self.username,
            email: self.email,
            full_name: self.full_name,
            password_hash: self.password_hash,
            role: Role::parse(&self.role),
            created_at: parse_ts(&self.created_at)?,
            updated_at: parse_ts(&self.updated_at)?,
        })
    }
}

const USER_COLUMNS: &str = "id, username, email, full_name, password_hash, role, created_at, updated_at";

pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    pub async fn open(url: &str) -> Result<Self, sqlx::Error> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options)
            .await?;
        sqlx::migrate!("migrations/sqlite").run(&pool).await?;
        Ok(Self { pool })
    }

    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }
}

#[async_trait]
impl Store for SqliteStore {
    fn backend(&self) -> &'static str {
        "sqlite"
    }

    async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1").execute(&self.pool).await.map(drop)
    }

    async fn close(&self) {
        self.pool.close().await;
    }

    async fn create_user(&self, user: &NewUser<'_>) -> Result<User, sqlx::Error> {
        let now = ts(user.now);
        sqlx::query_as::<_, UserRow>(&format!(
            "INSERT INTO users ({USER_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING {USER_COLUMNS}"
        ))
        .bind(user.id)
        .bind(user.username)
        .bind(user.email)
        .bind(user.full_name)
        .bind(user.password_hash)
        .bind(user.role.as_str())
        .bind(&now)
        .bind(&now)
        .fetch_one(&self.pool)
        .await?
        .into_user()
    }

    async fn find_user_by_login(&self, login: &str) -> Result<Option<User>, sqlx::Error> {
        // Both columns are COLLATE NOCASE, so `=` ignores ASCII case and uses the unique indexes.
        sqlx::query_as::<_, UserRow>(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE username = ?1 OR email = ?1 ORDER BY username = ?1 DESC LIMIT 1"
        ))
        .bind(login)
        .fetch_optional(&self.pool)
        .await?
        .map(UserRow::into_user)
        .transpose()
    }

    async fn find_user(&self, id: &str) -> Result<Option<User>, sqlx::Error> {
        sqlx::query_as::<_, UserRow>(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = ?"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .map(UserRow::into_user)
            .transpose()
    }

    async fn admin_exists(&self) -> Result<bool, sqlx::Error> {
        sqlx::query_scalar::<_, bool>("SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin')")
            .fetch_one(&self.pool)
            .await
    }

    async fn set_password(&self, user_id: &str, password_hash: &str, now: DateTime<Utc>) -> Result<bool, sqlx::Error> {
        let now = ts(now);
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query("UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?")
            .bind(password_hash)
            .bind(&now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        sqlx::query("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL")
            .bind(&now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(updated == 1)
    }

    async fn insert_refresh_token(&self, token: &NewRefreshToken<'_>) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(token.token_hash)
        .bind(token.user_id)
        .bind(token.family_id)
        .bind(ts(token.expires_at))
        .bind(ts(token.now))
        .execute(&self.pool)
        .await
        .map(drop)
    }

    async fn rotate_refresh_token(
        &self,
        old_hash: &str,
        new_hash: &str,
        new_expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Rotation, sqlx::Error> {
        let now = ts(now);
        let mut tx = self.pool.begin().await?;
        // One conditional UPDATE decides the race: SQLite serialises writers, and the loser finds the
        // row already replaced.
        let spent: Option<(String, String)> = sqlx::query_as(
            "UPDATE refresh_tokens SET replaced_at = ?1 \
             WHERE token_hash = ?2 AND replaced_at IS NULL AND revoked_at IS NULL AND expires_at > ?1 \
             RETURNING user_id, family_id",
        )
        .bind(&now)
        .bind(old_hash)
        .fetch_optional(&mut *tx)
        .await?;
        let outcome = if let Some((user_id, family_id)) = spent {
            sqlx::query(
                "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) \
                 VALUES (?, ?, ?, ?, ?)",
            )
            .bind(new_hash)
            .bind(&user_id)
            .bind(&family_id)
            .bind(ts(new_expires_at))
            .bind(&now)
            .execute(&mut *tx)
            .await?;
            Rotation::Rotated { user_id }
        } else {
            let replayed: Option<String> = sqlx::query_scalar(
                "SELECT family_id FROM refresh_tokens WHERE token_hash = ? AND replaced_at IS NOT NULL",
            )
            .bind(old_hash)
            .fetch_optional(&mut *tx)
            .await?;
            match replayed {
                Some(family_id) => {
                    sqlx::query("UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL")
                        .bind(&now)
                        .bind(&family_id)
                        .execute(&mut *tx)
                        .await?;
                    Rotation::Reused
                }
                None => Rotation::Invalid,
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    async fn revoke_refresh_family(
        &self,
        token_hash: &str,
        user_id: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error> {
        let revoked = sqlx::query(
            "UPDATE refresh_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND family_id = \
             (SELECT family_id FROM refresh_tokens WHERE token_hash = ? AND user_id = ?)",
        )
        .bind(ts(now))
        .bind(token_hash)
        .bind(user_id)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(revoked > 0)
    }

    async fn delete_expired_refresh_tokens(&self, before: DateTime<Utc>) -> Result<u64, sqlx::Error> {
        Ok(sqlx::query("DELETE FROM refresh_tokens WHERE expires_at < ?")
            .bind(ts(before))
            .execute(&self.pool)
            .await?
            .rows_affected())
    }

    async fn record_login_failure(
        &self,
        scopes: &[&str],
        now: DateTime<Utc>,
        prune_before: DateTime<Utc>,
    ) -> Result<(), sqlx::Error> {
        let now = ts(now);
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM login_failures WHERE failed_at < ?").bind(ts(prune_before)).execute(&mut *tx).await?;
        for scope in scopes {
            sqlx::query("INSERT INTO login_failures (scope, failed_at) VALUES (?, ?)")
                .bind(scope)
                .bind(&now)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await
    }

    async fn recent_login_failure(
        &self,
        scope: &str,
        since: DateTime<Utc>,
        rank: u32,
    ) -> Result<Option<DateTime<Utc>>, sqlx::Error> {
        let found: Option<String> = sqlx::query_scalar(
            "SELECT failed_at FROM login_failures WHERE scope = ? AND failed_at > ? \
             ORDER BY failed_at DESC LIMIT 1 OFFSET ?",
        )
        .bind(scope)
        .bind(ts(since))
        .bind(i64::from(rank))
        .fetch_optional(&self.pool)
        .await?;
        found.as_deref().map(parse_ts).transpose()
    }

    async fn clear_login_failures(&self, scope: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_failures WHERE scope = ?").bind(scope).execute(&self.pool).await.map(drop)
    }
}
