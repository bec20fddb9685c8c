//! What the store keeps about administrators, their refresh tokens and failed sign-ins, and the one
//! implementation of its queries for both backends.

use std::fmt;

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use crate::Db;
use crate::dialect::{Timestamp, db_run};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Admin,
    User,
}

impl From<String> for Role {
    fn from(name: String) -> Self {
        Self::parse(&name)
    }
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Admin => "admin",
            Self::User => "user",
        }
    }

    /// The database only admits the two names (a CHECK constraint); anything else is not an admin.
    pub fn parse(name: &str) -> Self {
        if name == "admin" { Self::Admin } else { Self::User }
    }
}

#[derive(Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct User {
    pub id: String,
    pub username: String,
    pub email: String,
    pub full_name: String,
    pub password_hash: String,
    #[sqlx(try_from = "String")]
    pub role: Role,
    #[sqlx(try_from = "Timestamp")]
    pub created_at: DateTime<Utc>,
    #[sqlx(try_from = "Timestamp")]
    pub updated_at: DateTime<Utc>,
}

impl fmt::Debug for User {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("User")
            .field("id", &self.id)
            .field("username", &self.username)
            .field("email", &self.email)
            .field("full_name", &self.full_name)
            .field("password_hash", &"<redacted>")
            .field("role", &self.role)
            .finish_non_exhaustive()
    }
}

pub struct NewUser<'a> {
    pub id: &'a str,
    pub username: &'a str,
    pub email: &'a str,
    pub full_name: &'a str,
    pub password_hash: &'a str,
    pub role: Role,
    pub now: DateTime<Utc>,
}

pub struct NewRefreshToken<'a> {
    /// SHA-256 of the token, hex; the token itself is never stored.
    pub token_hash: &'a str,
    pub user_id: &'a str,
    pub family_id: &'a str,
    pub expires_at: DateTime<Utc>,
    pub now: DateTime<Utc>,
}

/// What presenting a refresh token led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// The token was live: it is now spent and its successor, in the same family, is stored.
    Rotated { user_id: String, family_id: String },
    /// The token had already been rotated: someone replayed it, so its whole family is now revoked.
    Reused,
    /// Unknown, expired or revoked.
    Invalid,
}

/// What asking to reserve a sign-in attempt led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reservation {
    /// One attempt is recorded under each scope (these rows); it counts as a failure unless released.
    Reserved(Vec<i64>),
    /// A scope already had its limit of attempts in the window; nothing was written. The scope frees a
    /// place at this time (the latest of such times when several are full).
    Throttled { free_at: DateTime<Utc> },
}

/// What asking to remove a user led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removal {
    /// The user, their sign-ins and refresh tokens are gone; their darshan posts passed to the heir.
    Removed,
    NotFound,
    /// The user is the only administrator: nothing was changed.
    LastAdmin,
}

/// Which field a unique violation on `users` is about, read from the database's message (SQLite names
/// the column, PostgreSQL the index), so that both backends answer the same 409.
pub fn conflict_field(err: &sqlx::Error) -> Option<&'static str> {
    let db = err.as_database_error()?;
    if !db.is_unique_violation() {
        return None;
    }
    let text = format!("{} {}", db.message(), db.constraint().unwrap_or_default());
    if text.contains("email") {
        Some("email")
    } else if text.contains("username") {
        Some("username")
    } else {
        None
    }
}

#[async_trait]
pub trait UserStore: Send + Sync {
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

    /// Every user, the earliest added first.
    async fn list_users(&self) -> Result<Vec<User>, sqlx::Error>;

    /// Removes `user_id` unless they are the last administrator, in one transaction that serialises
    /// removals (two administrators removing each other at once leave one): their refresh tokens go with
    /// them, so their access tokens stop working at once, and the darshan posts they own pass to
    /// `heir_id` (the administrator removing them); the content history keeps the changes with no author.
    async fn remove_user(&self, user_id: &str, heir_id: &str) -> Result<Removal, sqlx::Error>;

    /// Replaces the password hash and revokes every refresh token of the user but those of the sign-in
    /// `keep_family` (the one asking), in one transaction: every other session ends. False when there is
    /// no such user.
    async fn change_password(
        &self,
        user_id: &str,
        password_hash: &str,
        keep_family: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error>;

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
}

const USER_COLUMNS: &str = "id, username, email, full_name, password_hash, role, created_at, updated_at";

#[async_trait]
impl UserStore for Db {
    async fn create_user(&self, user: &NewUser<'_>) -> Result<User, sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "INSERT INTO users ({USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING {USER_COLUMNS}"
        );
        db_run!(&self.pool, |pool| {
            sqlx::query_as(&sql)
                .bind(user.id)
                .bind(user.username)
                .bind(user.email)
                .bind(user.full_name)
                .bind(user.password_hash)
                .bind(user.role.as_str())
                .bind(Timestamp(user.now))
                .fetch_one(pool)
                .await
        })
    }

    async fn find_user_by_login(&self, login: &str) -> Result<Option<User>, sqlx::Error> {
        // Names are ASCII, so the database's case folding and to_ascii_lowercase() agree, and the
        // case-insensitive unique indexes serve both sides of the OR.
        let login = login.to_ascii_lowercase();
        let (username, email) = (self.dialect.ci("username"), self.dialect.ci("email"));
        let sql = format!(
            "SELECT {USER_COLUMNS} FROM users WHERE {username} = $1 OR {email} = $1 ORDER BY {username} = $1 DESC LIMIT 1"
        );
        db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(&login).fetch_optional(pool).await)
    }

    async fn find_user(&self, id: &str) -> Result<Option<User>, sqlx::Error> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
        db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)
    }

    async fn find_session_user(
        &self,
        user_id: &str,
        family_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<User>, sqlx::Error> {
        // A family is live while its newest token is: rotation marks the old one replaced, and every
        // revocation (sign-out, replay, password reset) marks them all revoked.
        let sql = format!(
            "SELECT {USER_COLUMNS} FROM users WHERE id = $1 AND EXISTS (SELECT 1 FROM refresh_tokens t \
             WHERE t.family_id = $2 AND t.user_id = users.id AND t.revoked_at IS NULL \
             AND t.replaced_at IS NULL AND t.expires_at > $3)"
        );
        db_run!(&self.pool, |pool| {
            sqlx::query_as(&sql).bind(user_id).bind(family_id).bind(Timestamp(now)).fetch_optional(pool).await
        })
    }

    async fn admin_exists(&self) -> Result<bool, sqlx::Error> {
        let sql = "SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin')";
        db_run!(&self.pool, |pool| sqlx::query_scalar(sql).fetch_one(pool).await)
    }

    async fn list_users(&self) -> Result<Vec<User>, sqlx::Error> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users ORDER BY created_at, id");
        db_run!(&self.pool, |pool| sqlx::query_as(&sql).fetch_all(pool).await)
    }

    async fn remove_user(&self, user_id: &str, heir_id: &str) -> Result<Removal, sqlx::Error> {
        let _turn = self.write_turn().await;
        let begin = self.dialect.begin_writing();
        let locks = self.dialect.scope_locks("sankalp users", &["administrators"]);
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            for sql in &locks {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let role: Option<String> = sqlx::query_scalar("SELECT role FROM users WHERE id = $1")
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(role) = role else {
                tx.rollback().await?;
                return Ok(Removal::NotFound);
            };
            if Role::parse(&role) == Role::Admin {
                let admins: i64 =
                    sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE role = 'admin'").fetch_one(&mut *tx).await?;
                if admins <= 1 {
                    tx.rollback().await?;
                    return Ok(Removal::LastAdmin);
                }
            }
            sqlx::query("UPDATE video_posts SET owner_id = $1 WHERE owner_id = $2")
                .bind(heir_id)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            // Refresh tokens cascade; the history's `changed_by` is set to NULL by its foreign key.
            sqlx::query("DELETE FROM users WHERE id = $1").bind(user_id).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(Removal::Removed)
        })
    }

    async fn change_password(
        &self,
        user_id: &str,
        password_hash: &str,
        keep_family: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error> {
        let _turn = self.write_turn().await;
        let now = Timestamp(now);
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            let updated = sqlx::query("UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3")
                .bind(password_hash)
                .bind(now)
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            sqlx::query(
                "UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND family_id <> $3",
            )
            .bind(now)
            .bind(user_id)
            .bind(keep_family)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(updated == 1)
        })
    }

    async fn set_password(&self, user_id: &str, password_hash: &str, now: DateTime<Utc>) -> Result<bool, sqlx::Error> {
        let _turn = self.write_turn().await;
        let now = Timestamp(now);
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
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
        })
    }

    async fn insert_refresh_token(&self, token: &NewRefreshToken<'_>) -> Result<(), sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) \
                   VALUES ($1, $2, $3, $4, $5)";
        db_run!(&self.pool, |pool| {
            sqlx::query(sql)
                .bind(token.token_hash)
                .bind(token.user_id)
                .bind(token.family_id)
                .bind(Timestamp(token.expires_at))
                .bind(Timestamp(token.now))
                .execute(pool)
                .await
                .map(drop)
        })
    }

    async fn rotate_refresh_token(
        &self,
        old_hash: &str,
        new_hash: &str,
        new_expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Rotation, sqlx::Error> {
        let _turn = self.write_turn().await;
        let now = Timestamp(now);
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            // One conditional UPDATE decides the race: SQLite serialises writers, and in PostgreSQL a
            // concurrent caller waits on the row lock, re-reads the row, finds it replaced and updates
            // nothing.
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
                .bind(Timestamp(new_expires_at))
                .bind(now)
                .execute(&mut *tx)
                .await?;
                Rotation::Rotated { user_id, family_id }
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
        })
    }

    async fn revoke_refresh_family(
        &self,
        token_hash: &str,
        user_id: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "UPDATE refresh_tokens SET revoked_at = $1 WHERE revoked_at IS NULL AND family_id = \
                   (SELECT family_id FROM refresh_tokens WHERE token_hash = $2 AND user_id = $3)";
        let revoked = db_run!(&self.pool, |pool| {
            sqlx::query(sql).bind(Timestamp(now)).bind(token_hash).bind(user_id).execute(pool).await?.rows_affected()
        });
        Ok(revoked > 0)
    }

    async fn delete_expired_refresh_tokens(&self, before: DateTime<Utc>) -> Result<u64, sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "DELETE FROM refresh_tokens WHERE expires_at < $1";
        db_run!(&self.pool, |pool| Ok(sqlx::query(sql).bind(Timestamp(before)).execute(pool).await?.rows_affected()))
    }

    async fn reserve_login_attempt(
        &self,
        scopes: &[&str],
        limit: u32,
        since: DateTime<Utc>,
        now: DateTime<Utc>,
        prune_before: DateTime<Utc>,
    ) -> Result<Reservation, sqlx::Error> {
        let _turn = self.write_turn().await;
        let begin = self.dialect.begin_writing();
        let locks = self.dialect.scope_locks("sankalp login throttle", scopes);
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            for sql in &locks {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let mut free_at: Option<DateTime<Utc>> = None;
            for scope in scopes {
                // The `limit`-th newest attempt in the window, if there are that many: the scope is full
                // until it leaves the window. (PostgreSQL reads committed: each statement sees what the
                // previous lock holders committed.)
                let full: Option<Timestamp> = sqlx::query_scalar(
                    "SELECT failed_at FROM login_failures WHERE scope = $1 AND failed_at > $2 \
                     ORDER BY failed_at DESC LIMIT 1 OFFSET $3",
                )
                .bind(scope)
                .bind(Timestamp(since))
                .bind(i64::from(limit.max(1) - 1))
                .fetch_optional(&mut *tx)
                .await?;
                if let Some(Timestamp(at)) = full {
                    let at = at + (now - since);
                    free_at = Some(free_at.map_or(at, |f| f.max(at)));
                }
            }
            if let Some(free_at) = free_at {
                tx.rollback().await?;
                return Ok(Reservation::Throttled { free_at });
            }
            sqlx::query("DELETE FROM login_failures WHERE failed_at < $1")
                .bind(Timestamp(prune_before))
                .execute(&mut *tx)
                .await?;
            let mut ids = Vec::with_capacity(scopes.len());
            for scope in scopes {
                let id: i64 =
                    sqlx::query_scalar("INSERT INTO login_failures (scope, failed_at) VALUES ($1, $2) RETURNING id")
                        .bind(scope)
                        .bind(Timestamp(now))
                        .fetch_one(&mut *tx)
                        .await?;
                ids.push(id);
            }
            tx.commit().await?;
            Ok(Reservation::Reserved(ids))
        })
    }

    async fn release_login_attempt(&self, ids: &[i64]) -> Result<(), sqlx::Error> {
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            for id in ids {
                sqlx::query("DELETE FROM login_failures WHERE id = $1").bind(id).execute(&mut *tx).await?;
            }
            tx.commit().await
        })
    }

    async fn clear_login_failures(&self, scope: &str) -> Result<(), sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "DELETE FROM login_failures WHERE scope = $1";
        db_run!(&self.pool, |pool| sqlx::query(sql).bind(scope).execute(pool).await.map(drop))
    }
}
