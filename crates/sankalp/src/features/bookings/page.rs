//! The devotee's private page, `/booking/{token}` and the same under a language's prefix
//! (`/kn/booking/{token}`): drawn by the site's render engine at each request with the booking the token
//! opens (ARCHITECTURE.md §6), so the booking is in the first answer and nothing on the page moves when
//! it arrives. Never cached, never kept, never indexed; a token of the wrong shape costs no query, and
//! one that opens nothing draws the page's "cannot be found" with status 404.

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use serde_json::{Map, Value, json};

use super::track;
use crate::AppState;
use crate::features::site;
use crate::http::error::AppError;

/// The languages with a prefix (ARCHITECTURE.md §9); English has none.
const PREFIXES: [&str; 3] = ["hi", "mr", "kn"];

/// India's zone: the priest's, and the devotee's too when the booking names none.
const INDIA: Tz = chrono_tz::Asia::Kolkata;

/// `GET /booking/{token}`.
pub(crate) async fn show(State(state): State<AppState>, Path(token): Path<String>) -> Response {
    draw(&state, &format!("/booking/{token}"), &token).await
}

/// `GET /{lang}/booking/{token}`; any other first segment is the site's to answer.
pub(crate) async fn show_localised(
    State(state): State<AppState>,
    Path((lang, token)): Path<(String, String)>,
    request: Request,
) -> Response {
    if !PREFIXES.contains(&lang.as_str()) {
        return site::fallback(State(state), request).await;
    }
    draw(&state, &format!("/{lang}/booking/{token}"), &token).await
}

async fn draw(state: &AppState, path: &str, token: &str) -> Response {
    let booking = match track::tracked(state, token).await {
        Ok(view) => Some(serde_json::to_value(view).unwrap_or(Value::Null)),
        Err(AppError::NotFound(_)) => None,
        Err(error) => {
            tracing::error!(%error, "a private booking page could not read its booking");
            return unavailable();
        }
    };
    let status = if booking.is_some() { StatusCode::OK } else { StatusCode::NOT_FOUND };
    let clock = booking.as_ref().map(wall_clocks).unwrap_or_default();
    let item = json!({ "booking": booking, "clock": clock }).to_string();
    match state.pages.draw_private(path, item).await {
        Ok(Some(page)) => {
            let mut response = Response::new(Body::from(page.html));
            *response.status_mut() = status;
            response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
            response
        }
        Ok(None) => unavailable(),
        Err(failure) => {
            // The failure names the path, whose last segment is the token: never logged.
            tracing::error!(reason = %failure.to_string().replace(token, "…"), "a private booking page failed to draw");
            unavailable()
        }
    }
}

fn unavailable() -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, "Your booking could not be shown just now. Please reload the page in a moment.\n")
        .into_response()
}

/// Every instant the booking's page shows (when it was made, scheduled, each history entry and proof
/// file), as the wall clock reads it in India and in the devotee's own zone (the booking's `timezone`,
/// India's when it names none or one the rules do not know), with the own zone's short name: the page is
/// drawn without `Intl`, so the zones' rules are applied here (chrono-tz, the IANA database).
fn wall_clocks(booking: &Value) -> Map<String, Value> {
    let own: Tz = booking.get("timezone").and_then(Value::as_str).and_then(|name| name.parse().ok()).unwrap_or(INDIA);
    let mut instants: Vec<&str> = Vec::new();
    for key in ["createdAt", "scheduledAt"] {
        instants.extend(booking.get(key).and_then(Value::as_str));
    }
    for (list, key) in [("history", "at"), ("proof", "createdAt")] {
        if let Some(items) = booking.get(list).and_then(Value::as_array) {
            instants.extend(items.iter().filter_map(|item| item.get(key).and_then(Value::as_str)));
        }
    }
    let mut clock = Map::new();
    for text in instants {
        let Ok(at) = DateTime::parse_from_rfc3339(text) else { continue };
        let at = at.with_timezone(&Utc);
        let mine = at.with_timezone(&own);
        clock.insert(
            text.to_owned(),
            json!({
                "india": at.with_timezone(&INDIA).format("%Y-%m-%dT%H:%M").to_string(),
                "own": mine.format("%Y-%m-%dT%H:%M").to_string(),
                "zone": mine.format("%Z").to_string(),
            }),
        );
    }
    clock
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clocks_of_a_booking_abroad_follow_its_zone_and_india() {
        let booking = json!({
            "timezone": "America/New_York",
            "createdAt": "2026-07-01T12:00:00Z",
            "scheduledAt": "2026-12-01T01:00:00Z",
            "history": [{ "at": "2026-07-01T12:00:00Z" }],
            "proof": [],
        });
        let clock = wall_clocks(&booking);
        // Summer time in New York in July, not in December; India is UTC+05:30 all year.
        assert_eq!(
            clock["2026-07-01T12:00:00Z"],
            json!({ "india": "2026-07-01T17:30", "own": "2026-07-01T08:00", "zone": "EDT" })
        );
        assert_eq!(
            clock["2026-12-01T01:00:00Z"],
            json!({ "india": "2026-12-01T06:30", "own": "2026-11-30T20:00", "zone": "EST" })
        );
    }

    #[test]
    fn a_booking_without_a_known_zone_reads_india_twice() {
        let booking = json!({ "timezone": "Mars/Olympus", "createdAt": "2026-07-01T12:00:00Z" });
        let clock = wall_clocks(&booking);
        assert_eq!(
            clock["2026-07-01T12:00:00Z"],
            json!({ "india": "2026-07-01T17:30", "own": "2026-07-01T17:30", "zone": "IST" })
        );
    }
}
