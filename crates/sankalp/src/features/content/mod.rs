//! The site's live content (DESIGN §2, §8): the settings (`GET`/`PUT /api/v1/site`), the public reads
//! of the other content, the check that a change still renders before it is committed, and the
//! content version every instance follows.
// utoipa's expansion of `params(…)` names the types by their full path.
#![allow(unused_qualifications)]

pub mod history;
pub mod read;
pub mod settings;
pub mod version;

use std::sync::Arc;

use async_trait::async_trait;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use self::settings::{SiteSettings, check_settings, saved_settings};
pub use self::version::{ContentVersion, POLL_INTERVAL, seed_defaults};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::http::error::invalid;
use crate::http::error::{AppError, AppResult, Envelope, ok};
use crate::http::json::Json;
use crate::http::openapi::{
    BadRequest, Forbidden, NotFound, PayloadTooLarge, Unauthorized, Unavailable, UnprocessableContent,
    UnsupportedMediaType,
};
use sankalp_db::content::SITE;
use sankalp_db::{ContentEntry, ContentSnapshot, DynStore, NewContentEntry, User};

/// Why a candidate content could not be rendered (the render crate's). Its text is the 422's message.
pub use sankalp_render::RenderFailure;

/// Renders every page of a candidate content before it is committed (the renderer implements it), so
/// that a change that breaks a page is refused and the site keeps its last good version.
#[async_trait]
pub trait RenderCheck: Send + Sync + 'static {
    async fn check(&self, candidate: &ContentSnapshot) -> Result<(), RenderFailure>;
}

/// What the content feature keeps in the application state.
#[derive(Clone)]
pub struct Content {
    pub check: Arc<dyn RenderCheck>,
    /// The content version this instance has seen; subscribe to re-render on change.
    pub version: ContentVersion,
}

impl Content {
    /// Starting at `version` (the store's, read at start-up), with `check` before every write.
    pub fn new(version: i64, check: Arc<dyn RenderCheck>) -> Self {
        Self { check, version: ContentVersion::new(version) }
    }

    /// The one way content is written: the candidate content is rendered first (422 naming the page
    /// when it fails, nothing written), then the entry, its history and the version are committed
    /// together, and the new version is published at once. Two writes that race are both checked on
    /// the content before either; each commits whole.
    pub async fn write(&self, store: &DynStore, entry: NewContentEntry, by: &User) -> AppResult<i64> {
        let now = Utc::now();
        let snapshot = store.content_snapshot().await?;
        let candidate = snapshot.with(ContentEntry {
            kind: entry.kind.clone(),
            key: entry.key.clone(),
            position: entry.position,
            published: entry.published,
            body: entry.body.clone(),
            updated_at: now,
        });
        self.check.check(&candidate).await.map_err(|failure| AppError::Unprocessable(failure.to_string()))?;
        let version = store.put_content_entry(&entry, Some(&by.id), now).await?;
        self.version.publish(version);
        tracing::info!(kind = %entry.kind, key = %entry.key, by = %by.username, version, "content changed");
        Ok(version)
    }
}

/// The settings and the public reads, each route with its OpenAPI entry.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_site, put_site))
        .routes(routes!(read::page))
        .routes(routes!(read::rituals))
        .routes(routes!(read::ritual))
        .routes(routes!(read::gallery))
        .routes(routes!(history::list))
        .routes(routes!(history::restore))
}

pub const SITE_NOT_SET: &str = "The site settings are not set";

#[derive(Serialize, ToSchema)]
pub(crate) struct OneSite {
    site: SiteSettings,
}

/// The stored settings, as the API shows them.
async fn stored_site(store: &DynStore) -> AppResult<SiteSettings> {
    let entry = store.content_entry(SITE, SITE).await?.ok_or(AppError::NotFound(SITE_NOT_SET))?;
    serde_json::from_value(entry.body)
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("the stored site settings")))
}

/// The site settings: names, contact details, address, links and payment details every page shows.
#[utoipa::path(
    get,
    path = "/api/v1/site",
    tag = "content",
    operation_id = "getSite",
    responses(
        (status = 200, description = "The settings", body = Envelope<OneSite>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn get_site(State(state): State<AppState>) -> AppResult<Response> {
    let site = stored_site(&state.store).await?;
    Ok(ok(StatusCode::OK, OneSite { site }, "Site settings fetched successfully"))
}

/// Replaces the site settings (the whole object). Every field is checked and every one at fault is
/// named (`address.street`, `social.instagram`); nothing is saved then. Every page is rendered with the
/// new settings before they are saved: a page that fails is named in a 422 and nothing is saved. Once
/// saved, every instance shows them within 2 seconds.
#[utoipa::path(
    put,
    path = "/api/v1/site",
    tag = "content",
    operation_id = "putSite",
    request_body = SiteSettings,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The settings as saved (trimmed, phone numbers in E.164)", body = Envelope<OneSite>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn put_site(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Json(body): Json<serde_json::Value>,
) -> AppResult<Response> {
    if !body.is_object() {
        return Err(AppError::BadRequest("The site settings must be a JSON object".to_owned()));
    }
    let site = check_settings(&body).map_err(invalid)?;
    let body = serde_json::to_value(&site)
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("serialising the site settings")))?;
    let entry = NewContentEntry { kind: SITE.to_owned(), key: SITE.to_owned(), position: 0, published: true, body };
    state.content.write(&state.store, entry, &admin).await?;
    Ok(ok(StatusCode::OK, OneSite { site }, "Site settings saved"))
}
