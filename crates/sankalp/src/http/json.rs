//! `Json<T>`: the JSON body extractor for every API endpoint. Unlike axum's, every refusal is an
//! `AppError`, so it answers in the envelope: 415 without a JSON content type, 413 past
//! [`JSON_BODY_LIMIT`] (or the `LIMIT` given, as `Json<T, LIMIT>`), 400 for malformed JSON or a field
//! of the wrong type, naming the field.

use axum::extract::{FromRequest, Request};
use axum::http::{HeaderMap, header};
use serde::de::DeserializeOwned;

use crate::http::error::AppError;

/// The largest JSON body accepted: these bodies are a few short fields.
pub const JSON_BODY_LIMIT: usize = 16 * 1024;
const TOO_LARGE: &str = "Request body too large (16 KiB at most)";

pub struct Json<T, const LIMIT: usize = JSON_BODY_LIMIT>(pub T);

fn too_large(limit: usize) -> &'static str {
    if limit == JSON_BODY_LIMIT { TOO_LARGE } else { "Request body too large" }
}

impl<T, S, const LIMIT: usize> FromRequest<S> for Json<T, LIMIT>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(request: Request, _state: &S) -> Result<Self, AppError> {
        if !is_json(request.headers()) {
            return Err(AppError::UnsupportedMediaType("Expected a JSON body (Content-Type: application/json)"));
        }
        let declared = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        if declared.is_some_and(|len| len > LIMIT as u64) {
            return Err(AppError::PayloadTooLarge(too_large(LIMIT)));
        }
        let bytes = axum::body::to_bytes(request.into_body(), LIMIT).await.map_err(|err| {
            let cause = err.into_inner();
            if cause.downcast_ref::<http_body_util::LengthLimitError>().is_some() {
                AppError::PayloadTooLarge(too_large(LIMIT))
            } else if crate::http::error::body_timed_out(cause.as_ref()) {
                AppError::RequestTimeout
            } else {
                AppError::BadRequest("Could not read the request body".to_owned())
            }
        })?;
        parse(&bytes).map(Json)
    }
}

fn is_json(headers: &HeaderMap) -> bool {
    let Some(value) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else { return false };
    let essence = value.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence == "application/json" || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// Deserialises `bytes`, turning serde's complaint into a 400 that names the field at fault.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, AppError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut deserializer).map_err(describe)?;
    deserializer.end().map_err(|err| AppError::BadRequest(format!("Malformed JSON: {err}")))?;
    Ok(value)
}

fn describe(err: serde_path_to_error::Error<serde_json::Error>) -> AppError {
    let path = err.path().to_string();
    let inner = err.into_inner();
    match inner.classify() {
        serde_json::error::Category::Syntax | serde_json::error::Category::Eof | serde_json::error::Category::Io => {
            AppError::BadRequest(format!("Malformed JSON: {inner}"))
        }
        serde_json::error::Category::Data => {
            let text = inner.to_string();
            // "missing field `password` at line 1 column 20": the field is in the message, not the path.
            let missing = text.strip_prefix("missing field `").and_then(|rest| rest.split('`').next());
            match missing {
                Some(field) => AppError::BadRequest(format!("Missing field `{field}`")),
                None if path == "." => AppError::BadRequest(format!("Invalid JSON body: {text}")),
                None => AppError::BadRequest(format!("Invalid value for field `{path}`: {text}")),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::StatusCode;
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Body {
        name: String,
        count: u32,
    }

    fn message(err: AppError) -> String {
        assert_eq!(err.status(), StatusCode::BAD_REQUEST);
        err.to_string()
    }

    #[test]
    fn refusals_name_the_field() {
        assert!(parse::<Body>(br#"{"name":"a","count":1}"#).is_ok());
        assert_eq!(message(parse::<Body>(br#"{"name":"a"}"#).unwrap_err()), "Missing field `count`");
        assert!(
            message(parse::<Body>(br#"{"name":"a","count":"x"}"#).unwrap_err())
                .starts_with("Invalid value for field `count`")
        );
        assert!(message(parse::<Body>(br#"{"name":"a","#).unwrap_err()).starts_with("Malformed JSON"));
        assert!(
            message(parse::<Body>(br#"{"name":"a","count":1} trailing"#).unwrap_err()).starts_with("Malformed JSON")
        );
        assert!(message(parse::<Body>(b"[]").unwrap_err()).starts_with("Invalid JSON body"));
    }

    #[test]
    fn only_json_content_types_are_accepted() {
        let with = |v: &str| {
            let mut h = HeaderMap::new();
            h.insert(header::CONTENT_TYPE, v.parse().unwrap());
            is_json(&h)
        };
        assert!(with("application/json"));
        assert!(with("application/json; charset=utf-8"));
        assert!(with("application/merge-patch+json"));
        assert!(!with("text/plain"));
        assert!(!with("application/x-www-form-urlencoded"));
        assert!(!is_json(&HeaderMap::new()));
    }
}
