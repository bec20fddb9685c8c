//! `AdminUser`: the extractor every admin endpoint takes. It admits a valid access token of a user
//! who still exists and is an administrator: 401 without a token or with a bad one, 403 for anyone else.

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;

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
        let token = bearer_token(parts).ok_or(AppError::Unauthorized(NOT_SIGNED_IN))?;
        let claims = state.tokens.verify_access(token).ok_or(AppError::Unauthorized(BAD_TOKEN))?;
        // The user is read on every call, so a deleted or demoted account loses access at once.
        let user = state.store.find_user(&claims.sub).await?.ok_or(AppError::Unauthorized(BAD_TOKEN))?;
        if user.role != Role::Admin {
            return Err(AppError::Forbidden(NOT_ADMIN));
        }
        Ok(Self(user))
    }
}

fn bearer_token(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}
