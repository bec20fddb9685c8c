//! `QueryPairs`: the query string as name–value pairs, for every API endpoint that reads one. Unlike
//! axum's `Query`, a malformed query string answers 400 in the envelope; each handler then checks the
//! names it knows and ignores the rest. The paging numbers every list shares are read here too, with
//! the same messages everywhere.

use axum::extract::{FromRequestParts, Query};
use axum::http::Uri;
use axum::http::request::Parts;

use crate::http::error::AppError;

pub struct QueryPairs(pub Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for QueryPairs {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, AppError> {
        Self::from_uri(&parts.uri)
    }
}

impl QueryPairs {
    /// The pairs of `uri`'s query string, as the extractor reads them.
    pub fn from_uri(uri: &Uri) -> Result<Self, AppError> {
        let Query(pairs) = Query::<Vec<(String, String)>>::try_from_uri(uri)
            .map_err(|_| AppError::BadRequest("Malformed query string".to_owned()))?;
        Ok(Self(pairs))
    }
}

/// `page`: a whole number from 1.
pub fn page(value: &str) -> Result<u32, AppError> {
    value
        .trim()
        .parse()
        .ok()
        .filter(|&n: &u32| n >= 1)
        .ok_or_else(|| AppError::field("page", "page must be a whole number of at least 1"))
}

/// `limit`: a whole number from 1 to `max`.
pub fn limit(value: &str, max: u32) -> Result<u32, AppError> {
    value
        .trim()
        .parse()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| AppError::field("limit", format!("limit must be a whole number from 1 to {max}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_numbers_are_whole_and_in_range() {
        assert_eq!(page(" 3 ").unwrap(), 3);
        assert_eq!(limit("50", 50).unwrap(), 50);
        for bad in ["0", "-1", "1.5", "", "x", "4294967296"] {
            assert!(page(bad).is_err(), "{bad}");
        }
        for bad in ["0", "51", "ten"] {
            assert!(limit(bad, 50).is_err(), "{bad}");
        }
    }
}
