//! One booking by its reference, as administrators see it: what the inbox's handlers (admin.rs) and the
//! proof upload (proof.rs) answer with.

use axum::http::StatusCode;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::signed_url::signed_url;
use super::{AdminBooking, NOT_FOUND, admin_view, is_reference};
use crate::AppState;
use crate::features::content::saved_settings;
use crate::http::error::{AppError, AppResult, ok};
use sankalp_db::Booking;

/// The path of a booking by reference.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct Reference {
    #[param(pattern = "^SKP-[0-9A-HJKMNP-TV-Z]{6}$", example = "SKP-7K3Q9M")]
    reference: String,
}

/// The booking `reference` names, or 404.
pub(crate) async fn by_reference(state: &AppState, reference: &str) -> AppResult<Booking> {
    if !is_reference(reference) {
        return Err(AppError::NotFound(NOT_FOUND));
    }
    state.store.find_booking_by_reference(reference).await?.ok_or(AppError::NotFound(NOT_FOUND))
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OneBooking {
    booking: AdminBooking,
}

/// The admin view of the booking as stored now, in the envelope.
pub(crate) async fn admin_answer(
    state: &AppState,
    reference: &str,
    status: StatusCode,
    message: &str,
) -> AppResult<Response> {
    let booking = by_reference(state, reference).await?;
    let history = state.store.booking_history(&booking.id).await?;
    let proof = state.store.booking_proof(&booking.id).await?;
    let site = saved_settings(state.store.as_ref()).await?;
    let view = admin_view(&booking, &history, &proof, site.as_ref(), |p| signed_url(state, &booking.reference, p));
    Ok(ok(status, OneBooking { booking: view }, message))
}
