//! The priest's editors of the pages' texts and the pilgrimage sites (ARCHITECTURE.md §5): saving a page
//! (`PUT /api/v1/pages/{key}`), the pilgrimage sites (read, create, save, remove, order) and the preview of
//! an unsaved change (`POST /api/v1/preview`). Bodies are checked against their shape (`shape.rs`); the
//! translations a body holds (`i18n`) are kept when an editor sends the English text alone. Every write
//! goes through the change path ([`super::write`], [`super::write_all`]).
// utoipa's expansion of `params(…)` names the types by their full path.
#![allow(unused_qualifications)]

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::read::{Item, PAGE_NOT_FOUND};
use super::shape::{self, I18N, PILGRIMAGE, Shape};
use crate::AppState;
use crate::features::auth::{AdminUser, MaybeAdmin};
use crate::features::site::Change;
use crate::http::error::{AppError, AppResult, Envelope, FieldError, invalid, ok};
use crate::http::json::Json;
use crate::http::openapi::{
    BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, Unauthorized, Unavailable, UnprocessableContent,
    UnsupportedMediaType,
};
use sankalp_db::content::{PAGE, SITE, check_name};
use sankalp_db::{ContentEntry, EntryWrite, NewContentEntry};

/// A page's texts with their translations: the longest pages (the terms) and three translations fit.
pub const PAGE_BODY_LIMIT: usize = 256 * 1024;
pub const SITE_NOT_FOUND: &str = "Pilgrimage site not found";
/// The field of a pilgrimage site's body that is its entry's published flag, not a text.
const IS_PUBLISHED: &str = "isPublished";

/// One page's texts as saved.
#[derive(Serialize, ToSchema)]
pub(crate) struct SavedPage {
    pub(super) page: Item,
    /// The content version this save made.
    pub(super) version: i64,
}

/// One pilgrimage site.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PilgrimageSite {
    #[serde(flatten)]
    item: Item,
    is_published: bool,
}

impl From<ContentEntry> for PilgrimageSite {
    fn from(entry: ContentEntry) -> Self {
        let is_published = entry.published;
        Self { item: Item::from(entry), is_published }
    }
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OnePilgrimageSite {
    site: PilgrimageSite,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct SavedPilgrimageSite {
    site: PilgrimageSite,
    version: i64,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct PilgrimageSites {
    /// In the site's order.
    sites: Vec<PilgrimageSite>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct RemovedPilgrimageSite {
    slug: String,
    version: i64,
}

/// The new order of the pilgrimage sites: every slug once.
#[derive(Deserialize, ToSchema)]
pub(crate) struct PilgrimageOrder {
    slugs: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct PilgrimageOrdered {
    /// In the new order.
    slugs: Vec<String>,
    version: i64,
}

/// What to preview: an entry with an unsaved body, and optionally which page to draw.
#[derive(Deserialize, ToSchema)]
pub(crate) struct ContentPreviewRequest {
    /// `page`, `pilgrimage`, `site`, `ritual`, `category` or `gallery`.
    #[schema(example = "page")]
    kind: String,
    #[schema(example = "about")]
    key: String,
    /// The body as the editor would save it.
    #[schema(value_type = Object)]
    body: Value,
    /// The page to draw (a path of this site); the entry's own page when absent.
    #[schema(example = "/about-us")]
    path: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct ContentPreview {
    path: String,
    /// The whole document, as the page would be served once the change is saved.
    html: String,
}

/// The path parameter naming a page.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct PageKey {
    #[param(example = "about")]
    key: String,
}

/// The path parameter naming a pilgrimage site.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)]
pub(crate) struct SiteSlug {
    #[param(pattern = "^[a-z0-9_-]{1,100}$", example = "gokarna")]
    slug: String,
}

/// `body` with its translations as they must be saved: the ones it carries, checked, or else the ones
/// `current` has (an editor of the English text never drops them).
fn with_translations(mut clean: Value, given: &Value, current: Option<&Value>, shape: &Shape) -> AppResult<Value> {
    let i18n = match given.get(I18N) {
        Some(i18n) => Some(shape::check_i18n(i18n, shape).map_err(invalid)?),
        None => current.and_then(|body| body.get(I18N)).cloned(),
    };
    if let (Some(i18n), Some(object)) = (i18n, clean.as_object_mut()) {
        object.insert(I18N.to_owned(), i18n);
    }
    Ok(clean)
}

fn object_or_400(body: &Value, what: &str) -> AppResult<()> {
    if body.is_object() { Ok(()) } else { Err(AppError::BadRequest(format!("{what} must be a JSON object"))) }
}

/// A page's body checked for saving: its shape, and the translations kept.
pub(super) async fn page_entry(state: &AppState, key: &str, body: &Value) -> AppResult<NewContentEntry> {
    let shape = shape::page_shape(key).ok_or(AppError::NotFound(PAGE_NOT_FOUND))?;
    object_or_400(body, "The page")?;
    let clean = shape::check_body(body, shape).map_err(invalid)?;
    let current = state.store.content_entry(PAGE, key).await?;
    let body = with_translations(clean, body, current.as_ref().map(|e| &e.body), shape)?;
    let (position, published) = current.map_or((0, true), |e| (e.position, e.published));
    Ok(NewContentEntry { kind: PAGE.to_owned(), key: key.to_owned(), position, published, body })
}

/// A pilgrimage site's body checked for saving as `slug`: `isPublished` taken out of it (when absent, the
/// site keeps its flag, or a new one is a draft), `slug` set to the site's own, the translations kept.
async fn site_entry(state: &AppState, slug: &str, body: &Value) -> AppResult<(NewContentEntry, Option<ContentEntry>)> {
    object_or_400(body, "The pilgrimage site")?;
    let mut given = body.clone();
    let fields = given.as_object_mut().expect("checked above");
    let flag = match fields.remove(IS_PUBLISHED) {
        None => None,
        Some(Value::Bool(flag)) => Some(flag),
        Some(_) => return Err(AppError::field(IS_PUBLISHED, "isPublished must be true or false")),
    };
    match fields.get("slug") {
        None => _ = fields.insert("slug".to_owned(), Value::String(slug.to_owned())),
        Some(Value::String(given)) if given == slug => {}
        Some(_) => {
            return Err(AppError::field("slug", "slug is the site's address and cannot be changed here"));
        }
    }
    let shape = shape::pilgrimage_shape();
    let clean = shape::check_body(&given, shape).map_err(invalid)?;
    let current = state.store.content_entry(PILGRIMAGE, slug).await?;
    let body = with_translations(clean, &given, current.as_ref().map(|e| &e.body), shape)?;
    let position = match &current {
        Some(entry) => entry.position,
        None => next_position(state).await?,
    };
    let published = flag.or(current.as_ref().map(|e| e.published)).unwrap_or(false);
    Ok((NewContentEntry { kind: PILGRIMAGE.to_owned(), key: slug.to_owned(), position, published, body }, current))
}

async fn next_position(state: &AppState) -> AppResult<i64> {
    let sites = state.store.content_entries(PILGRIMAGE, false).await?;
    Ok(sites.iter().map(|e| e.position).max().map_or(0, |p| p + 1))
}

fn slug_or_404(slug: &str) -> AppResult<&str> {
    check_name(slug).map(|()| slug).map_err(|_| AppError::NotFound(SITE_NOT_FOUND))
}

pub(super) fn saved_item(entry: NewContentEntry) -> ContentEntry {
    ContentEntry {
        kind: entry.kind,
        key: entry.key,
        position: entry.position,
        published: entry.published,
        body: entry.body,
        updated_at: chrono::Utc::now(),
    }
}

/// Saves a page's texts (`home`, `about`, `astrology`, `contact`, `dharmik`, `gallery`, `darshan`,
/// `terms`, `policy`, `footer`): the whole English body, of the page's own fields only, each checked and
/// every one at fault named (`hero.lead`, `sections[2].paragraphs[0]`); nothing is saved then. The page's
/// translations (`i18n`) are kept unless the body carries its own. The pages showing it are drawn first
/// (422 naming one that fails, nothing saved) and served before the answer.
#[utoipa::path(
    put,
    path = "/api/v1/pages/{key}",
    tag = "content",
    operation_id = "putPage",
    params(PageKey),
    request_body(content = Object, description = "The page's texts, as `GET /api/v1/pages/{key}` answers them"),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The page as saved", body = Envelope<SavedPage>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn put_page(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(key): Path<String>,
    Json(body): Json<Value, PAGE_BODY_LIMIT>,
) -> AppResult<Response> {
    let entry = page_entry(&state, &key, &body).await?;
    let version = super::write(&state, entry.clone(), &admin).await?;
    let page = Item::from(saved_item(entry));
    Ok(ok(StatusCode::OK, SavedPage { page, version }, "Page saved"))
}

/// The pilgrimage sites in the site's order: the published ones, and the drafts too for an administrator.
#[utoipa::path(
    get,
    path = "/api/v1/pilgrimage",
    tag = "content",
    operation_id = "listPilgrimageSites",
    responses(
        (status = 200, description = "The sites", body = Envelope<PilgrimageSites>),
        (status = 401, response = Unauthorized),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list_sites(State(state): State<AppState>, MaybeAdmin(admin): MaybeAdmin) -> AppResult<Response> {
    let entries = state.store.content_entries(PILGRIMAGE, admin.is_none()).await?;
    let sites = entries.into_iter().map(PilgrimageSite::from).collect();
    Ok(ok(StatusCode::OK, PilgrimageSites { sites }, "Pilgrimage sites fetched successfully"))
}

/// One pilgrimage site; a draft for an administrator only.
#[utoipa::path(
    get,
    path = "/api/v1/pages/pilgrimage/{slug}",
    tag = "content",
    operation_id = "getPilgrimageSite",
    params(SiteSlug),
    responses(
        (status = 200, description = "The site", body = Envelope<OnePilgrimageSite>),
        (status = 401, response = Unauthorized),
        (status = 404, response = NotFound),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn get_site(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Path(slug): Path<String>,
) -> AppResult<Response> {
    let entry = state.store.content_entry(PILGRIMAGE, slug_or_404(&slug)?).await?;
    let entry = entry.filter(|e| e.published || admin.is_some()).ok_or(AppError::NotFound(SITE_NOT_FOUND))?;
    Ok(ok(
        StatusCode::OK,
        OnePilgrimageSite { site: PilgrimageSite::from(entry) },
        "Pilgrimage site fetched successfully",
    ))
}

/// Adds a pilgrimage site at the end of the list. The body is a site's texts (`title`, `date`,
/// `description`, `details`, `image`, `imageAlt`), its `slug` (its address, `/details/{slug}`) and
/// `isPublished` (a draft when absent). 409 when the slug is taken.
#[utoipa::path(
    post,
    path = "/api/v1/pilgrimage",
    tag = "content",
    operation_id = "createPilgrimageSite",
    request_body(content = Object, description = "The site's texts, `slug` and `isPublished`"),
    security(("bearerAuth" = [])),
    responses(
        (status = 201, description = "The site as saved", body = Envelope<SavedPilgrimageSite>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 409, response = Conflict),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn create_site(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Json(body): Json<Value, PAGE_BODY_LIMIT>,
) -> AppResult<Response> {
    let slug = match body.get("slug") {
        Some(Value::String(slug)) => slug.clone(),
        _ => return Err(AppError::field("slug", "slug is required")),
    };
    check_name(&slug).map_err(|why| AppError::field("slug", format!("slug {why}")))?;
    let (entry, current) = site_entry(&state, &slug, &body).await?;
    if current.is_some() {
        return Err(AppError::Conflict {
            field: "slug",
            message: "A pilgrimage site with that slug exists".to_owned(),
        });
    }
    let version = super::write(&state, entry.clone(), &admin).await?;
    let site = PilgrimageSite::from(saved_item(entry));
    Ok(ok(StatusCode::CREATED, SavedPilgrimageSite { site, version }, "Pilgrimage site created"))
}

/// Saves a pilgrimage site: its texts, checked as a new site's, and optionally `isPublished`. Its
/// translations are kept unless the body carries its own; its slug cannot change.
#[utoipa::path(
    put,
    path = "/api/v1/pages/pilgrimage/{slug}",
    tag = "content",
    operation_id = "putPilgrimageSite",
    params(SiteSlug),
    request_body(content = Object, description = "The site's texts and optionally `isPublished`"),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The site as saved", body = Envelope<SavedPilgrimageSite>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn put_site(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(slug): Path<String>,
    Json(body): Json<Value, PAGE_BODY_LIMIT>,
) -> AppResult<Response> {
    let slug = slug_or_404(&slug)?;
    if state.store.content_entry(PILGRIMAGE, slug).await?.is_none() {
        return Err(AppError::NotFound(SITE_NOT_FOUND));
    }
    let (entry, _) = site_entry(&state, slug, &body).await?;
    let version = super::write(&state, entry.clone(), &admin).await?;
    let site = PilgrimageSite::from(saved_item(entry));
    Ok(ok(StatusCode::OK, SavedPilgrimageSite { site, version }, "Pilgrimage site saved"))
}

/// Removes a pilgrimage site: its page goes with the answer. The history keeps what it was, so it can be
/// created again from there.
#[utoipa::path(
    delete,
    path = "/api/v1/pages/pilgrimage/{slug}",
    tag = "content",
    operation_id = "deletePilgrimageSite",
    params(SiteSlug),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "RemovedPilgrimageSite", body = Envelope<RemovedPilgrimageSite>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn delete_site(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(slug): Path<String>,
) -> AppResult<Response> {
    let slug = slug_or_404(&slug)?;
    if state.store.content_entry(PILGRIMAGE, slug).await?.is_none() {
        return Err(AppError::NotFound(SITE_NOT_FOUND));
    }
    let remove = EntryWrite::Remove { kind: PILGRIMAGE.to_owned(), key: slug.to_owned() };
    let version = super::write_all(&state, vec![remove], &admin).await?;
    Ok(ok(StatusCode::OK, RemovedPilgrimageSite { slug: slug.to_owned(), version }, "Pilgrimage site removed"))
}

/// Puts the pilgrimage sites in a new order: `slugs` names every site once.
#[utoipa::path(
    put,
    path = "/api/v1/pilgrimage/order",
    tag = "content",
    operation_id = "orderPilgrimageSites",
    request_body = PilgrimageOrder,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The new order", body = Envelope<PilgrimageOrdered>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn order_sites(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Json(order): Json<PilgrimageOrder>,
) -> AppResult<Response> {
    let sites = state.store.content_entries(PILGRIMAGE, false).await?;
    let mut named: Vec<&str> = order.slugs.iter().map(String::as_str).collect();
    named.sort_unstable();
    let mut stored: Vec<&str> = sites.iter().map(|e| e.key.as_str()).collect();
    stored.sort_unstable();
    if named != stored {
        return Err(AppError::field("slugs", "slugs must name every pilgrimage site once"));
    }
    let moves: Vec<EntryWrite> = order
        .slugs
        .iter()
        .enumerate()
        .filter(|(i, slug)| sites.iter().any(|e| &e.key == *slug && e.position != *i as i64))
        .map(|(i, slug)| EntryWrite::Move { kind: PILGRIMAGE.to_owned(), key: slug.clone(), position: i as i64 })
        .collect();
    let version = if moves.is_empty() {
        state.store.content_version().await?
    } else {
        super::write_all(&state, moves, &admin).await?
    };
    Ok(ok(StatusCode::OK, PilgrimageOrdered { slugs: order.slugs, version }, "Pilgrimage sites ordered"))
}

/// The public page an entry shows on first.
fn own_path(kind: &str, key: &str) -> String {
    match (kind, key) {
        (PAGE, "home" | "footer") | (SITE, _) => "/".to_owned(),
        (PAGE, "about") => "/about-us".to_owned(),
        (PAGE, "gallery") => "/photo-gallery".to_owned(),
        (PAGE, "darshan") => "/daily-darshan".to_owned(),
        (PAGE, "terms") => "/terms-and-condition".to_owned(),
        (PAGE, key) => format!("/{key}"),
        (PILGRIMAGE, key) => format!("/details/{key}"),
        ("ritual", key) => format!("/puja/{key}"),
        ("category", key) => format!("/allpujas/{key}"),
        _ => "/photo-gallery".to_owned(),
    }
}

/// Draws a public page as it would look with an unsaved change saved, in the server's render engine:
/// nothing is saved or served, and the version does not move. A page's texts and a pilgrimage site are
/// checked as their save would check them (400 naming the fields); the site settings too; other kinds
/// (a ritual, a category, a gallery item) are drawn as given. The HTML is meant for a frame without
/// scripts.
#[utoipa::path(
    post,
    path = "/api/v1/preview",
    tag = "content",
    operation_id = "previewContent",
    request_body = ContentPreviewRequest,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The page drawn with the change", body = Envelope<ContentPreview>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 422, response = UnprocessableContent),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn preview(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    Json(request): Json<ContentPreviewRequest, PAGE_BODY_LIMIT>,
) -> AppResult<Response> {
    let ContentPreviewRequest { kind, key, body, path } = request;
    let entry = match kind.as_str() {
        PAGE => page_entry(&state, &key, &body).await?,
        PILGRIMAGE => {
            check_name(&key).map_err(|why| AppError::field("key", format!("key {why}")))?;
            let (mut entry, _) = site_entry(&state, &key, &body).await?;
            // A draft is on no page: the preview shows it as it will look once published.
            entry.published = true;
            entry
        }
        SITE => {
            let site = super::check_settings(&body).map_err(invalid)?;
            let body = serde_json::to_value(&site)
                .map_err(|err| AppError::Internal(anyhow::Error::new(err).context("serialising the site settings")))?;
            NewContentEntry { kind: SITE.to_owned(), key: SITE.to_owned(), position: 0, published: true, body }
        }
        "ritual" | "category" | "gallery" => {
            check_name(&key).map_err(|why| AppError::field("key", format!("key {why}")))?;
            object_or_400(&body, "body")?;
            let current = state.store.content_entry(&kind, &key).await?;
            let position = match &current {
                Some(entry) => entry.position,
                None => i64::MAX / 2,
            };
            let mut body = body;
            if let (Some(i18n), Some(object)) =
                (current.as_ref().and_then(|e| e.body.get(I18N)).cloned(), body.as_object_mut())
            {
                object.entry(I18N).or_insert(i18n);
            }
            NewContentEntry { kind, key, position, published: true, body }
        }
        _ => {
            return Err(invalid(vec![FieldError {
                field: "kind".into(),
                message: "kind must be page, pilgrimage, site, ritual, category or gallery".to_owned(),
            }]));
        }
    };
    let path = match path {
        Some(path) if path.starts_with('/') && !path.starts_with("//") && path.len() <= 300 => path,
        Some(_) => return Err(AppError::field("path", "path must be a path of this site, such as /about-us")),
        None => own_path(&entry.kind, &entry.key),
    };
    let html = state
        .pages
        .preview(&Change::Entry(entry), &path)
        .await?
        .ok_or(AppError::NotFound("That page does not exist with this change"))?;
    Ok(ok(StatusCode::OK, ContentPreview { path, html }, "Preview drawn"))
}

/// Checks `body` as a save of `kind`/`key` would (used by a restore, so that it is held to today's rules):
/// `None` when the kind has no shape here.
pub fn check_saved(kind: &str, key: &str, body: &Value) -> Option<Result<Value, Vec<FieldError>>> {
    let shape = match kind {
        PAGE => shape::page_shape(key)?,
        PILGRIMAGE => shape::pilgrimage_shape(),
        _ => return None,
    };
    Some(shape::check_body(body, shape).map(|clean| match (clean, body.get(I18N)) {
        (Value::Object(mut object), Some(i18n)) => {
            object.insert(I18N.to_owned(), i18n.clone());
            Value::Object(object)
        }
        (clean, _) => clean,
    }))
}
