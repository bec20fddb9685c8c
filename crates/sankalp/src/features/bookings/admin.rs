//! The priest's inbox: the list with counts per status, one booking, its changes (status moves, schedule,
//! amount, payment, private notes, each kept in the history), another private link to send the devotee,
//! and the CSV export.

use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse as _, Response};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::one::{OneBooking, Reference, admin_answer, by_reference};
use super::{BookingStatus, NOT_FOUND, emails, new_token, token_hash};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::features::content::saved_settings;
use crate::http::error::invalid;
use crate::http::error::{AppError, AppResult, Envelope, FieldError, ok};
use crate::http::json::Json;
use crate::http::openapi::{
    BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, Unauthorized, Unavailable, UnsupportedMediaType,
};
use crate::http::query::{self, QueryPairs};
use sankalp_db::{BookingChanges, BookingQuery, LinkAdded, LinkFor, NewHistory};

pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 100;
pub const MAX_NOTE_CHARS: usize = 2000;
/// Largest amount accepted, in whole rupees (one crore).
pub const MAX_AMOUNT: i64 = 10_000_000;
/// Private links the priest may make for one booking, besides the one made at booking: plenty for
/// every message he sends, and a bound on how many keys to one booking's personal data exist.
pub const MAX_LINKS: i64 = 20;

/// A change to an erased booking (withdrawn by its devotee, or past retention).
const ERASED: &str = "This booking was erased: it can no longer be changed";

/// The list's filter and paging (parsed by hand, so that a bad value is a 400 in the envelope).
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct ListQuery {
    /// Only bookings with this status.
    #[param(pattern = "^(received|confirmed|scheduled|performed|delivered|cancelled)$")]
    status: Option<String>,
    /// Part of the reference, the contact's name or phone, ignoring case.
    #[param(max_length = 100)]
    q: Option<String>,
    #[param(minimum = 1, maximum = 4294967295_u64, default = 1)]
    page: Option<u64>,
    #[param(minimum = 1, maximum = 100, default = 20)]
    limit: Option<u32>,
}

/// One booking in the list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BookingSummary {
    id: String,
    reference: String,
    service: String,
    slug: Option<String>,
    ritual_title: String,
    status: String,
    contact_name: Option<String>,
    contact_phone: Option<String>,
    devotee_count: usize,
    preferred_date: Option<String>,
    scheduled_at: Option<DateTime<Utc>>,
    amount: Option<i64>,
    paid: bool,
    created_at: DateTime<Utc>,
    erased: bool,
}

/// How many bookings have each status (of all bookings, whatever the filter).
#[derive(Serialize, ToSchema, Default)]
pub(crate) struct StatusCounts {
    received: i64,
    confirmed: i64,
    scheduled: i64,
    performed: i64,
    delivered: i64,
    cancelled: i64,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct BookingList {
    bookings: Vec<BookingSummary>,
    /// Bookings matching the filter.
    total: i64,
    page: u32,
    limit: u32,
    counts: StatusCounts,
}

fn parse_list(QueryPairs(pairs): QueryPairs) -> AppResult<(BookingQuery, u32, u32)> {
    let (mut page, mut limit, mut out) = (1u32, DEFAULT_LIMIT, BookingQuery::default());
    for (name, value) in pairs {
        match name.as_str() {
            "status" => {
                let known = BookingStatus::parse(&value).ok_or_else(|| {
                    AppError::field("status", format!("status must be one of {}", BookingStatus::choices()))
                })?;
                out.status = Some(known.as_str().to_owned());
            }
            "q" if value.chars().count() > 100 => return Err(AppError::field("q", "q must be at most 100 characters")),
            // NUL and friends match nothing, and PostgreSQL refuses NUL in text outright.
            "q" if value.chars().any(char::is_control) => {
                return Err(AppError::field("q", "q must not contain control characters"));
            }
            "q" => out.search = Some(value),
            "page" => page = query::page(&value)?,
            "limit" => limit = query::limit(&value, MAX_LIMIT)?,
            _ => {}
        }
    }
    out.limit = i64::from(limit);
    out.offset = i64::from(page - 1) * i64::from(limit);
    Ok((out, page, limit))
}

/// The inbox: newest first, filtered by status and a search, with the count of every status.
#[utoipa::path(
    get,
    path = "/api/v1/bookings",
    tag = "bookings",
    operation_id = "listBookings",
    params(ListQuery),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "One page of bookings", body = Envelope<BookingList>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    query: QueryPairs,
) -> AppResult<Response> {
    let (query, page, limit) = parse_list(query)?;
    let found = state.store.list_bookings(&query).await?;
    let mut counts = StatusCounts::default();
    for (status, n) in found.counts {
        match BookingStatus::parse(&status) {
            Some(BookingStatus::Received) => counts.received = n,
            Some(BookingStatus::Confirmed) => counts.confirmed = n,
            Some(BookingStatus::Scheduled) => counts.scheduled = n,
            Some(BookingStatus::Performed) => counts.performed = n,
            Some(BookingStatus::Delivered) => counts.delivered = n,
            Some(BookingStatus::Cancelled) => counts.cancelled = n,
            None => {}
        }
    }
    let bookings = found
        .bookings
        .into_iter()
        .map(|b| BookingSummary {
            devotee_count: b.devotees.len(),
            erased: b.erased_at.is_some(),
            id: b.id,
            reference: b.reference,
            service: b.service,
            slug: b.slug,
            ritual_title: b.title,
            status: b.status,
            contact_name: b.contact_name,
            contact_phone: b.contact_phone,
            preferred_date: b.preferred_date,
            scheduled_at: b.scheduled_at,
            amount: b.amount,
            paid: b.paid,
            created_at: b.created_at,
        })
        .collect();
    let data = BookingList { bookings, total: found.total, page, limit, counts };
    Ok(ok(StatusCode::OK, data, "Bookings fetched successfully"))
}

/// One booking with its full history, private notes and signed proof URLs.
#[utoipa::path(
    get,
    path = "/api/v1/bookings/{reference}",
    tag = "bookings",
    operation_id = "getBooking",
    params(Reference),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The booking", body = Envelope<OneBooking>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn show(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    Path(reference): Path<String>,
) -> AppResult<Response> {
    admin_answer(&state, &reference, StatusCode::OK, "Booking fetched successfully").await
}

/// Any of these, at least one.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(min_properties = 1, as = BookingPatch)]
pub(crate) struct PatchBody {
    /// The next status: received → confirmed → scheduled → performed → delivered; received, confirmed
    /// and scheduled may become cancelled (with a `note` saying why).
    #[schema(value_type = Option<String>, pattern = "^(received|confirmed|scheduled|performed|delivered|cancelled)$")]
    status: Option<String>,
    /// With `cancelled`: the reason, which the devotee sees. Otherwise a private note. At most 2,000
    /// characters.
    #[schema(max_length = 2000)]
    note: Option<String>,
    /// RFC 3339.
    #[schema(value_type = Option<String>, format = DateTime)]
    scheduled_at: Option<String>,
    /// Whole rupees, 1 to 10,000,000.
    #[schema(minimum = 1, maximum = 10000000)]
    amount: Option<i64>,
    paid: Option<bool>,
}

/// Changes a booking: status, schedule, amount, payment, notes. Every change is kept in its history.
#[utoipa::path(
    patch,
    path = "/api/v1/bookings/{reference}",
    tag = "bookings",
    operation_id = "updateBooking",
    params(Reference),
    request_body = PatchBody,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The booking as changed", body = Envelope<OneBooking>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(reference): Path<String>,
    Json(body): Json<PatchBody>,
) -> AppResult<Response> {
    let booking = by_reference(&state, &reference).await?;
    if booking.erased_at.is_some() {
        return Err(AppError::Conflict { field: "status", message: ERASED.to_owned() });
    }
    if body.status.is_none()
        && body.note.is_none()
        && body.scheduled_at.is_none()
        && body.amount.is_none()
        && body.paid.is_none()
    {
        return Err(AppError::BadRequest(
            "Nothing to update: send status, note, scheduledAt, amount or paid".to_owned(),
        ));
    }
    let mut errors = Vec::new();
    let mut bad = |field: &'static str, message: String| errors.push(FieldError { field: field.into(), message });
    let note = body.note.as_deref().map(str::trim).filter(|n| !n.is_empty());
    if let Some(n) = note {
        if n.chars().count() > MAX_NOTE_CHARS {
            bad("note", format!("Note must be at most {MAX_NOTE_CHARS} characters"));
        } else if n.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t')) {
            bad("note", "Note must not contain control characters".to_owned());
        }
    }
    let status = match body.status.as_deref().map(|s| (s, BookingStatus::parse(s))) {
        Some((_, None)) => {
            bad("status", format!("status must be one of {}", BookingStatus::choices()));
            None
        }
        Some((_, known)) => known,
        None => None,
    };
    if status == Some(BookingStatus::Cancelled) && note.is_none() {
        bad("note", "A note saying why is needed to cancel a booking".to_owned());
    }
    let scheduled_at = match body.scheduled_at.as_deref() {
        Some(raw) => match DateTime::parse_from_rfc3339(raw.trim()) {
            Ok(at) => Some(at.with_timezone(&Utc)),
            Err(_) => {
                bad(
                    "scheduledAt",
                    "scheduledAt must be a date and time in RFC 3339 (2026-12-01T06:30:00+05:30)".to_owned(),
                );
                None
            }
        },
        None => None,
    };
    if body.amount.is_some_and(|a| !(1..=MAX_AMOUNT).contains(&a)) {
        bad("amount", format!("amount must be whole rupees from 1 to {MAX_AMOUNT}"));
    }
    if !errors.is_empty() {
        return Err(invalid(errors));
    }
    if let Some(to) = status
        && !BookingStatus::parse(&booking.status).is_some_and(|from| from.can_become(to))
    {
        return Err(AppError::Conflict {
            field: "status",
            message: format!("A booking that is {} cannot become {to}", booking.status),
        });
    }

    let mut history = Vec::new();
    if let Some(to) = status {
        let cancel_note = (to == BookingStatus::Cancelled).then(|| note.map(str::to_owned)).flatten();
        history.push(NewHistory { kind: "status", status: Some(to.as_str().to_owned()), detail: cancel_note });
    }
    if let Some(n) = note
        && status != Some(BookingStatus::Cancelled)
    {
        history.push(NewHistory { kind: "note", status: None, detail: Some(n.to_owned()) });
    }
    if let Some(at) = scheduled_at {
        history.push(NewHistory { kind: "schedule", status: None, detail: Some(at.to_rfc3339()) });
    }
    if let Some(amount) = body.amount {
        history.push(NewHistory { kind: "amount", status: None, detail: Some(amount.to_string()) });
    }
    if let Some(paid) = body.paid {
        history.push(NewHistory { kind: "paid", status: None, detail: Some(paid.to_string()) });
    }
    let emails = match status {
        Some(to) => emails::for_status(&state, &booking, to, scheduled_at.or(booking.scheduled_at)),
        None => Vec::new(),
    };
    let changes = BookingChanges {
        status: status.map(|to| (to.as_str().to_owned(), booking.status.clone())),
        scheduled_at,
        amount: body.amount,
        paid: body.paid,
    };
    let now = Utc::now();
    if !state.store.update_booking(&booking.id, &changes, &history, &admin.username, &emails, now).await? {
        // Another administrator moved it, or its devotee withdrew it, between our read and this write.
        return Err(AppError::Conflict {
            field: "status",
            message: "The booking was changed meanwhile: reload it and try again".to_owned(),
        });
    }
    tracing::info!(reference = %booking.reference, status = status.map_or("unchanged", BookingStatus::as_str), by = %admin.username, "booking updated");
    admin_answer(&state, &booking.reference, StatusCode::OK, "Booking updated successfully").await
}

/// A new private link to the booking.
#[derive(Serialize, ToSchema)]
pub(crate) struct SharedLink {
    /// The private page: `/booking/{token}`, with a new token (shown once, stored only as a hash). The
    /// devotee's earlier links keep working.
    #[schema(example = "/booking/q3Xw0vJ9S3mC4kH1pZ8a2Q")]
    url: String,
}

/// Makes another private link to the booking, for the priest to send the devotee (the token of the link
/// made at booking is kept only as a hash, so it cannot be sent again). At most 20 per booking.
#[utoipa::path(
    post,
    path = "/api/v1/bookings/{reference}/link",
    tag = "bookings",
    operation_id = "shareBookingLink",
    params(Reference),
    security(("bearerAuth" = [])),
    responses(
        (status = 201, description = "A new private link", body = Envelope<SharedLink>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn share_link(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(reference): Path<String>,
) -> AppResult<Response> {
    let booking = by_reference(&state, &reference).await?;
    if booking.erased_at.is_some() {
        return Err(AppError::NotFound(NOT_FOUND));
    }
    let token = new_token();
    let hash = token_hash(&token).expect("a new token has the token shape");
    match state
        .store
        .add_booking_link(&booking.id, &hash, LinkFor::Admin(&admin.username), MAX_LINKS, Utc::now())
        .await?
    {
        LinkAdded::Stored => {}
        LinkAdded::Gone => return Err(AppError::NotFound(NOT_FOUND)),
        LinkAdded::Full => {
            return Err(AppError::Conflict {
                field: "link",
                message: format!(
                    "This booking already has {MAX_LINKS} links; the devotee can open it with any link sent before"
                ),
            });
        }
    }
    // The token never goes into a log line: it is a key to personal data.
    tracing::info!(reference = %booking.reference, by = %admin.username, "private link shared");
    Ok(ok(StatusCode::CREATED, SharedLink { url: format!("/booking/{token}") }, "Private link created"))
}

/// A cell as a spreadsheet will read it: one that starts with `=`, `+`, `-` or `@` (or a tab or carriage
/// return, which some programs skip before such a sign) would be taken for a formula, so it gets a
/// leading `'`, shown as text (OWASP "CSV injection").
pub fn neutralise(cell: &str) -> String {
    match cell.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{cell}"),
        _ => cell.to_owned(),
    }
}

/// Every booking as CSV, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/bookings/export.csv",
    tag = "bookings",
    operation_id = "exportBookings",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Every booking, one per row", content_type = "text/csv", body = String),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn export_csv(State(state): State<AppState>, AdminUser(admin): AdminUser) -> AppResult<Response> {
    let all = state.store.list_bookings(&BookingQuery { limit: i64::MAX, ..BookingQuery::default() }).await?;
    // Times as the priest reads them: RFC 3339 with the offset of the settings' time zone (a 7:30 slot in
    // India is `…T07:30:00+05:30`, not `…T02:00:00+00:00`), still one instant for a spreadsheet.
    let zone = saved_settings(state.store.as_ref()).await?.map_or(chrono_tz::Asia::Kolkata, |s| s.time_zone());
    let local = |t: DateTime<Utc>| t.with_timezone(&zone).to_rfc3339();
    let mut writer = csv::Writer::from_writer(Vec::new());
    let csv_error = |err: csv::Error| AppError::Internal(anyhow::Error::new(err).context("writing CSV"));
    writer
        .write_record([
            "reference",
            "created",
            "service",
            "slug",
            "ritual",
            "status",
            "preferred date",
            "scheduled",
            "amount",
            "paid",
            "contact name",
            "phone",
            "email",
            "devotees",
            "intention",
            "time zone",
            "erased",
        ])
        .map_err(csv_error)?;
    for b in &all.bookings {
        let devotees: Vec<String> = b
            .devotees
            .iter()
            .map(|d| {
                let details: Vec<&str> =
                    [&d.relation, &d.gotra, &d.nakshatra, &d.rashi].into_iter().filter_map(|v| v.as_deref()).collect();
                if details.is_empty() { d.name.clone() } else { format!("{} ({})", d.name, details.join(", ")) }
            })
            .collect();
        let cells = [
            b.reference.clone(),
            local(b.created_at),
            b.service.clone(),
            b.slug.clone().unwrap_or_default(),
            b.title.clone(),
            b.status.clone(),
            b.preferred_date.clone().unwrap_or_default(),
            b.scheduled_at.map(local).unwrap_or_default(),
            b.amount.map(|a| a.to_string()).unwrap_or_default(),
            if b.paid { "yes" } else { "no" }.to_owned(),
            b.contact_name.clone().unwrap_or_default(),
            b.contact_phone.clone().unwrap_or_default(),
            b.contact_email.clone().unwrap_or_default(),
            devotees.join("; "),
            b.intention.clone().unwrap_or_default(),
            b.timezone.clone().unwrap_or_default(),
            b.erased_at.map(local).unwrap_or_default(),
        ];
        writer.write_record(cells.iter().map(|c| neutralise(c))).map_err(csv_error)?;
    }
    let bytes = writer.into_inner().map_err(|err| AppError::Internal(anyhow::anyhow!("writing CSV: {err}")))?;
    tracing::info!(rows = all.bookings.len(), by = %admin.username, "bookings exported");
    let filename = format!("attachment; filename=\"bookings-{}.csv\"", Utc::now().format("%Y-%m-%d"));
    let mut response = (StatusCode::OK, bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_str(&filename).expect("ASCII"));
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_cells_are_neutralised() {
        for bad in ["=1+1", "+91 98450", "-2", "@SUM(A1)", "\t=1", "\r=1"] {
            assert_eq!(neutralise(bad), format!("'{bad}"));
        }
        assert_eq!(neutralise("Lakshmi"), "Lakshmi");
        assert_eq!(neutralise(""), "");
    }
}
