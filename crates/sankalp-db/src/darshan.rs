//! What the store keeps about daily darshan video posts, and the one implementation of its queries
//! for both backends.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::Db;
use crate::content::BUMP;
use crate::dialect::{Timestamp, db_run};

/// One stored thumbnail variant: its width in pixels and its media key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThumbnailRef {
    pub width: u32,
    pub key: String,
}

/// The public face of a post's author.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostOwner {
    pub id: String,
    pub username: String,
    pub full_name: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct VideoPost {
    /// Also the media id of the post's files.
    pub id: String,
    pub title: String,
    /// Sanitised HTML.
    pub description: String,
    pub video_key: String,
    /// Narrowest first.
    pub thumbnails: Vec<ThumbnailRef>,
    pub duration_secs: f64,
    pub views: i64,
    pub is_published: bool,
    pub owner: PostOwner,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl VideoPost {
    /// Every media key the post names.
    pub fn media_keys(&self) -> Vec<String> {
        PostMedia::keys_of(&self.video_key, &self.thumbnails)
    }
}

pub struct NewVideoPost<'a> {
    pub id: &'a str,
    pub title: &'a str,
    pub description: &'a str,
    pub video_key: &'a str,
    pub thumbnails: &'a [ThumbnailRef],
    pub duration_secs: f64,
    pub is_published: bool,
    pub owner_id: &'a str,
    pub now: DateTime<Utc>,
}

/// A partial update; `None` leaves the column as it is.
#[derive(Debug, Default, Clone)]
pub struct PostChanges {
    pub title: Option<String>,
    pub description: Option<String>,
    pub is_published: Option<bool>,
    /// A new video, already stored under a fresh key: the key and its duration in seconds.
    pub video: Option<(String, f64)>,
    /// New thumbnail variants, already stored under fresh keys, narrowest first.
    pub thumbnails: Option<Vec<ThumbnailRef>>,
}

/// A post as an update left it, and the media keys the row named before and names no more (to remove
/// once the update is committed).
#[derive(Debug, Clone, PartialEq)]
pub struct UpdatedPost {
    pub post: VideoPost,
    pub replaced_keys: Vec<String>,
}

/// Which posts a listing covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    PublishedOnly,
    All,
}

/// The media keys one row names (for deletion and start-up repair).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostMedia {
    pub id: String,
    pub keys: Vec<String>,
}

impl PostMedia {
    pub fn keys_of(video_key: &str, thumbnails: &[ThumbnailRef]) -> Vec<String> {
        std::iter::once(video_key.to_owned()).chain(thumbnails.iter().map(|t| t.key.clone())).collect()
    }
}

#[derive(sqlx::FromRow)]
struct MediaRow {
    id: String,
    video_key: String,
    thumbnails: String,
}

impl MediaRow {
    fn into_media(self) -> Result<PostMedia, sqlx::Error> {
        let keys = PostMedia::keys_of(&self.video_key, &thumbnails_from_json(&self.thumbnails)?);
        Ok(PostMedia { id: self.id, keys })
    }
}

fn thumbnails_to_json(thumbnails: &[ThumbnailRef]) -> String {
    serde_json::to_string(thumbnails).expect("thumbnail references serialise")
}

fn thumbnails_from_json(text: &str) -> Result<Vec<ThumbnailRef>, sqlx::Error> {
    serde_json::from_str(text).map_err(|err| sqlx::Error::Decode(format!("bad thumbnails column: {err}").into()))
}

/// A `video_posts` row joined with its owner.
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
    created_at: Timestamp,
    updated_at: Timestamp,
}

impl PostRow {
    /// The row as rusqlite reads it (`inline.rs`): the columns by their place in [`POST_SELECT`].
    fn from_sqlite(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(0)?,
            title: row.get(1)?,
            description: row.get(2)?,
            video_key: row.get(3)?,
            thumbnails: row.get(4)?,
            duration_secs: row.get(5)?,
            views: row.get(6)?,
            is_published: row.get(7)?,
            owner_id: row.get(8)?,
            owner_username: row.get(9)?,
            owner_full_name: row.get(10)?,
            created_at: row.get(11)?,
            updated_at: row.get(12)?,
        })
    }

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
            created_at: self.created_at.0,
            updated_at: self.updated_at.0,
        })
    }
}

/// A post's columns with its owner's, from `video_posts p` and `users u` (as [`PostRow`] reads them).
macro_rules! post_columns {
    () => {
        "p.id, p.title, p.description, p.video_key, p.thumbnails, p.duration_secs, p.views, \
         p.is_published, p.owner_id, u.username AS owner_username, u.full_name AS owner_full_name, \
         p.created_at, p.updated_at"
    };
}

/// A page of posts on SQLite on the caller's thread (`inline.rs`), in one read transaction (one snapshot):
/// the page's ids from the index alone (the rows an offset skips are never read), each joined by its key
/// to its row and owner, in one statement; then the count on the same index. Through sqlx one statement
/// does both, to spare round trips; there it reads and joins every skipped row and sorts the page in a
/// temporary b-tree. The outer `Result` is the read's (any error: read through sqlx); the inner, a stored
/// row that does not decode.
fn page_inline(
    conn: &rusqlite::Connection,
    visibility: Visibility,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<Result<(Vec<VideoPost>, i64), sqlx::Error>> {
    // The ids come first (`CROSS JOIN` keeps them the outer loop, a co-routine walking the index in its
    // order), and each is then joined by key: no row the offset skips is read and nothing is sorted by
    // SQLite. The page is put in order below all the same, so its order never rests on the plan.
    macro_rules! page {
        ($filter:literal) => {
            concat!(
                "SELECT ",
                post_columns!(),
                " FROM (SELECT id FROM video_posts ",
                $filter,
                " ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2) AS page \
                 CROSS JOIN video_posts p ON p.id = page.id JOIN users u ON u.id = p.owner_id"
            )
        };
    }
    let (page, count) = match visibility {
        Visibility::PublishedOnly => {
            (page!("WHERE is_published = TRUE"), "SELECT COUNT(*) FROM video_posts WHERE is_published = TRUE")
        }
        Visibility::All => (page!(""), "SELECT COUNT(*) FROM video_posts"),
    };
    let tx = conn.unchecked_transaction()?;
    let mut rows = tx
        .prepare_cached(page)?
        .query_map([limit, offset], PostRow::from_sqlite)?
        .collect::<rusqlite::Result<Vec<PostRow>>>()?;
    // Newest first, ties by id, as the index orders them (times are fixed-width text, see the migration).
    rows.sort_by(|a, b| (b.created_at.0, &b.id).cmp(&(a.created_at.0, &a.id)));
    let total: i64 = tx.prepare_cached(count)?.query_row([], |row| row.get(0))?;
    tx.commit()?;
    Ok(rows.into_iter().map(PostRow::into_post).collect::<Result<Vec<_>, _>>().map(|posts| (posts, total)))
}

/// A post of a listed page, with the number of posts on every page.
#[derive(sqlx::FromRow)]
struct PageRow {
    #[sqlx(flatten)]
    post: PostRow,
    total: i64,
}

const POST_SELECT: &str = concat!("SELECT ", post_columns!(), " FROM video_posts p JOIN users u ON u.id = p.owner_id");

#[async_trait]
pub trait DarshanStore: Send + Sync {
    // Posts are on rendered pages: the three writes below raise the content version in the transaction
    // that stores the change, so no instance can miss one (a counted view is not a change of a page).

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
    ) -> Result<Option<VideoPost>, sqlx::Error> {
        Ok(self.update_video_post_replacing(id, changes, now).await?.map(|updated| updated.post))
    }

    /// [`update_video_post`](Self::update_video_post), also answering the media keys the row no longer
    /// names, read in the transaction of the update (so two replacements of one post never both miss
    /// the key the other replaced).
    async fn update_video_post_replacing(
        &self,
        id: &str,
        changes: &PostChanges,
        now: DateTime<Utc>,
    ) -> Result<Option<UpdatedPost>, sqlx::Error>;

    /// Removes the row and returns the media keys it named; `None` when there is no such post.
    async fn delete_video_post(&self, id: &str) -> Result<Option<PostMedia>, sqlx::Error>;

    /// The media keys of every post, for start-up repair.
    async fn video_post_media(&self) -> Result<Vec<PostMedia>, sqlx::Error>;
}

#[async_trait]
impl DarshanStore for Db {
    async fn insert_video_post(&self, post: &NewVideoPost<'_>) -> Result<VideoPost, sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "INSERT INTO video_posts (id, title, description, video_key, thumbnails, duration_secs, views, \
                   is_published, owner_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $9)";
        let begin = self.dialect.begin_writing();
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            sqlx::query(sql)
                .bind(post.id)
                .bind(post.title)
                .bind(post.description)
                .bind(post.video_key)
                .bind(thumbnails_to_json(post.thumbnails))
                .bind(post.duration_secs)
                .bind(post.is_published)
                .bind(post.owner_id)
                .bind(Timestamp(post.now))
                .execute(&mut *tx)
                .await?;
            sqlx::query(BUMP).bind(Timestamp(post.now)).execute(&mut *tx).await?;
            tx.commit().await
        })?;
        self.find_video_post(post.id).await?.ok_or(sqlx::Error::RowNotFound)
    }

    async fn list_video_posts(
        &self,
        visibility: Visibility,
        limit: Option<i64>,
        offset: i64,
    ) -> Result<(Vec<VideoPost>, i64), sqlx::Error> {
        // A page of the feed (a few rows) is read on this thread on SQLite (`inline.rs`); every post at
        // once (the pages' content) is not.
        if let Some(limit) = limit
            && let Some(page) =
                self.inline.as_ref().and_then(|reads| reads.read(|conn| page_inline(conn, visibility, limit, offset)))
        {
            return page;
        }
        let filter = match visibility {
            Visibility::PublishedOnly => " WHERE p.is_published = TRUE",
            Visibility::All => "",
        };
        // One round trip: the page's rows carry the total (counted on the covering index), so an
        // uncached page holds a pooled connection once rather than twice. A page past the end has no
        // row to carry it and counts on its own.
        let page = format!(
            "SELECT page.*, (SELECT COUNT(*) FROM video_posts p{filter}) AS total \
             FROM ({POST_SELECT}{filter} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2) page \
             ORDER BY page.created_at DESC, page.id DESC"
        );
        let count = format!("SELECT COUNT(*) FROM video_posts p{filter}");
        // Both backends take the largest BIGINT as "no limit" (SQLite has no LIMIT ALL, PostgreSQL no -1).
        let limit = limit.unwrap_or(i64::MAX);
        let rows: Vec<PageRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(&page).bind(limit).bind(offset).fetch_all(pool).await?);
        let total = match rows.first() {
            Some(row) => row.total,
            None => db_run!(&self.pool, |pool| sqlx::query_scalar(&count).fetch_one(pool).await?),
        };
        let posts = rows.into_iter().map(|row| row.post.into_post()).collect::<Result<_, _>>()?;
        Ok((posts, total))
    }

    async fn find_video_post(&self, id: &str) -> Result<Option<VideoPost>, sqlx::Error> {
        let sql = format!("{POST_SELECT} WHERE p.id = $1");
        let row: Option<PostRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        row.map(PostRow::into_post).transpose()
    }

    async fn add_video_post_view(&self, id: &str) -> Result<Option<i64>, sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "UPDATE video_posts SET views = views + 1 WHERE id = $1 AND is_published = TRUE RETURNING views";
        db_run!(&self.pool, |pool| sqlx::query_scalar(sql).bind(id).fetch_optional(pool).await)
    }

    async fn update_video_post_replacing(
        &self,
        id: &str,
        changes: &PostChanges,
        now: DateTime<Utc>,
    ) -> Result<Option<UpdatedPost>, sqlx::Error> {
        let _turn = self.write_turn().await;
        let before = "SELECT id, video_key, thumbnails FROM video_posts WHERE id = $1";
        let sql = "UPDATE video_posts SET title = COALESCE($1, title), description = COALESCE($2, description), \
                   is_published = COALESCE($3, is_published), video_key = COALESCE($4, video_key), \
                   duration_secs = COALESCE($5, duration_secs), thumbnails = COALESCE($6, thumbnails), \
                   updated_at = $7 WHERE id = $8";
        let begin = self.dialect.begin_writing();
        // PostgreSQL: one writer of a post's media at a time, so the keys read below are the ones replaced.
        let locks = self.dialect.scope_locks("sankalp video post", &[id]);
        let (video_key, duration) = match &changes.video {
            Some((key, duration)) => (Some(key.as_str()), Some(*duration)),
            None => (None, None),
        };
        let thumbnails = changes.thumbnails.as_deref().map(thumbnails_to_json);
        let old: Option<MediaRow> = db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            for lock in &locks {
                sqlx::query(lock).execute(&mut *tx).await?;
            }
            let old: Option<MediaRow> = sqlx::query_as(before).bind(id).fetch_optional(&mut *tx).await?;
            if old.is_some() {
                sqlx::query(sql)
                    .bind(changes.title.as_deref())
                    .bind(changes.description.as_deref())
                    .bind(changes.is_published)
                    .bind(video_key)
                    .bind(duration)
                    .bind(thumbnails.as_deref())
                    .bind(Timestamp(now))
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query(BUMP).bind(Timestamp(now)).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            old
        });
        let Some(old) = old else { return Ok(None) };
        let old = old.into_media()?;
        let Some(post) = self.find_video_post(id).await? else { return Ok(None) };
        let now_named = post.media_keys();
        let replaced_keys = old.keys.into_iter().filter(|key| !now_named.contains(key)).collect();
        Ok(Some(UpdatedPost { post, replaced_keys }))
    }

    async fn delete_video_post(&self, id: &str) -> Result<Option<PostMedia>, sqlx::Error> {
        let _turn = self.write_turn().await;
        let sql = "DELETE FROM video_posts WHERE id = $1 RETURNING id, video_key, thumbnails";
        let begin = self.dialect.begin_writing();
        let row: Option<MediaRow> = db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            let row: Option<MediaRow> = sqlx::query_as(sql).bind(id).fetch_optional(&mut *tx).await?;
            if row.is_some() {
                sqlx::query(BUMP).bind(Timestamp(Utc::now())).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            row
        });
        row.map(MediaRow::into_media).transpose()
    }

    async fn video_post_media(&self) -> Result<Vec<PostMedia>, sqlx::Error> {
        let sql = "SELECT id, video_key, thumbnails FROM video_posts";
        let rows: Vec<MediaRow> = db_run!(&self.pool, |pool| sqlx::query_as(sql).fetch_all(pool).await?);
        rows.into_iter().map(MediaRow::into_media).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{NewUser, Role, UserStore};

    /// A page of the feed read on the caller's thread (`inline.rs`) is the page sqlx reads, with the
    /// same total, before the end, at its end and past it, of the published posts and of all.
    #[tokio::test]
    async fn an_inline_page_of_posts_is_the_page_sqlx_reads() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let db = Db::open_sqlite(&url).await.unwrap();
        let mut plain = Db::open_sqlite(&url).await.unwrap();
        plain.inline = None;
        let t0: DateTime<Utc> = "2026-11-27T06:00:00Z".parse().unwrap();
        let user = NewUser {
            id: "u-1",
            username: "priest",
            email: "priest@example.org",
            full_name: "Pandit Rao",
            password_hash: "x",
            role: Role::Admin,
            now: t0,
        };
        db.create_user(&user).await.unwrap();
        let thumbnails = [ThumbnailRef { width: 480, key: "thumbs/a-480.webp".into() }];
        for i in 0..5 {
            let id = format!("p-{i}");
            let title = format!("Darshan {i}");
            let post = NewVideoPost {
                id: &id,
                title: &title,
                description: "<p>Aarti</p>",
                video_key: "videos/a.mp4",
                thumbnails: &thumbnails,
                duration_secs: 12.5,
                is_published: i != 2,
                owner_id: "u-1",
                // The last two at one time: their order is the ids'.
                now: t0 + chrono::Duration::minutes(i.min(3)),
            };
            db.insert_video_post(&post).await.unwrap();
        }
        for visibility in [Visibility::PublishedOnly, Visibility::All] {
            for offset in [0, 2, 4, 9] {
                let inline = db.list_video_posts(visibility, Some(2), offset).await.unwrap();
                let sqlx = plain.list_video_posts(visibility, Some(2), offset).await.unwrap();
                assert!(inline == sqlx, "{visibility:?} from {offset}: {inline:?} against {sqlx:?}");
            }
        }
        let (first, total) = db.list_video_posts(Visibility::PublishedOnly, Some(2), 0).await.unwrap();
        assert_eq!(total, 4);
        let titles: Vec<&str> = first.iter().map(|p| p.title.as_str()).collect();
        assert_eq!(titles, ["Darshan 4", "Darshan 3"]);
        assert_eq!((first[0].duration_secs, first[0].owner.full_name.as_str()), (12.5, "Pandit Rao"));
        assert_eq!(first[0].thumbnails, thumbnails);
        // The inline connection really answered (a read only it could make fails over to sqlx).
        let reads = db.inline.as_ref().unwrap();
        assert_eq!(reads.read(|conn| conn.query_row("SELECT COUNT(*) FROM video_posts", [], |r| r.get(0))), Some(5));
    }
}
