//! `AdminUser`: the extractor every admin endpoint takes. It admits a valid access token of a user
//! who still exists and is an administrator, from a sign-in that is still live: 401 without a token,
//! with a bad one or with one whose sign-in has ended, 403 for anyone else. `MaybeAdmin`: the same
//! administrator, or nobody, for public endpoints that show an administrator more.

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;
use chrono::Utc;

use crate::AppState;
use crate::http::error::AppError;
use sankalp_db::{Role, User};

pub const NOT_SIGNED_IN: &str = "Authentication required";
pub const BAD_TOKEN: &str = "Invalid or expired access token";
pub const NOT_ADMIN: &str = "Forbidden: Access denied.";

#[derive(Debug, Clone)]
pub struct AdminUser(pub User);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        AdminSession::from_request_parts(parts, state).await.map(|session| Self(session.user))
    }
}

/// [`AdminUser`] with the sign-in its token belongs to (its refresh-token family), for what acts on the
/// sign-ins themselves (a password change ends every other one).
#[derive(Debug, Clone)]
pub struct AdminSession {
    pub user: User,
    pub session_id: String,
}

impl FromRequestParts<AppState> for AdminSession {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let token = bearer_token(parts).ok_or(AppError::Unauthorized(NOT_SIGNED_IN))?;
        let claims = state.tokens.verify_access(token).ok_or(AppError::Unauthorized(BAD_TOKEN))?;
        // The user and their sign-in are read on every call (one indexed query), so a deleted or demoted
        // account, a sign-out, a replayed refresh token and a password reset take effect at once, on
        // every instance: no cache to wait out.
        let user = state
            .store
            .find_session_user(&claims.sub, &claims.sid, Utc::now())
            .await?
            .ok_or(AppError::Unauthorized(BAD_TOKEN))?;
        if user.role != Role::Admin {
            return Err(AppError::Forbidden(NOT_ADMIN));
        }
        Ok(Self { user, session_id: claims.sid })
    }
}

/// The administrator behind a valid token, if any. A missing, bad or non-admin token reads as an
/// anonymous visitor (public pages may carry a stale token), never as an error.
pub struct MaybeAdmin(pub Option<User>);

impl FromRequestParts<AppState> for MaybeAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        if !parts.headers.contains_key(header::AUTHORIZATION) {
            return Ok(Self(None));
        }
        match AdminUser::from_request_parts(parts, state).await {
            Ok(AdminUser(user)) => Ok(Self(Some(user))),
            Err(err @ (AppError::Internal(_) | AppError::Unavailable(_))) => Err(err),
            Err(_) => Ok(Self(None)),
        }
    }
}

fn bearer_token(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}
