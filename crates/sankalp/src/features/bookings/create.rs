//! `POST /api/v1/bookings`: a devotee books, without an account.
//!
//! In order: the honeypot (`website` filled: 400 naming only that field, nothing stored: a person never
//! sees the field, and a plain refusal is what ARCHITECTURE.md §6 says; a silent 201 would hand a bot a token
//! of a booking that does not exist); every rule of `validate.rs` at once (400); the slug among the
//! published rituals or pilgrimage sites (404); then one transaction counts the client's bookings of the
//! last 10 minutes (more than 5: 429 with `Retry-After`) and stores the booking, its first history entry
//! and its emails. The body is at most 16 KiB (413), and JSON (415 for another content type, 400 for a
//! body that is not JSON).

use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use serde::Serialize;
use sha2::{Digest as _, Sha256};
use utoipa::ToSchema;

use super::validate::{CreateBody, Service, today_in_india, validate};
use super::{catalog, emails, new_reference, new_token, token_hash, whatsapp_url};
use crate::AppState;
use crate::http::error::invalid;
use crate::http::error::{AppError, AppResult, Envelope};
use crate::http::json::Json;
use crate::http::net::{ClientIp, client_bucket};
use crate::http::openapi::{BadRequest, NotFound, PayloadTooLarge, TooManyRequests, Unavailable, UnsupportedMediaType};
use sankalp_db::{Created, CreationLimit, NewBooking};

/// Bookings one client may make in [`WINDOW`].
pub const LIMIT: u32 = 5;
pub const WINDOW: Duration = Duration::from_secs(10 * 60);

/// What the devotee needs next.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedBooking {
    #[schema(example = "SKP-7K3Q9M")]
    pub reference: String,
    /// The key to the private page: shown once, stored only as a hash.
    pub token: String,
    /// The private page: `/booking/{token}`.
    pub url: String,
    /// The chat with the priest, naming the booking's reference.
    pub whatsapp_url: String,
}

/// Records a booking with the sankalp details.
#[utoipa::path(
    post,
    path = "/api/v1/bookings",
    tag = "bookings",
    operation_id = "createBooking",
    request_body = CreateBody,
    responses(
        (status = 201, description = "Booked", body = Envelope<CreatedBooking>),
        (status = 400, response = BadRequest),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 429, response = TooManyRequests),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn create(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    Json(body): Json<CreateBody>,
) -> AppResult<Response> {
    if body.website.as_deref().is_some_and(|w| !w.trim().is_empty()) {
        return Err(AppError::field("website", "Leave this field empty"));
    }
    let valid = validate(body, today_in_india()).map_err(invalid)?;
    let title = match (&valid.service, &valid.slug) {
        (Service::Astrology, _) => catalog::ASTROLOGY_TITLE.to_owned(),
        (service, slug) => {
            let slug = slug.as_deref().unwrap_or_default();
            let found =
                if slug.is_empty() { None } else { catalog::title_of(state.store.as_ref(), *service, slug).await? };
            found.ok_or(AppError::NotFound(match service {
                Service::Pilgrimage => "Pilgrimage site not found",
                _ => "Ritual not found",
            }))?
        }
    };
    let site = state.settings.get(&state).await?;
    // Who is counted: a hash of the address (an IPv6 /64 as one), never the address itself.
    let bucket = client.map(client_bucket).map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
    let scope = hex::encode(Sha256::digest(format!("booking\0{bucket}").as_bytes()));
    let id = uuid::Uuid::now_v7().simple().to_string();
    let slug = if valid.service == Service::Astrology { None } else { valid.slug.as_deref() };
    // A taken reference (one in a billion per booking stored) is retried with another.
    for _ in 0..8 {
        let now = Utc::now();
        let reference = new_reference();
        let token = new_token();
        let hash = token_hash(&token).expect("a new token has the token shape");
        let url = format!("/booking/{token}");
        let booking = NewBooking {
            id: &id,
            reference: &reference,
            token_hash: &hash,
            service: valid.service.as_str(),
            slug,
            title: &title,
            preferred_date: valid.preferred_date.as_deref(),
            language: valid.language.as_deref(),
            contact_name: &valid.contact_name,
            contact_phone: &valid.contact_phone,
            contact_email: valid.contact_email.as_deref(),
            devotees: &valid.devotees,
            intention: valid.intention.as_deref(),
            timezone: valid.timezone.as_deref(),
            now,
        };
        let outgoing = emails::for_new_booking(&state, &booking);
        let since = now - chrono::Duration::from_std(WINDOW).expect("ten minutes");
        let limit = CreationLimit { scope: &scope, limit: LIMIT, since };
        match state.store.insert_booking(&booking, &outgoing, &limit).await? {
            Created::Stored => {
                tracing::info!(reference, service = booking.service, "booking received");
                let whatsapp_url = whatsapp_url(
                    site.as_ref().map_or("", |s| &s.whatsapp),
                    &title,
                    &reference,
                    valid.language.as_deref(),
                );
                let data = CreatedBooking { reference, token, url, whatsapp_url };
                return Ok(crate::http::error::ok(StatusCode::CREATED, data, "Booking received"));
            }
            Created::Throttled { free_at } => {
                // At most the window: `now` is this request's arrival, and an attempt admitted before it
                // took its turn at the lock may have arrived a moment after it (another instance, or
                // another writer ahead in the queue), so its place frees a little more than a window on.
                let retry_after = (free_at - now).to_std().unwrap_or(Duration::from_secs(1)).min(WINDOW);
                return Err(AppError::TooManyRequests { retry_after });
            }
            Created::Duplicate => continue,
        }
    }
    Err(AppError::Internal(anyhow::anyhow!("no free booking reference after 8 tries")))
}
