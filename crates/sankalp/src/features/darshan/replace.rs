//! `PUT /api/v1/video-posts/{id}/video` and `PUT /api/v1/video-posts/{id}/thumbnail`: a post's video or
//! thumbnail replaced, all or nothing.
//!
//! The same checks as an upload ([`super::upload`]): the administrator before the body is read, the
//! post (404) before the body is read, the file streamed to a temporary file and refused with 413 the
//! moment it passes its limit, then the MP4 check or the thumbnail pipeline on the checker thread. The
//! new files are stored under a fresh media id (keys are never overwritten: ARCHITECTURE.md §5), the row
//! changed through the change path ([`Posts::update`]: the post's pages are drawn before the answer),
//! and only once that is committed are the old files removed. A failure before the commit removes the
//! new files again; an old file that cannot be removed is an orphan the start-up repair removes.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;

use super::upload::{
    MAX_VIDEO_BYTES, THUMBNAIL_TOO_LARGE, VIDEO_TOO_LARGE, duplicate, store_thumbnails, thumbnail_verdict,
    video_verdict,
};
use super::{NOT_FOUND, OnePost, PostId, PostView, Posts, post_id};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::{AppError, AppResult, Envelope, FieldError, invalid, ok};
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, NotFound, PayloadTooLarge, Unauthorized, UnsupportedMediaType,
    UploadUnavailable,
};
use crate::http::upload::{multipart_error, run_check, stream_to_temp};
use sankalp_db::{PostChanges, VideoPost};
use sankalp_media::image::{MAX_THUMBNAIL_BYTES, Thumbnail, process_thumbnail_owned};
use sankalp_media::mp4::inspect_mp4_file;
use sankalp_media::{DynMediaStore, MediaId, TempFile};

/// The body of a video replacement: the largest video and the multipart framing.
pub const VIDEO_BODY_LIMIT: usize = MAX_VIDEO_BYTES as usize + 64 * 1024;
/// The body of a thumbnail replacement: the largest thumbnail and the multipart framing.
pub const THUMBNAIL_BODY_LIMIT: usize = MAX_THUMBNAIL_BYTES + 64 * 1024;

/// The form of `PUT …/video` (documentation only: the body is read field by field).
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct ReplaceVideoForm {
    /// An MP4 (checked by content), at most 10 × 1,048,576 bytes.
    #[schema(value_type = String, format = Binary, content_media_type = "video/mp4")]
    video: Vec<u8>,
}

/// The form of `PUT …/thumbnail` (documentation only).
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct ReplaceThumbnailForm {
    /// A JPEG or PNG (decoded and re-encoded without metadata), at most 5 MiB.
    #[schema(value_type = String, format = Binary, content_media_type = "image/jpeg")]
    thumbnail: Vec<u8>,
}

/// Replaces a post's video; the old video file is removed once the new one is committed.
#[utoipa::path(
    put,
    path = "/api/v1/video-posts/{id}/video",
    tag = "video-posts",
    operation_id = "replaceVideoPostVideo",
    params(PostId),
    request_body(content = ReplaceVideoForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The post with its new video", body = Envelope<OnePost>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = UploadUnavailable),
        (status = 507, response = InsufficientStorage),
    )
)]
pub(crate) async fn replace_video(
    // First: the administrator is checked before the body is touched.
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    Path(id): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    let id = existing_post(&state, &id).await?;
    let multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let video = receive_one(&state, multipart, "video", MAX_VIDEO_BYTES, VIDEO_TOO_LARGE)
        .await?
        .ok_or_else(|| required("video", "Video file is required"))?;
    let path = video.path().to_owned();
    let duration = video_verdict(run_check(move || inspect_mp4_file(&path)).await?)?.map_err(|e| invalid(vec![e]))?;
    let post = commit_in_own_task(&state, id, Replacement::Video(video, duration)).await?;
    tracing::info!(post = %post.id, by = %admin.username, "video post's video replaced");
    Ok(ok(StatusCode::OK, OnePost { video_post: PostView::from(&post) }, "Video replaced successfully"))
}

/// Replaces a post's thumbnail (every variant); the old variants are removed once the new ones are committed.
#[utoipa::path(
    put,
    path = "/api/v1/video-posts/{id}/thumbnail",
    tag = "video-posts",
    operation_id = "replaceVideoPostThumbnail",
    params(PostId),
    request_body(content = ReplaceThumbnailForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The post with its new thumbnail", body = Envelope<OnePost>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = UploadUnavailable),
        (status = 507, response = InsufficientStorage),
    )
)]
pub(crate) async fn replace_thumbnail(
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    Path(id): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    let id = existing_post(&state, &id).await?;
    let multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let limit = MAX_THUMBNAIL_BYTES as u64;
    let file = receive_one(&state, multipart, "thumbnail", limit, THUMBNAIL_TOO_LARGE)
        .await?
        .ok_or_else(|| required("thumbnail", "Thumbnail is required"))?;
    let path = file.path().to_owned();
    let image = run_check(move || std::fs::read(path).map(process_thumbnail_owned)).await?;
    drop(file);
    let image =
        image.map_err(|err| AppError::Internal(anyhow::Error::new(err).context("reading an uploaded thumbnail")))?;
    let thumbnail = thumbnail_verdict(image)?.map_err(|e| invalid(vec![e]))?;
    let post = commit_in_own_task(&state, id, Replacement::Thumbnail(thumbnail)).await?;
    tracing::info!(post = %post.id, by = %admin.username, "video post's thumbnail replaced");
    Ok(ok(StatusCode::OK, OnePost { video_post: PostView::from(&post) }, "Thumbnail replaced successfully"))
}

fn required(field: &'static str, message: &str) -> AppError {
    invalid(vec![FieldError { field: field.into(), message: message.to_owned() }])
}

/// The post's id when there is such a post (404 otherwise), before any of the body is read.
async fn existing_post(state: &AppState, id: &str) -> AppResult<String> {
    let id = post_id(id)?;
    state.store.find_video_post(id).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    Ok(id.to_owned())
}

/// The one file field `name`, streamed to a temporary file under `limit`; other fields are skipped
/// unread. `None` when it is absent or empty.
async fn receive_one(
    state: &AppState,
    mut multipart: Multipart,
    name: &'static str,
    limit: u64,
    too_large: &'static str,
) -> AppResult<Option<TempFile>> {
    let mut got: Option<TempFile> = None;
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        if field.name() != Some(name) {
            continue;
        }
        if got.is_some() {
            return Err(duplicate(name));
        }
        got = Some(stream_to_temp(state.media.temp_dir(), &mut field, limit, too_large).await?);
    }
    Ok(got.filter(|file| !file.is_empty()))
}

/// A checked file waiting to be stored.
enum Replacement {
    /// The uploaded MP4 and its duration in seconds.
    Video(TempFile, f64),
    Thumbnail(Thumbnail),
}

/// In its own task, as an upload's commit: once files start moving into the store, a dropped connection
/// must not stop the work before the row is changed or the files removed again.
async fn commit_in_own_task(state: &AppState, id: String, replacement: Replacement) -> AppResult<VideoPost> {
    tokio::spawn(commit(state.posts(), state.media.clone(), id, replacement))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing a replacement")))?
}

async fn commit(posts: Posts, media: DynMediaStore, id: String, replacement: Replacement) -> AppResult<VideoPost> {
    let mut stored = Vec::new();
    let result = store_and_update(&posts, &media, &id, &replacement, &mut stored).await;
    drop(replacement);
    let keys_to_remove = match &result {
        Ok((_, replaced)) => replaced,
        Err(_) => &stored,
    };
    for key in keys_to_remove {
        if let Err(err) = media.delete(key).await {
            tracing::warn!(key, error = %err, "could not remove a replaced or unused media file; repair removes it at start-up");
        }
    }
    result.map(|(post, _)| post)
}

/// Stores the new files under a fresh media id and changes the row through the change path; answers the
/// post and the keys it no longer names.
async fn store_and_update(
    posts: &Posts,
    media: &DynMediaStore,
    id: &str,
    replacement: &Replacement,
    stored: &mut Vec<String>,
) -> AppResult<(VideoPost, Vec<String>)> {
    let media_id = MediaId::generate();
    let changes = match replacement {
        Replacement::Video(file, duration) => {
            let key = media_id.video_key();
            media
                .put_file(&key, file.path(), "video/mp4")
                .await
                .map_err(|err| AppError::media(err, "storing a video"))?;
            stored.push(key.clone());
            PostChanges { video: Some((key, *duration)), ..PostChanges::default() }
        }
        Replacement::Thumbnail(thumbnail) => {
            let thumbnails = store_thumbnails(media, &media_id, thumbnail, stored).await?;
            PostChanges { thumbnails: Some(thumbnails), ..PostChanges::default() }
        }
    };
    // Deleted meanwhile: 404, and the new files go again.
    let updated = posts.update(id, &changes, Utc::now()).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    Ok((updated.post, updated.replaced_keys))
}
