//! Public reads of the published content (ARCHITECTURE.md §5): a page's texts, the rituals, one ritual
//! (the gallery's list is in `gallery.rs`). Generic over the stored entries: each answers the bodies as
//! stored, with the entry's key, so a new field in the default content needs no change here.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::features::auth::MaybeAdmin;
use crate::http::error::{AppError, AppResult, Envelope, ok};
use crate::http::openapi::{BadRequest, NotFound, Unavailable};
use crate::http::query::QueryPairs;
use sankalp_db::ContentEntry;
use sankalp_db::content::{PAGE, check_name};

/// The content kind of a ritual's entry (its page, its card in the lists, its booking form).
pub const RITUAL: &str = "ritual";
pub const PAGE_NOT_FOUND: &str = "Page not found";
pub const RITUAL_NOT_FOUND: &str = "Ritual not found";

/// One published entry: its key, its place in its list and its body as stored.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ContentItem)]
pub(crate) struct Item {
    #[schema(example = "satyanarayan")]
    key: String,
    position: i64,
    /// Only an administrator sees unpublished entries.
    published: bool,
    updated_at: DateTime<Utc>,
    /// The entry's content, as the site's default content and the editors shape it.
    #[schema(value_type = Object)]
    body: serde_json::Value,
}

impl From<ContentEntry> for Item {
    fn from(entry: ContentEntry) -> Self {
        Self {
            key: entry.key,
            position: entry.position,
            published: entry.published,
            updated_at: entry.updated_at,
            body: entry.body,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OnePage {
    page: Item,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct Rituals {
    /// In the site's order.
    rituals: Vec<Item>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OneRitual {
    ritual: Item,
}

/// A key of the path: what cannot be a key is simply not found.
fn key_or<'a>(key: &'a str, not_found: &'static str) -> AppResult<&'a str> {
    check_name(key).map(|()| key).map_err(|_| AppError::NotFound(not_found))
}

async fn published(state: &AppState, kind: &str, key: &str, not_found: &'static str) -> AppResult<Item> {
    let entry = state.store.content_entry(kind, key_or(key, not_found)?).await?;
    entry.filter(|e| e.published).map(Item::from).ok_or(AppError::NotFound(not_found))
}

/// The path parameter naming an entry.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct Key {
    #[param(pattern = "^[a-z0-9_-]{1,100}$", example = "home")]
    key: String,
}

/// The path parameter naming a ritual.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct Slug {
    #[param(pattern = "^[a-z0-9_-]{1,100}$", example = "satyanarayan")]
    slug: String,
}

/// The texts of one page (`home`, `about`, `astrology`, `contact`, `terms`, `policy`, …).
#[utoipa::path(
    get,
    path = "/api/v1/pages/{key}",
    tag = "content",
    operation_id = "getPage",
    params(Key),
    responses(
        (status = 200, description = "The page's texts", body = Envelope<OnePage>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn page(State(state): State<AppState>, Path(key): Path<String>) -> AppResult<Response> {
    let page = published(&state, PAGE, &key, PAGE_NOT_FOUND).await?;
    Ok(ok(StatusCode::OK, OnePage { page }, "Page fetched successfully"))
}

/// Which rituals to list.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct RitualsQuery {
    /// `true`: the unpublished ones too (administrators only).
    all: Option<bool>,
}

/// The published rituals, in the site's order; with `all=true`, an administrator's every ritual.
#[utoipa::path(
    get,
    path = "/api/v1/rituals",
    tag = "content",
    operation_id = "listRituals",
    params(RitualsQuery),
    responses(
        (status = 200, description = "The rituals", body = Envelope<Rituals>),
        (status = 400, response = BadRequest),
        (status = 401, response = crate::http::openapi::Unauthorized),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn rituals(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    QueryPairs(pairs): QueryPairs,
) -> AppResult<Response> {
    let mut all = false;
    for (name, value) in pairs {
        if name == "all" {
            all = match value.as_str() {
                "true" => true,
                "false" => false,
                _ => return Err(AppError::field("all", "all must be true or false")),
            };
        }
    }
    if all && admin.is_none() {
        return Err(AppError::Unauthorized("Sign in as an administrator to see unpublished rituals"));
    }
    let rituals = state.store.content_entries(RITUAL, !all).await?.into_iter().map(Item::from).collect();
    Ok(ok(StatusCode::OK, Rituals { rituals }, "Rituals fetched successfully"))
}

/// One published ritual; an administrator sees an unpublished one too.
#[utoipa::path(
    get,
    path = "/api/v1/rituals/{slug}",
    tag = "content",
    operation_id = "getRitual",
    params(Slug),
    responses(
        (status = 200, description = "The ritual", body = Envelope<OneRitual>),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn ritual(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Path(slug): Path<String>,
) -> AppResult<Response> {
    let ritual = if admin.is_some() {
        let entry = state.store.content_entry(RITUAL, key_or(&slug, RITUAL_NOT_FOUND)?).await?;
        entry.map(Item::from).ok_or(AppError::NotFound(RITUAL_NOT_FOUND))?
    } else {
        published(&state, RITUAL, &slug, RITUAL_NOT_FOUND).await?
    };
    Ok(ok(StatusCode::OK, OneRitual { ritual }, "Ritual fetched successfully"))
}
