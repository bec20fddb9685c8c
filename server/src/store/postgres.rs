use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sha2::{Digest as _, Sha256};
use sqlx::postgres::{PgConnection, PgPoolOptions};
use sqlx::{Connection as _, PgPool};

use super::posts::{thumbnails_from_json, thumbnails_to_json};
use super::{
    Dump, ImportError, LoginFailureRecord, NewRefreshToken, NewUser, NewVideoPost, PostChanges, PostMedia, PostOwner,
    RefreshTokenRecord, Reservation, Role, Rotation, Store, User, VideoPost, Visibility,
};

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

/// A post of a listed page, with the number of posts on every page.
#[derive(sqlx::FromRow)]
struct PageRow {
    #[sqlx(flatten)]
    post: PostRow,
    total: i64,
}

#[derive(sqlx::FromRow)]
struct PostRow {
    id: String,
    title: String,
    description: String,
    video_key: String,
    thumbnails: String,
    duration_secs: f64,
    views: i64,
    is_published: bool,
    owner_id: String,
    owner_username: String,
    owner_full_name: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl PostRow {
    fn into_post(self) -> Result<VideoPost, sqlx::Error> {
        Ok(VideoPost {
            id: self.id,
            title: self.title,
            description: self.description,
            video_key: self.video_key,
            thumbnails: thumbnails_from_json(&self.thumbnails)?,
            duration_secs: self.duration_secs,
            views: self.views,
            is_published: self.is_published,
            owner: PostOwner { id: self.owner_id, username: self.owner_username, full_name: self.owner_full_name },
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

const POST_SELECT: &str = "SELECT p.id, p.title, p.description, p.video_key, p.thumbnails, p.duration_secs, p.views, \
                           p.is_published, p.owner_id, u.username AS owner_username, \
                           u.full_name AS owner_full_name, p.created_at, p.updated_at \
                           FROM video_posts p JOIN users u ON u.id = p.owner_id";

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

    async fn find_session_user(
        &self,
        user_id: &str,
        family_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<User>, sqlx::Error> {
        // A family is live while its newest token is: rotation marks the old one replaced, and every
        // revocation (sign-out, replay, password reset) marks them all revoked.
        sqlx::query_as::<_, UserRow>(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE id = $1 AND EXISTS (SELECT 1 FROM refresh_tokens t \
             WHERE t.family_id = $2 AND t.user_id = users.id AND t.revoked_at IS NULL \
             AND t.replaced_at IS NULL AND t.expires_at > $3)"
        ))
        .bind(user_id)
        .bind(family_id)
        .bind(now)
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

    async fn reserve_login_attempt(
        &self,
        scopes: &[&str],
        limit: u32,
        since: DateTime<Utc>,
        now: DateTime<Utc>,
        prune_before: DateTime<Utc>,
    ) -> Result<Reservation, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        // One advisory lock per scope, held to the end of the transaction, serialises the count and the
        // insert of everyone reserving in that scope, on every instance. Taken in ascending key order,
        // so two callers with overlapping scopes cannot deadlock.
        let mut keys: Vec<i64> = scopes.iter().map(|scope| advisory_lock_key(scope)).collect();
        keys.sort_unstable();
        keys.dedup();
        for key in keys {
            sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(key).execute(&mut *tx).await?;
        }
        let mut free_at: Option<DateTime<Utc>> = None;
        for scope in scopes {
            // Read committed: each statement sees what the previous lock holders committed.
            let full: Option<DateTime<Utc>> = sqlx::query_scalar(
                "SELECT failed_at FROM login_failures WHERE scope = $1 AND failed_at > $2 \
                 ORDER BY failed_at DESC LIMIT 1 OFFSET $3",
            )
            .bind(scope)
            .bind(since)
            .bind(i64::from(limit.max(1) - 1))
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(at) = full {
                let at = at + (now - since);
                free_at = Some(free_at.map_or(at, |f| f.max(at)));
            }
        }
        if let Some(free_at) = free_at {
            tx.rollback().await?;
            return Ok(Reservation::Throttled { free_at });
        }
        sqlx::query("DELETE FROM login_failures WHERE failed_at < $1").bind(prune_before).execute(&mut *tx).await?;
        let mut ids = Vec::with_capacity(scopes.len());
        for scope in scopes {
            let id: i64 =
                sqlx::query_scalar("INSERT INTO login_failures (scope, failed_at) VALUES ($1, $2) RETURNING id")
                    .bind(scope)
                    .bind(now)
                    .fetch_one(&mut *tx)
                    .await?;
            ids.push(id);
        }
        tx.commit().await?;
        Ok(Reservation::Reserved(ids))
    }

    async fn release_login_attempt(&self, ids: &[i64]) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_failures WHERE id = ANY($1)").bind(ids).execute(&self.pool).await.map(drop)
    }

    async fn clear_login_failures(&self, scope: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_failures WHERE scope = $1").bind(scope).execute(&self.pool).await.map(drop)
    }

    async fn insert_video_post(&self, post: &NewVideoPost<'_>) -> Result<VideoPost, sqlx::Error> {
        sqlx::query(
            "INSERT INTO video_posts (id, title, description, video_key, thumbnails, duration_secs, views, \
             is_published, owner_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $9)",
        )
        .bind(post.id)
        .bind(post.title)
        .bind(post.description)
        .bind(post.video_key)
        .bind(thumbnails_to_json(post.thumbnails))
        .bind(post.duration_secs)
        .bind(post.is_published)
        .bind(post.owner_id)
        .bind(post.now)
        .execute(&self.pool)
        .await?;
        self.find_video_post(post.id).await?.ok_or(sqlx::Error::RowNotFound)
    }

    async fn list_video_posts(
        &self,
        visibility: Visibility,
        limit: Option<i64>,
        offset: i64,
    ) -> Result<(Vec<VideoPost>, i64), sqlx::Error> {
        let filter = match visibility {
            Visibility::PublishedOnly => " WHERE p.is_published",
            Visibility::All => "",
        };
        // One round trip: the page's rows carry the total (counted on the covering index), so an
        // uncached page holds a pooled connection once rather than twice. A page past the end has no
        // row to carry it and counts on its own.
        let rows = sqlx::query_as::<_, PageRow>(&format!(
            "SELECT page.*, (SELECT COUNT(*) FROM video_posts p{filter}) AS total \
             FROM ({POST_SELECT}{filter} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2) page \
             ORDER BY page.created_at DESC, page.id DESC"
        ))
        .bind(limit)
        .bind(offset)
        .fetch_all(&self.pool)
        .await?;
        let total = match rows.first() {
            Some(row) => row.total,
            None => {
                sqlx::query_scalar(&format!("SELECT COUNT(*) FROM video_posts p{filter}")).fetch_one(&self.pool).await?
            }
        };
        let posts = rows.into_iter().map(|row| row.post.into_post()).collect::<Result<_, _>>()?;
        Ok((posts, total))
    }

    async fn find_video_post(&self, id: &str) -> Result<Option<VideoPost>, sqlx::Error> {
        sqlx::query_as::<_, PostRow>(&format!("{POST_SELECT} WHERE p.id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .map(PostRow::into_post)
            .transpose()
    }

    async fn add_video_post_view(&self, id: &str) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar("UPDATE video_posts SET views = views + 1 WHERE id = $1 AND is_published RETURNING views")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    async fn update_video_post(
        &self,
        id: &str,
        changes: &PostChanges,
        now: DateTime<Utc>,
    ) -> Result<Option<VideoPost>, sqlx::Error> {
        let updated = sqlx::query(
            "UPDATE video_posts SET title = COALESCE($1, title), description = COALESCE($2, description), \
             is_published = COALESCE($3, is_published), updated_at = $4 WHERE id = $5",
        )
        .bind(changes.title.as_deref())
        .bind(changes.description.as_deref())
        .bind(changes.is_published)
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if updated == 0 {
            return Ok(None);
        }
        self.find_video_post(id).await
    }

    async fn delete_video_post(&self, id: &str) -> Result<Option<PostMedia>, sqlx::Error> {
        let row: Option<(String, String, String)> =
            sqlx::query_as("DELETE FROM video_posts WHERE id = $1 RETURNING id, video_key, thumbnails")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        row.map(PostMedia::from_row).transpose()
    }

    async fn video_post_media(&self) -> Result<Vec<PostMedia>, sqlx::Error> {
        let rows: Vec<(String, String, String)> =
            sqlx::query_as("SELECT id, video_key, thumbnails FROM video_posts").fetch_all(&self.pool).await?;
        rows.into_iter().map(PostMedia::from_row).collect()
    }

    async fn export_all(&self) -> Result<Dump, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY").execute(&mut *tx).await?;
        let dump = export_on(&mut tx).await?;
        tx.commit().await?;
        Ok(dump)
    }

    async fn import_all(&self, dump: &Dump) -> Result<(), ImportError> {
        let mut conn = self.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        // Keeps a second import (or the site itself) from writing between the check and the commit.
        sqlx::query("LOCK TABLE users, refresh_tokens, login_failures, video_posts IN EXCLUSIVE MODE")
            .execute(&mut *tx)
            .await?;
        let present = export_on(&mut tx).await?;
        if !present.is_empty() {
            return Err(ImportError::NotEmpty(present.describe_counts()));
        }
        for u in &dump.users {
            sqlx::query(&format!("INSERT INTO users ({USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"))
                .bind(&u.id)
                .bind(&u.username)
                .bind(&u.email)
                .bind(&u.full_name)
                .bind(&u.password_hash)
                .bind(u.role.as_str())
                .bind(u.created_at)
                .bind(u.updated_at)
                .execute(&mut *tx)
                .await?;
        }
        for t in &dump.refresh_tokens {
            sqlx::query(
                "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, \
                 created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(&t.token_hash)
            .bind(&t.user_id)
            .bind(&t.family_id)
            .bind(t.expires_at)
            .bind(t.revoked_at)
            .bind(t.replaced_at)
            .bind(t.created_at)
            .execute(&mut *tx)
            .await?;
        }
        for f in &dump.login_failures {
            sqlx::query("INSERT INTO login_failures (scope, failed_at) VALUES ($1, $2)")
                .bind(&f.scope)
                .bind(f.failed_at)
                .execute(&mut *tx)
                .await?;
        }
        for p in &dump.video_posts {
            sqlx::query(
                "INSERT INTO video_posts (id, title, description, video_key, thumbnails, duration_secs, views, \
                 is_published, owner_id, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
            )
            .bind(&p.id)
            .bind(&p.title)
            .bind(&p.description)
            .bind(&p.video_key)
            .bind(thumbnails_to_json(&p.thumbnails))
            .bind(p.duration_secs)
            .bind(p.views)
            .bind(p.is_published)
            .bind(&p.owner.id)
            .bind(p.created_at)
            .bind(p.updated_at)
            .execute(&mut *tx)
            .await?;
        }
        let written = export_on(&mut tx).await?;
        if let Some(table) = written.first_difference(dump) {
            return Err(ImportError::Mismatch { table });
        }
        tx.commit().await?;
        Ok(())
    }
}

type TokenRow = (String, String, String, DateTime<Utc>, Option<DateTime<Utc>>, Option<DateTime<Utc>>, DateTime<Utc>);

async fn export_on(conn: &mut PgConnection) -> Result<Dump, sqlx::Error> {
    let users = sqlx::query_as::<_, UserRow>(&format!("SELECT {USER_COLUMNS} FROM users"))
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(User::from)
        .collect();
    let tokens: Vec<TokenRow> = sqlx::query_as(
        "SELECT token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, created_at FROM refresh_tokens",
    )
    .fetch_all(&mut *conn)
    .await?;
    let refresh_tokens =
        tokens
            .into_iter()
            .map(|(token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, created_at)| {
                RefreshTokenRecord { token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, created_at }
            })
            .collect();
    let failures: Vec<(String, DateTime<Utc>)> =
        sqlx::query_as("SELECT scope, failed_at FROM login_failures").fetch_all(&mut *conn).await?;
    let login_failures =
        failures.into_iter().map(|(scope, failed_at)| LoginFailureRecord { scope, failed_at }).collect();
    let video_posts = sqlx::query_as::<_, PostRow>(POST_SELECT)
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(PostRow::into_post)
        .collect::<Result<_, _>>()?;
    let mut dump = Dump { users, refresh_tokens, login_failures, video_posts };
    dump.sort();
    Ok(dump)
}

/// The advisory lock that guards one throttling scope: 64 bits of SHA-256 of the scope, in a namespace
/// of its own (so it cannot meet the lock `sqlx migrate` takes). Two scopes sharing a key only wait
/// for each other.
fn advisory_lock_key(scope: &str) -> i64 {
    let digest = Sha256::digest(format!("sankalp login throttle\0{scope}").as_bytes());
    i64::from_be_bytes(digest[..8].try_into().expect("8 bytes"))
}
