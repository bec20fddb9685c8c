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

/// Deserialises `bytes`, turning serde's complaint into a 400 whose `errors[]` names the field at
/// fault (`devotees[0].name`), or `body` when the body as a whole is at fault (not JSON, not an object).
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, AppError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut deserializer).map_err(|err| describe(err, bytes))?;
    deserializer.end().map_err(|err| AppError::field(BODY, format!("Malformed JSON: {err}")))?;
    Ok(value)
}

/// The field named when the body as a whole is refused.
const BODY: &str = "body";

fn describe(err: serde_path_to_error::Error<serde_json::Error>, bytes: &[u8]) -> AppError {
    use serde_json::error::Category;
    let path = err.path().to_string();
    let inner = err.into_inner();
    // serde_json reports a few wrong types as syntax errors ("expected value" for a number where an
    // enum's name belongs): only a body that is not JSON at all is malformed; in any other, the value
    // at `path` is wrong.
    let syntax = matches!(inner.classify(), Category::Syntax | Category::Eof | Category::Io);
    if syntax && serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_err() {
        return AppError::field(BODY, format!("Malformed JSON: {inner}"));
    }
    let text = inner.to_string();
    // serde_json ends its messages with the position, which says nothing to a form.
    let reason = if syntax { "wrong type" } else { text.rsplit_once(" at line ").map_or(text.as_str(), |(r, _)| r) };
    // "missing field `password`": the field is in the message, and the path is that of its object.
    if let Some(field) = reason.strip_prefix("missing field `").and_then(|rest| rest.split('`').next()) {
        let name = if path == "." { field.to_owned() } else { format!("{path}.{field}") };
        return AppError::field(name.clone(), format!("Missing field `{name}`"));
    }
    if path == "." {
        return AppError::field(BODY, format!("Invalid JSON body: {reason}"));
    }
    // Every body is an object: an array in its place is read as a struct's fields in order, and the
    // complaint names an index (`[0]`) that is no field of the form.
    if path.starts_with('[') && bytes.trim_ascii_start().first() == Some(&b'[') {
        return AppError::field(BODY, "Invalid JSON body: expected an object");
    }
    AppError::field(path.clone(), format!("Invalid value for field `{path}`: {reason}"))
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

    /// The field `errors[]` names.
    fn field(err: AppError) -> String {
        match err {
            AppError::Invalid { errors, .. } => {
                errors.iter().map(|e| e.field.to_string()).collect::<Vec<_>>().join(",")
            }
            other => panic!("no field named: {other:?}"),
        }
    }

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    enum Kind {
        Ritual,
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Nested {
        kind: Option<Kind>,
        items: Option<Vec<Body>>,
    }

    #[test]
    fn every_refusal_names_a_field() {
        // serde_json calls a number where an enum's name belongs a syntax error: it is named all the same.
        let err = parse::<Nested>(br#"{"kind": 5}"#).unwrap_err();
        assert_eq!(err.to_string(), "Invalid value for field `kind`: wrong type");
        assert_eq!(field(err), "kind");
        assert_eq!(field(parse::<Nested>(br#"{"kind": "other"}"#).unwrap_err()), "kind");
        assert_eq!(field(parse::<Nested>(br#"{"kind": {}}"#).unwrap_err()), "kind");
        let err = parse::<Nested>(br#"{"items": [{"name": "a", "count": -1}]}"#).unwrap_err();
        assert_eq!(field(err), "items[0].count");
        let err = parse::<Nested>(br#"{"items": [{"name": "a"}]}"#).unwrap_err();
        assert_eq!(err.to_string(), "Missing field `items[0].count`");
        assert_eq!(field(err), "items[0].count");
        assert_eq!(field(parse::<Body>(br#"{"name":"a"}"#).unwrap_err()), "count");
        assert_eq!(field(parse::<Body>(br#"{"name":"a","#).unwrap_err()), "body");
        assert_eq!(field(parse::<Body>(br#"{"name":"a","count":1} x"#).unwrap_err()), "body");
        assert_eq!(field(parse::<Body>(b"5").unwrap_err()), "body");
        assert_eq!(field(parse::<Nested>(b"[1, 2]").unwrap_err()), "body");
        assert!(!message(parse::<Body>(br#"{"name":"a","count":"x"}"#).unwrap_err()).contains("line 1"));
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
