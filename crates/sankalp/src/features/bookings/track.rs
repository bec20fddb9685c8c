//! The devotee's side: `GET /api/v1/bookings/track/{token}` (the booking as they see it) and `DELETE`
//! (withdraw: personal data and proof erased, every link then answers 404). A token, the one made at
//! booking or one the priest shared since, is looked up by its SHA-256 only; anything that is not a live
//! token, erased ones included, is the same 404.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{NOT_FOUND, TrackedBooking, retention, token_hash, tracked_view};
use crate::AppState;
use crate::http::error::{AppError, AppResult, Empty, Envelope, ok};
use crate::http::openapi::{NotFound, Unavailable};
use sankalp_db::{Booking, BookingWithParts};

/// The path parameter naming a booking by its token.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct Token {
    /// The token of the booking's private link (22 characters of base64url).
    #[param(pattern = "^[A-Za-z0-9_-]{22}$", example = "q3Xw0vJ9S3mC4kH1pZ8a2Q")]
    token: String,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OneTracked {
    booking: TrackedBooking,
}

/// The live booking whose token this is, or 404.
pub(crate) async fn by_token(state: &AppState, token: &str) -> AppResult<Booking> {
    let hash = token_hash(token).ok_or(AppError::NotFound(NOT_FOUND))?;
    state.store.find_booking_by_token(&hash).await?.ok_or(AppError::NotFound(NOT_FOUND))
}

/// The booking as its devotee sees it.
#[utoipa::path(
    get,
    path = "/api/v1/bookings/track/{token}",
    tag = "bookings",
    operation_id = "trackBooking",
    params(Token),
    responses(
        (status = 200, description = "The booking", body = Envelope<OneTracked>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn show(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Response> {
    let view = tracked(&state, &token).await?;
    Ok(ok(StatusCode::OK, OneTracked { booking: view }, "Booking fetched successfully"))
}

/// The live booking whose token this is, as its devotee sees it (the API's answer and the private page's).
pub(crate) async fn tracked(state: &AppState, token: &str) -> AppResult<TrackedBooking> {
    // The booking, its history and its proof in one query; the settings (served, no query) only when the
    // page shows a payment (their UPI ID), which needs an amount.
    let hash = token_hash(token).ok_or(AppError::NotFound(NOT_FOUND))?;
    let BookingWithParts { booking, history, proof } =
        state.store.find_booking_page_by_token(&hash).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    let site = if booking.amount.is_some() { state.settings.get(state).await? } else { None };
    Ok(tracked_view(
        &booking,
        &history,
        &proof,
        site.as_deref(),
        |p| format!("/api/v1/bookings/track/{token}/proof/{}", p.name),
        false,
    ))
}

/// Withdraws the booking: its personal data and proof media are erased, and the link stops working.
#[utoipa::path(
    delete,
    path = "/api/v1/bookings/track/{token}",
    tag = "bookings",
    operation_id = "withdrawBooking",
    params(Token),
    responses(
        (status = 200, description = "Erased", body = Envelope<Empty>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn withdraw(State(state): State<AppState>, Path(token): Path<String>) -> AppResult<Response> {
    let booking = by_token(&state, &token).await?;
    retention::erase(&state, &booking.id, "devotee", Utc::now()).await?.ok_or(AppError::NotFound(NOT_FOUND))?;
    tracing::info!(reference = %booking.reference, "booking withdrawn and erased by its devotee");
    Ok(ok(StatusCode::OK, Empty {}, "Booking erased"))
}
