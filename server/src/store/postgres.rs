use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;

use super::{NewRefreshToken, NewUser, Role, Rotation, Store, User};

#[derive(sqlx::FromRow)]
struct UserRow {
    id: String,
    username: String,
    email: String,
    full_name: String,
    password_hash: String,
    role: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<UserRow> for User {
    fn from(row: UserRow) -> Self {
        Self {
            id: row.id,
            username: row.username,
            email: row.email,
            full_name: row.full_name,
            password_hash: row.password_hash,
            role: Role::parse(&row.role),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

const USER_COLUMNS: &str = "id, username, email, full_name, password_hash, role, created_at, updated_at";

pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    pub async fn open(url: &str) -> Result<Self, sqlx::Error> {
        let pool =
            PgPoolOptions::new().max_connections(16).acquire_timeout(Duration::from_secs(3)).connect(url).await?;
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        Ok(Self { pool })
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

#[async_trait]
impl Store for PgStore {
    fn backend(&self) -> &'static str {
        "postgres"
    }

    async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1").execute(&self.pool).await.map(drop)
    }

    async fn close(&self) {
        self.pool.close().await;
    }

    async fn create_user(&self, user: &NewUser<'_>) -> Result<User, sqlx::Error> {
        sqlx::query_as::<_, UserRow>(&format!(
            "INSERT INTO users ({USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING {USER_COLUMNS}"
        ))
        .bind(user.id)
        .bind(user.username)
        .bind(user.email)
        .bind(user.full_name)
        .bind(user.password_hash)
        .bind(user.role.as_str())
        .bind(user.now)
        .fetch_one(&self.pool)
        .await
        .map(User::from)
    }

    async fn find_user_by_login(&self, login: &str) -> Result<Option<User>, sqlx::Error> {
        // Names are ASCII, so lower() here and to_ascii_lowercase() there agree; the lower() indexes
        // serve both sides of the OR.
        let login = login.to_ascii_lowercase();
        sqlx::query_as::<_, UserRow>(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE lower(username) = $1 OR lower(email) = $1 \
             ORDER BY lower(username) = $1 DESC LIMIT 1"
        ))
        .bind(login)
        .fetch_optional(&self.pool)
        .await
        .map(|row| row.map(User::from))
    }

    async fn find_user(&self, id: &str) -> Result<Option<User>, sqlx::Error> {
        sqlx::query_as::<_, UserRow>(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map(|row| row.map(User::from))
    }

    async fn admin_exists(&self) -> Result<bool, sqlx::Error> {
        sqlx::query_scalar::<_, bool>("SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin')")
            .fetch_one(&self.pool)
            .await
    }

    async fn set_password(&self, user_id: &str, password_hash: &str, now: DateTime<Utc>) -> Result<bool, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query("UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3")
            .bind(password_hash)
            .bind(now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        sqlx::query("UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
            .bind(now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(updated == 1)
    }

    async fn insert_refresh_token(&self, token: &NewRefreshToken<'_>) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(token.token_hash)
        .bind(token.user_id)
        .bind(token.family_id)
        .bind(token.expires_at)
        .bind(token.now)
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
        let mut tx = self.pool.begin().await?;
        // One conditional UPDATE decides the race: a concurrent caller waits on the row lock, then
        // re-reads the row, finds it replaced and updates nothing.
        let spent: Option<(String, String)> = sqlx::query_as(
            "UPDATE refresh_tokens SET replaced_at = $1 \
             WHERE token_hash = $2 AND replaced_at IS NULL AND revoked_at IS NULL AND expires_at > $1 \
             RETURNING user_id, family_id",
        )
        .bind(now)
        .bind(old_hash)
        .fetch_optional(&mut *tx)
        .await?;
        let outcome = if let Some((user_id, family_id)) = spent {
            sqlx::query(
                "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(new_hash)
            .bind(&user_id)
            .bind(&family_id)
            .bind(new_expires_at)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            Rotation::Rotated { user_id }
        } else {
            let replayed: Option<String> = sqlx::query_scalar(
                "SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND replaced_at IS NOT NULL",
            )
            .bind(old_hash)
            .fetch_optional(&mut *tx)
            .await?;
            match replayed {
                Some(family_id) => {
                    sqlx::query(
                        "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
                    )
                    .bind(now)
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
            "UPDATE refresh_tokens SET revoked_at = $1 WHERE revoked_at IS NULL AND family_id = \
             (SELECT family_id FROM refresh_tokens WHERE token_hash = $2 AND user_id = $3)",
        )
        .bind(now)
        .bind(token_hash)
        .bind(user_id)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(revoked > 0)
    }

    async fn delete_expired_refresh_tokens(&self, before: DateTime<Utc>) -> Result<u64, sqlx::Error> {
        Ok(sqlx::query("DELETE FROM refresh_tokens WHERE expires_at < $1")
            .bind(before)
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
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM login_failures WHERE failed_at < $1").bind(prune_before).execute(&mut *tx).await?;
        for scope in scopes {
            sqlx::query("INSERT INTO login_failures (scope, failed_at) VALUES ($1, $2)")
                .bind(scope)
                .bind(now)
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
        sqlx::query_scalar(
            "SELECT failed_at FROM login_failures WHERE scope = $1 AND failed_at > $2 \
             ORDER BY failed_at DESC LIMIT 1 OFFSET $3",
        )
        .bind(scope)
        .bind(since)
        .bind(i64::from(rank))
        .fetch_optional(&self.pool)
        .await
    }

    async fn clear_login_failures(&self, scope: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_failures WHERE scope = $1").bind(scope).execute(&self.pool).await.map(drop)
    }
}
