//! `POST /api/v1/pages/{key}/image`: a photo of the priest's own for one of a page's pictures (README
//! "Changing the site from admin"): the About page's portrait (`photo`) or a block's picture (`blocks[2].image`), which
//! otherwise show the built-in artwork. The photo is read, checked and made into WebP variants as every
//! editor's picture is (`picture.rs`); the variant a page shows (720 px wide, or the widest a smaller
//! photo has) is stored under a fresh key (`pages/<id>-<width>.webp`), and the page's body names it, with
//! its description in the field beside it (`photoAlt`, `imageAlt`), through the same check and change
//! path as a save of the page's texts. A refused upload stores nothing; the file of one whose page could
//! not be written is removed again. An older file stays, for the page's history may name it.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{Value, json};

use super::pages::{PageKey, SavedPage, page_entry, saved_item};
use super::picture;
use super::read::{Item, PAGE_NOT_FOUND};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::{AppError, AppResult, Envelope, ok};
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, NotFound, PayloadTooLarge, Unauthorized, UnprocessableContent,
    UnsupportedMediaType, UploadUnavailable,
};
use sankalp_db::content::PAGE;
use sankalp_media::image::Photo;

/// The width of the variant a page shows: the portrait and the block pictures are at most about 360 CSS
/// pixels wide, so this is sharp on a phone's screen of two or three pixels a point.
const SHOWN_WIDTH: u32 = 720;

/// The form the route reads (documentation only: the body is read field by field).
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct PageImageForm {
    /// Which picture: `photo` (the About page's portrait) or `blocks[N].image` (a block's picture).
    #[schema(example = "photo")]
    field: String,
    /// A JPEG, PNG or WebP (recognised by its content), at most 20 MiB and 50 megapixels.
    #[schema(value_type = String, format = Binary, content_media_type = "image/jpeg")]
    image: Vec<u8>,
    /// What the photo shows, for people who cannot see it: 1 to 300 characters. It becomes the picture's
    /// description on the page (`photoAlt`, `imageAlt`).
    alt: String,
}

/// Where a picture of a page is, and where its description is beside it.
#[derive(Debug, PartialEq)]
struct Picture {
    /// The block's index, or `None` for the portrait.
    block: Option<usize>,
    field: &'static str,
    alt: &'static str,
}

/// The picture `field` names on page `key`, when that page draws an uploaded photo there (`body` is the
/// page as stored: a block must exist).
fn picture_at(key: &str, field: &str, body: &Value) -> Option<Picture> {
    if key != "about" {
        return None;
    }
    if field == "photo" {
        return Some(Picture { block: None, field: "photo", alt: "photoAlt" });
    }
    let index: usize = field.strip_prefix("blocks[")?.strip_suffix("].image")?.parse().ok()?;
    body.get("blocks")?.get(index)?.get("image")?;
    Some(Picture { block: Some(index), field: "image", alt: "imageAlt" })
}

/// Gives a picture of a page a photo of the priest's own, shown instead of the built-in artwork.
#[utoipa::path(
    post,
    path = "/api/v1/pages/{key}/image",
    tag = "content",
    operation_id = "uploadPageImage",
    params(PageKey),
    request_body(content = PageImageForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The page as saved, naming the photo; its pages are served", body = Envelope<SavedPage>),
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
    Path(key): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    if super::shape::page_shape(&key).is_none() {
        return Err(AppError::NotFound(PAGE_NOT_FOUND));
    }
    let page = state.store.content_entry(PAGE, &key).await?.ok_or(AppError::NotFound(PAGE_NOT_FOUND))?;
    let form = picture::read_form(&state, multipart, true).await?;
    let field = form.field.unwrap_or_default();
    if picture_at(&key, field.trim(), &page.body).is_none() {
        let message = if key == "about" {
            "field must name a picture of this page: photo, or blocks[N].image for a block that exists"
        } else {
            "This page has no picture that can be replaced"
        };
        return Err(AppError::field("field", message));
    }
    let photo = picture::process(form.image, "page image").await?;
    // Its own task: once the file is in the store, a dropped connection must not stop the work before the
    // page names it or it is removed again.
    let saved = tokio::spawn(store(state, key, field.trim().to_owned(), photo, form.alt, admin))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing a page image")))??;
    Ok(ok(StatusCode::OK, saved, "Image saved"))
}

async fn store(
    state: AppState,
    key: String,
    field: String,
    photo: Photo,
    alt: String,
    admin: sankalp_db::User,
) -> AppResult<SavedPage> {
    let shown = photo
        .variants
        .iter()
        .find(|v| v.width >= SHOWN_WIDTH)
        .or(photo.variants.last())
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a processed photo has no variant")))?;
    let mut stored = Vec::new();
    let result = async {
        let urls = picture::put_variants(&state, "pages", &[shown], &mut stored).await?;
        let url = urls[0]["url"].clone();
        // Read again now: an edit may have landed while the photo was being made.
        let was = state.store.content_entry(PAGE, &key).await?.ok_or(AppError::NotFound(PAGE_NOT_FOUND))?;
        let picture = picture_at(&key, &field, &was.body)
            .ok_or_else(|| AppError::field("field", "The block was removed while the photo was being made"))?;
        let mut body = was.body.clone();
        let holder = match picture.block {
            None => &mut body,
            Some(index) => &mut body["blocks"][index],
        };
        holder[picture.field] = url;
        holder[picture.alt] = json!(alt);
        let entry = page_entry(&state, &key, &body).await?;
        let version = super::write(&state, entry.clone(), &admin).await?;
        Ok(SavedPage { page: Item::from(saved_item(entry)), version })
    }
    .await;
    if result.is_err() {
        picture::remove(&state, &stored).await;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_about_pages_portrait_and_its_blocks_pictures_only() {
        let body = json!({"photo": "priest-portrait", "blocks": [{"image": "a"}, {"image": "b"}]});
        assert_eq!(picture_at("about", "photo", &body), Some(Picture { block: None, field: "photo", alt: "photoAlt" }));
        assert_eq!(
            picture_at("about", "blocks[1].image", &body),
            Some(Picture { block: Some(1), field: "image", alt: "imageAlt" })
        );
        for field in ["blocks[2].image", "blocks[-1].image", "blocks[0].heading", "blocks[0]", "image", "", "photoAlt"]
        {
            assert_eq!(picture_at("about", field, &body), None, "{field}");
        }
        assert_eq!(picture_at("home", "photo", &body), None);
    }
}
