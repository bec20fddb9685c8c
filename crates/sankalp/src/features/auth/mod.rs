//! Administrators: sign-in, token refresh and sign-out (ARCHITECTURE.md §7).
//!
//! Sign-in answers an unknown user and a wrong password alike, in similar time (the dummy hash is
//! verified). Before any password is checked, a sign-in needs a place in the bounded hashing queue
//! ([`limits`], per instance) and a reserved attempt under its client address and each name typed (in
//! the database, shared by instances): at most [`MAX_FAILURES`] checks a minute per address and per
//! name, however many requests arrive at once. A browser that signed in as an account before carries a
//! signed device cookie ([`device`]): its sign-ins as that account skip the queue and those limits for
//! a lane of their own, which a flood from however many addresses cannot fill, and which only its own
//! failures close. Access tokens are 15-minute JWTs naming their sign-in
//! (refresh-token family), refused as soon as it ends; refresh tokens are opaque, stored as hashes,
//! rotated on every use, and a replayed one revokes its whole family.

pub mod admin;
pub mod device;
pub mod extract;
pub mod limits;
pub mod password;
pub mod secret;
pub mod tokens;
pub mod users;
pub mod welcome;

use std::net::{IpAddr, SocketAddr};

use axum::extract::connect_info::ConnectInfo;
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use self::device::{DEVICE_WINDOW, MAX_DEVICE_FAILURES};
pub use self::extract::{AdminSession, AdminUser, MaybeAdmin};
pub use self::limits::{SignInGate, SignInLimits};
use self::tokens::{REFRESH_TOKEN_TTL, hash_refresh_token, new_family_id, new_refresh_token};
use crate::AppState;
use crate::http::error::{AppError, AppResult, Empty, Envelope, ok};
use crate::http::json::Json;
use crate::http::net;
use crate::http::openapi::{
    BadRequest, Forbidden, PayloadTooLarge, TooManyRequests, Unauthorized, Unavailable, UnsupportedMediaType,
};
use sankalp_db::{NewRefreshToken, Reservation, Rotation, User};

pub use self::tokens::TokenKeys;

/// Failed sign-ins tolerated per scope (client address, account) within [`THROTTLE_WINDOW`].
pub const MAX_FAILURES: u32 = 10;
pub const THROTTLE_WINDOW: Duration = Duration::minutes(1);
/// What a sign-in refused by the full hashing queue is told to wait: a place frees within one hash.
pub const QUEUE_RETRY_AFTER: std::time::Duration = std::time::Duration::from_secs(1);
pub const INVALID_CREDENTIALS: &str = "Invalid username or password";
pub const INVALID_REFRESH: &str = "Invalid or expired refresh token";

/// Sign-in, token refresh, sign-out, the signed-in user and the administrators ([`users`]): each route
/// with its OpenAPI entry.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(refresh))
        .routes(routes!(logout))
        .routes(routes!(me))
        .routes(routes!(users::list, users::create))
        .routes(routes!(users::remove))
        .routes(routes!(users::change_password))
        .routes(routes!(users::welcome))
}

/// A user as the API shows it: never the password hash.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = User)]
pub struct UserView {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    pub email: String,
    pub full_name: String,
    #[schema(value_type = String, example = "admin")]
    pub role: &'static str,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<&User> for UserView {
    fn from(user: &User) -> Self {
        Self {
            id: user.id.clone(),
            username: user.username.clone(),
            email: user.email.clone(),
            full_name: user.full_name.clone(),
            role: user.role.as_str(),
            created_at: user.created_at,
            updated_at: user.updated_at,
        }
    }
}

/// A signed-in session: the user and a fresh token pair.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Session {
    /// Goes in `Authorization: Bearer …`; valid for 15 minutes.
    user: UserView,
    access_token: String,
    /// Exchanged at `/refresh-token` for a new pair; valid for 14 days, once.
    refresh_token: String,
}

/// What was typed as the user name may come as `username`, `email` or both; one of them is
/// required. Fields are optional here so that a missing one is answered by name, in the envelope.
#[derive(Deserialize, ToSchema)]
pub(crate) struct LoginBody {
    #[schema(value_type = String, example = "priest")]
    username: Option<String>,
    #[schema(value_type = String, example = "priest")]
    email: Option<String>,
    /// Used exactly as typed: never trimmed.
    #[schema(value_type = String, required = true, min_length = 1)]
    password: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RefreshBody {
    #[schema(value_type = String, required = true, min_length = 1)]
    refresh_token: Option<String>,
}

/// Signs an administrator in.
#[utoipa::path(
    post,
    path = "/api/v1/users/login",
    tag = "auth",
    operation_id = "login",
    request_body = LoginBody,
    params(
        ("sankalp_device" = Option<String>, Cookie,
         description = "The device cookie of an earlier sign-in as this account: its sign-in goes through a lane of its own, which a flood of sign-ins cannot fill"),
    ),
    responses(
        (status = 200, description = "Signed in", body = Envelope<Session>, headers(
            ("Set-Cookie" = String, description = "`sankalp_device=…; Path=/api/v1/users; Max-Age=31536000; HttpOnly; SameSite=Strict` (`Secure` over TLS): a fresh device cookie naming the account, signed by the server, revoked when the account's password changes"),
        )),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 429, response = TooManyRequests),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn login(
    State(state): State<AppState>,
    Peer(peer): Peer,
    headers: HeaderMap,
    Json(body): Json<LoginBody>,
) -> AppResult<Response> {
    // The client sends what was typed as both username and email; either identifies the account.
    let mut names: Vec<String> = [body.username, body.email]
        .into_iter()
        .flatten()
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect();
    // One lookup when both carry the same value, as they do from the login page.
    names.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    if names.is_empty() {
        return Err(AppError::field("username", "Username or email is required"));
    }
    // The password is used exactly as typed: never trimmed, never truncated.
    let password =
        body.password.filter(|p| !p.is_empty()).ok_or_else(|| AppError::field("password", "Password is required"))?;

    let now = Utc::now();
    let over_tls = net::forwarded_proto_is_https(peer, &headers, state.trusted_proxy);
    // A device that signed in as this account before has a lane of its own, apart from any flood.
    if let Some(answer) = sign_in_trusted(&state, &headers, &names, &password, now, over_tls).await? {
        return Ok(answer);
    }

    let client = net::client_ip(peer, &headers, state.trusted_proxy).map(net::client_bucket);
    // A place in the hashing queue first: a flood is answered here, before it costs a database query.
    let Some(_place) = state.sign_in.try_enter(client) else {
        tracing::warn!(client = ?client, "sign-in refused: the hashing queue is full");
        return Err(AppError::TooManyRequests { retry_after: QUEUE_RETRY_AFTER });
    };

    // Buckets are keyed by what was typed, never by the account it names: whether the answer is 429
    // then depends only on the requests sent, so it cannot tell whether a name exists or whether a
    // username and an email are one account. An account has two names, so it takes at most twice
    // MAX_FAILURES guesses a minute. Names are kept only as hashes (people type passwords there).
    let mut scopes = vec![format!("ip:{}", client.map_or_else(|| "unknown".to_owned(), |ip: IpAddr| ip.to_string()))];
    for name in &names {
        let scope = name_scope(name);
        if !scopes.contains(&scope) {
            scopes.push(scope);
        }
    }
    let scope_refs: Vec<&str> = scopes.iter().map(String::as_str).collect();
    // The attempt is reserved, atomically with the count, before the password is checked: it stays as
    // a failure unless the password is right.
    let reserved = match state
        .store
        .reserve_login_attempt(&scope_refs, MAX_FAILURES, now - THROTTLE_WINDOW, now, now - THROTTLE_WINDOW * 10)
        .await?
    {
        Reservation::Reserved(ids) => ids,
        Reservation::Throttled { free_at } => {
            tracing::warn!(client = ?client, "sign-in throttled");
            // Attempts of concurrent requests may carry a time a little after this one's `now`.
            let wait = (free_at - now).clamp(Duration::zero(), THROTTLE_WINDOW);
            return Err(AppError::TooManyRequests { retry_after: wait.to_std().unwrap_or_default() });
        }
    };

    let mut user = None;
    for name in &names {
        // Usernames and emails are ASCII (admin::check_*): anything else names nobody, and is not looked
        // up, so no database's case folding can map it onto an account.
        if !name.is_ascii() {
            continue;
        }
        if let Some(found) = state.store.find_user_by_login(name).await? {
            user = Some(found);
            break;
        }
    }

    let verified = password::verify_password(password, user.as_ref().map(|u| u.password_hash.clone())).await?;
    let Some(user) = user.filter(|_| verified) else {
        return Err(AppError::Unauthorized(INVALID_CREDENTIALS));
    };
    signed_in(&state, &user, &names, &reserved, now, over_tls).await
}

/// The sign-in of a device holding a valid device cookie for the account it signs in as, in the
/// device lane ([`device`]); `None` when it has no such cookie, or its lane is busy or lost to its
/// failures: it then queues as any other sign-in.
async fn sign_in_trusted(
    state: &AppState,
    headers: &HeaderMap,
    names: &[String],
    password: &str,
    now: DateTime<Utc>,
    over_tls: bool,
) -> AppResult<Option<Response>> {
    let key = state.tokens.device();
    // The signature first: a forged cookie costs no query.
    let Some(claim) = device::presented(headers).and_then(|value| key.verify(value, now)) else { return Ok(None) };
    let Some(place) = state.sign_in.try_enter_trusted(&claim.device) else { return Ok(None) };
    let Some(user) = state.store.find_user(&claim.user_id).await? else { return Ok(None) };
    let names_it = names.iter().any(|n| n.eq_ignore_ascii_case(&user.username) || n.eq_ignore_ascii_case(&user.email));
    if !names_it || !key.holds_for(&claim, &user) {
        return Ok(None);
    }
    // Only the device's own failures count here; past a few, it loses the lane for a while.
    let scope = claim.scope();
    let reserved = match state
        .store
        .reserve_login_attempt(&[&scope], MAX_DEVICE_FAILURES, now - DEVICE_WINDOW, now, now - THROTTLE_WINDOW * 10)
        .await?
    {
        Reservation::Reserved(ids) => ids,
        Reservation::Throttled { .. } => {
            tracing::warn!(user = %user.username, "a device lost its sign-in lane to its failures");
            return Ok(None);
        }
    };
    let verified = password::verify_password_trusted(password.to_owned(), user.password_hash.clone()).await?;
    drop(place);
    if !verified {
        return Err(AppError::Unauthorized(INVALID_CREDENTIALS));
    }
    signed_in(state, &user, names, &reserved, now, over_tls).await.map(Some)
}

/// The answer to a right password: a new sign-in (refresh-token family), its tokens and a fresh device
/// cookie.
async fn signed_in(
    state: &AppState,
    user: &User,
    names: &[String],
    reserved: &[i64],
    now: DateTime<Utc>,
    over_tls: bool,
) -> AppResult<Response> {
    // The right password: this attempt was no failure, and the failures of the user's own names are
    // forgiven. Only theirs: a name of someone else typed beside them keeps its count.
    state.store.release_login_attempt(reserved).await?;
    for name in names.iter().filter(|n| n.eq_ignore_ascii_case(&user.username) || n.eq_ignore_ascii_case(&user.email)) {
        state.store.clear_login_failures(&name_scope(name)).await?;
    }
    state.store.delete_expired_refresh_tokens(now).await?;
    let (refresh_token, refresh_hash) = new_refresh_token();
    let family_id = new_family_id();
    state
        .store
        .insert_refresh_token(&NewRefreshToken {
            token_hash: &refresh_hash,
            user_id: &user.id,
            family_id: &family_id,
            expires_at: now + REFRESH_TOKEN_TTL,
            now,
        })
        .await?;
    let access_token = state.tokens.issue_access(&user.id, &family_id, now)?;
    tracing::info!(user = %user.username, "signed in");
    let session = Session { user: UserView::from(user), access_token, refresh_token };
    let mut response = ok(StatusCode::OK, session, "Login successful");
    device::set_cookie(response.headers_mut(), &state.tokens.device().issue(user, now), over_tls);
    Ok(response)
}

/// The throttling bucket of a name typed at sign-in: its SHA-256, lower-cased (names compare without
/// ASCII case), so that what people type there (sometimes a password) is not kept in clear.
fn name_scope(name: &str) -> String {
    format!("name:{}", hex::encode(Sha256::digest(name.to_ascii_lowercase().as_bytes())))
}

/// The address of the connection's other end, when the server was started with connect info.
pub(crate) struct Peer(Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(Self(parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())))
    }
}

/// Exchanges a refresh token for a new pair; the one presented dies. Presenting a rotated one again
/// revokes its whole family.
#[utoipa::path(
    post,
    path = "/api/v1/users/refresh-token",
    tag = "auth",
    operation_id = "refreshToken",
    request_body = RefreshBody,
    responses(
        (status = 200, description = "A new token pair", body = Envelope<Session>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn refresh(State(state): State<AppState>, Json(body): Json<RefreshBody>) -> AppResult<Response> {
    let presented = body
        .refresh_token
        .filter(|t| !t.is_empty())
        .ok_or_else(|| AppError::field("refreshToken", "Refresh token is required"))?;
    let now = Utc::now();
    let (refresh_token, refresh_hash) = new_refresh_token();
    let rotation = state
        .store
        .rotate_refresh_token(&hash_refresh_token(&presented), &refresh_hash, now + REFRESH_TOKEN_TTL, now)
        .await?;
    let (user_id, family_id) = match rotation {
        Rotation::Rotated { user_id, family_id } => (user_id, family_id),
        Rotation::Reused => {
            tracing::warn!("a rotated refresh token was presented again; its family is revoked");
            return Err(AppError::Unauthorized(INVALID_REFRESH));
        }
        Rotation::Invalid => return Err(AppError::Unauthorized(INVALID_REFRESH)),
    };
    let user = state.store.find_user(&user_id).await?.ok_or(AppError::Unauthorized(INVALID_REFRESH))?;
    let access_token = state.tokens.issue_access(&user.id, &family_id, now)?;
    let session = Session { user: UserView::from(&user), access_token, refresh_token };
    Ok(ok(StatusCode::OK, session, "Token refreshed"))
}

/// Signs out: revokes the refresh token's family. Someone else's or an unknown token is left alone,
/// with the same answer.
#[utoipa::path(
    post,
    path = "/api/v1/users/logout",
    tag = "auth",
    operation_id = "logout",
    request_body = RefreshBody,
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "Signed out", body = Envelope<Empty>),
        (status = 400, response = BadRequest),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 413, response = PayloadTooLarge),
        (status = 415, response = UnsupportedMediaType),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn logout(
    State(state): State<AppState>,
    AdminUser(user): AdminUser,
    Json(body): Json<RefreshBody>,
) -> AppResult<Response> {
    let presented = body
        .refresh_token
        .filter(|t| !t.is_empty())
        .ok_or_else(|| AppError::field("refreshToken", "Refresh token is required"))?;
    // Signing out ends the whole sign-in (the token's family). Someone else's token is left alone, and
    // the answer is the same either way.
    let revoked = state.store.revoke_refresh_family(&hash_refresh_token(&presented), &user.id, Utc::now()).await?;
    tracing::info!(user = %user.username, revoked, "signed out");
    Ok(ok(StatusCode::OK, Empty {}, "Logged out successfully"))
}

#[derive(Serialize, ToSchema)]
pub(crate) struct Me {
    user: UserView,
}

/// The signed-in administrator.
#[utoipa::path(
    get,
    path = "/api/v1/users/me",
    tag = "auth",
    operation_id = "me",
    security(("bearerAuth" = [])),
    responses(
        (status = 200, description = "The signed-in administrator", body = Envelope<Me>),
        (status = 401, response = Unauthorized),
        (status = 403, response = Forbidden),
        (status = 503, response = Unavailable),
    )
)]
pub(crate) async fn me(AdminUser(user): AdminUser) -> Response {
    ok(StatusCode::OK, Me { user: UserView::from(&user) }, "OK")
}
