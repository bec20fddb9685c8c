use std::str::FromStr as _;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection as _, SqlitePool};

use super::posts::{thumbnails_from_json, thumbnails_to_json};
use super::{
    Dump, ImportError, LoginFailureRecord, NewRefreshToken, NewUser, NewVideoPost, PostChanges, PostMedia, PostOwner,
    RefreshTokenRecord, Reservation, Role, Rotation, Store, User, VideoPost, Visibility,
};

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
    created_at: String,
    updated_at: String,
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
            created_at: parse_ts(&self.created_at)?,
            updated_at: parse_ts(&self.updated_at)?,
        })
    }
}

const POST_SELECT: &str = "SELECT p.id, p.title, p.description, p.video_key, p.thumbnails, p.duration_secs, p.views, \
                           p.is_published, p.owner_id, u.username AS owner_username, \
                           u.full_name AS owner_full_name, p.created_at, p.updated_at \
                           FROM video_posts p JOIN users u ON u.id = p.owner_id";

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

    async fn find_session_user(
        &self,
        user_id: &str,
        family_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<User>, sqlx::Error> {
        // A family is live while its newest token is: rotation marks the old one replaced, and every
        // revocation (sign-out, replay, password reset) marks them all revoked.
        sqlx::query_as::<_, UserRow>(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE id = ?1 AND EXISTS (SELECT 1 FROM refresh_tokens t \
             WHERE t.family_id = ?2 AND t.user_id = users.id AND t.revoked_at IS NULL \
             AND t.replaced_at IS NULL AND t.expires_at > ?3)"
        ))
        .bind(user_id)
        .bind(family_id)
        .bind(ts(now))
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
            Rotation::Rotated { user_id, family_id }
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

    async fn reserve_login_attempt(
        &self,
        scopes: &[&str],
        limit: u32,
        since: DateTime<Utc>,
        now: DateTime<Utc>,
        prune_before: DateTime<Utc>,
    ) -> Result<Reservation, sqlx::Error> {
        // IMMEDIATE takes the write lock before the first read: the counts below cannot go stale before
        // the inserts, and a waiting caller waits on the busy timeout instead of failing on a stale
        // snapshot as a deferred transaction upgraded to a writer would.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let mut free_at: Option<DateTime<Utc>> = None;
        for scope in scopes {
            // The `limit`-th newest attempt in the window, if there are that many: the scope is full
            // until it leaves the window.
            let full: Option<String> = sqlx::query_scalar(
                "SELECT failed_at FROM login_failures WHERE scope = ? AND failed_at > ? \
                 ORDER BY failed_at DESC LIMIT 1 OFFSET ?",
            )
            .bind(scope)
            .bind(ts(since))
            .bind(i64::from(limit.max(1) - 1))
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(at) = full {
                let at = parse_ts(&at)? + (now - since);
                free_at = Some(free_at.map_or(at, |f| f.max(at)));
            }
        }
        if let Some(free_at) = free_at {
            tx.rollback().await?;
            return Ok(Reservation::Throttled { free_at });
        }
        sqlx::query("DELETE FROM login_failures WHERE failed_at < ?").bind(ts(prune_before)).execute(&mut *tx).await?;
        let mut ids = Vec::with_capacity(scopes.len());
        for scope in scopes {
            let id: i64 =
                sqlx::query_scalar("INSERT INTO login_failures (scope, failed_at) VALUES (?, ?) RETURNING id")
                    .bind(scope)
                    .bind(ts(now))
                    .fetch_one(&mut *tx)
                    .await?;
            ids.push(id);
        }
        tx.commit().await?;
        Ok(Reservation::Reserved(ids))
    }

    async fn release_login_attempt(&self, ids: &[i64]) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        for id in ids {
            sqlx::query("DELETE FROM login_failures WHERE id = ?").bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await
    }

    async fn clear_login_failures(&self, scope: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_failures WHERE scope = ?").bind(scope).execute(&self.pool).await.map(drop)
    }

    async fn insert_video_post(&self, post: &NewVideoPost<'_>) -> Result<VideoPost, sqlx::Error> {
        let now = ts(post.now);
        sqlx::query(
            "INSERT INTO video_posts (id, title, description, video_key, thumbnails, duration_secs, views, \
             is_published, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)",
        )
        .bind(post.id)
        .bind(post.title)
        .bind(post.description)
        .bind(post.video_key)
        .bind(thumbnails_to_json(post.thumbnails))
        .bind(post.duration_secs)
        .bind(post.is_published)
        .bind(post.owner_id)
        .bind(&now)
        .bind(&now)
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
            Visibility::PublishedOnly => " WHERE p.is_published = 1",
            Visibility::All => "",
        };
        // One round trip: the page's rows carry the total (counted on the covering index), so an
        // uncached page holds a pooled connection once rather than twice. A page past the end has no
        // row to carry it and counts on its own.
        let rows = sqlx::query_as::<_, PageRow>(&format!(
            "SELECT page.*, (SELECT COUNT(*) FROM video_posts p{filter}) AS total \
             FROM ({POST_SELECT}{filter} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?) page \
             ORDER BY page.created_at DESC, page.id DESC"
        ))
        .bind(limit.unwrap_or(-1))
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
        sqlx::query_as::<_, PostRow>(&format!("{POST_SELECT} WHERE p.id = ?"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .map(PostRow::into_post)
            .transpose()
    }

    async fn add_video_post_view(&self, id: &str) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar("UPDATE video_posts SET views = views + 1 WHERE id = ? AND is_published = 1 RETURNING views")
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
            "UPDATE video_posts SET title = COALESCE(?, title), description = COALESCE(?, description), \
             is_published = COALESCE(?, is_published), updated_at = ? WHERE id = ?",
        )
        .bind(changes.title.as_deref())
        .bind(changes.description.as_deref())
        .bind(changes.is_published)
        .bind(ts(now))
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
            sqlx::query_as("DELETE FROM video_posts WHERE id = ? RETURNING id, video_key, thumbnails")
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
        // One read transaction: in WAL mode its first read fixes the snapshot every later read sees.
        let mut tx = self.pool.begin().await?;
        let dump = export_on(&mut tx).await?;
        tx.commit().await?;
        Ok(dump)
    }

    async fn import_all(&self, dump: &Dump) -> Result<(), ImportError> {
        let mut conn = self.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        let present = export_on(&mut tx).await?;
        if !present.is_empty() {
            return Err(ImportError::NotEmpty(present.describe_counts()));
        }
        for u in &dump.users {
            sqlx::query(&format!("INSERT INTO users ({USER_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"))
                .bind(&u.id)
                .bind(&u.username)
                .bind(&u.email)
                .bind(&u.full_name)
                .bind(&u.password_hash)
                .bind(u.role.as_str())
                .bind(ts(u.created_at))
                .bind(ts(u.updated_at))
                .execute(&mut *tx)
                .await?;
        }
        for t in &dump.refresh_tokens {
            sqlx::query(
                "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, \
                 created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(&t.token_hash)
            .bind(&t.user_id)
            .bind(&t.family_id)
            .bind(ts(t.expires_at))
            .bind(t.revoked_at.map(ts))
            .bind(t.replaced_at.map(ts))
            .bind(ts(t.created_at))
            .execute(&mut *tx)
            .await?;
        }
        for f in &dump.login_failures {
            sqlx::query("INSERT INTO login_failures (scope, failed_at) VALUES (?, ?)")
                .bind(&f.scope)
                .bind(ts(f.failed_at))
                .execute(&mut *tx)
                .await?;
        }
        for p in &dump.video_posts {
            sqlx::query(
                "INSERT INTO video_posts (id, title, description, video_key, thumbnails, duration_secs, views, \
                 is_published, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
            .bind(ts(p.created_at))
            .bind(ts(p.updated_at))
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

type TokenRow = (String, String, String, String, Option<String>, Option<String>, String);

async fn export_on(conn: &mut SqliteConnection) -> Result<Dump, sqlx::Error> {
    let users = sqlx::query_as::<_, UserRow>(&format!("SELECT {USER_COLUMNS} FROM users"))
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(UserRow::into_user)
        .collect::<Result<_, _>>()?;
    let tokens: Vec<TokenRow> = sqlx::query_as(
        "SELECT token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, created_at FROM refresh_tokens",
    )
    .fetch_all(&mut *conn)
    .await?;
    let refresh_tokens = tokens
        .into_iter()
        .map(|(token_hash, user_id, family_id, expires_at, revoked_at, replaced_at, created_at)| {
            Ok(RefreshTokenRecord {
                token_hash,
                user_id,
                family_id,
                expires_at: parse_ts(&expires_at)?,
                revoked_at: revoked_at.as_deref().map(parse_ts).transpose()?,
                replaced_at: replaced_at.as_deref().map(parse_ts).transpose()?,
                created_at: parse_ts(&created_at)?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    let failures: Vec<(String, String)> =
        sqlx::query_as("SELECT scope, failed_at FROM login_failures").fetch_all(&mut *conn).await?;
    let login_failures = failures
        .into_iter()
        .map(|(scope, failed_at)| Ok(LoginFailureRecord { scope, failed_at: parse_ts(&failed_at)? }))
        .collect::<Result<_, sqlx::Error>>()?;
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
