//! One error type for every handler, rendered as the JSON envelope of DESIGN.md §5.
//! Server-side failures are logged with their cause and answered with a generic message.

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FieldError {
    pub field: &'static str,
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
    pub fn media(err: crate::media::MediaError, what: &'static str) -> Self {
        match err {
            crate::media::MediaError::Unavailable(_) => Self::Unavailable(anyhow::Error::new(err).context(what)),
            other => Self::Internal(anyhow::Error::new(other).context(what)),
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(err: sqlx::Error) -> Self {
        match err {
            sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) => Self::Unavailable(err.into()),
            other => Self::Internal(other.into()),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ErrorBody<'a> {
    status_code: u16,
    data: Option<()>,
    message: &'a str,
    success: bool,
    #[serde(skip_serializing_if = "<[FieldError]>::is_empty")]
    errors: &'a [FieldError],
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

/// The success envelope: `{"statusCode", "data", "message", "success": true}`.
pub fn ok<T: Serialize>(status: StatusCode, data: T, message: &str) -> Response {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Body<'a, T> {
        status_code: u16,
        data: T,
        message: &'a str,
        success: bool,
    }
    (status, Json(Body { status_code: status.as_u16(), data, message, success: true })).into_response()
}

pub type AppResult<T> = Result<T, AppError>;
