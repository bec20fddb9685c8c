//! Daily darshan video posts (README "Daily darshan media"): the public feed, the admin list,
//! one post, view counting, upload, edit, replacing the video or thumbnail, and deletion.
// utoipa's expansion of `params(…)` names the types by their full path.
#![allow(unused_qualifications)]

pub mod cache;
pub mod repair;
pub mod replace;
pub mod sanitize;
pub mod upload;
pub mod views;

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use self::cache::{ListCache, MAX_CACHED_PAGE, Posts};
pub use self::repair::{RepairReport, repair_media, repair_media_older_than};
pub use self::views::ViewThrottle;
use crate::AppState;
use crate::features::auth::{AdminUser, MaybeAdmin};
use crate::features::darshan::sanitize::{clean_description, is_blank};
use crate::http::compression::{AcceptedEncodings, PrecompressedJson};
use crate::http::error::{AppError, AppResult, Empty, Envelope, FieldError, invalid, json_response, ok, ok_bytes};
use crate::http::json::Json;
use crate::http::net::ClientIp;
use crate::http::openapi::{
    BadRequest, Forbidden, NotFound, PayloadTooLarge, Unauthorized, Unavailable, UnsupportedMediaType,
};
use crate::http::query::{self, QueryPairs};
use crate::rules::text::{is_forbidden_in_plain_text, trim_plain_text};
use sankalp_db::{PostChanges, VideoPost, Visibility};
use sankalp_media::MediaId;

/// Posts per page of the public feed unless `limit` says otherwise.
pub const DEFAULT_LIMIT: u32 = 10;
pub const MAX_LIMIT: u32 = 50;
pub const MAX_TITLE_CHARS: usize = 200;
/// Largest description accepted, in bytes of HTML as sent (before cleaning).
pub const MAX_DESCRIPTION_BYTES: usize = 100_000;
/// A PATCH body holds at most a description and two short fields.
const PATCH_BODY_LIMIT: usize = MAX_DESCRIPTION_BYTES + 16 * 1024;

pub const NOT_FOUND: &str = "Video post not found";

impl AppState {
    /// The darshan store for writes that the public list must see: the one place its cache is dropped.
    pub fn posts(&self) -> Posts {
        Posts::new(self.store.clone(), self.list_cache.clone(), self.pages.clone())
    }
}

/// The feed, the admin list, upload, one post, edit, deletion and view counting: each route with its
/// OpenAPI entry.
pub fn router() -> OpenApiRouter<AppState> {
    let (schemas, paths, create) = routes!(upload::create);
    let create = crate::http::limit::limit_body(create, upload::UPLOAD_BODY_LIMIT);
    let (video_schemas, video_paths, video) = routes!(replace::replace_video);
    let video = crate::http::limit::limit_body(video, replace::VIDEO_BODY_LIMIT);
    let (thumbnail_schemas, thumbnail_paths, thumbnail) = routes!(replace::replace_thumbnail);
    let thumbnail = crate::http::limit::limit_body(thumbnail, replace::THUMBNAIL_BODY_LIMIT);
    OpenApiRouter::new()
        .routes(routes!(list_published))
        .routes(routes!(list_all))
        .routes((schemas, paths, create))
        .routes((video_schemas, video_paths, video))
        .routes((thumbnail_schemas, thumbnail_paths, thumbnail))
        .routes(routes!(show, update, remove))
        .routes(routes!(count_view))
}

/// A post as the site's pages are given it: as the API shows it.
pub fn post_json(post: &VideoPost) -> serde_json::Value {
    serde_json::to_value(PostView::from(post)).expect("a post serialises")
}

/// A media key as a URL path of this server.
pub fn media_url(key: &str) -> String {
    format!("/media/{key}")
}

/// Who published a post.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Owner)]
pub struct OwnerView<'a> {
    #[serde(rename = "_id")]
    pub id: &'a str,
    pub username: &'a str,
    pub full_name: &'a str,
}

/// One size of a post's thumbnail (a JPEG).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Thumbnail)]
pub struct ThumbnailView {
    /// Pixels.
    pub width: u32,
    #[schema(example = "/media/thumbs/0190abcdef-640.jpg")]
    pub url: String,
}

/// A post as the API shows it.
// Its text is the post's own, borrowed for the answer rather than copied.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = VideoPost)]
pub struct PostView<'a> {
    #[serde(rename = "_id")]
    pub id: &'a str,
    pub title: &'a str,
    /// Cleaned HTML: what the editor produces (p, br, h1–h3, strong, em, u, a, ol, ul, li).
    pub description: &'a str,
    /// The 640-pixel variant, or the widest when the source was narrower.
    pub thumbnail: String,
    /// Every variant, narrowest first, for `srcset`.
    pub thumbnails: Vec<ThumbnailView>,
    pub video_link: String,
    /// Seconds.
    pub duration: f64,
    pub views: i64,
    pub is_published: bool,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub updated_at: DateTime<Utc>,
    pub owner: OwnerView<'a>,
}

impl<'a> From<&'a VideoPost> for PostView<'a> {
    fn from(post: &'a VideoPost) -> Self {
        let main = post.thumbnails.iter().find(|t| t.width == 640).or_else(|| post.thumbnails.last());
        Self {
            id: &post.id,
            title: &post.title,
            description: &post.description,
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
            owner: OwnerView { id: &post.owner.id, username: &post.owner.username, full_name: &post.owner.full_name },
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OnePost<'a> {
    video_post: PostView<'a>,
}

fn one_post(status: StatusCode, post: &VideoPost, message: &str) -> Response {
    ok(status, OnePost { video_post: PostView::from(post) }, message)
}

/// The title as stored: trimmed, 1 to [`MAX_TITLE_CHARS`] characters, no control characters.
pub fn check_title(raw: Option<&str>) -> Result<String, FieldError> {
    let title = trim_plain_text(raw.unwrap_or_default());
    if title.is_empty() {
        return Err(FieldError { field: "title".into(), message: "Title is required".to_owned() });
    }
    if title.chars().any(is_forbidden_in_plain_text) {
        return Err(FieldError { field: "title".into(), message: TITLE_CONTROL_CHARACTERS.to_owned() });
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(FieldError {
            field: "title".into(),
            message: format!("Title must be at most {MAX_TITLE_CHARS} characters"),
        });
    }
    Ok(title.to_owned())
}

pub const TITLE_CONTROL_CHARACTERS: &str =
    "Title must not contain control characters (such as line breaks, NUL or text-direction overrides)";

/// The description as stored: cleaned to the editor's HTML, with some text left.
pub fn check_description(raw: Option<&str>) -> Result<String, FieldError> {
    let raw = raw.unwrap_or_default();
    if raw.len() > MAX_DESCRIPTION_BYTES {
        return Err(FieldError {
            field: "description".into(),
            message: format!("Description must be at most {MAX_DESCRIPTION_BYTES} characters"),
        });
    }
    let cleaned = clean_description(raw);
    if is_blank(&cleaned) {
        return Err(FieldError { field: "description".into(), message: "Description is required".to_owned() });
    }
    Ok(cleaned)
}

/// The paging of the public feed. Parsed by [`parse_paging`], which answers 400 in the envelope.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct Paging {
    /// The page, from 1.
    #[param(minimum = 1, maximum = 4294967295_u64, default = 1)]
    page: Option<u64>,
    /// Posts per page.
    #[param(minimum = 1, maximum = 50, default = 10)]
    limit: Option<u32>,
}

fn parse_paging(QueryPairs(pairs): QueryPairs) -> AppResult<(u32, u32)> {
    let mut page = 1;
    let mut limit = DEFAULT_LIMIT;
    for (name, value) in pairs {
        match name.as_str() {
            "page" => page = query::page(&value)?,
            "limit" => limit = query::limit(&value, MAX_LIMIT)?,
            _ => {}
        }
    }
    Ok((page, limit))
}

/// One page of the public feed.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PostPage<'a> {
    video_posts: Vec<PostView<'a>>,
    /// Published posts in all.
    total: i64,
    page: u32,
    limit: u32,
}

/// Every post, drafts included.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AllPosts<'a> {
    video_posts: Vec<PostView<'a>>,
    total: i64,
}

/// The public feed: published posts, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/video-posts",
    tag = "video-posts",
    operation_id = "listVideoPosts",
    params(Paging),
    responses(
        (status = 200, description = "One page of published posts", body = Envelope<PostPage>),
        (status = 400, response = BadRequest),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list_published(
    State(state): State<AppState>,
    accepted: AcceptedEncodings,
    query: QueryPairs,
) -> AppResult<Response> {
    let (page, limit) = parse_paging(query)?;
    if let Some(kept) = state.list_cache.get(page, limit) {
        return Ok(kept.answer(accepted));
    }
    let generation = state.list_cache.generation();
    let offset = i64::from(page - 1) * i64::from(limit);
    let (posts, total) =
        state.store.list_video_posts(Visibility::PublishedOnly, Some(i64::from(limit)), offset).await?;
    let video_posts = posts.iter().map(PostView::from).collect();
    let page_body = PostPage { video_posts, total, page, limit };
    let body = ok_bytes(StatusCode::OK, page_body, "Video posts fetched successfully")?;
    if page > MAX_CACHED_PAGE {
        // Read by few: compressed by the layer as it is sent.
        return Ok(json_response(StatusCode::OK, body));
    }
    let kept = Arc::new(PrecompressedJson::new(body));
    state.list_cache.put(page, limit, generation, Arc::clone(&kept));
    Ok(kept.answer(accepted))
}

/// The public feed's address.
pub const LIST_PATH: &str = "/api/v1/video-posts";

/// A page of the public feed as the list's cache keeps it, for a request to `uri` with `headers`: what
/// [`list_published`] answers for it, asked before the router (`front.rs`). `None` when the page is not
/// kept or the query is anything but well-formed paging: the router then answers, errors included.
pub fn cached_list_page(state: &AppState, uri: &Uri, headers: &HeaderMap) -> Option<Response> {
    let (page, limit) = parse_paging(QueryPairs::from_uri(uri).ok()?).ok()?;
    Some(state.list_cache.get(page, limit)?.answer(AcceptedEncodings::of(headers)))
}

/// Every post, drafts included, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/video-posts/all",
    tag = "video-posts",
    operation_id = "listAllVideoPosts",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Every post", body = Envelope<AllPosts>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list_all(State(state): State<AppState>, AdminUser(_admin): AdminUser) -> AppResult<Response> {
    let (posts, total) = state.store.list_video_posts(Visibility::All, None, 0).await?;
    let video_posts = posts.iter().map(PostView::from).collect();
    Ok(ok(StatusCode::OK, AllPosts { video_posts, total }, "Video posts fetched successfully"))
}

/// The id as the path gives it, or 404 for anything that cannot be a post id.
fn post_id(id: &str) -> AppResult<&str> {
    MediaId::parse(id).map(|_| id).ok_or(AppError::NotFound(NOT_FOUND))
}

/// One post. A draft is shown to an administrator only; a missing or bad token reads as a visitor.
#[utoipa::path(
    get,
    path = "/api/v1/video-posts/{id}",
    tag = "video-posts",
    operation_id = "getVideoPost",
    params(PostId),
    security((), ("bearerAuth" = [])),
    responses(
        (status = 200, description = "The post", body = Envelope<OnePost>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn show(
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

/// The path parameter naming a post. Anything that cannot be a post id is answered 404.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct PostId {
    /// The post's `_id`.
    #[param(pattern = "^[0-9a-z]{1,64}$", example = "0190abcdef")]
    id: String,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct Views {
    /// The count after this view.
    views: i64,
}

/// Counts one view of a post (when playback starts): once per client (an IPv6 one by its /64) per post in an hour.
/// The public list may show a count up to a second older (its cache is not emptied by views).
#[utoipa::path(
    post,
    path = "/api/v1/video-posts/{id}/views",
    tag = "video-posts",
    operation_id = "countVideoPostView",
    params(PostId),
    responses(
        (status = 200, description = "Counted", body = Envelope<Views>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn count_view(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let id = post_id(&id)?;
    if !state.views.first_view(client, id) {
        // Counted already: the count as it is, without a write.
        let post = state.store.find_video_post(id).await?.filter(|post| post.is_published);
        let post = post.ok_or(AppError::NotFound(NOT_FOUND))?;
        return Ok(ok(StatusCode::OK, Views { views: post.views }, "View already counted"));
    }
    let Some(views) = state.store.add_video_post_view(id).await? else {
        state.views.forget(client, id);
        return Err(AppError::NotFound(NOT_FOUND));
    };
    // The list cache is left alone: its pages are at most `cache::MAX_AGE` old, and a view is not
    // worth rebuilding every page for.
    Ok(ok(StatusCode::OK, Views { views }, "View counted"))
}

/// Any of the three, at least one; `null` counts as absent.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(min_properties = 1)]
pub(crate) struct PatchBody {
    /// Trimmed; 1 to 200 characters.
    title: Option<String>,
    /// HTML, cleaned to what the editor produces; some text must remain. At most 100,000 bytes.
    description: Option<String>,
    is_published: Option<bool>,
}

/// Changes a post's title, description or publication.
#[utoipa::path(
    patch,
    path = "/api/v1/video-posts/{id}",
    tag = "video-posts",
    operation_id = "updateVideoPost",
    params(PostId),
    request_body = PatchBody,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The updated post", body = Envelope<OnePost>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn update(
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
    let post = state.posts().update(id, &changes, Utc::now()).await?.ok_or(AppError::NotFound(NOT_FOUND))?.post;
    tracing::info!(post = %post.id, by = %admin.username, "video post updated");
    Ok(one_post(StatusCode::OK, &post, "Video post updated successfully"))
}

/// Deletes a post and its media.
#[utoipa::path(
    delete,
    path = "/api/v1/video-posts/{id}",
    tag = "video-posts",
    operation_id = "deleteVideoPost",
    params(PostId),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Deleted", body = Envelope<Empty>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let media = state.posts().delete(post_id(&id)?).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    // The row is gone, so the post is gone; a file that cannot be removed now is an orphan that
    // start-up repair removes.
    for key in &media.keys {
        if let Err(err) = state.media.delete(key).await {
            tracing::warn!(key, error = %err, "could not remove a deleted post's media; repair removes it at start-up");
        }
    }
    tracing::info!(post = %media.id, by = %admin.username, "video post deleted");
    Ok(ok(StatusCode::OK, Empty {}, "Video post deleted successfully"))
}
