//! Who changed what, when (ARCHITECTURE.md §5): the history of content writes, and restoring an entry to what
//! an earlier change made it. A restore is a write like any other: checked, rendered first, recorded.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::features::auth::AdminUser;
use crate::features::content::{check_settings, check_translations};
use crate::http::error::invalid;
use crate::http::error::{AppError, AppResult, Envelope, ok};
use crate::http::openapi::{BadRequest, Forbidden, NotFound, Unauthorized, Unavailable, UnprocessableContent};
use crate::http::query::{self, QueryPairs};
use sankalp_db::content::{SITE, check_name};
use sankalp_db::{ContentChange, NewContentEntry};

pub const DEFAULT_LIMIT: i64 = 50;
pub const MAX_LIMIT: u32 = 200;
pub const CHANGE_NOT_FOUND: &str = "Change not found";

/// One write of an entry.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ContentChange)]
pub(crate) struct ChangeView {
    id: String,
    #[schema(example = "site")]
    kind: String,
    #[schema(example = "site")]
    key: String,
    /// What the entry was; `null` when the change created it.
    #[schema(value_type = Option<Object>)]
    old_body: Option<serde_json::Value>,
    /// What the change made it; `null` when the change removed it.
    #[schema(value_type = Option<Object>)]
    new_body: Option<serde_json::Value>,
    /// The administrator's user id; `null` for the server itself, or an administrator since removed.
    changed_by: Option<String>,
    /// That administrator's full name, when they are still an administrator.
    changed_by_name: Option<String>,
    changed_at: DateTime<Utc>,
}

impl From<ContentChange> for ChangeView {
    fn from(change: ContentChange) -> Self {
        Self {
            id: change.id,
            kind: change.kind,
            key: change.key,
            old_body: change.old_body,
            new_body: change.new_body,
            changed_by: change.changed_by,
            changed_by_name: None,
            changed_at: change.changed_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub(crate) struct Changes {
    /// Newest first.
    changes: Vec<ChangeView>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct HistoryQuery {
    /// How many changes, newest first.
    #[param(minimum = 1, maximum = 200, default = 50)]
    limit: Option<u32>,
    /// Only the changes of entries of this kind (`page`, `pilgrimage`, `ritual`, `site`, …); with `id`.
    #[param(pattern = "^[a-z0-9_-]{1,100}$", example = "page")]
    entity: Option<String>,
    /// Only the changes of the entry with this key (`about`, a slug); with `entity`.
    #[param(pattern = "^[a-z0-9_-]{1,100}$", example = "about")]
    id: Option<String>,
}

/// The latest content changes, newest first; of one entry when `entity` and `id` name it. Each names who
/// made it.
#[utoipa::path(
    get,
    path = "/api/v1/content/history",
    tag = "content",
    operation_id = "listContentHistory",
    params(HistoryQuery),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The changes", body = Envelope<Changes>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    QueryPairs(pairs): QueryPairs,
) -> AppResult<Response> {
    let mut limit = DEFAULT_LIMIT;
    let (mut entity, mut id) = (None, None);
    for (name, value) in pairs {
        match name.as_str() {
            "limit" => limit = i64::from(query::limit(&value, MAX_LIMIT)?),
            "entity" | "id" => {
                check_name(&value).map_err(|why| AppError::field(name.clone(), format!("{name} {why}")))?;
                if name == "entity" { entity = Some(value) } else { id = Some(value) }
            }
            _ => {}
        }
    }
    let changes = match (entity, id) {
        (Some(entity), Some(id)) => state.store.entry_history(&entity, &id, limit).await?,
        (None, None) => state.store.content_history(limit).await?,
        (Some(_), None) => return Err(AppError::field("id", "id is required with entity")),
        (None, Some(_)) => return Err(AppError::field("entity", "entity is required with id")),
    };
    // Who changed what, by name: the administrators are a handful, read once.
    let names: HashMap<String, String> =
        state.store.list_users().await?.into_iter().map(|u| (u.id, u.full_name)).collect();
    let changes = changes
        .into_iter()
        .map(|change| {
            let name = change.changed_by.as_ref().and_then(|id| names.get(id)).cloned();
            ChangeView { changed_by_name: name, ..ChangeView::from(change) }
        })
        .collect();
    Ok(ok(StatusCode::OK, Changes { changes }, "Content history fetched successfully"))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct ChangeId {
    /// The change's `id`.
    #[param(pattern = "^[0-9a-f]{32}$")]
    id: String,
}

/// The entry as restored.
#[derive(Serialize, ToSchema)]
pub(crate) struct Restored {
    kind: String,
    key: String,
    #[schema(value_type = Object)]
    body: serde_json::Value,
    /// The content version this restore made.
    version: i64,
}

/// Puts an entry back to what the change `id` made it. The entry is checked as a new write would be
/// (the settings by every rule of `PUT /api/v1/site`), its pages are rendered first (422 when one
/// fails), and the restore is itself recorded in the history.
#[utoipa::path(
    post,
    path = "/api/v1/content/history/{id}/restore",
    tag = "content",
    operation_id = "restoreContentChange",
    params(ChangeId),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Restored", body = Envelope<Restored>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn restore(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let well_formed = id.len() == 32 && id.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    if !well_formed {
        return Err(AppError::NotFound(CHANGE_NOT_FOUND));
    }
    let change = state.store.content_change(&id).await?.ok_or(AppError::NotFound(CHANGE_NOT_FOUND))?;
    let Some(mut body) = change.new_body else {
        return Err(AppError::BadRequest("That change removed the entry; there is nothing to restore".to_owned()));
    };
    // The rules may have tightened since: a restore is held to today's.
    if change.kind == SITE {
        // The settings and their translations, each checked as a save checks them, restored together.
        let translations = body.as_object_mut().and_then(|o| o.remove(sankalp_db::content::I18N));
        let site = check_settings(&body).map_err(invalid)?;
        let translations = translations.as_ref().map(check_translations).transpose().map_err(invalid)?;
        body = serde_json::to_value(&site)
            .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("serialising the site settings")))?;
        if let (Some(translations), Some(object)) = (translations, body.as_object_mut()) {
            object.insert(sankalp_db::content::I18N.to_owned(), serde_json::Value::Object(translations));
        }
    } else if let Some(checked) = super::pages::check_saved(&change.kind, &change.key, &body) {
        body = checked.map_err(invalid)?;
    }
    let current = state.store.content_entry(&change.kind, &change.key).await?;
    let (position, published) = current.map_or((0, true), |entry| (entry.position, entry.published));
    let entry = NewContentEntry { kind: change.kind, key: change.key, position, published, body };
    let version = super::write(&state, entry.clone(), &admin).await?;
    let restored = Restored { kind: entry.kind, key: entry.key, body: entry.body, version };
    Ok(ok(StatusCode::OK, restored, "Content restored"))
}
