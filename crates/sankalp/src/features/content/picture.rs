//! A picture sent from an editor: a ritual's photo (`ritual_image.rs`) or a page's portrait or block
//! picture (`page_image.rs`). The multipart form is read field by field under its limits; the file is
//! checked by its content (JPEG, PNG or WebP, whatever its name says), decoded under byte and pixel limits
//! and made into WebP variants without metadata (`sankalp_media::image::process_photo`) on the upload
//! checker thread; the variants are stored under fresh keys, never overwritten. A refused picture stores
//! nothing, and [`remove`] takes back the files of one whose entry could not be written.

use axum::extract::Multipart;
use axum::extract::multipart::MultipartRejection;
use serde_json::{Value, json};

use crate::AppState;
use crate::http::error::{AppError, AppResult, FieldError, invalid};
use crate::http::upload::{io_error, multipart_error, run_check, stream_to_temp};
use crate::rules::text::{is_forbidden_in_plain_text, trim_plain_text};
use sankalp_media::image::{MAX_PHOTO_BYTES, Photo, PhotoVariant, process_photo_owned};
use sankalp_media::{MediaId, TempFile};

pub const IMAGE_TOO_LARGE: &str = "The image is larger than 20 MB";
/// The whole multipart body: the largest image, the alt text, the field's name and framing.
pub const IMAGE_BODY_LIMIT: usize = MAX_PHOTO_BYTES + 64 * 1024;
pub const MAX_ALT: usize = 300;
/// The longest text field of the form other than `alt` (a field's path).
const MAX_NAME: usize = 100;

/// What an editor sent: the picture and what it shows, and for a page which of its pictures it is.
pub(crate) struct PictureForm {
    pub image: TempFile,
    pub alt: String,
    /// `field` as sent (checked by the caller), when the form asks for one.
    pub field: Option<String>,
}

/// Reads `image` and `alt` (and `field` when `with_field`): every missing or faulty field named at once.
pub(crate) async fn read_form(
    state: &AppState,
    multipart: Result<Multipart, MultipartRejection>,
    with_field: bool,
) -> AppResult<PictureForm> {
    let mut multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let mut image: Option<TempFile> = None;
    let mut alt: Option<String> = None;
    let mut field_name: Option<String> = None;
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name().unwrap_or_default() {
            "image" if image.is_some() => return Err(AppError::field("image", "Only one image may be sent")),
            "image" => {
                let limit = MAX_PHOTO_BYTES as u64;
                image = Some(stream_to_temp(state.media.temp_dir(), &mut field, limit, IMAGE_TOO_LARGE).await?);
            }
            "alt" if alt.is_some() => return Err(AppError::field("alt", "Only one alt may be sent")),
            "alt" => alt = Some(read_text(&mut field, "alt", MAX_ALT).await?),
            "field" if with_field && field_name.is_some() => {
                return Err(AppError::field("field", "Only one field may be sent"));
            }
            "field" if with_field => field_name = Some(read_text(&mut field, "field", MAX_NAME).await?),
            _ => {}
        }
    }
    let mut errors = Vec::new();
    if with_field && field_name.as_deref().is_none_or(|name| name.trim().is_empty()) {
        errors
            .push(FieldError { field: "field".into(), message: "field is required: which picture to replace".into() });
    }
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
    match image {
        Some(image) if errors.is_empty() => Ok(PictureForm { image, alt, field: field_name }),
        _ => Err(invalid(errors)),
    }
}

/// A text field of at most `max` characters (read up to four bytes a character).
async fn read_text(
    field: &mut axum::extract::multipart::Field<'_>,
    name: &'static str,
    max: usize,
) -> AppResult<String> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        if bytes.len() + chunk.len() > 4 * max {
            return Err(AppError::field(name, format!("{name} must be at most {max} characters")));
        }
        bytes.extend_from_slice(&chunk);
    }
    String::from_utf8(bytes).map_err(|_| AppError::field(name, format!("{name} must be UTF-8 text")))
}

/// The picture checked by its content and made into WebP variants; a file that is not a photo within the
/// limits is a 400 on `image` with what is wrong with it.
pub(crate) async fn process(image: TempFile, what: &'static str) -> AppResult<Photo> {
    let path = image.path().to_owned();
    let checked = run_check(move || std::fs::read(path).map(process_photo_owned)).await?;
    drop(image);
    match checked.map_err(|err| AppError::Internal(anyhow::Error::new(err).context("reading an image")))? {
        Ok(photo) => Ok(photo),
        Err(err) => match err.user_message() {
            Some(message) => {
                tracing::info!(error = %err, what, "image refused");
                Err(AppError::field("image", message))
            }
            None => Err(AppError::Internal(anyhow::Error::new(err).context("re-encoding an image"))),
        },
    }
}

/// Stores `variants` under `<folder>/<fresh id>-<width>.webp`, adding each stored key to `stored` (so
/// that a caller can [`remove`] them if what names them is not written); answers each one's URL and width.
pub(crate) async fn put_variants(
    state: &AppState,
    folder: &str,
    variants: &[&PhotoVariant],
    stored: &mut Vec<String>,
) -> AppResult<Vec<Value>> {
    let id = MediaId::generate();
    let mut urls = Vec::new();
    for variant in variants {
        let key = format!("{folder}/{}-{}.webp", id.as_str(), variant.width);
        let mut temp = TempFile::create_in(state.media.temp_dir()).await.map_err(io_error)?;
        temp.write_chunk(&variant.webp).await.map_err(io_error)?;
        temp.finish().await.map_err(io_error)?;
        state
            .media
            .put_file(&key, temp.path(), "image/webp")
            .await
            .map_err(|err| AppError::media(err, "storing an image"))?;
        urls.push(json!({ "url": format!("/media/{key}"), "width": variant.width }));
        stored.push(key);
    }
    Ok(urls)
}

/// Removes the files of a picture that nothing names (its entry's write failed).
pub(crate) async fn remove(state: &AppState, keys: &[String]) {
    for key in keys {
        if let Err(err) = state.media.delete(key).await {
            tracing::warn!(key, error = %err, "could not remove a refused image's file");
        }
    }
}
