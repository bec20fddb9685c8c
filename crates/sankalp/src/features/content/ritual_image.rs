//! `POST /api/v1/rituals/{slug}/image`: a ritual's photo (README "Editing rituals"), read, checked and made
//! into WebP variants as every editor's picture is (`picture.rs`). The variants are stored under fresh keys
//! (`rituals/<id>-<width>.webp`), then the ritual's body gets them as `photo` with its `imageAlt` through
//! the change path; if that write fails the files are removed again. A refused upload stores nothing.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::json;

use super::catalogue::OneRitual;
use super::picture;
use super::read::{Item, RITUAL, RITUAL_NOT_FOUND};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::{AppError, AppResult, Envelope, ok};
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, NotFound, PayloadTooLarge, Unauthorized, UnprocessableContent,
    UnsupportedMediaType, UploadUnavailable,
};
use sankalp_db::NewContentEntry;
use sankalp_db::content::check_name;
use sankalp_media::image::Photo;

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
    let form = picture::read_form(&state, multipart, false).await?;
    let photo = picture::process(form.image, "ritual image").await?;
    let alt = form.alt;
    // Its own task: once files are in the store, a dropped connection must not stop the work before the
    // ritual names them or they are removed again.
    let ritual = tokio::spawn(store(state, slug, photo, alt, admin))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing a ritual image")))??;
    Ok(ok(StatusCode::OK, OneRitual { ritual }, "Image saved"))
}

async fn store(state: AppState, slug: String, photo: Photo, alt: String, admin: sankalp_db::User) -> AppResult<Item> {
    let mut stored = Vec::new();
    let result = async {
        let variants =
            picture::put_variants(&state, "rituals", &photo.variants.iter().collect::<Vec<_>>(), &mut stored).await?;
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
        picture::remove(&state, &stored).await;
    }
    result
}
