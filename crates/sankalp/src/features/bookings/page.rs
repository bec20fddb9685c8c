//! The devotee's private page, `/booking/{token}` and the same under a language's prefix
//! (`/kn/booking/{token}`): drawn by the site's render engine at each request with the booking the token
//! opens (ARCHITECTURE.md §6), so the booking is in the first answer and nothing on the page moves when
//! it arrives. Never cached, never kept, never indexed; a token of the wrong shape costs no query, and
//! one that opens nothing draws the page's "cannot be found" with status 404.
//!
//! A draw takes the render engine's one thread for about 9 ms (this machine, `bench/results/nginx.md`),
//! so draws wait in a bounded queue, as sign-ins do before hashing: at most [`PER_CLIENT`] in progress
//! per client and [`OVERALL`] in all; one that finds no place is answered 429 at once, before the
//! database, so a flood from one address never holds up everyone else's pages.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{LazyLock, Mutex};

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
use crate::features::site::inline::inline_site_stylesheets;
use crate::http::csp::PagePolicy;
use crate::http::error::AppError;
use crate::http::net::{ClientIp, client_bucket};

/// The languages with a prefix (ARCHITECTURE.md §9); English has none.
const PREFIXES: [&str; 3] = ["hi", "mr", "kn"];

/// India's zone: the priest's, and the devotee's too when the booking names none.
const INDIA: Tz = chrono_tz::Asia::Kolkata;

/// Private pages one client may have being drawn at once.
const PER_CLIENT: u32 = 2;
/// Private pages being drawn at once, all clients together.
const OVERALL: u32 = 16;

/// The draws in progress: in all, and by client (only clients with one have an entry).
struct Queue {
    total: u32,
    by_client: HashMap<Option<IpAddr>, u32>,
}

static DRAWS: LazyLock<Mutex<Queue>> = LazyLock::new(|| Mutex::new(Queue { total: 0, by_client: HashMap::new() }));

/// A place in the queue, given back when dropped.
struct Place(Option<IpAddr>);

impl Place {
    fn take(client: Option<IpAddr>, per_client: u32, overall: u32) -> Option<Self> {
        let mut queue = DRAWS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if queue.total >= overall {
            return None;
        }
        let mine = queue.by_client.entry(client).or_default();
        if *mine >= per_client {
            return None;
        }
        *mine += 1;
        queue.total += 1;
        Some(Self(client))
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut queue = DRAWS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        queue.total -= 1;
        if let Some(mine) = queue.by_client.get_mut(&self.0) {
            *mine -= 1;
            if *mine == 0 {
                queue.by_client.remove(&self.0);
            }
        }
    }
}

fn busy() -> Response {
    let mut response =
        (StatusCode::TOO_MANY_REQUESTS, "Too many pages asked for at once. Please reload in a moment.\n")
            .into_response();
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    response
}

/// `GET /booking/{token}`.
pub(crate) async fn show(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    Path(token): Path<String>,
) -> Response {
    let Some(_place) = Place::take(client.map(client_bucket), PER_CLIENT, OVERALL) else { return busy() };
    draw(&state, &format!("/booking/{token}"), &token).await
}

/// `GET /{lang}/booking/{token}`; any other first segment is the site's to answer.
pub(crate) async fn show_localised(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    Path((lang, token)): Path<(String, String)>,
    request: Request,
) -> Response {
    if !PREFIXES.contains(&lang.as_str()) {
        return site::fallback(State(state), request).await;
    }
    let Some(_place) = Place::take(client.map(client_bucket), PER_CLIENT, OVERALL) else { return busy() };
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
            // Its stylesheets inline with the policy that allows them, as the public pages carry theirs
            // (ARCHITECTURE.md §10): the first paint waits on this answer alone.
            let (html, policy) = inline_site_stylesheets(page.html);
            let mut response = Response::new(Body::from(html));
            *response.status_mut() = status;
            response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
            if let Some(policy) = policy {
                response.extensions_mut().insert(PagePolicy(policy));
            }
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
    fn draws_queue_with_a_few_places_per_client_and_given_back() {
        // Addresses of this test alone (the queue is the process's), and limits of its own.
        let (a, b) = (Some(IpAddr::from([192, 0, 2, 1])), Some(IpAddr::from([192, 0, 2, 2])));
        let first = Place::take(a, 2, 1000).expect("a place");
        let second = Place::take(a, 2, 1000).expect("a second place");
        assert!(Place::take(a, 2, 1000).is_none(), "a third draw of one client waits for none: 429");
        let other = Place::take(b, 2, 1000).expect("another client is not held up");
        drop(first);
        let again = Place::take(a, 2, 1000).expect("a place given back is free again");
        drop((second, other, again));
        assert!(!DRAWS.lock().unwrap().by_client.contains_key(&a), "no entry is left for a client with none");
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
