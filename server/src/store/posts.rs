//! What the store keeps about daily darshan video posts.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

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
    /// From the `(id, video_key, thumbnails)` columns, the same on every backend.
    pub(crate) fn from_row((id, video_key, thumbnails): (String, String, String)) -> Result<Self, sqlx::Error> {
        let keys = Self::keys_of(&video_key, &thumbnails_from_json(&thumbnails)?);
        Ok(Self { id, keys })
    }

    pub fn keys_of(video_key: &str, thumbnails: &[ThumbnailRef]) -> Vec<String> {
        std::iter::once(video_key.to_owned()).chain(thumbnails.iter().map(|t| t.key.clone())).collect()
    }
}

pub(crate) fn thumbnails_to_json(thumbnails: &[ThumbnailRef]) -> String {
    serde_json::to_string(thumbnails).expect("thumbnail references serialise")
}

pub(crate) fn thumbnails_from_json(text: &str) -> Result<Vec<ThumbnailRef>, sqlx::Error> {
    serde_json::from_str(text).map_err(|err| sqlx::Error::Decode(format!("bad thumbnails column: {err}").into()))
}
