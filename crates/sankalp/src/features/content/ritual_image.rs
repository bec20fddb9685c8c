//! `POST /api/v1/rituals/{slug}/image`: a ritual's photo (README "Editing rituals"). The file is checked by
//! its content (JPEG, PNG or WebP, whatever its name says), decoded under byte and pixel limits and made
//! into WebP variants without metadata (`sankalp_media::image::process_photo`), on the upload checker
//! thread. The variants are stored under fresh keys (`rituals/<id>-<width>.webp`, never overwritten), then
//! the ritual's body gets them as `photo` with its `imageAlt` through the change path; if that write fails
//! the files are removed again. A refused upload stores nothing.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::json;

use super::catalogue::{OneRitual, RITUAL};
use super::read::{Item, RITUAL_NOT_FOUND};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::{AppError, AppResult, Envelope, FieldError, invalid, ok};
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, NotFound, PayloadTooLarge, Unauthorized, UnprocessableContent,
    UnsupportedMediaType, UploadUnavailable,
};
use crate::http::upload::{io_error, multipart_error, run_check, stream_to_temp};
use crate::rules::text::{is_forbidden_in_plain_text, trim_plain_text};
use sankalp_db::NewContentEntry;
use sankalp_db::content::check_name;
use sankalp_media::image::{MAX_PHOTO_BYTES, Photo, process_photo_owned};
use sankalp_media::{MediaId, TempFile};

pub const IMAGE_TOO_LARGE: &str = "The image is larger than 20 MB";
/// The whole multipart body: the largest image, the alt text and framing.
pub const IMAGE_BODY_LIMIT: usize = MAX_PHOTO_BYTES + 64 * 1024;
const MAX_ALT: usize = 300;

/// The form the route reads (documentation only: the body is read field by field).
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct RitualImageForm {
    /// A JPEG, PNG or WebP (recognised by its content), at most 20 MiB and 50 megapixels.
    #[schema(value_type = String, format = Binary, content_media_type = "image/jpeg")]
    image: Vec<u8>,
    /// What the image shows, for people who cannot see it: 1 to 300 characters.
    alt: String,
}

/// Gives a ritual its photo, shown on its card and page instead of the artwork.
#[utoipa::path(
    post,
    path = "/api/v1/rituals/{slug}/image",
    tag = "content",
    operation_id = "uploadRitualImage",
    params(super::read::Slug),
    request_body(content = RitualImageForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The ritual with its photo; its pages are served", body = Envelope<OneRitual>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = UploadUnavailable),
        (status = 507, response = InsufficientStorage),
    )
)]
pub(crate) async fn upload(
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    Path(slug): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    if check_name(&slug).is_err() {
        return Err(AppError::NotFound(RITUAL_NOT_FOUND));
    }
    state.store.content_entry(RITUAL, &slug).await?.ok_or(AppError::NotFound(RITUAL_NOT_FOUND))?;
    let mut multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let mut image: Option<TempFile> = None;
    let mut alt: Option<String> = None;
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name().unwrap_or_default() {
            "image" if image.is_some() => return Err(AppError::field("image", "Only one image may be sent")),
            "image" => {
                let limit = MAX_PHOTO_BYTES as u64;
                image = Some(stream_to_temp(state.media.temp_dir(), &mut field, limit, IMAGE_TOO_LARGE).await?);
            }
            "alt" if alt.is_some() => return Err(AppError::field("alt", "Only one alt may be sent")),
            "alt" => {
                let mut bytes = Vec::new();
                while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
                    if bytes.len() + chunk.len() > 4 * MAX_ALT {
                        return Err(AppError::field("alt", format!("alt must be at most {MAX_ALT} characters")));
                    }
                    bytes.extend_from_slice(&chunk);
                }
                alt = Some(String::from_utf8(bytes).map_err(|_| AppError::field("alt", "alt must be UTF-8 text"))?);
            }
            _ => {}
        }
    }
    let mut errors = Vec::new();
    let image = image.filter(|file| !file.is_empty());
    if image.is_none() {
        errors.push(FieldError { field: "image".into(), message: "Image is required".to_owned() });
    }
    let alt = trim_plain_text(alt.as_deref().unwrap_or_default()).to_owned();
    if alt.is_empty() {
        errors.push(FieldError {
            field: "alt".into(),
            message: "Describe the image (alt) for people who cannot see it".to_owned(),
        });
    } else if alt.chars().count() > MAX_ALT || alt.chars().any(is_forbidden_in_plain_text) {
        errors.push(FieldError {
            field: "alt".into(),
            message: format!("alt must be at most {MAX_ALT} characters of plain text"),
        });
    }
    let Some(image) = image.filter(|_| errors.is_empty()) else { return Err(invalid(errors)) };

    let path = image.path().to_owned();
    let checked = run_check(move || std::fs::read(path).map(process_photo_owned)).await?;
    drop(image);
    let photo = match checked.map_err(|err| AppError::Internal(anyhow::Error::new(err).context("reading an image")))? {
        Ok(photo) => photo,
        Err(err) => match err.user_message() {
            Some(message) => {
                tracing::info!(error = %err, "ritual image refused");
                return Err(AppError::field("image", message));
            }
            None => return Err(AppError::Internal(anyhow::Error::new(err).context("re-encoding a ritual image"))),
        },
    };
    // Its own task: once files are in the store, a dropped connection must not stop the work before the
    // ritual names them or they are removed again.
    let ritual = tokio::spawn(store(state, slug, photo, alt, admin))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing a ritual image")))??;
    Ok(ok(StatusCode::OK, OneRitual { ritual }, "Image saved"))
}

async fn store(state: AppState, slug: String, photo: Photo, alt: String, admin: sankalp_db::User) -> AppResult<Item> {
    let id = MediaId::generate();
    let mut stored = Vec::new();
    let result = async {
        let mut variants = Vec::new();
        for variant in &photo.variants {
            let key = format!("rituals/{}-{}.webp", id.as_str(), variant.width);
            let mut temp = TempFile::create_in(state.media.temp_dir()).await.map_err(io_error)?;
            temp.write_chunk(&variant.webp).await.map_err(io_error)?;
            temp.finish().await.map_err(io_error)?;
            state
                .media
                .put_file(&key, temp.path(), "image/webp")
                .await
                .map_err(|err| AppError::media(err, "storing a ritual image"))?;
            variants.push(json!({ "url": format!("/media/{key}"), "width": variant.width }));
            stored.push(key);
        }
        let widest = photo.variants.last().map_or((photo.width, photo.height), |v| (v.width, v.height));
        // Read again now: an edit may have landed while the image was being made.
        let was = state.store.content_entry(RITUAL, &slug).await?.ok_or(AppError::NotFound(RITUAL_NOT_FOUND))?;
        let mut body = was.body.clone();
        body["photo"] = json!({ "width": widest.0, "height": widest.1, "variants": variants });
        body["imageAlt"] = json!(alt);
        let entry = NewContentEntry {
            kind: RITUAL.to_owned(),
            key: slug.clone(),
            position: was.position,
            published: was.published,
            body,
        };
        super::write(&state, entry, &admin).await?;
        let now = state.store.content_entry(RITUAL, &slug).await?.ok_or(AppError::NotFound(RITUAL_NOT_FOUND))?;
        Ok(Item::from(now))
    }
    .await;
    if result.is_err() {
        for key in &stored {
            if let Err(err) = state.media.delete(key).await {
                tracing::warn!(key, error = %err, "could not remove a refused ritual image's file");
            }
        }
    }
    result
}
