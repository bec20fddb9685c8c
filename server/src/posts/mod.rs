//! Daily darshan video posts (DESIGN.md §5 "API" and "Uploads"): the public feed, the admin list,
//! one post, view counting, upload, edit and deletion.

pub mod repair;
pub mod upload;

use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::{DefaultBodyLimit, FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use axum::response::Response;
use axum::routing::{get, post};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

pub use self::repair::{ORPHAN_MIN_AGE, RepairReport, repair_media, repair_media_older_than};
use crate::AppState;
use crate::auth::AdminUser;
use crate::error::{AppError, AppResult, FieldError, ok};
use crate::json::Json;
use crate::media::MediaId;
use crate::media::sanitize::{clean_description, is_blank};
use crate::store::{PostChanges, User, VideoPost, Visibility};

/// Posts per page of the public feed unless `limit` says otherwise.
pub const DEFAULT_LIMIT: u32 = 10;
pub const MAX_LIMIT: u32 = 50;
pub const MAX_TITLE_CHARS: usize = 200;
/// Largest description accepted, in bytes of HTML as sent (before cleaning).
pub const MAX_DESCRIPTION_BYTES: usize = 100_000;
/// A PATCH body holds at most a description and two short fields.
const PATCH_BODY_LIMIT: usize = MAX_DESCRIPTION_BYTES + 16 * 1024;

pub const NOT_FOUND: &str = "Video post not found";

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/v1/video-posts", get(list_published))
        .route("/v1/video-posts/all", get(list_all))
        .route("/v1/video-posts/create", post(upload::create).layer(DefaultBodyLimit::max(upload::UPLOAD_BODY_LIMIT)))
        .route("/v1/video-posts/{id}", get(show).patch(update).delete(remove))
        .route("/v1/video-posts/{id}/views", post(count_view))
}

/// A media key as a URL path of this server.
pub fn media_url(key: &str) -> String {
    format!("/media/{key}")
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnerView {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    pub full_name: String,
}

#[derive(Debug, Serialize)]
pub struct ThumbnailView {
    pub width: u32,
    pub url: String,
}

/// A post as the API shows it (DESIGN.md §5).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PostView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub description: String,
    /// The 640-pixel variant, or the widest when the source was narrower.
    pub thumbnail: String,
    /// Every variant, narrowest first, for `srcset`.
    pub thumbnails: Vec<ThumbnailView>,
    pub video_link: String,
    /// Seconds.
    pub duration: f64,
    pub views: i64,
    pub is_published: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub owner: OwnerView,
}

impl From<&VideoPost> for PostView {
    fn from(post: &VideoPost) -> Self {
        let main = post.thumbnails.iter().find(|t| t.width == 640).or_else(|| post.thumbnails.last());
        Self {
            id: post.id.clone(),
            title: post.title.clone(),
            description: post.description.clone(),
            thumbnail: main.map(|t| media_url(&t.key)).unwrap_or_default(),
            thumbnails: post
                .thumbnails
                .iter()
                .map(|t| ThumbnailView { width: t.width, url: media_url(&t.key) })
                .collect(),
            video_link: media_url(&post.video_key),
            duration: post.duration_secs,
            views: post.views,
            is_published: post.is_published,
            created_at: post.created_at,
            updated_at: post.updated_at,
            owner: OwnerView {
                id: post.owner.id.clone(),
                username: post.owner.username.clone(),
                full_name: post.owner.full_name.clone(),
            },
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OnePost {
    video_post: PostView,
}

fn one_post(status: StatusCode, post: &VideoPost, message: &str) -> Response {
    ok(status, OnePost { video_post: PostView::from(post) }, message)
}

/// The title as stored: trimmed, 1 to [`MAX_TITLE_CHARS`] characters.
pub fn check_title(raw: Option<&str>) -> Result<String, FieldError> {
    let title = raw.unwrap_or_default().trim();
    if title.is_empty() {
        return Err(FieldError { field: "title", message: "Title is required".to_owned() });
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(FieldError {
            field: "title",
            message: format!("Title must be at most {MAX_TITLE_CHARS} characters"),
        });
    }
    Ok(title.to_owned())
}

/// The description as stored: cleaned to the editor's HTML, with some text left.
pub fn check_description(raw: Option<&str>) -> Result<String, FieldError> {
    let raw = raw.unwrap_or_default();
    if raw.len() > MAX_DESCRIPTION_BYTES {
        return Err(FieldError {
            field: "description",
            message: format!("Description must be at most {MAX_DESCRIPTION_BYTES} characters"),
        });
    }
    let cleaned = clean_description(raw);
    if is_blank(&cleaned) {
        return Err(FieldError { field: "description", message: "Description is required".to_owned() });
    }
    Ok(cleaned)
}

/// 400 with every field error; the message is the first one's.
pub fn invalid(errors: Vec<FieldError>) -> AppError {
    let message = errors.first().map(|e| e.message.clone()).unwrap_or_else(|| "Invalid request".to_owned());
    AppError::Invalid { message, errors }
}

fn parse_paging(query: Result<Query<Vec<(String, String)>>, QueryRejection>) -> AppResult<(u32, u32)> {
    let Query(pairs) = query.map_err(|_| AppError::BadRequest("Malformed query string".to_owned()))?;
    let mut page = 1;
    let mut limit = DEFAULT_LIMIT;
    for (name, value) in pairs {
        let number = value.trim().parse::<u32>().ok();
        match name.as_str() {
            "page" => {
                page = number
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| AppError::field("page", "page must be a whole number of at least 1"))?;
            }
            "limit" => {
                limit = number.filter(|n| (1..=MAX_LIMIT).contains(n)).ok_or_else(|| {
                    AppError::field("limit", format!("limit must be a whole number from 1 to {MAX_LIMIT}"))
                })?;
            }
            _ => {}
        }
    }
    Ok((page, limit))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PostPage {
    video_posts: Vec<PostView>,
    total: i64,
    page: u32,
    limit: u32,
}

async fn list_published(
    State(state): State<AppState>,
    query: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> AppResult<Response> {
    let (page, limit) = parse_paging(query)?;
    let offset = i64::from(page - 1) * i64::from(limit);
    let (posts, total) =
        state.store.list_video_posts(Visibility::PublishedOnly, Some(i64::from(limit)), offset).await?;
    let video_posts = posts.iter().map(PostView::from).collect();
    Ok(ok(StatusCode::OK, PostPage { video_posts, total, page, limit }, "Video posts fetched successfully"))
}

async fn list_all(State(state): State<AppState>, AdminUser(_admin): AdminUser) -> AppResult<Response> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct AllPosts {
        video_posts: Vec<PostView>,
        total: i64,
    }
    let (posts, total) = state.store.list_video_posts(Visibility::All, None, 0).await?;
    let video_posts = posts.iter().map(PostView::from).collect();
    Ok(ok(StatusCode::OK, AllPosts { video_posts, total }, "Video posts fetched successfully"))
}

/// The administrator behind a valid token, if any. A missing, bad or non-admin token reads as an
/// anonymous visitor (public pages may carry a stale token), never as an error.
struct MaybeAdmin(Option<User>);

impl FromRequestParts<AppState> for MaybeAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        if !parts.headers.contains_key(header::AUTHORIZATION) {
            return Ok(Self(None));
        }
        match AdminUser::from_request_parts(parts, state).await {
            Ok(AdminUser(user)) => Ok(Self(Some(user))),
            Err(err @ (AppError::Internal(_) | AppError::Unavailable(_))) => Err(err),
            Err(_) => Ok(Self(None)),
        }
    }
}

/// The id as the path gives it, or 404 for anything that cannot be a post id.
fn post_id(id: &str) -> AppResult<&str> {
    MediaId::parse(id).map(|_| id).ok_or(AppError::NotFound(NOT_FOUND))
}

async fn show(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let post = state.store.find_video_post(post_id(&id)?).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    if !post.is_published && admin.is_none() {
        return Err(AppError::NotFound(NOT_FOUND));
    }
    Ok(one_post(StatusCode::OK, &post, "Video post fetched successfully"))
}

async fn count_view(State(state): State<AppState>, Path(id): Path<String>) -> AppResult<Response> {
    #[derive(Serialize)]
    struct Views {
        views: i64,
    }
    let views = state.store.add_video_post_view(post_id(&id)?).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    Ok(ok(StatusCode::OK, Views { views }, "View counted"))
}

/// Any of the three; `null` counts as absent.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PatchBody {
    title: Option<String>,
    description: Option<String>,
    is_published: Option<bool>,
}

async fn update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    Json(body): Json<PatchBody, PATCH_BODY_LIMIT>,
) -> AppResult<Response> {
    let id = post_id(&id)?;
    if body.title.is_none() && body.description.is_none() && body.is_published.is_none() {
        return Err(AppError::BadRequest("Nothing to update: send title, description or isPublished".to_owned()));
    }
    let mut errors = Vec::new();
    let mut changes = PostChanges { is_published: body.is_published, ..PostChanges::default() };
    if body.title.is_some() {
        match check_title(body.title.as_deref()) {
            Ok(title) => changes.title = Some(title),
            Err(err) => errors.push(err),
        }
    }
    if body.description.is_some() {
        match check_description(body.description.as_deref()) {
            Ok(description) => changes.description = Some(description),
            Err(err) => errors.push(err),
        }
    }
    if !errors.is_empty() {
        return Err(invalid(errors));
    }
    let post = state.store.update_video_post(id, &changes, Utc::now()).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    tracing::info!(post = %post.id, by = %admin.username, "video post updated");
    Ok(one_post(StatusCode::OK, &post, "Video post updated successfully"))
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let media = state.store.delete_video_post(post_id(&id)?).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    // The row is gone, so the post is gone; a file that cannot be removed now is an orphan that
    // start-up repair removes.
    for key in &media.keys {
        if let Err(err) = state.media.delete(key).await {
            tracing::warn!(key, error = %err, "could not remove a deleted post's media; repair removes it at start-up");
        }
    }
    tracing::info!(post = %media.id, by = %admin.username, "video post deleted");
    Ok(ok(StatusCode::OK, serde_json::json!({}), "Video post deleted successfully"))
}
