//! One error type for every handler, rendered as the JSON envelope of ARCHITECTURE.md §2.
//! Server-side failures are logged with their cause and answered with a generic message.

use std::borrow::Cow;
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
    /// The field's path in the body: a name (`title`) or a dotted path (`address.street`,
    /// `devotees[2].name`). Owned when the path is made at run time, borrowed otherwise.
    #[schema(value_type = String, example = "title")]
    pub field: Cow<'static, str>,
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
    /// Well-formed but refused as a whole, such as content whose pages cannot be rendered: 422.
    #[error("{0}")]
    Unprocessable(String),
    #[error("Too many attempts. Please try again later.")]
    TooManyRequests { retry_after: Duration },
    #[error("Service temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    /// The disk (or the user's quota) is full: 507, nothing kept, the operator must free space.
    #[error("Insufficient storage: the server's disk is full. Please try again later.")]
    StorageFull(#[source] anyhow::Error),
    /// The file system or database is read-only (remounted after an error, or by the operator): 503.
    #[error("Storage is read-only at the moment, so nothing can be saved. Please try again later.")]
    StorageReadOnly(#[source] anyhow::Error),
    #[error("Internal server error")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    /// A 400 naming one field, with the message the client shows under it.
    pub fn field(field: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        let message = message.into();
        Self::Invalid { message: message.clone(), errors: vec![FieldError { field: field.into(), message }] }
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
            Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable(_) | Self::StorageReadOnly(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::StorageFull(_) => StatusCode::INSUFFICIENT_STORAGE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// A 400 with every field error; the message is the first one's.
pub fn invalid(errors: Vec<FieldError>) -> AppError {
    let message = errors.first().map(|e| e.message.clone()).unwrap_or_else(|| "Invalid request".to_owned());
    AppError::Invalid { message, errors }
}

impl AppError {
    /// A media store failure while `what`: 503 when the store is unreachable, 507 or 503 when its disk
    /// is full or read-only, 500 otherwise.
    pub fn media(err: sankalp_media::MediaError, what: &'static str) -> Self {
        match err {
            sankalp_media::MediaError::Unavailable(_) => Self::Unavailable(anyhow::Error::new(err).context(what)),
            sankalp_media::MediaError::Io(io) => Self::io(io, what),
            other => Self::Internal(anyhow::Error::new(other).context(what)),
        }
    }

    /// A file system failure while `what`: 507 for a full disk or quota, 503 for a read-only one, 500
    /// otherwise.
    pub fn io(err: std::io::Error, what: &'static str) -> Self {
        let fault = io_fault(&err);
        let err = anyhow::Error::new(err).context(what);
        match fault {
            Some(StorageFault::Full) => Self::StorageFull(err),
            Some(StorageFault::ReadOnly) => Self::StorageReadOnly(err),
            None => Self::Internal(err),
        }
    }
}

/// Why storage refused to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StorageFault {
    /// ENOSPC, EDQUOT; SQLite's "database or disk is full"; PostgreSQL's disk_full (53100).
    Full,
    /// EROFS; SQLite's "attempt to write a readonly database"; PostgreSQL's read-only transaction
    /// (25006, a standby or `default_transaction_read_only`).
    ReadOnly,
}

pub fn io_fault(err: &std::io::Error) -> Option<StorageFault> {
    use std::io::ErrorKind;
    match err.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Some(StorageFault::Full),
        ErrorKind::ReadOnlyFilesystem => Some(StorageFault::ReadOnly),
        _ => None,
    }
}

/// The storage fault a database error reports, if any.
pub fn database_fault(err: &sqlx::Error) -> Option<StorageFault> {
    match err {
        sqlx::Error::Io(io) => io_fault(io),
        sqlx::Error::Database(db) => {
            let code = db.code()?;
            if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                // The extended result code; its low byte is the primary one.
                match code.parse::<i32>().ok()? & 0xFF {
                    13 => Some(StorageFault::Full),    // SQLITE_FULL
                    8 => Some(StorageFault::ReadOnly), // SQLITE_READONLY
                    _ => None,
                }
            } else {
                match &*code {
                    "53100" => Some(StorageFault::Full),
                    "25006" => Some(StorageFault::ReadOnly),
                    _ => None,
                }
            }
        }
        _ => None,
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
        match database_fault(&err) {
            Some(StorageFault::Full) => return Self::StorageFull(err.into()),
            Some(StorageFault::ReadOnly) => return Self::StorageReadOnly(err.into()),
            None => {}
        }
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

/// The envelope of every error answer (ARCHITECTURE.md §2).
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
            Self::StorageFull(cause) | Self::StorageReadOnly(cause) => {
                tracing::error!(error = format!("{cause:#}"), "storage refused a write")
            }
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
                conflict = [FieldError { field: Cow::Borrowed(*field), message: message.clone() }];
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

/// `data` of answers that carry nothing: `{}`.
#[derive(Serialize, ToSchema)]
pub struct Empty {}

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

#[cfg(test)]
mod tests {
    use sqlx::{Connection as _, SqliteConnection};

    use super::*;

    #[test]
    fn full_quota_and_read_only_file_systems_are_told_apart() {
        let errno = |code| std::io::Error::from_raw_os_error(code);
        // ENOSPC, EDQUOT, EROFS on Linux; EIO is a plain server error.
        assert_eq!(io_fault(&errno(28)), Some(StorageFault::Full));
        assert_eq!(io_fault(&errno(122)), Some(StorageFault::Full));
        assert_eq!(io_fault(&errno(30)), Some(StorageFault::ReadOnly));
        assert_eq!(io_fault(&errno(5)), None);
        assert_eq!(AppError::io(errno(28), "writing").status(), StatusCode::INSUFFICIENT_STORAGE);
        assert_eq!(AppError::io(errno(30), "writing").status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(AppError::io(errno(5), "writing").status(), StatusCode::INTERNAL_SERVER_ERROR);
        let media = AppError::media(sankalp_media::MediaError::Io(errno(28)), "storing");
        assert_eq!(media.status(), StatusCode::INSUFFICIENT_STORAGE);
        assert_eq!(media.to_string(), "Insufficient storage: the server's disk is full. Please try again later.");
    }

    #[tokio::test]
    async fn sqlite_full_and_read_only_databases_are_507_and_503() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        let mut conn = SqliteConnection::connect(&url).await.unwrap();
        sqlx::query("CREATE TABLE t (b BLOB)").execute(&mut conn).await.unwrap();
        // A database that may not grow past a few pages is full as a full disk would make it.
        sqlx::query("PRAGMA max_page_count = 8").execute(&mut conn).await.unwrap();
        let err = sqlx::query("INSERT INTO t VALUES (zeroblob(100000))").execute(&mut conn).await.unwrap_err();
        assert_eq!(database_fault(&err), Some(StorageFault::Full), "{err}");
        assert_eq!(AppError::from(err).status(), StatusCode::INSUFFICIENT_STORAGE);
        conn.close().await.unwrap();

        let url = format!("sqlite://{}?mode=ro", dir.path().join("t.db").display());
        let mut conn = SqliteConnection::connect(&url).await.unwrap();
        let err = sqlx::query("INSERT INTO t VALUES (x'00')").execute(&mut conn).await.unwrap_err();
        assert_eq!(database_fault(&err), Some(StorageFault::ReadOnly), "{err}");
        let err = AppError::from(err);
        assert_eq!(err.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            err.to_string(),
            "Storage is read-only at the moment, so nothing can be saved. Please try again later."
        );
        // Any other database error stays a 500.
        let err = sqlx::query("SELECT * FROM missing").execute(&mut conn).await.unwrap_err();
        assert_eq!(database_fault(&err), None);
    }
}
