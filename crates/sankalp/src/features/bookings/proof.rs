//! Proof of the ritual (ARCHITECTURE.md §6): videos and photos the priest attaches to a
//! booking, kept in the media store under `private/bookings/<booking id>/<media id>.mp4|.jpg`, apart from
//! the public `videos/` and `thumbs/` and never served under `/media`.
//!
//! Upload (`POST /api/v1/bookings/{reference}/proof`, admin): multipart `video` (an MP4 by content, at
//! most 256 MiB, streamed to a temporary file so memory stays flat) and/or `photo` (a JPEG or PNG, at
//! most 20 MiB, re-encoded without metadata: phone photos carry GPS). Files are stored before their rows;
//! a failed insert deletes them, and a crash between the two leaves files the start-up repair removes.
//!
//! Serving, with ranges and ETags and `Cache-Control: private, no-store`: to the token's holder at
//! `/api/v1/bookings/track/{token}/proof/{name}`, and to administrators at
//! `/api/v1/bookings/{reference}/proof/{name}?sig=…&exp=…`, a URL signed with HMAC-SHA256 for 10 minutes
//! (so a `<video>` element, which sends no Authorization header, can play it).

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, Query, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::one::{OneBooking, Reference, admin_answer, by_reference};
use super::signed_url::signature_holds;
use super::track::by_token;
use super::{NOT_FOUND, is_reference};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::invalid;
use crate::http::error::{AppError, AppResult, Envelope, FieldError};
use crate::http::media::serve_stored;
use crate::http::openapi::{
    BadRequest, Forbidden, InsufficientStorage, NotFound, PayloadTooLarge, Unauthorized, UnsupportedMediaType,
    UploadUnavailable,
};
use crate::http::upload::{io_error, multipart_error, run_check, stream_to_temp};
use sankalp_db::{Booking, ProofFile};
use sankalp_media::image::process_thumbnail_owned;
use sankalp_media::mp4::inspect_mp4_file;
use sankalp_media::{MediaId, TempFile};

pub const MAX_VIDEO_BYTES: u64 = 256 * 1024 * 1024;
pub const MAX_PHOTO_BYTES: u64 = 20 * 1024 * 1024;
pub const VIDEO_TOO_LARGE: &str = "Video size exceeds 256MB";
pub const PHOTO_TOO_LARGE: &str = "Photo size exceeds 20MB";
/// A largest video and photo with the multipart framing.
pub const UPLOAD_BODY_LIMIT: usize = (MAX_VIDEO_BYTES + MAX_PHOTO_BYTES) as usize + 1024 * 1024;
const PRIVATE_CACHE: &str = "private, no-store";
/// One answer for a missing file, a wrong token and a bad signature alike.
pub const PROOF_NOT_FOUND: &str = "Proof not found";

/// The folder of a booking's proof in the media store.
pub fn proof_prefix(booking_id: &str) -> String {
    format!("private/bookings/{booking_id}/")
}

/// The form `upload` reads (documentation only: the body is read field by field).
#[derive(Deserialize, ToSchema)]
#[allow(dead_code)]
pub(crate) struct ProofForm {
    /// An MP4 (checked by content), at most 256 MiB.
    #[schema(value_type = Option<String>, format = Binary, content_media_type = "video/mp4")]
    video: Option<Vec<u8>>,
    /// A JPEG or PNG, at most 20 MiB; re-encoded without metadata.
    #[schema(value_type = Option<String>, format = Binary, content_media_type = "image/jpeg")]
    photo: Option<Vec<u8>>,
}

/// Attaches proof of the ritual: a video and/or a photo.
#[utoipa::path(
    post,
    path = "/api/v1/bookings/{reference}/proof",
    tag = "bookings",
    operation_id = "uploadBookingProof",
    params(Reference),
    request_body(content = ProofForm, content_type = "multipart/form-data"),
    security(("bearerAuth" = [])),
    responses(
        (status = 201, description = "The booking with its proof", body = Envelope<OneBooking>),
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
pub(crate) async fn upload(
    AdminUser(admin): AdminUser,
    State(state): State<AppState>,
    Path(reference): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    let booking = by_reference(&state, &reference).await?;
    if booking.erased_at.is_some() {
        return Err(AppError::NotFound(NOT_FOUND));
    }
    let mut multipart = multipart.map_err(|_| AppError::UnsupportedMediaType("Expected a multipart/form-data body"))?;
    let (mut video, mut photo) = (None::<TempFile>, None::<TempFile>);
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name().unwrap_or_default() {
            "video" if video.is_some() => return Err(AppError::field("video", "Only one video may be sent")),
            "video" => {
                video =
                    Some(stream_to_temp(state.media.temp_dir(), &mut field, MAX_VIDEO_BYTES, VIDEO_TOO_LARGE).await?)
            }
            "photo" if photo.is_some() => return Err(AppError::field("photo", "Only one photo may be sent")),
            "photo" => {
                photo =
                    Some(stream_to_temp(state.media.temp_dir(), &mut field, MAX_PHOTO_BYTES, PHOTO_TOO_LARGE).await?)
            }
            _ => {}
        }
    }
    let video = video.filter(|v| !v.is_empty());
    let photo = photo.filter(|p| !p.is_empty());
    if video.is_none() && photo.is_none() {
        return Err(AppError::field("video", "Send a video or a photo"));
    }
    let checked = check(&state, video, photo).await?;
    let stored = tokio::spawn(commit(state.clone(), booking.clone(), checked, admin.username.clone()))
        .await
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("storing proof")))??;
    tracing::info!(reference = %booking.reference, files = stored, by = %admin.username, "booking proof attached");
    admin_answer(&state, &booking.reference, StatusCode::CREATED, "Proof attached").await
}

/// A checked file, ready to store.
struct Checked {
    kind: &'static str,
    extension: &'static str,
    content_type: &'static str,
    file: TempFile,
}

async fn check(state: &AppState, video: Option<TempFile>, photo: Option<TempFile>) -> AppResult<Vec<Checked>> {
    let video_path = video.as_ref().map(|v| v.path().to_owned());
    let photo_path = photo.as_ref().map(|p| p.path().to_owned());
    let (mp4, image) = run_check(move || {
        let mp4 = video_path.map(|path| inspect_mp4_file(&path));
        let image = photo_path.map(|path| std::fs::read(path).map(process_thumbnail_owned));
        (mp4, image)
    })
    .await?;
    let mut errors = Vec::new();
    let mut out = Vec::new();
    if let (Some(result), Some(file)) = (mp4, video) {
        match result {
            Ok(_) => out.push(Checked { kind: "video", extension: "mp4", content_type: "video/mp4", file }),
            Err(err) => match err.user_message() {
                Some(message) => errors.push(FieldError { field: "video".into(), message: message.to_owned() }),
                None => return Err(AppError::Internal(anyhow::Error::new(err).context("reading a proof video"))),
            },
        }
    }
    if let Some(result) = image {
        let result = result.map_err(|err| AppError::Internal(anyhow::Error::new(err).context("reading a photo")))?;
        match result {
            Ok(picture) => {
                // The widest variant (up to 1280 pixels) is the photo kept; the upload itself goes.
                let jpeg = picture.variants.into_iter().next_back().map(|v| v.jpeg).unwrap_or_default();
                let mut file = TempFile::create_in(state.media.temp_dir()).await.map_err(io_error)?;
                file.write_chunk(&jpeg).await.map_err(io_error)?;
                file.finish().await.map_err(io_error)?;
                out.push(Checked { kind: "photo", extension: "jpg", content_type: "image/jpeg", file });
            }
            Err(err) => match err.user_message() {
                Some(message) => errors.push(FieldError { field: "photo".into(), message: message.to_owned() }),
                None => return Err(AppError::Internal(anyhow::Error::new(err).context("re-encoding a photo"))),
            },
        }
    }
    if !errors.is_empty() {
        return Err(invalid(errors));
    }
    Ok(out)
}

/// Stores the files, then their rows; on any failure removes what it stored. Runs in its own task, so a
/// client that goes away cannot stop it half way.
async fn commit(state: AppState, booking: Booking, files: Vec<Checked>, actor: String) -> AppResult<usize> {
    let mut stored: Vec<String> = Vec::new();
    let result = async {
        for checked in &files {
            let name = format!("{}.{}", MediaId::generate(), checked.extension);
            let key = format!("{}{name}", proof_prefix(&booking.id));
            let meta = state
                .media
                .put_file(&key, checked.file.path(), checked.content_type)
                .await
                .map_err(|err| AppError::media(err, "storing proof"))?;
            stored.push(key.clone());
            let row = ProofFile {
                key,
                booking_id: booking.id.clone(),
                name,
                kind: checked.kind.to_owned(),
                content_type: checked.content_type.to_owned(),
                size: meta.len as i64,
                created_at: Utc::now(),
            };
            if !state.store.add_booking_proof(&row, &actor).await? {
                return Err(AppError::NotFound(NOT_FOUND));
            }
        }
        Ok(files.len())
    }
    .await;
    drop(files);
    if result.is_err() {
        for key in &stored {
            if let Err(err) = state.media.delete(key).await {
                tracing::warn!(key, error = %err, "could not remove a failed proof upload; repair removes it at start-up");
            }
        }
    }
    result
}

/// A proof file of a booking by its name, or 404.
async fn proof_named(state: &AppState, booking: &Booking, name: &str) -> AppResult<ProofFile> {
    let proof = state.store.booking_proof(&booking.id).await?;
    proof.into_iter().find(|p| p.name == name).ok_or(AppError::NotFound(PROOF_NOT_FOUND))
}

/// The path of a proof file for the token's holder.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct HolderProof {
    #[param(pattern = "^[A-Za-z0-9_-]{22}$", example = "q3Xw0vJ9S3mC4kH1pZ8a2Q")]
    token: String,
    /// As the booking's `proof[].url` names it.
    #[param(example = "0190abcdef.mp4")]
    name: String,
}

/// A proof file, for the holder of the booking's token: ranges, ETag, never kept by shared caches.
#[utoipa::path(
    get,
    path = "/api/v1/bookings/track/{token}/proof/{name}",
    tag = "bookings",
    operation_id = "getTrackedBookingProof",
    params(
        HolderProof,
        ("Range" = Option<String>, Header, description = "One byte range"),
        ("If-None-Match" = Option<String>, Header, description = "ETags the client has; 304 when one matches"),
    ),
    responses(
        (status = 200, description = "The whole file", content((Vec<u8> = "video/mp4"), (Vec<u8> = "image/jpeg"))),
        (status = 206, description = "The range asked for", content((Vec<u8> = "video/mp4"), (Vec<u8> = "image/jpeg"))),
        (status = 304, description = "`If-None-Match` named the current ETag"),
        (status = 404, response = NotFound),
        (status = 416, description = "The range starts at or past the end, or is malformed"),
    )
)]
pub(crate) async fn serve_for_holder(
    State(state): State<AppState>,
    Path((token, name)): Path<(String, String)>,
    method: Method,
    headers: HeaderMap,
) -> AppResult<Response> {
    let booking = by_token(&state, &token).await?;
    let proof = proof_named(&state, &booking, &name).await?;
    Ok(serve_stored(&state, &method, &proof.key, &headers, PRIVATE_CACHE).await)
}

/// The path of a proof file for an administrator.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct AdminProof {
    #[param(pattern = "^SKP-[0-9A-HJKMNP-TV-Z]{6}$", example = "SKP-7K3Q9M")]
    reference: String,
    #[param(example = "0190abcdef.mp4")]
    name: String,
}

/// The signature of an administrator's proof URL.
#[derive(Deserialize, IntoParams, Serialize)]
#[into_params(parameter_in = Query)]
pub(crate) struct Signed {
    /// Unix time (seconds) until which the URL works.
    exp: Option<i64>,
    /// HMAC-SHA256 of the reference, name and `exp`, hex.
    sig: Option<String>,
}

/// A proof file, for an administrator, by the signed URL of the admin booking JSON (`proof[].url`).
#[utoipa::path(
    get,
    path = "/api/v1/bookings/{reference}/proof/{name}",
    tag = "bookings",
    operation_id = "getBookingProof",
    params(
        AdminProof,
        Signed,
        ("Range" = Option<String>, Header, description = "One byte range"),
        ("If-None-Match" = Option<String>, Header, description = "ETags the client has; 304 when one matches"),
    ),
    responses(
        (status = 200, description = "The whole file", content((Vec<u8> = "video/mp4"), (Vec<u8> = "image/jpeg"))),
        (status = 206, description = "The range asked for", content((Vec<u8> = "video/mp4"), (Vec<u8> = "image/jpeg"))),
        (status = 304, description = "`If-None-Match` named the current ETag"),
        (status = 404, response = NotFound),
        (status = 416, description = "The range starts at or past the end, or is malformed"),
    )
)]
pub(crate) async fn serve_for_admin(
    State(state): State<AppState>,
    Path((reference, name)): Path<(String, String)>,
    query: Result<Query<Signed>, axum::extract::rejection::QueryRejection>,
    method: Method,
    headers: HeaderMap,
) -> AppResult<Response> {
    let signed = query.map(|Query(q)| q).ok();
    let valid = is_reference(&reference)
        && signed.as_ref().is_some_and(|s| match (s.exp, s.sig.as_deref()) {
            (Some(exp), Some(sig)) => signature_holds(&state, &reference, &name, exp, sig),
            _ => false,
        });
    if !valid {
        return Err(AppError::NotFound(PROOF_NOT_FOUND));
    }
    let booking = by_reference(&state, &reference).await?;
    let proof = proof_named(&state, &booking, &name).await?;
    Ok(serve_stored(&state, &method, &proof.key, &headers, PRIVATE_CACHE).await)
}
