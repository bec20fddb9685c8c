//! One error type for every handler, rendered as the JSON envelope of DESIGN.md §5.
//! Server-side failures are logged with their cause and answered with a generic message.

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// One field at fault, with the message the client shows under it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq, ToSchema)]
pub struct FieldError {
    #[schema(value_type = String, example = "title")]
    pub field: &'static str,
    #[schema(example = "Title is required")]
    pub message: String,
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{message}")]
    Invalid { message: String, errors: Vec<FieldError> },
    #[error("{0}")]
    Unauthorized(&'static str),
    #[error("{0}")]
    Forbidden(&'static str),
    #[error("{0}")]
    NotFound(&'static str),
    #[error("{message}")]
    Conflict { field: &'static str, message: String },
    #[error("Method not allowed")]
    MethodNotAllowed,
    #[error("Request timeout: the request body stopped arriving")]
    RequestTimeout,
    #[error("{0}")]
    PayloadTooLarge(&'static str),
    #[error("{0}")]
    UnsupportedMediaType(&'static str),
    #[error("Too many attempts. Please try again later.")]
    TooManyRequests { retry_after: Duration },
    #[error("Service temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    #[error("Internal server error")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    /// A 400 naming one field, with the message the client shows under it.
    pub fn field(field: &'static str, message: impl Into<String>) -> Self {
        let message = message.into();
        Self::Invalid { message: message.clone(), errors: vec![FieldError { field, message }] }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) | Self::Invalid { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict { .. } => StatusCode::CONFLICT,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl AppError {
    /// A media store failure while `what`: 503 when the store is unreachable, 500 otherwise.
    pub fn media(err: sankalp_media::MediaError, what: &'static str) -> Self {
        match err {
            sankalp_media::MediaError::Unavailable(_) => Self::Unavailable(anyhow::Error::new(err).context(what)),
            other => Self::Internal(anyhow::Error::new(other).context(what)),
        }
    }
}

/// Whether reading a request body failed because it stopped arriving (the body timeout of
/// [`crate::http::server`]), anywhere in the chain of causes.
pub fn body_timed_out(err: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(err);
    while let Some(err) = cause {
        if err.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        cause = err.source();
    }
    false
}

impl From<sqlx::Error> for AppError {
    fn from(err: sqlx::Error) -> Self {
        if database_unreachable(&err) { Self::Unavailable(err.into()) } else { Self::Internal(err.into()) }
    }
}

/// Whether `err` says the database cannot be reached right now (stopped, restarting, out of
/// connections), rather than that a query is wrong: those answer 503 and heal when it returns.
pub fn database_unreachable(err: &sqlx::Error) -> bool {
    match err {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_) => true,
        sqlx::Error::Database(db) => db.code().is_some_and(|code| unreachable_code(&code)),
        _ => false,
    }
}

/// PostgreSQL SQLSTATEs of a server that is going away or not there yet: class 08 (connection
/// exception), 57P01–57P03 (admin or crash shutdown, cannot connect now), 53300 (too many
/// connections). SQLite reports none of these.
fn unreachable_code(code: &str) -> bool {
    code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03" | "53300")
}

/// The envelope of every error answer (DESIGN.md §5).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ErrorEnvelope)]
pub struct ErrorBody<'a> {
    /// The HTTP status again.
    #[schema(minimum = 400, maximum = 599, example = 400)]
    status_code: u16,
    #[schema(schema_with = null_schema, required = true)]
    data: Option<()>,
    /// What went wrong, for a person; never internal detail.
    #[schema(value_type = String)]
    message: &'a str,
    #[schema(schema_with = false_schema)]
    success: bool,
    /// Present when fields are at fault.
    #[serde(skip_serializing_if = "<[FieldError]>::is_empty")]
    #[schema(value_type = Vec<FieldError>)]
    errors: &'a [FieldError],
}

fn null_schema() -> Schema {
    ObjectBuilder::new().schema_type(Type::Null).build().into()
}

fn false_schema() -> Schema {
    ObjectBuilder::new().schema_type(Type::Boolean).enum_values(Some([false])).build().into()
}

fn true_schema() -> Schema {
    ObjectBuilder::new().schema_type(Type::Boolean).enum_values(Some([true])).build().into()
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        match &self {
            Self::Internal(cause) => tracing::error!(error = ?cause, "request failed"),
            Self::Unavailable(cause) => tracing::warn!(error = format!("{cause:#}"), "dependency unavailable"),
            _ => {}
        }
        let message = self.to_string();
        let errors = match &self {
            Self::Invalid { errors, .. } => errors.as_slice(),
            _ => &[],
        };
        let conflict;
        let errors = match &self {
            Self::Conflict { field, message } => {
                conflict = [FieldError { field, message: message.clone() }];
                &conflict[..]
            }
            _ => errors,
        };
        let body = ErrorBody { status_code: status.as_u16(), data: None, message: &message, success: false, errors };
        let mut response = (status, Json(body)).into_response();
        if let Self::TooManyRequests { retry_after } = &self {
            // Rounded up: a client that waits exactly this long is let in.
            let secs = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs.max(1)));
        }
        if let Self::Unauthorized(_) = &self {
            response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        response
    }
}

/// The envelope of every successful answer: `{"statusCode", "data", "message", "success": true}`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Envelope<T> {
    /// The HTTP status again.
    #[schema(minimum = 200, maximum = 299, example = 200)]
    pub status_code: u16,
    pub data: T,
    #[schema(example = "OK")]
    pub message: String,
    #[schema(schema_with = true_schema)]
    pub success: bool,
}

/// The success envelope around `data`.
pub fn ok<T: Serialize>(status: StatusCode, data: T, message: &str) -> Response {
    match ok_bytes(status, data, message) {
        Ok(body) => json_response(status, body),
        Err(err) => err.into_response(),
    }
}

/// The success envelope serialised, for an answer that is kept and sent again ([`json_response`]).
pub fn ok_bytes<T: Serialize>(status: StatusCode, data: T, message: &str) -> AppResult<bytes::Bytes> {
    let body = Envelope { status_code: status.as_u16(), data, message: message.to_owned(), success: true };
    serde_json::to_vec(&body)
        .map(bytes::Bytes::from)
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("serialising an answer")))
}

/// A JSON answer from bytes made by [`ok_bytes`].
pub fn json_response(status: StatusCode, body: bytes::Bytes) -> Response {
    (status, [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
}

pub type AppResult<T> = Result<T, AppError>;
