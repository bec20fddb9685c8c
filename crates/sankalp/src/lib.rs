//! The Sankalp server: `app(state)` builds the whole HTTP application, so tests run exactly what
//! `main` serves.

pub mod compose;
pub mod config;
pub mod features;
pub mod front;
pub mod http;
pub mod ops;
pub mod rules;
pub mod state;
pub mod worker;

pub use state::{AppState, Services};

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::task::{Context, Poll};

use axum::Router;
use axum::extract::State;
use axum::extract::connect_info::ConnectInfo;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::future::{Either, Ready, ready};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::TraceLayer;
use utoipa::OpenApi as _;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::http::error::{AppError, ok};

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

/// The whole HTTP application: the cached answers (`front.rs`), then the router for
/// everything else. The accept loop (`http/server.rs`) asks [`App::cached`] before it wraps a request for
/// the router; as a tower service (the tests, `axum::serve`) it does the same in one call.
#[derive(Clone)]
pub struct App {
    state: AppState,
    router: Router,
}

impl App {
    /// The cached answer to a request with these parts, if there is one (`front.rs`).
    pub fn cached<B>(&self, request: &axum::http::Request<B>, peer: Option<IpAddr>) -> Option<Response> {
        front::cached(&self.state, request.method(), request.uri(), request.headers(), peer)
    }

    /// The router alone, which answers every request the same as [`App`] does, only slower.
    pub fn router(&self) -> Router {
        self.router.clone()
    }
}

impl http::server::Application for App {
    fn cached(&self, request: &axum::http::Request<hyper::body::Incoming>, peer: IpAddr) -> Option<Response> {
        App::cached(self, request, Some(peer))
    }

    fn router(&self) -> Router {
        App::router(self)
    }
}

impl<B> tower::Service<axum::http::Request<B>> for App
where
    B: axum::body::HttpBody<Data = bytes::Bytes> + Send + 'static,
    B::Error: Into<axum::BoxError>,
{
    type Response = Response;
    type Error = Infallible;
    type Future =
        Either<Ready<Result<Response, Infallible>>, <Router as tower::Service<axum::http::Request<B>>>::Future>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        // The router is always ready (axum's `Router::poll_ready`).
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: axum::http::Request<B>) -> Self::Future {
        let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        match self.cached(&request, peer) {
            Some(response) => Either::Left(ready(Ok(response))),
            None => Either::Right(tower::Service::call(&mut self.router, request)),
        }
    }
}

pub fn app(state: AppState) -> App {
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
    let router = api
        .method_not_allowed_fallback(api_method_not_allowed)
        .layer(http::compression::api_layer())
        .merge(media)
        .merge(features::bookings::page_router())
        .route("/sitemap.xml", get(features::site::sitemap))
        .route("/robots.txt", get(features::site::robots))
        .fallback(features::site::fallback)
        .layer(http::security::SecurityHeadersLayer { trusted_proxy: state.trusted_proxy })
        .layer(CatchPanicLayer::new())
        .layer(TraceLayer::new_for_http().make_span_with(http::trace::request_span))
        .with_state(state.clone());
    App { state, router }
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
