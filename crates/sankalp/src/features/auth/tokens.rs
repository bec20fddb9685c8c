//! Access tokens (short-lived HS256 JWTs) and refresh tokens (opaque random strings kept only as hashes).

use std::fmt;
use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore as _;
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use super::device::DeviceKey;
use super::welcome::WelcomeKey;

pub const ACCESS_TOKEN_TTL: Duration = Duration::minutes(15);
pub const REFRESH_TOKEN_TTL: Duration = Duration::days(14);
/// Clock skew tolerated when checking `exp` and `nbf`.
pub const LEEWAY_SECS: u64 = 30;
pub const ISSUER: &str = "sankalp";
pub const AUDIENCE: &str = "sankalp-admin";
pub const ACCESS_TYPE: &str = "access";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    pub aud: String,
    /// The user's id.
    pub sub: String,
    /// The sign-in this token belongs to (its refresh-token family): the token works only while that
    /// sign-in is live, so signing out, a replayed refresh token and a password reset end it at once.
    /// Required: a token without one is refused.
    pub sid: String,
    /// Always "access": a token minted for another purpose must not open the admin area.
    pub typ: String,
    pub iat: i64,
    pub nbf: i64,
    pub exp: i64,
}

/// Signs and checks access tokens. The key never appears in `Debug` output.
#[derive(Clone)]
pub struct TokenKeys(Arc<Keys>);

struct Keys {
    /// Signs the device cookies of [`super::device`]; derived from the same secret.
    device: DeviceKey,
    /// Signs the one-time sign-in links of [`super::welcome`].
    welcome: WelcomeKey,
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl fmt::Debug for TokenKeys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TokenKeys(<redacted>)")
    }
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> Self {
        // Only HS256 is accepted: `alg: none` and every other algorithm fail before the signature check.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[ISSUER]);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "nbf", "iss", "aud", "sub"]);
        validation.validate_nbf = true;
        validation.leeway = LEEWAY_SECS;
        Self(Arc::new(Keys {
            device: DeviceKey::derive(secret),
            welcome: WelcomeKey::derive(secret),
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
        }))
    }

    /// The key of the device cookies.
    pub fn device(&self) -> &DeviceKey {
        &self.0.device
    }

    /// The key of the one-time sign-in links.
    pub fn welcome(&self) -> &WelcomeKey {
        &self.0.welcome
    }

    /// An access token for `user_id` within the sign-in `session_id` (a refresh-token family id).
    pub fn issue_access(&self, user_id: &str, session_id: &str, now: DateTime<Utc>) -> anyhow::Result<String> {
        let claims = Claims {
            iss: ISSUER.to_owned(),
            aud: AUDIENCE.to_owned(),
            sub: user_id.to_owned(),
            sid: session_id.to_owned(),
            typ: ACCESS_TYPE.to_owned(),
            iat: now.timestamp(),
            nbf: now.timestamp(),
            exp: (now + ACCESS_TOKEN_TTL).timestamp(),
        };
        Ok(jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.0.encoding)?)
    }

    /// The claims of a valid access token; `None` for anything else, whatever the reason.
    pub fn verify_access(&self, token: &str) -> Option<Claims> {
        let data = jsonwebtoken::decode::<Claims>(token, &self.0.decoding, &self.0.validation).ok()?;
        (data.claims.typ == ACCESS_TYPE).then_some(data.claims)
    }
}

/// A new refresh token (256 random bits, URL-safe) and the hash that is stored for it.
pub fn new_refresh_token() -> (String, String) {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    let hash = hash_refresh_token(&token);
    (token, hash)
}

pub fn hash_refresh_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// An id for a family of refresh tokens descending from one sign-in.
pub fn new_family_id() -> String {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_issued_token_verifies_and_names_its_user() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef");
        let token = keys.issue_access("user-1", "family-1", Utc::now()).unwrap();
        let claims = keys.verify_access(&token).expect("valid");
        assert_eq!(claims.sub, "user-1");
        assert_eq!(claims.sid, "family-1");
        assert_eq!(claims.exp - claims.iat, 15 * 60);
        assert!(TokenKeys::new(b"another key, also thirty-two bytes").verify_access(&token).is_none());
        assert!(!format!("{keys:?}").contains("0123"));
    }

    #[test]
    fn refresh_tokens_carry_256_bits_and_only_their_hash_is_kept() {
        let (token, hash) = new_refresh_token();
        assert_eq!(URL_SAFE_NO_PAD.decode(&token).unwrap().len(), 32);
        assert_eq!(hash.len(), 64);
        assert_ne!(token, hash);
        assert_eq!(hash_refresh_token(&token), hash);
        assert_ne!(new_refresh_token().0, token);
    }
}
