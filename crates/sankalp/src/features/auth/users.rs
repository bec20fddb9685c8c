//! The administrators, managed from the admin area: the list, adding one (with a first password, or a
//! one-time sign-in link of [`super::welcome`] shown once), removing one (never the last, never
//! oneself), and one's own password change, which ends one's other sign-ins. The rules for names,
//! addresses and passwords and the hashing are those of the `admin` commands ([`super::admin`]).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Utc;
use rand::RngCore as _;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::admin::{check_email, check_full_name, check_username};
use super::extract::AdminSession;
use super::password::{check_new_password, hash_password, verify_password};
use super::{AdminUser, MAX_FAILURES, THROTTLE_WINDOW, UserView};
use crate::AppState;
use crate::http::error::{AppError, AppResult, Empty, Envelope, FieldError, invalid, ok};
use crate::http::json::Json;
use crate::http::openapi::{
    BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, TooManyRequests, Unauthorized, Unavailable,
    UnsupportedMediaType,
};
use sankalp_db::{NewUser, Removal, Reservation, Role, conflict_field};

pub const USER_NOT_FOUND: &str = "User not found";
pub const LAST_ADMIN: &str = "The last administrator cannot be removed: add another one first";
pub const NOT_YOURSELF: &str = "You cannot remove your own account; another administrator can";
pub const WRONG_PASSWORD: &str = "The current password is not right";
pub const BAD_LINK: &str = "This sign-in link is not valid any more: ask an administrator for a new one";
/// Where a sign-in link leads: the sign-in page, which then asks for the new password.
pub const WELCOME_PATH: &str = "/login?welcome=";

#[derive(Serialize, ToSchema)]
pub(crate) struct Users {
    /// The earliest added first.
    users: Vec<UserView>,
}

/// Every administrator.
#[utoipa::path(
    get,
    path = "/api/v1/users",
    tag = "auth",
    operation_id = "listUsers",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The administrators", body = Envelope<Users>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn list(State(state): State<AppState>, AdminUser(_admin): AdminUser) -> AppResult<Response> {
    let users = state.store.list_users().await?.iter().map(UserView::from).collect();
    Ok(ok(StatusCode::OK, Users { users }, "Users fetched successfully"))
}

/// A new administrator: a first password, or `signInLink: true` for a one-time link instead.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct NewUserBody {
    #[schema(value_type = String, required = true, example = "Anant Joshi", max_length = 100)]
    full_name: Option<String>,
    /// Letters, digits, '.', '_' and '-'.
    #[schema(value_type = String, required = true, example = "anant", max_length = 64)]
    username: Option<String>,
    #[schema(value_type = String, required = true, example = "anant@example.org")]
    email: Option<String>,
    /// The first password (8 to 1024 characters), used exactly as typed. Leave out with `signInLink`.
    #[schema(min_length = 8, max_length = 1024)]
    password: Option<String>,
    /// Answer a one-time sign-in link (7 days) with which the newcomer chooses a password, instead of
    /// a first password.
    #[serde(default)]
    sign_in_link: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CreatedUser {
    user: UserView,
    /// With `signInLink`: the link's path on this site (`/login?welcome=…`), shown this once.
    #[serde(skip_serializing_if = "Option::is_none")]
    sign_in_link: Option<String>,
}

/// Adds an administrator.
#[utoipa::path(
    post,
    path = "/api/v1/users",
    tag = "auth",
    operation_id = "createUser",
    request_body = NewUserBody,
    security(("bearerAuth" = [])),
    responses(
        (status = 201, description = "Added", body = Envelope<CreatedUser>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 409, response = Conflict),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Json(body): Json<NewUserBody>,
) -> AppResult<Response> {
    let full_name = body.full_name.as_deref().map(str::trim).unwrap_or_default();
    let username = body.username.as_deref().map(str::trim).unwrap_or_default();
    let email = body.email.as_deref().map(str::trim).unwrap_or_default();
    let mut errors = Vec::new();
    let mut check = |field: &'static str, result: Result<(), String>| {
        if let Err(message) = result {
            errors.push(FieldError { field: field.into(), message });
        }
    };
    check("fullName", check_full_name(full_name));
    check("username", check_username(username));
    check("email", check_email(email));
    let password = body.password.filter(|p| !p.is_empty());
    match (&password, body.sign_in_link) {
        (Some(_), true) => check("password", Err("Give a first password or ask for a sign-in link, not both".into())),
        (None, false) => check("password", Err("A first password is required, or ask for a sign-in link".into())),
        (Some(password), false) => check("password", check_new_password(password)),
        (None, true) => {}
    }
    if !errors.is_empty() {
        return Err(invalid(errors));
    }
    // With a link, a random password nobody knows until the newcomer chooses theirs.
    let password = password.unwrap_or_else(|| {
        let mut bytes = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        URL_SAFE_NO_PAD.encode(bytes)
    });
    let password_hash = hash_password(password).await?;
    let id = uuid::Uuid::now_v7().to_string();
    let now = Utc::now();
    let new = NewUser { id: &id, username, email, full_name, password_hash: &password_hash, role: Role::Admin, now };
    let user = match state.store.create_user(&new).await {
        Ok(user) => user,
        Err(err) => {
            return Err(match conflict_field(&err) {
                Some("email") => {
                    AppError::Conflict { field: "email", message: "A user with this email already exists".into() }
                }
                Some(_) => {
                    AppError::Conflict { field: "username", message: "A user with this username already exists".into() }
                }
                None => AppError::from(err),
            });
        }
    };
    tracing::info!(by = %admin.username, user = %user.username, link = body.sign_in_link, "administrator added");
    let sign_in_link = body.sign_in_link.then(|| format!("{WELCOME_PATH}{}", state.tokens.welcome().issue(&user, now)));
    Ok(ok(StatusCode::CREATED, CreatedUser { user: UserView::from(&user), sign_in_link }, "User created"))
}

/// Removes an administrator: their sign-ins end at once, their darshan posts pass to the administrator
/// removing them. Never the last administrator, nor oneself (409).
#[utoipa::path(
    delete,
    path = "/api/v1/users/{id}",
    tag = "auth",
    operation_id = "deleteUser",
    params(("id" = String, Path, description = "The user's `_id`")),
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Removed", body = Envelope<Empty>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 404, response = NotFound),
        (status = 409, response = Conflict),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    if id == admin.id {
        return Err(AppError::Conflict { field: "id", message: NOT_YOURSELF.into() });
    }
    match state.store.remove_user(&id, &admin.id).await? {
        Removal::Removed => {
            tracing::info!(by = %admin.username, user = %id, "administrator removed");
            Ok(ok(StatusCode::OK, Empty {}, "User removed"))
        }
        Removal::NotFound => Err(AppError::NotFound(USER_NOT_FOUND)),
        Removal::LastAdmin => Err(AppError::Conflict { field: "id", message: LAST_ADMIN.into() }),
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PasswordChange {
    #[schema(value_type = String, required = true, min_length = 1)]
    current_password: Option<String>,
    /// 8 to 1024 characters, used exactly as typed.
    #[schema(value_type = String, required = true, min_length = 8, max_length = 1024)]
    new_password: Option<String>,
}

/// Changes the signed-in administrator's password: every other sign-in of theirs ends (this one goes
/// on). A wrong current password counts as a failed sign-in (throttled alike).
#[utoipa::path(
    put,
    path = "/api/v1/users/me/password",
    tag = "auth",
    operation_id = "changePassword",
    request_body = PasswordChange,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Changed; other sign-ins ended", body = Envelope<Empty>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 429, response = TooManyRequests),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn change_password(
    State(state): State<AppState>,
    session: AdminSession,
    Json(body): Json<PasswordChange>,
) -> AppResult<Response> {
    let user = session.user;
    let current = body.current_password.filter(|p| !p.is_empty());
    let new = body.new_password.unwrap_or_default();
    let mut errors = Vec::new();
    if current.is_none() {
        errors.push(FieldError { field: "currentPassword".into(), message: "Current password is required".into() });
    }
    if let Err(message) = check_new_password(&new) {
        errors.push(FieldError { field: "newPassword".into(), message });
    }
    let Some(current) = current.filter(|_| errors.is_empty()) else { return Err(invalid(errors)) };
    // A stolen access token must not become a way to guess the password: the same limit as sign-in.
    let now = Utc::now();
    let scope = format!("password:{}", user.id);
    let reserved = match state
        .store
        .reserve_login_attempt(&[&scope], MAX_FAILURES, now - THROTTLE_WINDOW, now, now - THROTTLE_WINDOW * 10)
        .await?
    {
        Reservation::Reserved(ids) => ids,
        Reservation::Throttled { free_at } => {
            let wait = (free_at - now).clamp(chrono::Duration::zero(), THROTTLE_WINDOW);
            return Err(AppError::TooManyRequests { retry_after: wait.to_std().unwrap_or_default() });
        }
    };
    if !verify_password(current, Some(user.password_hash.clone())).await? {
        return Err(AppError::field("currentPassword", WRONG_PASSWORD));
    }
    state.store.release_login_attempt(&reserved).await?;
    let hash = hash_password(new).await?;
    state.store.change_password(&user.id, &hash, &session.session_id, Utc::now()).await?;
    tracing::info!(user = %user.username, "password changed; other sign-ins ended");
    Ok(ok(StatusCode::OK, Empty {}, "Password changed; your other sign-ins have ended"))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct WelcomeBody {
    /// The `welcome` value of the sign-in link.
    #[schema(value_type = String, required = true, min_length = 1)]
    token: Option<String>,
    /// 8 to 1024 characters, used exactly as typed.
    #[schema(value_type = String, required = true, min_length = 8, max_length = 1024)]
    password: Option<String>,
}

/// A new administrator's one-time sign-in link: chooses their password (which spends the link); they then
/// sign in with it.
#[utoipa::path(
    post,
    path = "/api/v1/users/welcome",
    tag = "auth",
    operation_id = "acceptWelcome",
    request_body = WelcomeBody,
    responses(
        (status = 200, description = "The password is set; the link is spent", body = Envelope<Empty>),
        (status = 400, response = BadRequest),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn welcome(State(state): State<AppState>, Json(body): Json<WelcomeBody>) -> AppResult<Response> {
    let password = body.password.unwrap_or_default();
    check_new_password(&password).map_err(|message| AppError::field("password", message))?;
    let now = Utc::now();
    let key = state.tokens.welcome();
    // The signature first: a forged link costs no query and no hash.
    let claim =
        body.token.as_deref().and_then(|t| key.verify(t, now)).ok_or_else(|| AppError::field("token", BAD_LINK))?;
    let user = state.store.find_user(&claim.user_id).await?.filter(|u| key.holds_for(&claim, u));
    let Some(user) = user else { return Err(AppError::field("token", BAD_LINK)) };
    let hash = hash_password(password).await?;
    state.store.set_password(&user.id, &hash, now).await?;
    tracing::info!(user = %user.username, "password chosen through a sign-in link");
    Ok(ok(StatusCode::OK, Empty {}, "Your password is set: sign in with it"))
}
