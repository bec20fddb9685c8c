//! The Sankalp server: `app(state)` builds the whole HTTP application, so tests run exactly what
//! `main` serves.

pub mod compose;
pub mod config;
pub mod features;
pub mod http;
pub mod ops;
pub mod rules;
pub mod state;
pub mod worker;

pub use state::{AppState, Services};

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::Router;
use axum::extract::connect_info::ConnectInfo;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::TraceLayer;
use utoipa::OpenApi as _;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::http::error::{AppError, ok};

use crate::http::csp::{CSP, PagePolicy};

/// Every API route, each declared once with its OpenAPI entry: the routers of the features, the
/// health check and the document itself.
fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(http::openapi::ApiDoc::openapi())
        .routes(routes!(health))
        .routes(routes!(http::openapi::openapi_json))
        .merge(features::auth::router())
        .merge(features::darshan::router())
        .merge(features::content::router())
        .merge(features::bookings::router())
}

/// The OpenAPI document of what [`app`] routes: the API and `/media`.
pub fn openapi() -> utoipa::openapi::OpenApi {
    api_routes().merge(http::media::router()).into_openapi()
}

pub fn app(state: AppState) -> Router {
    let (api, api_document) = api_routes().split_for_parts();
    let (media, media_document) = http::media::router().split_for_parts();
    http::openapi::publish(|| {
        let mut document = api_document;
        document.merge(media_document);
        document
    });
    // After every API route is added: it applies to the routes present (not /media). axum still
    // adds `Allow`. Unmatched paths under /api get the API's JSON 404 from the site's fallback.
    // Compression likewise wraps the API routes only, never /media or the site's pages (which the
    // site serves already compressed).
    api.method_not_allowed_fallback(api_method_not_allowed)
        .layer(http::compression::api_layer())
        .merge(media)
        .merge(features::bookings::page_router())
        .route("/sitemap.xml", get(features::site::sitemap))
        .route("/robots.txt", get(features::site::robots))
        .fallback(features::site::fallback)
        .layer(SecurityHeadersLayer { trusted_proxy: state.trusted_proxy })
        .layer(CatchPanicLayer::new())
        .layer(TraceLayer::new_for_http().make_span_with(http::trace::request_span))
        .with_state(state)
}

/// What the health check reports.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Health {
    #[schema(value_type = String, example = "ok", pattern = "^(ok|unavailable)$")]
    status: &'static str,
    #[schema(value_type = String, example = "ok", pattern = "^(ok|unreachable)$")]
    database: &'static str,
    #[schema(value_type = String, example = "sqlite", pattern = "^(sqlite|postgres)$")]
    backend: &'static str,
}

/// The health check's 503: the error envelope, with the report as `data`.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unhealthy {
    #[schema(minimum = 503, maximum = 503)]
    status_code: u16,
    data: Health,
    #[schema(example = "Database unreachable")]
    message: &'static str,
    #[schema(value_type = bool)]
    success: bool,
}

/// Whether the server and its database answer.
#[utoipa::path(
    get,
    path = "/api/v1/health",
    tag = "health",
    operation_id = "health",
    responses(
        (status = 200, description = "The server and its database answer", body = http::error::Envelope<Health>),
        (status = 503, description = "The database does not answer", body = Unhealthy),
    )
)]
pub(crate) async fn health(State(state): State<AppState>) -> Response {
    match state.store.ping().await {
        Ok(()) => ok(StatusCode::OK, Health { status: "ok", database: "ok", backend: state.store.backend() }, "OK"),
        Err(err) => {
            tracing::warn!(error = %err, "health check: database unreachable");
            let body = Unhealthy {
                status_code: 503,
                data: Health { status: "unavailable", database: "unreachable", backend: state.store.backend() },
                message: "Database unreachable",
                success: false,
            };
            (StatusCode::SERVICE_UNAVAILABLE, axum::Json(body)).into_response()
        }
    }
}

async fn api_method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
}

/// Security headers on every answer; HSTS only when a trusted proxy says the client used TLS.
///
/// A plain tower layer rather than `middleware::from_fn`: it runs on every request, and this way it
/// neither boxes a future nor clones the application state.
#[derive(Clone, Copy)]
struct SecurityHeadersLayer {
    trusted_proxy: Option<IpAddr>,
}

impl<S> tower::Layer<S> for SecurityHeadersLayer {
    type Service = SecurityHeaders<S>;

    fn layer(&self, inner: S) -> Self::Service {
        SecurityHeaders { inner, trusted_proxy: self.trusted_proxy }
    }
}

#[derive(Clone)]
struct SecurityHeaders<S> {
    inner: S,
    trusted_proxy: Option<IpAddr>,
}

impl<S> tower::Service<Request> for SecurityHeaders<S>
where
    S: tower::Service<Request, Response = Response>,
{
    type Response = Response;
    type Error = S::Error;
    type Future = WithSecurityHeaders<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        let over_tls = http::net::forwarded_proto_is_https(peer, request.headers(), self.trusted_proxy);
        WithSecurityHeaders { inner: self.inner.call(request), over_tls }
    }
}

pin_project_lite::pin_project! {
    struct WithSecurityHeaders<F> {
        #[pin]
        inner: F,
        over_tls: bool,
    }
}

impl<F, E> Future for WithSecurityHeaders<F>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let mut response = std::task::ready!(this.inner.poll(cx))?;
        let policy = response.extensions_mut().remove::<PagePolicy>();
        add_security_headers(response.headers_mut(), *this.over_tls, policy);
        Poll::Ready(Ok(response))
    }
}

const PERMISSIONS_POLICY: header::HeaderName = header::HeaderName::from_static("permissions-policy");
const COOP: header::HeaderName = header::HeaderName::from_static("cross-origin-opener-policy");

/// `policy`: a rendered page's own Content-Security-Policy, the common one with its inline stylesheets'
/// hashes (ARCHITECTURE.md §10); every other answer gets the common one, whatever a handler set.
fn add_security_headers(headers: &mut header::HeaderMap, over_tls: bool, policy: Option<PagePolicy>) {
    let policy = policy.map_or(HeaderValue::from_static(CSP), |p| p.0);
    headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    // A stricter policy set by a handler (no-referrer on the private booking answers) stays.
    headers.entry(header::REFERRER_POLICY).or_insert(HeaderValue::from_static("strict-origin-when-cross-origin"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(COOP, HeaderValue::from_static("same-origin"));
    headers.insert(
        PERMISSIONS_POLICY,
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
    );
    if over_tls {
        headers
            .insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=63072000; includeSubDomains"));
    }
}
