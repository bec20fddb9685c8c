//! Bookings (ARCHITECTURE.md §6): a devotee's request for a ritual with the sankalp details, followed on a
//! private page by the holder of its token, handled by the priest in the admin inbox, told about by email
//! from a durable outbox, and erased on request or after the retention period.
//!
//! - `create.rs`: `POST /api/v1/bookings` (validation in `validate.rs`, what can be booked in `catalog.rs`)
//! - `track.rs`: the devotee's `GET`/`DELETE /api/v1/bookings/track/{token}` and their proof media
//! - `admin.rs`: the inbox: list with counts, detail, PATCH (status machine, schedule, amount, notes),
//!   another private link for the priest to send, CSV
//! - `status.rs`: the statuses and the moves between them
//! - `one.rs`: one booking as administrators see it, the answer of the inbox's detail and of a proof upload
//! - `proof.rs`: proof uploads and private media serving; `signed_url.rs`: the admin's signed URLs
//! - `emails.rs`, `outbox.rs`: what is sent and the worker that sends it
//! - `retention.rs`: erasure, the daily retention job and the start-up repair of proof media
//!
//! Every answer of these routes carries `Cache-Control: no-store`, `Referrer-Policy: no-referrer` and
//! `X-Robots-Tag: noindex`: they hold personal data or a token. Personal data never goes into a log line:
//! bookings are logged by reference only.
// utoipa's expansion of `params(…)` names the types by their full path.
#![allow(unused_qualifications)]

pub mod admin;
pub mod catalog;
pub mod create;
pub mod emails;
pub mod language;
pub mod one;
pub mod outbox;
pub mod page;
pub mod proof;
pub mod retention;
pub mod signed_url;
pub mod status;
pub mod track;
pub mod validate;

use std::fmt;
use std::sync::Arc;

use axum::http::{HeaderValue, header};
use axum::response::Response;
use chrono::{DateTime, Utc};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use rand::RngCore as _;
use serde::Serialize;
use sha2::{Digest as _, Sha256};
use utoipa::ToSchema;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouter};
use utoipa_axum::routes;

use crate::AppState;
use crate::features::content::SiteSettings;
use crate::http::error::AppError;
use crate::http::limit::limit_body;
use sankalp_db::{Booking, HistoryEntry, ProofFile};

pub use self::outbox::{Mailer, run_outbox};
pub use self::retention::{erase, repair_proof_media, run_retention, spawn_retention};
pub use self::status::BookingStatus;

pub const NOT_FOUND: &str = "Booking not found";
/// What bookings need from the configuration, shared by every request.
#[derive(Clone)]
pub struct BookingSettings {
    /// Signs the admin's short-lived proof URLs (derived from the token signing secret, so every
    /// instance sharing it accepts them).
    proof_key: Arc<[u8; 32]>,
    /// Whether emails are queued: only with `SANKALP_SMTP_URL` set.
    pub mail: bool,
    /// The priest's address for new bookings (`SANKALP_NOTIFY_EMAIL`).
    pub notify_email: Option<Arc<str>>,
    /// `SANKALP_BOOKING_RETENTION_DAYS`.
    pub retention_days: u32,
}

impl BookingSettings {
    pub fn new(signing_secret: &[u8], mail: bool, notify_email: Option<String>, retention_days: u32) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(b"sankalp booking proof urls\0");
        hasher.update(signing_secret);
        Self {
            proof_key: Arc::new(hasher.finalize().into()),
            mail,
            notify_email: notify_email.map(Into::into),
            retention_days,
        }
    }

    pub(crate) fn proof_key(&self) -> &[u8] {
        &self.proof_key[..]
    }
}

impl fmt::Debug for BookingSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BookingSettings")
            .field("proof_key", &"<redacted>")
            .field("mail", &self.mail)
            .field("notify_email", &self.notify_email.is_some())
            .field("retention_days", &self.retention_days)
            .finish()
    }
}

/// Every booking route with its OpenAPI entry, each answer marked private.
pub fn router() -> OpenApiRouter<AppState> {
    let (schemas, paths, upload) = routes!(proof::upload);
    let upload = limit_body(upload, proof::UPLOAD_BODY_LIMIT);
    OpenApiRouter::new()
        // One fallback a path: POST and GET /api/v1/bookings are two entries of one path.
        .routes(routes!(create::create))
        .routes(private(routes!(admin::list)))
        .routes(private(routes!(admin::export_csv)))
        .routes(private(routes!(admin::show, admin::update)))
        .routes(private(routes!(admin::share_link)))
        .routes(private((schemas, paths, upload)))
        .routes(private(routes!(proof::serve_for_admin)))
        .routes(private(routes!(track::show, track::withdraw)))
        .routes(private(routes!(proof::serve_for_holder)))
        .layer(axum::middleware::map_response(private_headers))
}

/// The private page, `/booking/{token}` and under each language's prefix: drawn at each request, so
/// compressed here (the site's other pages are compressed once), with the private answers' headers.
pub fn page_router() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/booking/{token}", axum::routing::get(page::show))
        .route("/{lang}/booking/{token}", axum::routing::get(page::show_localised))
        .layer(crate::http::compression::page_layer())
        .layer(axum::middleware::map_response(private_headers))
}

/// A route whose 405 is answered within this router, so that it carries [`private_headers`] as every
/// other answer does (the API's own 405, set on every route afterwards, would go round the layer).
fn private(route: UtoipaMethodRouter<AppState>) -> UtoipaMethodRouter<AppState> {
    let (schemas, paths, methods) = route;
    (schemas, paths, methods.fallback(|| async { AppError::MethodNotAllowed }))
}

/// No cache keeps these answers, no other site learns their address, no search engine lists them.
async fn private_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    response
}

/// A new booking's reference: `SKP-` and 6 Crockford base32 characters (no I, L, O, U: nothing to misread).
pub fn new_reference() -> String {
    const CROCKFORD: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let mut bytes = [0u8; 6];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let code: String = bytes.iter().map(|b| CROCKFORD[usize::from(b & 31)] as char).collect();
    format!("SKP-{code}")
}

/// Whether `text` has the shape of a reference (anything else is answered 404 without a query).
pub fn is_reference(text: &str) -> bool {
    text.strip_prefix("SKP-")
        .is_some_and(|code| code.len() == 6 && code.bytes().all(|b| b"0123456789ABCDEFGHJKMNPQRSTVWXYZ".contains(&b)))
}

/// A new tracking token: 128 random bits, base64url without padding (22 characters).
pub fn new_token() -> String {
    use base64::Engine as _;
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The SHA-256 of a token, hex: all that is stored. `None` for anything that cannot be a token, so a
/// guess of the wrong shape costs no query.
pub fn token_hash(token: &str) -> Option<String> {
    let shaped = token.len() == 22 && token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    shaped.then(|| hex::encode(Sha256::digest(token.as_bytes())))
}

/// What `encodeURIComponent` leaves alone, so links read like the web's.
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// The WhatsApp chat of every Book Now (`web/app/lib/booking.ts`) with the booking's reference.
pub fn whatsapp_url(whatsapp: &str, title: &str, reference: &str, language: Option<&str>) -> String {
    let digits: String = whatsapp.chars().filter(char::is_ascii_digit).collect();
    let text = language::fill(language::texts(language).whatsapp, &[("title", title), ("reference", reference)]);
    format!("https://api.whatsapp.com/send?phone={digits}&text={}", utf8_percent_encode(&text, COMPONENT))
}

/// A UPI payment URI (`upi://pay?pa=…&pn=…&am=…&cu=INR&tn=Booking SKP-…`), each value percent-encoded
/// (`@` kept: UPI IDs are `name@bank` and some apps do not decode it).
pub fn upi_uri(upi_id: &str, payee: &str, amount: i64, reference: &str) -> String {
    const VALUE: &AsciiSet = &COMPONENT.remove(b'@');
    let enc = |s: &str| utf8_percent_encode(s, VALUE).to_string();
    let mut uri = format!("upi://pay?pa={}", enc(upi_id));
    if !payee.is_empty() {
        uri.push_str(&format!("&pn={}", enc(payee)));
    }
    uri.push_str(&format!("&am={amount}.00&cu=INR&tn={}", enc(&format!("Booking {reference}"))));
    uri
}

/// One devotee.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DevoteeView {
    pub name: String,
    pub gotra: Option<String>,
    pub nakshatra: Option<String>,
    pub rashi: Option<String>,
    pub relation: Option<String>,
}

/// The contact given with the booking.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContactView {
    pub name: Option<String>,
    /// E.164.
    pub phone: Option<String>,
    pub email: Option<String>,
}

/// One entry of the history. The devotee sees the status moves, with the note of a cancellation only.
#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryView {
    /// `status`, `note`, `schedule`, `amount`, `paid`, `proof`, `link` (a private link shared) or `erased`.
    #[schema(example = "status")]
    pub kind: String,
    #[schema(example = "confirmed")]
    pub status: Option<String>,
    pub note: Option<String>,
    /// Who: the administrator's username, `devotee` or `system` (admin only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub at: DateTime<Utc>,
}

/// Where to pay, once the priest set an amount and the site has a UPI ID.
#[derive(Debug, Serialize, ToSchema)]
pub struct UpiView {
    /// `upi://pay?…`, for the QR code.
    #[schema(example = "upi://pay?pa=priest@upi&pn=Sankalp&am=1100.00&cu=INR&tn=Booking%20SKP-7K3Q9M")]
    pub uri: String,
    pub id: String,
    pub payee: String,
}

/// One proof file.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProofView {
    /// `video` or `photo`.
    #[schema(example = "video")]
    pub kind: String,
    /// Where to get it (ranges, ETag): with the token for the devotee, a signed URL valid 10 minutes for
    /// the administrator.
    pub url: String,
    pub content_type: String,
    pub size: i64,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// A booking as its devotee sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackedBooking {
    #[schema(example = "SKP-7K3Q9M")]
    pub reference: String,
    /// `ritual`, `pilgrimage` or `astrology`.
    pub service: String,
    pub slug: Option<String>,
    pub ritual_title: String,
    pub devotees: Vec<DevoteeView>,
    pub preferred_date: Option<String>,
    pub intention: Option<String>,
    pub contact: ContactView,
    pub timezone: Option<String>,
    #[schema(example = "received")]
    pub status: String,
    pub history: Vec<HistoryView>,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339_opt")]
    pub scheduled_at: Option<DateTime<Utc>>,
    /// Whole rupees.
    pub amount: Option<i64>,
    pub paid: bool,
    pub upi: Option<UpiView>,
    pub proof: Vec<ProofView>,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// A private note of the priest's.
#[derive(Debug, Serialize, ToSchema)]
pub struct NoteView {
    pub text: String,
    pub by: String,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub at: DateTime<Utc>,
}

/// A booking as the administrator sees it: what the devotee sees, the full history and private notes.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminBooking {
    pub id: String,
    #[serde(flatten)]
    pub booking: TrackedBooking,
    pub notes: Vec<NoteView>,
    /// The devotee's time zone (the same as `timezone`), to show times in theirs.
    pub client_timezone: Option<String>,
    pub language: Option<String>,
    #[serde(serialize_with = "crate::http::timestamp::rfc3339")]
    pub updated_at: DateTime<Utc>,
    /// When the personal data was erased (withdrawn by the devotee, or after retention).
    #[serde(serialize_with = "crate::http::timestamp::rfc3339_opt")]
    pub erased_at: Option<DateTime<Utc>>,
}

fn devotee_views(booking: &Booking) -> Vec<DevoteeView> {
    booking
        .devotees
        .iter()
        .map(|d| DevoteeView {
            name: d.name.clone(),
            gotra: d.gotra.clone(),
            nakshatra: d.nakshatra.clone(),
            rashi: d.rashi.clone(),
            relation: d.relation.clone(),
        })
        .collect()
}

fn upi_view(booking: &Booking, site: Option<&SiteSettings>) -> Option<UpiView> {
    let amount = booking.amount?;
    let site = site?;
    if site.upi_id.is_empty() {
        return None;
    }
    let payee = if site.upi_payee.is_empty() { site.business_name.clone() } else { site.upi_payee.clone() };
    Some(UpiView { uri: upi_uri(&site.upi_id, &payee, amount, &booking.reference), id: site.upi_id.clone(), payee })
}

/// The devotee's view; `proof_url` makes each file's address.
pub fn tracked_view(
    booking: &Booking,
    history: &[HistoryEntry],
    proof: &[ProofFile],
    site: Option<&SiteSettings>,
    proof_url: impl Fn(&ProofFile) -> String,
    full_history: bool,
) -> TrackedBooking {
    let history = history
        .iter()
        .filter(|h| full_history || h.kind == "status")
        .map(|h| HistoryView {
            kind: h.kind.clone(),
            status: h.status.clone(),
            note: if full_history || h.status.as_deref() == Some(BookingStatus::Cancelled.as_str()) {
                h.detail.clone()
            } else {
                None
            },
            by: full_history.then(|| h.actor.clone()),
            at: h.at,
        })
        .collect();
    TrackedBooking {
        reference: booking.reference.clone(),
        service: booking.service.clone(),
        slug: booking.slug.clone(),
        ritual_title: booking.title.clone(),
        devotees: devotee_views(booking),
        preferred_date: booking.preferred_date.clone(),
        intention: booking.intention.clone(),
        contact: ContactView {
            name: booking.contact_name.clone(),
            phone: booking.contact_phone.clone(),
            email: booking.contact_email.clone(),
        },
        timezone: booking.timezone.clone(),
        status: booking.status.clone(),
        history,
        scheduled_at: booking.scheduled_at,
        amount: booking.amount,
        paid: booking.paid,
        upi: upi_view(booking, site),
        proof: proof
            .iter()
            .map(|p| ProofView {
                kind: p.kind.clone(),
                url: proof_url(p),
                content_type: p.content_type.clone(),
                size: p.size,
                created_at: p.created_at,
            })
            .collect(),
        created_at: booking.created_at,
    }
}

/// The administrator's view.
pub fn admin_view(
    booking: &Booking,
    history: &[HistoryEntry],
    proof: &[ProofFile],
    site: Option<&SiteSettings>,
    proof_url: impl Fn(&ProofFile) -> String,
) -> AdminBooking {
    let notes = history
        .iter()
        .filter(|h| h.kind == "note")
        .filter_map(|h| Some(NoteView { text: h.detail.clone()?, by: h.actor.clone(), at: h.at }))
        .collect();
    AdminBooking {
        id: booking.id.clone(),
        booking: tracked_view(booking, history, proof, site, proof_url, true),
        notes,
        client_timezone: booking.timezone.clone(),
        language: booking.language.clone(),
        updated_at: booking.updated_at,
        erased_at: booking.erased_at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_and_tokens_have_their_shapes() {
        for _ in 0..100 {
            let reference = new_reference();
            assert!(is_reference(&reference), "{reference}");
            let token = new_token();
            assert_eq!(token.len(), 22);
            assert_eq!(token_hash(&token).unwrap().len(), 64);
        }
        assert!(!is_reference("SKP-7K3Q9I"));
        assert!(token_hash("short").is_none());
        assert!(token_hash("aaaaaaaaaaaaaaaaaaaaa/").is_none());
    }

    #[test]
    fn links_are_percent_encoded() {
        assert_eq!(
            whatsapp_url("+911234567890", "Satyanarayan Puja & Katha", "SKP-7K3Q9M", None),
            "https://api.whatsapp.com/send?phone=911234567890&text=Namaste%2C%20I%20have%20booked%20Satyanarayan%20Puja%20%26%20Katha.%20Booking%20SKP-7K3Q9M."
        );
        assert_eq!(
            upi_uri("priest@okbank", "Sankalp & Co", 1100, "SKP-7K3Q9M"),
            "upi://pay?pa=priest@okbank&pn=Sankalp%20%26%20Co&am=1100.00&cu=INR&tn=Booking%20SKP-7K3Q9M"
        );
    }
}
