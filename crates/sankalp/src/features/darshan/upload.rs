//! `POST /api/v1/video-posts/create`: a multipart upload, all or nothing.
//!
//! The administrator is checked from the headers before any of the body is read. The video and the
//! thumbnail stream into temporary files, each refused with 413 the moment it passes its limit
//! ([`MAX_VIDEO_BYTES`], 5 MiB); the text fields are read into memory under their own limits. The
//! checks (MP4 by content, thumbnail decode and re-encode) run one upload at a time on one dedicated
//! thread ([`run_check`]), so only one thumbnail is in memory at once and its buffers are reused.
//! Only then are the files stored under a fresh media id and the row inserted; if the insert fails the
//! files are removed. That last phase runs in its own task, so a client that disconnects cannot stop
//! it half way. Temporary files remove themselves when dropped.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;

use super::{OnePost, PostView, Posts, check_description, check_title};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::{AppError, AppResult, Envelope, FieldError, invalid, ok};
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, PayloadTooLarge, Unauthorized, UnsupportedMediaType, UploadUnavailable,
};
use crate::http::upload::{io_error, multipart_error, run_check, stream_to_temp};
use sankalp_db::{NewVideoPost, ThumbnailRef, User, VideoPost};
use sankalp_media::image::{ImageError, MAX_THUMBNAIL_BYTES, Thumbnail, process_thumbnail_owned};
use sankalp_media::mp4::{Mp4Error, Mp4Info, inspect_mp4_file};
use sankalp_media::{DynMediaStore, MediaId, TempFile};

/// Largest video accepted: 10 × 1,048,576 bytes (README "Daily darshan media").
pub const MAX_VIDEO_BYTES: u64 = 10 * 1024 * 1024;
pub const VIDEO_TOO_LARGE: &str = "Video size exceeds 10MB";
pub const THUMBNAIL_TOO_LARGE: &str = "Thumbnail size exceeds 5MB";
/// The whole multipart body: a largest video and thumbnail, the text fields and framing.
pub const UPLOAD_BODY_LIMIT: usize = 16 * 1024 * 1024;
/// Title and isPublished; the description has its own, larger limit.
const MAX_SHORT_FIELD: usize = 64 * 1024;

#[derive(Default)]
struct Received {
    title: Option<String>,
    description: Option<String>,
    is_published: Option<String>,
    video: Option<TempFile>,
    thumbnail: Option<TempFile>,
}

pub(super) fn duplicate(field: &'static str) -> AppError {
    AppError::field(field, format!("Only one {field} may be sent"))
}

async fn read_text(
    field: &mut axum::extract::multipart::Field<'_>,
    name: &'static str,
    limit: usize,
) -> AppResult<String> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        if bytes.len() + chunk.len() > limit {
            return Err(AppError::field(name, format!("{name} is too long")));
        }
        bytes.extend_from_slice(&chunk);
    }
    String::from_utf8(bytes).map_err(|_| AppError::field(name, format!("{name} must be UTF-8 text")))
}

async fn receive(state: &AppState, mut multipart: Multipart) -> AppResult<Received> {
    let mut got = Received::default();
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        // Client file names are never used: stored names come from a fresh media id.
        let name = field.name().unwrap_or_default().to_owned();
        match name.as_str() {
            "title" if got.title.is_some() => return Err(duplicate("title")),
            "title" => got.title = Some(read_text(&mut field, "title", MAX_SHORT_FIELD).await?),
            "description" if got.description.is_some() => return Err(duplicate("description")),
            "description" => {
                got.description = Some(read_text(&mut field, "description", super::MAX_DESCRIPTION_BYTES + 1).await?);
            }
            "isPublished" if got.is_published.is_some() => return Err(duplicate("isPublished")),
            "isPublished" => got.is_published = Some(read_text(&mut field, "isPublished", MAX_SHORT_FIELD).await?),
            "video" if got.video.is_some() => return Err(duplicate("video")),
            "video" => {
                got.video =
                    Some(stream_to_temp(state.media.temp_dir(), &mut field, MAX_VIDEO_BYTES, VIDEO_TOO_LARGE).await?);
            }
            "thumbnail" if got.thumbnail.is_some() => return Err(duplicate("thumbnail")),
            "thumbnail" => {
                let limit = MAX_THUMBNAIL_BYTES as u64;
                got.thumbnail =
                    Some(stream_to_temp(state.media.temp_dir(), &mut field, limit, THUMBNAIL_TOO_LARGE).await?);
            }
            // Anything else is skipped unread by the next `next_field`.
            _ => {}
        }
    }
    Ok(got)
}

/// "Publish Now": a checkbox sends "on"; scripts send "true" or "false". Absent means a draft.
fn parse_published(raw: Option<&str>) -> Result<bool, FieldError> {
    match raw.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("" | "false" | "off" | "0") => Ok(false),
        Some("true" | "on" | "1") => Ok(true),
        Some(_) => {
            Err(FieldError { field: "isPublished".into(), message: "isPublished must be true or false".to_owned() })
        }
    }
}

/// The form `create` reads (documentation only: the body is read field by field by [`receive`]).
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct CreatePostForm {
    /// Trimmed; 1 to 200 characters.
    title: String,
    /// HTML, cleaned to what the editor produces; some text must remain. At most 100,000 bytes.
    description: String,
    /// An MP4 (checked by content), at most 10 × 1,048,576 bytes.
    #[schema(value_type = String, format = Binary, content_media_type = "video/mp4")]
    video: Vec<u8>,
    /// A JPEG or PNG (decoded and re-encoded without metadata), at most 5 MiB.
    #[schema(value_type = String, format = Binary, content_media_type = "image/jpeg")]
    thumbnail: Vec<u8>,
    /// `true`, `on` or `1` publishes at once; `false`, `off`, `0`, empty or absent keeps a draft.
    #[schema(value_type = Option<String>, example = "true")]
    is_published: Option<String>,
}

/// Uploads a new post: its video, thumbnail and text, all or nothing.
#[utoipa::path(
    post,
    path = "/api/v1/video-posts/create",
    tag = "video-posts",
    operation_id = "createVideoPost",
    request_body(content = CreatePostForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 201, description = "The new post", body = Envelope<OnePost>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = UploadUnavailable),
        (status = 507, response = InsufficientStorage),
    )
)]
pub async fn create(
    // First: the administrator is checked before the body is touched.
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    let multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let got = receive(&state, multipart).await?;

    let mut errors = Vec::new();
    let title = check_title(got.title.as_deref()).map_err(|e| errors.push(e)).ok();
    let description = check_description(got.description.as_deref()).map_err(|e| errors.push(e)).ok();
    let video = got.video.filter(|v| !v.is_empty());
    if video.is_none() {
        errors.push(FieldError { field: "video".into(), message: "Video file is required".to_owned() });
    }
    let thumbnail = got.thumbnail.filter(|t| !t.is_empty());
    if thumbnail.is_none() {
        errors.push(FieldError { field: "thumbnail".into(), message: "Thumbnail is required".to_owned() });
    }
    let is_published = parse_published(got.is_published.as_deref()).map_err(|e| errors.push(e)).ok();
    let (Some(title), Some(description), Some(video), Some(thumbnail), Some(is_published), true) =
        (title, description, video, thumbnail, is_published, errors.is_empty())
    else {
        return Err(invalid(errors));
    };

    let (duration_secs, variants) = check_files(&video, &thumbnail).await?;
    // The variants are what is kept; the uploaded thumbnail file goes now.
    drop(thumbnail);
    let thumbnail = variants;
    let upload = Upload { title, description, is_published, duration_secs, video, thumbnail, owner: admin };
    // Its own task: once files start moving into the store, a dropped connection must not stop
    // the work before the row is inserted or the files removed again.
    let post = tokio::spawn(commit(state.posts(), state.media.clone(), upload))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing an upload")))??;
    tracing::info!(post = %post.id, by = %post.owner.username, published = post.is_published, "video post created");
    Ok(ok(StatusCode::CREATED, OnePost { video_post: PostView::from(&post) }, "Video post created successfully"))
}

/// The MP4 check and the thumbnail pipeline, on the checker thread, one upload at a time.
async fn check_files(video: &TempFile, thumbnail: &TempFile) -> AppResult<(f64, Thumbnail)> {
    let path = video.path().to_owned();
    let thumbnail_path = thumbnail.path().to_owned();
    let (mp4, image) = run_check(move || {
        let mp4 = inspect_mp4_file(&path);
        (mp4, std::fs::read(thumbnail_path).map(process_thumbnail_owned))
    })
    .await?;
    let image =
        image.map_err(|err| AppError::Internal(anyhow::Error::new(err).context("reading an uploaded thumbnail")))?;
    let mut errors = Vec::new();
    let duration = video_verdict(mp4)?.map_err(|e| errors.push(e)).ok();
    let thumbnail = thumbnail_verdict(image)?.map_err(|e| errors.push(e)).ok();
    match (duration, thumbnail) {
        (Some(duration), Some(thumbnail)) => Ok((duration, thumbnail)),
        _ => Err(invalid(errors)),
    }
}

/// What the MP4 check says of an uploaded video: its duration in seconds, or the refusal a person can
/// act on (the `video` field's error); a failure to read the file is an error of the server.
pub(super) fn video_verdict(mp4: Result<Mp4Info, Mp4Error>) -> AppResult<Result<f64, FieldError>> {
    match mp4 {
        Ok(info) => Ok(Ok(info.duration_secs)),
        Err(err) => match err.user_message() {
            Some(message) => {
                tracing::info!(error = %err, "video refused");
                Ok(Err(FieldError { field: "video".into(), message: message.to_owned() }))
            }
            None => Err(AppError::Internal(anyhow::Error::new(err).context("reading an uploaded video"))),
        },
    }
}

/// What the thumbnail pipeline says of an uploaded image: its variants, or the refusal a person can act
/// on (the `thumbnail` field's error).
pub(super) fn thumbnail_verdict(image: Result<Thumbnail, ImageError>) -> AppResult<Result<Thumbnail, FieldError>> {
    match image {
        Ok(thumbnail) => Ok(Ok(thumbnail)),
        Err(err) => match err.user_message() {
            Some(message) => {
                tracing::info!(error = %err, "thumbnail refused");
                Ok(Err(FieldError { field: "thumbnail".into(), message: message.to_owned() }))
            }
            None => Err(AppError::Internal(anyhow::Error::new(err).context("re-encoding a thumbnail"))),
        },
    }
}

struct Upload {
    title: String,
    description: String,
    is_published: bool,
    duration_secs: f64,
    video: TempFile,
    thumbnail: Thumbnail,
    owner: User,
}

async fn commit(posts: Posts, media: DynMediaStore, upload: Upload) -> AppResult<VideoPost> {
    let id = MediaId::generate();
    let mut stored = Vec::new();
    let result = store_files_and_row(&posts, &media, &id, &upload, &mut stored).await;
    drop(upload);
    if result.is_err() {
        for key in &stored {
            if let Err(err) = media.delete(key).await {
                tracing::warn!(key, error = %err, "could not remove a failed upload's file; repair removes it at start-up");
            }
        }
    }
    result
}

async fn store_files_and_row(
    posts: &Posts,
    media: &DynMediaStore,
    id: &MediaId,
    upload: &Upload,
    stored: &mut Vec<String>,
) -> AppResult<VideoPost> {
    // An unreachable object store is a 503 ("try again later"), not a 500.
    let internal = |what: &'static str| move |err: sankalp_media::MediaError| AppError::media(err, what);
    let video_key = id.video_key();
    media.put_file(&video_key, upload.video.path(), "video/mp4").await.map_err(internal("storing a video"))?;
    stored.push(video_key.clone());
    let thumbnails = store_thumbnails(media, id, &upload.thumbnail, stored).await?;
    let post = NewVideoPost {
        id: id.as_str(),
        title: &upload.title,
        description: &upload.description,
        video_key: &video_key,
        thumbnails: &thumbnails,
        duration_secs: upload.duration_secs,
        is_published: upload.is_published,
        owner_id: &upload.owner.id,
        now: Utc::now(),
    };
    posts.insert(&post, &upload.owner).await
}

/// Stores a thumbnail's variants under `id`'s keys, each key pushed to `stored` once it is there.
pub(super) async fn store_thumbnails(
    media: &DynMediaStore,
    id: &MediaId,
    thumbnail: &Thumbnail,
    stored: &mut Vec<String>,
) -> AppResult<Vec<ThumbnailRef>> {
    let mut thumbnails = Vec::with_capacity(thumbnail.variants.len());
    for variant in &thumbnail.variants {
        let key = id.thumbnail_key(variant.width);
        let mut temp = TempFile::create_in(media.temp_dir()).await.map_err(io_error)?;
        temp.write_chunk(&variant.jpeg).await.map_err(io_error)?;
        temp.finish().await.map_err(io_error)?;
        media
            .put_file(&key, temp.path(), "image/jpeg")
            .await
            .map_err(|err| AppError::media(err, "storing a thumbnail"))?;
        stored.push(key.clone());
        thumbnails.push(ThumbnailRef { width: variant.width, key });
    }
    Ok(thumbnails)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn publish_flags() {
        assert!(!parse_published(None).unwrap());
        for yes in ["true", "on", "1", " TRUE "] {
            assert!(parse_published(Some(yes)).unwrap(), "{yes}");
        }
        for no in ["false", "off", "0", ""] {
            assert!(!parse_published(Some(no)).unwrap(), "{no}");
        }
        assert_eq!(parse_published(Some("maybe")).unwrap_err().field, "isPublished");
    }
}
