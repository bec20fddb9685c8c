//! Body limits of the upload routes. `DefaultBodyLimit` alone stops a body only once that much has
//! been read: a client declaring 300 MiB would stream 16 MiB or more before its answer. [`limit_body`]
//! also refuses, with 413 in the envelope, a request whose declared `Content-Length` is already past the
//! limit, before any of its body is read (as [`Json`](crate::http::json::Json) does for JSON bodies).
//! A body without a declared length (chunked) is still cut at the limit as it streams.

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::header;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse as _, Response};
use axum::routing::MethodRouter;

use crate::http::error::AppError;

/// What a body past the limit is told, declared or streamed.
pub const TOO_LARGE: &str = "Request body too large";

/// `route` accepting bodies of at most `max` bytes: a declared larger one is refused at once.
pub fn limit_body<S: Clone + Send + Sync + 'static>(route: MethodRouter<S>, max: usize) -> MethodRouter<S> {
    route
        .layer::<_, std::convert::Infallible>(middleware::from_fn_with_state(max, refuse_declared))
        .layer(DefaultBodyLimit::max(max))
}

async fn refuse_declared(State(max): State<usize>, request: Request, next: Next) -> Response {
    match declared_length(&request) {
        // An unparsable length is hyper's to refuse; it never reaches here as a number.
        Some(length) if length > max as u64 => AppError::PayloadTooLarge(TOO_LARGE).into_response(),
        _ => next.run(request).await,
    }
}

fn declared_length(request: &Request) -> Option<u64> {
    request.headers().get(header::CONTENT_LENGTH)?.to_str().ok()?.trim().parse().ok()
}
