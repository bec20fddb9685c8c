//! The gallery (README "Photos"): entries of kind `gallery`, one per photo or video, in the site's
//! order (`position`), each shown on `/photos/all-photos` (photos) and, when its `category` is `vip`,
//! on `/photos/vip-photos`.
//!
//! - `GET /api/v1/gallery` lists them (published ones; an administrator's `all=true` every one), with
//!   the category and whether the entry is shipped sample art (files of the web build, not uploads).
//! - `POST` takes a multipart upload: a photo (JPEG, PNG or WebP by content, re-encoded by
//!   `sankalp_media::image::process_photo` into WebP widths for `srcset`, metadata stripped) or an MP4
//!   video (checked as darshan videos are) with a poster photo. Files are stored under a fresh media id
//!   (`gallery/<id>-<width>.webp`, `gallery/<id>.mp4`, `gallery/<id>-poster-<width>.webp`) and then the
//!   entry is written through the change path; if that fails, the files are removed again.
//! - `PATCH` changes caption, alt text, category and place; `DELETE` removes the entry and then its
//!   files; `DELETE /api/v1/gallery/samples` removes every sample entry at once.
//!
//! Every write goes through `super::write` or `super::write_all` (ARCHITECTURE.md §3): the answer comes
//! once the pages show it. Bodies keep what the editor does not touch (`i18n` among it).
// utoipa's expansion of `params(…)` names the types by their full path.
#![allow(unused_qualifications)]

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::features::auth::{AdminUser, MaybeAdmin};
use crate::http::error::{AppError, AppResult, Empty, Envelope, FieldError, invalid, ok};
use crate::http::json::Json;
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, NotFound, PayloadTooLarge, Unauthorized, Unavailable,
    UnprocessableContent, UnsupportedMediaType, UploadUnavailable,
};
use crate::http::query::QueryPairs;
use crate::http::upload::{io_error, multipart_error, run_check, stream_to_temp};
use crate::rules::text::{is_forbidden_in_plain_text, trim_plain_text};
use sankalp_db::content::{PAGE, check_name};
use sankalp_db::{ContentEntry, EntryWrite, NewContentEntry, User};
use sankalp_media::image::{MAX_PHOTO_BYTES, Photo, process_photo_owned};
use sankalp_media::mp4::inspect_mp4_file;
use sankalp_media::{DynMediaStore, MediaId, TempFile};

pub const GALLERY: &str = "gallery";
pub const NOT_FOUND: &str = "Gallery item not found";
/// Largest gallery video: as a darshan video, 10 × 1,048,576 bytes.
pub const MAX_VIDEO_BYTES: u64 = 10 * 1024 * 1024;
pub const VIDEO_TOO_LARGE: &str = "Video size exceeds 10MB";
pub const PHOTO_TOO_LARGE: &str = "Photo size exceeds 20MB";
/// The whole multipart body: a largest video and poster, or a largest photo, the text and framing.
pub const UPLOAD_BODY_LIMIT: usize = MAX_VIDEO_BYTES as usize + MAX_PHOTO_BYTES + 1024 * 1024;
pub const MAX_CAPTION_CHARS: usize = 200;
pub const MAX_ALT_CHARS: usize = 500;
/// A text field of the form, in bytes.
const MAX_TEXT_FIELD: usize = 8 * 1024;
/// The quilted grid's spans (rows of 180 px by columns): a photo 3 by 2, a video 4 by 2.
const PHOTO_SPAN: (u32, u32) = (3, 2);
const VIDEO_SPAN: (u32, u32) = (4, 2);
/// The poster variant a video entry names: what a two-column tile shows at 2x.
const POSTER_WIDTH: u32 = 720;

/// Where a gallery entry is shown besides the whole gallery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = GalleryCategory)]
pub enum Category {
    /// Also in the VIP set (`/photos/vip-photos`).
    Vip,
    /// Only in the whole gallery (`/photos/all-photos`).
    All,
}

impl Category {
    fn parse(raw: &str) -> Option<Self> {
        match raw {
            "vip" => Some(Self::Vip),
            "all" => Some(Self::All),
            _ => None,
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Self::Vip => "vip",
            Self::All => "all",
        }
    }
}

const CATEGORY_MESSAGE: &str = "category must be vip or all";

/// One gallery entry as the API shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct GalleryItem {
    /// The entry's key, the `{id}` of its URL.
    #[schema(example = "0193b3c1e4a77c2a9f1d2c3b4a5e6f70")]
    id: String,
    /// 0-based place in the whole gallery, in the site's order.
    position: usize,
    published: bool,
    category: Category,
    /// Shipped sample art (files of the web build), for the priest to replace with his own photos.
    sample: bool,
    updated_at: DateTime<Utc>,
    /// The stored body: `kind` (`image` or `video`), `title` (the caption), `alt`, `width`, `height`,
    /// `src` (an image's widths as `w<width>` → URL; a video's URL), `poster`, `rows`, `cols`.
    #[schema(value_type = Object)]
    body: Value,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct GalleryList {
    /// In the site's order.
    items: Vec<GalleryItem>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OneGalleryItem {
    item: GalleryItem,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct SamplesRemoved {
    /// How many sample entries were removed.
    removed: usize,
}

/// The VIP set of sites seeded before entries carried a category: the `vip` list of the `gallery` page.
async fn legacy_vip(state: &AppState) -> AppResult<Vec<String>> {
    let page = state.store.content_entry(PAGE, GALLERY).await?;
    Ok(page
        .and_then(|p| p.body.get("vip").and_then(Value::as_array).cloned())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect())
}

fn category_of(entry: &ContentEntry, legacy_vip: &[String]) -> Category {
    match entry.body.get("category").and_then(Value::as_str).and_then(Category::parse) {
        Some(category) => category,
        None if legacy_vip.iter().any(|k| k == &entry.key) => Category::Vip,
        None => Category::All,
    }
}

/// Every URL an entry's body names: the image widths, or the video and its poster.
fn urls_of(body: &Value) -> Vec<&str> {
    let mut urls: Vec<&str> = match body.get("src") {
        Some(Value::Object(widths)) => widths.values().filter_map(Value::as_str).collect(),
        Some(Value::String(src)) => vec![src.as_str()],
        _ => Vec::new(),
    };
    urls.extend(body.get("poster").and_then(Value::as_str));
    urls
}

/// Sample art names files of the web build (`gallery/havan-fire-180.webp`); uploads name `/media/…`.
fn is_sample(body: &Value) -> bool {
    let urls = urls_of(body);
    !urls.is_empty() && urls.iter().all(|url| !url.starts_with('/'))
}

/// The media keys an entry's files are stored under (uploads only).
fn media_keys(body: &Value) -> Vec<String> {
    urls_of(body).into_iter().filter_map(|url| url.strip_prefix("/media/")).map(str::to_owned).collect()
}

fn item(entry: ContentEntry, position: usize, legacy_vip: &[String]) -> GalleryItem {
    GalleryItem {
        category: category_of(&entry, legacy_vip),
        sample: is_sample(&entry.body),
        id: entry.key,
        position,
        published: entry.published,
        updated_at: entry.updated_at,
        body: entry.body,
    }
}

/// Every gallery entry, published or not, in the site's order.
async fn entries(state: &AppState) -> AppResult<Vec<ContentEntry>> {
    Ok(state.store.content_entries(GALLERY, false).await?)
}

/// Which gallery entries to list.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct GalleryQuery {
    /// `vip`: the VIP set; `all`: the whole gallery (as when absent).
    #[param(example = "vip")]
    category: Option<Category>,
    /// `true`: unpublished entries too (administrators only).
    all: Option<bool>,
}

/// The gallery in the site's order: every published entry, or the VIP set; an administrator's
/// `all=true` adds the unpublished ones.
#[utoipa::path(
    get,
    path = "/api/v1/gallery",
    tag = "content",
    operation_id = "listGallery",
    params(GalleryQuery),
    responses(
        (status = 200, description = "The gallery", body = Envelope<GalleryList>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    QueryPairs(pairs): QueryPairs,
) -> AppResult<Response> {
    let (mut category, mut all) = (None, false);
    for (name, value) in pairs {
        match name.as_str() {
            "category" => {
                category = Some(Category::parse(&value).ok_or_else(|| AppError::field("category", CATEGORY_MESSAGE))?);
            }
            "all" => {
                all = match value.as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(AppError::field("all", "all must be true or false")),
                };
            }
            _ => {}
        }
    }
    if all && admin.is_none() {
        return Err(AppError::Unauthorized("Sign in as an administrator to see unpublished gallery items"));
    }
    let legacy = legacy_vip(&state).await?;
    let items = entries(&state)
        .await?
        .into_iter()
        .enumerate()
        .filter(|(_, e)| all || e.published)
        .map(|(position, e)| item(e, position, &legacy))
        .filter(|i| category != Some(Category::Vip) || i.category == Category::Vip)
        .collect();
    Ok(ok(StatusCode::OK, GalleryList { items }, "Gallery fetched successfully"))
}

fn check_text(
    raw: Option<&str>,
    field: &'static str,
    label: &str,
    max: usize,
    errors: &mut Vec<FieldError>,
) -> Option<String> {
    let text = trim_plain_text(raw.unwrap_or_default());
    let message = if text.is_empty() {
        format!("{label} is required")
    } else if text.chars().any(is_forbidden_in_plain_text) {
        format!("{label} must not contain control characters (such as line breaks, NUL or text-direction overrides)")
    } else if text.chars().count() > max {
        format!("{label} must be at most {max} characters")
    } else {
        return Some(text.to_owned());
    };
    errors.push(FieldError { field: field.into(), message });
    None
}

#[derive(Default)]
struct Received {
    caption: Option<String>,
    alt: Option<String>,
    category: Option<String>,
    image: Option<TempFile>,
    video: Option<TempFile>,
    poster: Option<TempFile>,
}

fn duplicate(field: &'static str) -> AppError {
    AppError::field(field, format!("Only one {field} may be sent"))
}

async fn read_text(field: &mut axum::extract::multipart::Field<'_>, name: &'static str) -> AppResult<String> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        if bytes.len() + chunk.len() > MAX_TEXT_FIELD {
            return Err(AppError::field(name, format!("{name} is too long")));
        }
        bytes.extend_from_slice(&chunk);
    }
    String::from_utf8(bytes).map_err(|_| AppError::field(name, format!("{name} must be UTF-8 text")))
}

async fn receive(state: &AppState, mut multipart: Multipart) -> AppResult<Received> {
    let mut got = Received::default();
    let temp = state.media.temp_dir().to_owned();
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        // Client file names and declared types are never used: the content decides, the server names.
        let name = field.name().unwrap_or_default().to_owned();
        let photo_limit = MAX_PHOTO_BYTES as u64;
        match name.as_str() {
            "caption" if got.caption.is_some() => return Err(duplicate("caption")),
            "caption" => got.caption = Some(read_text(&mut field, "caption").await?),
            "alt" if got.alt.is_some() => return Err(duplicate("alt")),
            "alt" => got.alt = Some(read_text(&mut field, "alt").await?),
            "category" if got.category.is_some() => return Err(duplicate("category")),
            "category" => got.category = Some(read_text(&mut field, "category").await?),
            "image" if got.image.is_some() => return Err(duplicate("image")),
            "image" => got.image = Some(stream_to_temp(&temp, &mut field, photo_limit, PHOTO_TOO_LARGE).await?),
            "poster" if got.poster.is_some() => return Err(duplicate("poster")),
            "poster" => got.poster = Some(stream_to_temp(&temp, &mut field, photo_limit, PHOTO_TOO_LARGE).await?),
            "video" if got.video.is_some() => return Err(duplicate("video")),
            "video" => got.video = Some(stream_to_temp(&temp, &mut field, MAX_VIDEO_BYTES, VIDEO_TOO_LARGE).await?),
            // Anything else is skipped unread by the next `next_field`.
            _ => {}
        }
    }
    Ok(got)
}

/// The form `create` reads (documentation only: the body is read field by field).
#[derive(Deserialize, ToSchema)]
#[allow(dead_code)]
pub(crate) struct CreateGalleryForm {
    /// A photo: JPEG, PNG or WebP (by content), at most 20 MiB, 10,000 pixels a side and 50 megapixels.
    /// Either `image`, or `video` with `poster`.
    #[schema(value_type = Option<String>, format = Binary, content_media_type = "image/jpeg")]
    image: Option<Vec<u8>>,
    /// An MP4 (checked by content), at most 10 × 1,048,576 bytes.
    #[schema(value_type = Option<String>, format = Binary, content_media_type = "video/mp4")]
    video: Option<Vec<u8>>,
    /// The video's poster: a photo, as `image`.
    #[schema(value_type = Option<String>, format = Binary, content_media_type = "image/jpeg")]
    poster: Option<Vec<u8>>,
    /// The caption shown with the photo; 1 to 200 characters.
    caption: String,
    /// What the photo shows, for people who cannot see it; 1 to 500 characters. Required for a photo;
    /// a video without it is described by its caption.
    alt: Option<String>,
    /// `vip` or `all` (the default).
    category: Option<Category>,
}

/// What was checked: the photo's variants, or the video (with its length) and the poster's.
enum Media {
    Photo(Photo),
    Video { file: TempFile, poster: Photo },
}

/// Adds a photo or a video to the front of the gallery, all or nothing.
#[utoipa::path(
    post,
    path = "/api/v1/gallery",
    tag = "content",
    operation_id = "createGalleryItem",
    request_body(content = CreateGalleryForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 201, description = "The new entry, shown by the pages when this answers", body = Envelope<OneGalleryItem>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = UploadUnavailable),
        (status = 507, response = InsufficientStorage),
    )
)]
pub(crate) async fn create(
    // First: the administrator is checked before the body is touched.
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    let multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let got = receive(&state, multipart).await?;

    let mut errors = Vec::new();
    let caption = check_text(got.caption.as_deref(), "caption", "Caption", MAX_CAPTION_CHARS, &mut errors);
    let image = got.image.filter(|f| !f.is_empty());
    let video = got.video.filter(|f| !f.is_empty());
    let poster = got.poster.filter(|f| !f.is_empty());
    let alt = if image.is_some() || got.alt.as_deref().is_some_and(|a| !trim_plain_text(a).is_empty()) {
        check_text(got.alt.as_deref(), "alt", "Alt text", MAX_ALT_CHARS, &mut errors)
    } else {
        None
    };
    let category = match got.category.as_deref().map(str::trim) {
        None | Some("") => Some(Category::All),
        Some(raw) => Category::parse(raw).or_else(|| {
            errors.push(FieldError { field: "category".into(), message: CATEGORY_MESSAGE.to_owned() });
            None
        }),
    };
    match (&image, &video, &poster) {
        (Some(_), None, None) | (None, Some(_), Some(_)) => {}
        (Some(_), _, _) => errors.push(FieldError {
            field: "image".into(),
            message: "Send a photo, or a video with its poster, not both".to_owned(),
        }),
        (None, Some(_), None) => {
            errors.push(FieldError { field: "poster".into(), message: "A video needs a poster image".to_owned() });
        }
        (None, None, Some(_)) => {
            errors.push(FieldError { field: "video".into(), message: "A poster needs its video".to_owned() });
        }
        (None, None, None) => {
            errors.push(FieldError { field: "image".into(), message: "Image file is required".to_owned() });
        }
    }
    let (Some(caption), Some(category), true) = (caption, category, errors.is_empty()) else {
        return Err(invalid(errors));
    };

    let media = match (image, video, poster) {
        (Some(image), None, None) => Media::Photo(check_photo(image, "image").await?),
        (None, Some(video), Some(poster)) => {
            check_video(&video).await?;
            Media::Video { file: video, poster: check_photo(poster, "poster").await? }
        }
        _ => unreachable!("checked above"),
    };
    let alt = alt.unwrap_or_else(|| caption.clone());
    // Its own task: once files start moving into the store, a dropped connection must not stop the work
    // before the entry is written or the files removed again.
    let entry = tokio::spawn(store_and_write(state.clone(), admin.clone(), media, caption, alt, category))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing a gallery upload")))??;
    tracing::info!(key = %entry.key, by = %admin.username, "gallery item added");
    let legacy = legacy_vip(&state).await?;
    let position = entries(&state).await?.iter().position(|e| e.key == entry.key).unwrap_or(0);
    Ok(ok(StatusCode::CREATED, OneGalleryItem { item: item(entry, position, &legacy) }, "Gallery item added"))
}

/// Decodes and re-encodes a photo on the checker thread; a refusal names `field`.
async fn check_photo(file: TempFile, field: &'static str) -> AppResult<Photo> {
    let path = file.path().to_owned();
    let result = run_check(move || std::fs::read(path).map(process_photo_owned)).await?;
    drop(file);
    let result =
        result.map_err(|err| AppError::Internal(anyhow::Error::new(err).context("reading an uploaded photo")))?;
    result.map_err(|err| match err.user_message() {
        Some(message) => {
            tracing::info!(error = %err, "gallery photo refused");
            AppError::field(field, message)
        }
        None => AppError::Internal(anyhow::Error::new(err).context("re-encoding a photo")),
    })
}

async fn check_video(file: &TempFile) -> AppResult<()> {
    let path = file.path().to_owned();
    match run_check(move || inspect_mp4_file(&path)).await? {
        Ok(_) => Ok(()),
        Err(err) => match err.user_message() {
            Some(message) => {
                tracing::info!(error = %err, "gallery video refused");
                Err(AppError::field("video", message))
            }
            None => Err(AppError::Internal(anyhow::Error::new(err).context("reading an uploaded video"))),
        },
    }
}

fn media_url(key: &str) -> String {
    format!("/media/{key}")
}

async fn put_webp(media: &DynMediaStore, key: &str, bytes: &[u8]) -> AppResult<()> {
    let mut temp = TempFile::create_in(media.temp_dir()).await.map_err(io_error)?;
    temp.write_chunk(bytes).await.map_err(io_error)?;
    temp.finish().await.map_err(io_error)?;
    media.put_file(key, temp.path(), "image/webp").await.map_err(|err| AppError::media(err, "storing a photo"))?;
    Ok(())
}

/// Stores the variants under `prefix-<width>.webp`; returns `w<width>` → URL, narrowest first.
async fn put_photo(
    media: &DynMediaStore,
    prefix: &str,
    photo: &Photo,
    stored: &mut Vec<String>,
) -> AppResult<serde_json::Map<String, Value>> {
    let mut src = serde_json::Map::new();
    for variant in &photo.variants {
        let key = format!("{prefix}-{}.webp", variant.width);
        put_webp(media, &key, &variant.webp).await?;
        stored.push(key.clone());
        src.insert(format!("w{}", variant.width), Value::String(media_url(&key)));
    }
    Ok(src)
}

async fn store_and_write(
    state: AppState,
    admin: User,
    media: Media,
    caption: String,
    alt: String,
    category: Category,
) -> AppResult<ContentEntry> {
    let id = MediaId::generate();
    let mut stored = Vec::new();
    let result = store_files_and_entry(&state, &admin, &id, media, caption, alt, category, &mut stored).await;
    if result.is_err() {
        remove_files(&state.media, &stored).await;
    }
    result
}

#[allow(clippy::too_many_arguments)]
async fn store_files_and_entry(
    state: &AppState,
    admin: &User,
    id: &MediaId,
    media: Media,
    caption: String,
    alt: String,
    category: Category,
    stored: &mut Vec<String>,
) -> AppResult<ContentEntry> {
    let key = id.as_str().to_owned();
    let body = match media {
        Media::Photo(photo) => {
            let src = put_photo(&state.media, &format!("gallery/{key}"), &photo, stored).await?;
            let widest = photo.variants.last().expect("a photo has at least one variant");
            json!({
                "kind": "image", "name": key, "title": caption, "alt": alt, "category": category.as_str(),
                "width": widest.width, "height": widest.height, "src": src,
                "rows": PHOTO_SPAN.0, "cols": PHOTO_SPAN.1,
            })
        }
        Media::Video { file, poster } => {
            let video_key = format!("gallery/{key}.mp4");
            state
                .media
                .put_file(&video_key, file.path(), "video/mp4")
                .await
                .map_err(|err| AppError::media(err, "storing a video"))?;
            stored.push(video_key.clone());
            drop(file);
            let src = put_photo(&state.media, &format!("gallery/{key}-poster"), &poster, stored).await?;
            // The poster variant a tile shows: 720 wide, or the widest there is when narrower.
            let shown = poster
                .variants
                .iter()
                .find(|v| v.width >= POSTER_WIDTH)
                .or(poster.variants.last())
                .expect("a photo has at least one variant");
            let poster_url = src.get(&format!("w{}", shown.width)).cloned().unwrap_or(Value::Null);
            json!({
                "kind": "video", "name": key, "title": caption, "alt": alt, "category": category.as_str(),
                "width": shown.width, "height": shown.height, "src": media_url(&video_key), "poster": poster_url,
                "rows": VIDEO_SPAN.0, "cols": VIDEO_SPAN.1,
            })
        }
    };
    // New entries go first: the newest photos are what the priest wants seen.
    let first = entries(state).await?.first().map_or(0, |e| e.position);
    let entry = NewContentEntry { kind: GALLERY.to_owned(), key, position: first - 1, published: true, body };
    super::write(state, entry.clone(), admin).await?;
    Ok(ContentEntry {
        kind: entry.kind,
        key: entry.key,
        position: entry.position,
        published: entry.published,
        body: entry.body,
        updated_at: Utc::now(),
    })
}

/// Removes stored files; a failure is logged (the file stays, named by no entry).
async fn remove_files(media: &DynMediaStore, keys: &[String]) {
    for key in keys {
        if let Err(err) = media.delete(key).await {
            tracing::warn!(key, error = %err, "could not remove a gallery file");
        }
    }
}

/// The path parameter naming a gallery entry.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct Id {
    #[param(pattern = "^[a-z0-9_-]{1,100}$", example = "0193b3c1e4a77c2a9f1d2c3b4a5e6f70")]
    id: String,
}

/// What a `PATCH` may change; absent fields stay as they are.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct GalleryPatch {
    /// 1 to 200 characters.
    caption: Option<String>,
    /// 1 to 500 characters.
    alt: Option<String>,
    category: Option<String>,
    /// The new 0-based place in the whole gallery (past the end: last).
    #[schema(minimum = 0)]
    position: Option<i64>,
}

/// Changes a gallery entry's caption, alt text, category or place. Other fields of its body (its
/// translations among them) stay as they are.
#[utoipa::path(
    patch,
    path = "/api/v1/gallery/{id}",
    tag = "content",
    operation_id = "updateGalleryItem",
    params(Id),
    request_body = GalleryPatch,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The entry as saved, shown by the pages when this answers", body = Envelope<OneGalleryItem>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn update(
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Json(patch): Json<GalleryPatch>,
) -> AppResult<Response> {
    check_name(&id).map_err(|_| AppError::NotFound(NOT_FOUND))?;
    let mut errors = Vec::new();
    let caption =
        patch.caption.as_deref().map(|raw| check_text(Some(raw), "caption", "Caption", MAX_CAPTION_CHARS, &mut errors));
    let alt = patch.alt.as_deref().map(|raw| check_text(Some(raw), "alt", "Alt text", MAX_ALT_CHARS, &mut errors));
    let category = patch.category.as_deref().map(|raw| {
        Category::parse(raw.trim()).or_else(|| {
            errors.push(FieldError { field: "category".into(), message: CATEGORY_MESSAGE.to_owned() });
            None
        })
    });
    if patch.position.is_some_and(|p| p < 0) {
        errors.push(FieldError { field: "position".into(), message: "position must be 0 or more".to_owned() });
    }
    if !errors.is_empty() {
        return Err(invalid(errors));
    }

    let mut list = entries(&state).await?;
    let index = list.iter().position(|e| e.key == id).ok_or(AppError::NotFound(NOT_FOUND))?;
    let mut entry = list[index].clone();
    let legacy = legacy_vip(&state).await?;
    if let Some(body) = entry.body.as_object_mut() {
        if let Some(Some(caption)) = caption {
            body.insert("title".to_owned(), Value::String(caption));
        }
        if let Some(Some(alt)) = alt {
            body.insert("alt".to_owned(), Value::String(alt));
        }
        // A legacy entry gets its category written the first time it is saved: from then on the body says.
        let category = category.flatten().unwrap_or_else(|| category_of(&list[index], &legacy));
        body.insert("category".to_owned(), Value::String(category.as_str().to_owned()));
    }
    let body_changed = entry.body != list[index].body;

    let mut writes = Vec::new();
    if let Some(to) = patch.position {
        let moved = list.remove(index);
        let position = usize::try_from(to).unwrap_or(usize::MAX).min(list.len());
        list.insert(position, moved);
        // Renumbered 0, 1, 2, … in the new order: only the entries whose number changes are written.
        for (i, e) in list.iter().enumerate() {
            let i = i as i64;
            if e.position != i && e.key != id {
                writes.push(EntryWrite::Move { kind: GALLERY.to_owned(), key: e.key.clone(), position: i });
            }
        }
        entry.position = position as i64;
    }
    if body_changed || patch.position.is_some() {
        writes.push(EntryWrite::Put(NewContentEntry {
            kind: GALLERY.to_owned(),
            key: entry.key.clone(),
            position: entry.position,
            published: entry.published,
            body: entry.body.clone(),
        }));
    }
    if !writes.is_empty() {
        super::write_all(&state, writes, &admin).await?;
    }
    let saved = entries(&state).await?;
    let (position, saved) =
        saved.into_iter().enumerate().find(|(_, e)| e.key == id).ok_or(AppError::NotFound(NOT_FOUND))?;
    tracing::info!(key = %id, by = %admin.username, "gallery item changed");
    Ok(ok(StatusCode::OK, OneGalleryItem { item: item(saved, position, &legacy) }, "Gallery item saved"))
}

/// Removes a gallery entry, then its uploaded files.
#[utoipa::path(
    delete,
    path = "/api/v1/gallery/{id}",
    tag = "content",
    operation_id = "deleteGalleryItem",
    params(Id),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Removed; the pages no longer show it when this answers", body = Envelope<Empty>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn delete(
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> AppResult<Response> {
    check_name(&id).map_err(|_| AppError::NotFound(NOT_FOUND))?;
    let entry = state.store.content_entry(GALLERY, &id).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    let keys = media_keys(&entry.body);
    super::write_all(&state, vec![EntryWrite::Remove { kind: GALLERY.to_owned(), key: id.clone() }], &admin).await?;
    remove_files(&state.media, &keys).await;
    tracing::info!(key = %id, by = %admin.username, "gallery item removed");
    Ok(ok(StatusCode::OK, Empty {}, "Gallery item deleted"))
}

/// Removes every sample entry (the shipped art), in one change; uploads stay.
#[utoipa::path(
    delete,
    path = "/api/v1/gallery/samples",
    tag = "content",
    operation_id = "deleteGallerySamples",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Removed; the pages no longer show them when this answers", body = Envelope<SamplesRemoved>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn delete_samples(AdminUser(admin): AdminUser, State(state): State<AppState>) -> AppResult<Response> {
    let writes: Vec<EntryWrite> = entries(&state)
        .await?
        .into_iter()
        .filter(|e| is_sample(&e.body))
        .map(|e| EntryWrite::Remove { kind: GALLERY.to_owned(), key: e.key })
        .collect();
    let removed = writes.len();
    if removed > 0 {
        super::write_all(&state, writes, &admin).await?;
    }
    tracing::info!(removed, by = %admin.username, "gallery samples removed");
    Ok(ok(StatusCode::OK, SamplesRemoved { removed }, "Sample photos removed"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_are_entries_whose_files_are_all_built_in() {
        let sample = json!({"kind": "image", "src": {"w180": "gallery/a-180.webp", "w360": "gallery/a-360.webp"}});
        assert!(is_sample(&sample));
        assert!(media_keys(&sample).is_empty());
        let upload = json!({"kind": "image", "src": {"w360": "/media/gallery/x-360.webp"}});
        assert!(!is_sample(&upload));
        assert_eq!(media_keys(&upload), ["gallery/x-360.webp"]);
        let video =
            json!({"kind": "video", "src": "/media/gallery/x.mp4", "poster": "/media/gallery/x-poster-720.webp"});
        assert_eq!(media_keys(&video), ["gallery/x.mp4", "gallery/x-poster-720.webp"]);
        let builtin_video = json!({"kind": "video", "src": "gallery/s.mp4", "poster": "gallery/s-poster.webp"});
        assert!(is_sample(&builtin_video));
        assert!(!is_sample(&json!({"kind": "image"})), "an entry naming no file is not a sample");
    }
}
