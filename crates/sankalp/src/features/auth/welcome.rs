//! One-time sign-in links for a new administrator: instead of a first password chosen by whoever adds
//! them, a link shown once to that administrator (who sends it on), with which the newcomer chooses
//! their own password.
//!
//! Nothing is stored for a link: it is signed, like the device cookies ([`super::device`]), and names
//! the account, when it was made, and a fingerprint of the account's password hash. An account added
//! this way holds a random password nobody knows; choosing one replaces its hash, so the link works once.
//! It expires after [`WELCOME_TTL`], and an account that was removed is not found.
//!
//! The token: `v1.<account id, base64url>.<issued, Unix seconds>.<password fingerprint>.<HMAC-SHA256,
//! base64url>`, with a key derived from the server's signing secret (every instance accepts it).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac as _};
use sha2::Sha256;

use sankalp_db::User;

/// How long a sign-in link works.
pub const WELCOME_TTL: Duration = Duration::days(7);
const VERSION: &str = "v1";

type HmacSha256 = Hmac<Sha256>;

#[derive(Clone)]
pub struct WelcomeKey([u8; 32]);

impl WelcomeKey {
    pub fn derive(secret: &[u8]) -> Self {
        let mut mac = HmacSha256::new_from_slice(secret).expect("HMAC takes any key length");
        mac.update(b"sankalp welcome link key v1");
        Self(mac.finalize().into_bytes().into())
    }

    fn mac(&self, purpose: &[u8]) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(purpose);
        mac
    }

    fn fingerprint(&self, password_hash: &str) -> String {
        let mut mac = self.mac(b"password fingerprint\0");
        mac.update(password_hash.as_bytes());
        hex::encode(&mac.finalize().into_bytes()[..16])
    }

    /// A link token for `user`, valid until their password changes or [`WELCOME_TTL`] passes.
    pub fn issue(&self, user: &User, now: DateTime<Utc>) -> String {
        let payload = format!(
            "{VERSION}.{}.{}.{}",
            URL_SAFE_NO_PAD.encode(user.id.as_bytes()),
            now.timestamp(),
            self.fingerprint(&user.password_hash)
        );
        let mut mac = self.mac(b"welcome link\0");
        mac.update(payload.as_bytes());
        format!("{payload}.{}", URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes()))
    }

    /// The account a token names, when its signature is right and it has not expired.
    pub fn verify(&self, token: &str, now: DateTime<Utc>) -> Option<Welcome> {
        let (payload, signature) = token.rsplit_once('.')?;
        let presented = URL_SAFE_NO_PAD.decode(signature).ok()?;
        let mut mac = self.mac(b"welcome link\0");
        mac.update(payload.as_bytes());
        mac.verify_slice(&presented).ok()?;
        let mut parts = payload.split('.');
        let (version, user, issued, fingerprint) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if version != VERSION || parts.next().is_some() {
            return None;
        }
        let user_id = String::from_utf8(URL_SAFE_NO_PAD.decode(user).ok()?).ok()?;
        let issued = DateTime::from_timestamp(issued.parse().ok()?, 0)?;
        if issued > now + Duration::minutes(5) || now - issued > WELCOME_TTL {
            return None;
        }
        Some(Welcome { user_id, fingerprint: fingerprint.to_owned() })
    }

    /// Whether the link still holds for `user`: the account it names, the password not chosen since.
    pub fn holds_for(&self, welcome: &Welcome, user: &User) -> bool {
        let fingerprint = self.fingerprint(&user.password_hash);
        welcome.user_id == user.id
            && fingerprint.len() == welcome.fingerprint.len()
            && fingerprint.bytes().zip(welcome.fingerprint.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }
}

/// What a valid link names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Welcome {
    pub user_id: String,
    fingerprint: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use sankalp_db::Role;

    fn user(id: &str, hash: &str) -> User {
        User {
            id: id.into(),
            username: "new".into(),
            email: "new@example.org".into(),
            full_name: "New".into(),
            password_hash: hash.into(),
            role: Role::Admin,
            created_at: Utc::now(),
            updated_at: Utc::now(),
        }
    }

    #[test]
    fn a_link_holds_once_for_its_account_and_expires() {
        let key = WelcomeKey::derive(b"0123456789abcdef0123456789abcdef");
        let now = Utc::now();
        let newcomer = user("u1", "$argon2id$random");
        let token = key.issue(&newcomer, now);
        let welcome = key.verify(&token, now).expect("valid");
        assert!(key.holds_for(&welcome, &newcomer));
        assert!(!key.holds_for(&welcome, &user("u1", "$argon2id$chosen")), "spent once the password is chosen");
        assert!(!key.holds_for(&welcome, &user("u2", "$argon2id$random")), "another account");
        assert!(key.verify(&token, now + WELCOME_TTL + Duration::minutes(1)).is_none(), "expired");
        assert!(WelcomeKey::derive(b"another secret, thirty-two bytes!").verify(&token, now).is_none());
        let (payload, _) = token.rsplit_once('.').unwrap();
        assert!(key.verify(&format!("{payload}.{}", "A".repeat(43)), now).is_none(), "a made-up signature");
        assert!(key.verify("v1.x", now).is_none());
    }
}
