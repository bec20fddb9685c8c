//! The site's live content (ARCHITECTURE.md §5): the settings (`GET`/`PUT /api/v1/site`), the public
//! reads of the other content and its history; every write goes through the site's change path.
// utoipa's expansion of `params(…)` names the types by their full path.
#![allow(unused_qualifications)]

pub mod catalogue;
pub mod defaults;
pub mod gallery;
pub mod history;
pub mod page_image;
pub mod pages;
pub mod picture;
pub mod read;
pub mod ritual_image;
pub mod settings;
pub mod shape;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use self::defaults::{add_default_translations, seed_defaults};
pub use self::settings::{ServedSettings, SiteSettings, check_settings, check_translations, saved_settings};
use crate::AppState;
use crate::features::auth::AdminUser;
use crate::features::site::Change;
use crate::http::error::invalid;
use crate::http::error::{AppError, AppResult, Envelope, ok};
use crate::http::json::Json;
use crate::http::openapi::{
    BadRequest, Forbidden, NotFound, PayloadTooLarge, Unauthorized, Unavailable, UnprocessableContent,
    UnsupportedMediaType,
};
use sankalp_db::content::{I18N, SITE};
use sankalp_db::{EntryWrite, NewContentEntry, User};

/// The one way content is written: the change is drawn on the pages first (422 naming the page when
/// one fails, nothing written), then the entry, its history and the version are committed together, and
/// the drawn pages are served before the write is answered (`features/site/publish.rs`).
pub async fn write(state: &AppState, entry: NewContentEntry, by: &User) -> AppResult<i64> {
    let publishing = state.pages.begin().await;
    let drawn = publishing.draw(&Change::Entry(entry.clone())).await?;
    let version = state.store.put_content_entry(&entry, Some(&by.id), Utc::now()).await?;
    publishing.serve(drawn).await;
    tracing::info!(kind = %entry.kind, key = %entry.key, by = %by.username, version, "content changed");
    Ok(version)
}

/// Several entries written, removed or moved as one change, on the same path as [`write`]: drawn first,
/// committed together (each put and removal in the history, one version), served before the answer.
pub async fn write_all(state: &AppState, writes: Vec<EntryWrite>, by: &User) -> AppResult<i64> {
    let publishing = state.pages.begin().await;
    let change = Change::Entries(writes);
    let drawn = publishing.draw(&change).await?;
    let Change::Entries(writes) = &change else { unreachable!("made above") };
    let version = state.store.write_content_entries(writes, Some(&by.id), Utc::now()).await?;
    publishing.serve(drawn).await;
    tracing::info!(change = %change.describe(), by = %by.username, version, "content changed");
    Ok(version)
}

/// The gallery's list and upload, the upload under its own body limit.
fn gallery_routes() -> utoipa_axum::router::UtoipaMethodRouter<AppState> {
    let (schemas, paths, method) = routes!(gallery::list, gallery::create);
    (schemas, paths, crate::http::limit::limit_body(method, gallery::UPLOAD_BODY_LIMIT))
}

/// The settings and the public reads, each route with its OpenAPI entry.
pub fn router() -> OpenApiRouter<AppState> {
    let (schemas, paths, image) = routes!(ritual_image::upload);
    let image = crate::http::limit::limit_body(image, picture::IMAGE_BODY_LIMIT);
    let (page_schemas, page_paths, page_image) = routes!(page_image::upload);
    let page_image = crate::http::limit::limit_body(page_image, picture::IMAGE_BODY_LIMIT);
    OpenApiRouter::new()
        .routes((schemas, paths, image))
        .routes((page_schemas, page_paths, page_image))
        .routes(routes!(get_site, put_site))
        .routes(routes!(read::page, pages::put_page))
        .routes(routes!(read::rituals, catalogue::create))
        .routes(routes!(read::ritual, catalogue::update, catalogue::delete))
        .routes(routes!(catalogue::categories))
        .routes(routes!(catalogue::update_category))
        .routes(routes!(catalogue::order_categories))
        .routes(routes!(pages::list_sites, pages::create_site))
        .routes(routes!(pages::get_site, pages::put_site, pages::delete_site))
        .routes(routes!(pages::order_sites))
        .routes(routes!(pages::preview))
        .routes(gallery_routes())
        .routes(routes!(gallery::update, gallery::delete))
        .routes(routes!(gallery::delete_samples))
        .routes(routes!(history::list))
        .routes(routes!(history::restore))
}

pub const SITE_NOT_SET: &str = "The site settings are not set";

#[derive(Serialize, ToSchema)]
pub(crate) struct OneSite {
    site: SiteSettings,
}

/// The site settings: names, contact details, address, links and payment details every page shows, with
/// their translations (`i18n`).
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
    let site = settings::saved_settings(state.store.as_ref()).await?.ok_or(AppError::NotFound(SITE_NOT_SET))?;
    Ok(ok(StatusCode::OK, OneSite { site }, "Site settings fetched successfully"))
}

/// Replaces the site settings (the whole object). Every field is checked and every one at fault is
/// named (`address.street`, `social.instagram`, `i18n.kn.priestName`); nothing is saved then. `i18n`, when
/// sent, replaces the translations of the languages it names (the others are kept); left out, the stored
/// translations are kept. Every page is rendered with the new settings before they are saved: a page that
/// fails is named in a 422 and nothing is saved. Once saved, every instance shows them within 2 seconds.
#[utoipa::path(
    put,
    path = "/api/v1/site",
    tag = "content",
    operation_id = "putSite",
    request_body = SiteSettings,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The settings as saved (trimmed, phone numbers in E.164), with their translations", body = Envelope<OneSite>),
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
    let mut body = body;
    let Some(object) = body.as_object_mut() else {
        return Err(AppError::BadRequest("The site settings must be a JSON object".to_owned()));
    };
    // The translations are checked apart from the English (ARCHITECTURE.md §9), every fault of both named
    // at once.
    let sent = object.remove(I18N);
    let site = check_settings(&body);
    let translations = sent.as_ref().map(check_translations).transpose();
    let (site, translations) = match (site, translations) {
        (Ok(site), Ok(translations)) => (site, translations),
        (site, translations) => {
            let errors = site.err().into_iter().chain(translations.err()).flatten().collect();
            return Err(invalid(errors));
        }
    };
    let mut body = serde_json::to_value(&site)
        .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("serialising the site settings")))?;
    // The stored translations, with the languages sent replaced; an emptied language stays as `{}`, so the
    // default translations are never put back over it (`defaults.rs`).
    let stored = state.store.content_entry(SITE, SITE).await?.and_then(|entry| entry.body.get(I18N).cloned());
    let mut i18n = match stored {
        Some(serde_json::Value::Object(languages)) => languages,
        _ => serde_json::Map::new(),
    };
    i18n.extend(translations.unwrap_or_default());
    if !i18n.is_empty()
        && let Some(object) = body.as_object_mut()
    {
        object.insert(I18N.to_owned(), serde_json::Value::Object(i18n));
    }
    let entry = NewContentEntry {
        kind: SITE.to_owned(),
        key: SITE.to_owned(),
        position: 0,
        published: true,
        body: body.clone(),
    };
    write(&state, entry, &admin).await?;
    let site = settings::settings_from(body)?;
    Ok(ok(StatusCode::OK, OneSite { site }, "Site settings saved"))
}
