//! The request span of tower-http's trace layer, without what must never reach a log: a booking's
//! private token opens the booking (ARCHITECTURE.md §6), so the path shows `…` in its place, and the
//! query string (signed proof URLs, search terms that may be a devotee's name) is left out.

use std::borrow::Cow;

use axum::extract::Request;

/// The span tower-http opens for each request (DEBUG, as its default one).
pub fn request_span(request: &Request) -> tracing::Span {
    tracing::debug_span!(
        "request",
        method = %request.method(),
        path = %redacted_path(request.uri().path()),
        version = ?request.version(),
    )
}

/// `path` with a booking token replaced by `…`: the segment after `/booking/` (also under a language's
/// prefix) and after
/// `/api/v1/bookings/track/`.
pub fn redacted_path(path: &str) -> Cow<'_, str> {
    let segments: Vec<&str> = path.split('/').collect();
    let token_at = match segments.as_slice() {
        ["", "booking", _, ..] => Some(2),
        // The same page in another language (ARCHITECTURE.md §9).
        ["", "hi" | "mr" | "kn", "booking", _, ..] => Some(3),
        ["", "api", "v1", "bookings", "track", _, ..] => Some(5),
        _ => None,
    };
    match token_at {
        None => Cow::Borrowed(path),
        Some(at) => {
            let mut redacted = segments;
            redacted[at] = "…";
            Cow::Owned(redacted.join("/"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn booking_tokens_never_reach_the_path_logged() {
        let token = "yoogEL4D27_gpYfaC_d-kg";
        assert_eq!(redacted_path(&format!("/booking/{token}")), "/booking/…");
        assert_eq!(redacted_path(&format!("/kn/booking/{token}")), "/kn/booking/…");
        assert_eq!(redacted_path(&format!("/api/v1/bookings/track/{token}")), "/api/v1/bookings/track/…");
        assert_eq!(
            redacted_path(&format!("/api/v1/bookings/track/{token}/proof/a.mp4")),
            "/api/v1/bookings/track/…/proof/a.mp4"
        );
        assert_eq!(redacted_path("/api/v1/bookings/SKP-7K3Q9M"), "/api/v1/bookings/SKP-7K3Q9M");
        assert_eq!(redacted_path("/puja/satyanarayan"), "/puja/satyanarayan");
        assert_eq!(redacted_path("/booking"), "/booking");
    }
}
