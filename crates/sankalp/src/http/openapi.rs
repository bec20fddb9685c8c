//! `GET /api/v1/openapi.json`: the OpenAPI document of the API. [`ApiDoc`] holds what is not an
//! operation (info, tags, shared error answers, the bearer scheme); each feature's router adds its
//! operations, each declared once with its route (`utoipa_axum::routes!`), and [`crate::http::openapi`]
//! gathers them.
//!
//! A copy is committed as `crates/sankalp/openapi.json`; `tests/openapi.rs` fails when it is stale and
//! says how to regenerate it. The document is built once per process ([`publish`], when the app is
//! built) and served with a strong ETag and `no-cache`, so clients revalidate cheaply and never keep an
//! old one.

use std::sync::OnceLock;

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest as _, Sha256};
use utoipa::openapi::response::{Response as ApiResponse, ResponseBuilder};
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{ContentBuilder, HeaderBuilder, Ref, RefOr};
use utoipa::{Modify, OpenApi, ToResponse};

use crate::http::error::ErrorBody;
use crate::http::etag::if_none_match_matches;

/// The name of the security scheme admin operations require.
pub const BEARER: &str = "bearerAuth";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Sankalp API",
        description = "The JSON API of the Sankalp ritual-service website, and its uploaded media. Every JSON answer \
                       is an envelope: `statusCode`, `data`, `message`, `success`; an error has `data: null`, \
                       `success: false` and, when fields are at fault, `errors`.",
        license(name = "MIT OR Apache-2.0"),
    ),
    components(
        schemas(ErrorBody, crate::http::error::FieldError),
        responses(BadRequest, Unauthorized, Forbidden, NotFound, Conflict, PayloadTooLarge, UnsupportedMediaType,
            UnprocessableContent, TooManyRequests,
            Unavailable, UploadUnavailable, InsufficientStorage),
    ),
    modifiers(&BearerScheme),
    tags(
        (name = "health", description = "Liveness and database reachability"),
        (name = "auth", description = "Administrator sign-in, token refresh and sign-out"),
        (name = "video-posts", description = "Daily darshan video posts"),
        (name = "content", description = "The site's settings and published content"),
        (name = "media", description = "Uploaded videos and thumbnails"),
        (name = "bookings", description = "Bookings with sankalp details: the devotee's form and private page, the \
            priest's inbox"),
        (name = "meta", description = "This document"),
    )
)]
pub struct ApiDoc;

struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            BEARER,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some(
                        "The `accessToken` of `POST /api/v1/users/login` or `/refresh-token`: a JWT valid for 15 \
                         minutes",
                    ))
                    .build(),
            ),
        );
    }
}

/// `document` as pretty JSON with a final newline: what is served and what is committed.
pub fn to_json(document: &utoipa::openapi::OpenApi) -> String {
    let mut json = document.to_pretty_json().expect("the OpenAPI document serialises");
    json.push('\n');
    json
}

struct Served {
    body: String,
    etag: HeaderValue,
}

static SERVED: OnceLock<Served> = OnceLock::new();

/// Makes `document` (gathered from the routers, see [`crate::http::openapi`]) the one [`openapi_json`]
/// serves. The document is the same for every app of a process: the first one published stays.
pub fn publish(document: impl FnOnce() -> utoipa::openapi::OpenApi) {
    SERVED.get_or_init(|| {
        let body = to_json(&document());
        let digest = Sha256::digest(body.as_bytes());
        let etag = HeaderValue::from_str(&format!("\"{}\"", hex::encode(&digest[..16]))).expect("hex is ascii");
        Served { body, etag }
    });
}

/// This document (OpenAPI 3.1).
#[utoipa::path(
    get,
    path = "/api/v1/openapi.json",
    tag = "meta",
    operation_id = "openapi",
    responses(
        (status = 200, description = "The OpenAPI document", content_type = "application/json",
            body = inline(Object),
            headers(("ETag" = String, description = "Changes whenever the document does"))),
        (status = 304, description = "`If-None-Match` named the current ETag"),
    )
)]
pub(crate) async fn openapi_json(headers: HeaderMap) -> Response {
    let served = SERVED.get().expect("app() publishes the document before serving");
    let mut answer = HeaderMap::new();
    answer.insert(header::ETAG, served.etag.clone());
    // Cached copies are fine as long as they are revalidated: a new binary may bring a new document.
    answer.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if if_none_match_matches(&headers, served.etag.to_str().unwrap_or_default()) {
        return (StatusCode::NOT_MODIFIED, answer).into_response();
    }
    answer.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    (StatusCode::OK, answer, served.body.clone()).into_response()
}

fn error_response(description: &str) -> ResponseBuilder {
    ResponseBuilder::new().description(description).content(
        "application/json",
        ContentBuilder::new().schema(Some(Ref::from_schema_name(<ErrorBody as utoipa::ToSchema>::name()))).build(),
    )
}

fn seconds_header(description: &str) -> utoipa::openapi::Header {
    HeaderBuilder::new()
        .schema(Some(ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)).build()))
        .description(Some(description))
        .build()
}

fn text_header(description: &str) -> utoipa::openapi::Header {
    HeaderBuilder::new()
        .schema(Some(ObjectBuilder::new().schema_type(Type::String).build()))
        .description(Some(description))
        .build()
}

macro_rules! error_responses {
    ($($name:ident => $description:expr $(, |$r:ident| $extra:expr)?;)*) => {$(
        #[doc = $description]
        pub struct $name;

        impl<'r> ToResponse<'r> for $name {
            fn response() -> (&'r str, RefOr<ApiResponse>) {
                let response = error_response($description);
                $(let $r = response; let response = $extra;)?
                (stringify!($name), response.build().into())
            }
        }
    )*};
}

error_responses! {
    BadRequest => "The request is malformed or a field is invalid; `errors` names the fields at fault";
    Unauthorized => "No access token, or one that is invalid or expired",
        |r| r.header("WWW-Authenticate", text_header("`Bearer`"));
    Forbidden => "The token is valid but its user is not an administrator";
    NotFound => "No such resource (or a draft, for anyone but an administrator)";
    Conflict => "The change does not fit the resource as it is now (a booking's status cannot make this move, \
        or it already has as many private links as allowed)";
    PayloadTooLarge => "The body, or one of its files, is larger than allowed";
    UnsupportedMediaType => "The body is not of the content type this operation reads";
    UnprocessableContent => "The change is valid but a page could not be rendered with it; the message names the \
        page and the error; nothing was saved";
    TooManyRequests => "Too many failed sign-ins from this address or for this account, or too many bookings from \
        this address; wait `Retry-After` seconds",
        |r| r.header("Retry-After", seconds_header("Seconds until the next attempt is let in"));
    Unavailable => "The database did not answer in time; try again";
    UploadUnavailable => "The database or the media store did not answer in time, or the storage is read-only; \
        nothing was stored; try again";
    InsufficientStorage => "The server's disk is full (or its quota used up); nothing was stored; try again once \
        space is freed";
}
