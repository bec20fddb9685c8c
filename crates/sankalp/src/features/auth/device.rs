//! Device cookies (OWASP's "slow down online guessing attacks with device cookies"): a browser that
//! has signed in as an account gets a signed cookie naming that account, and its next sign-in as that
//! account goes through a lane of its own. A flood of sign-ins (from however many addresses) fills the
//! hashing queue and the per-address and per-name limits of [`super::limits`] and the database
//! throttle; it cannot fill this lane, which holds only requests carrying a valid cookie for the name
//! they sign in as, and whose password checks run on a hashing thread of their own.
//!
//! The lane is slowed only by its own failures: [`MAX_DEVICE_FAILURES`] wrong passwords with one cookie
//! within [`DEVICE_WINDOW`] and that cookie loses its lane until they age out; its sign-ins then queue
//! with everyone else's (under the ordinary limits). A cookie is refused (no lane) when its signature
//! is wrong, when it names another account than the one signed in as, when it is older than
//! [`DEVICE_TTL`], and when the account's sessions were revoked since it was issued: it carries a
//! fingerprint of the account's password hash, which a password change replaces, and an account that
//! was removed is not found.
//!
//! The cookie: `sankalp_device=v1.<account id, base64url>.<issued, Unix seconds>.<device id>.<password
//! fingerprint>.<HMAC-SHA256, base64url>`, HttpOnly, SameSite=Strict, Secure when the request came over
//! TLS, `Path=/api/v1/users` (only the sign-in routes ever see it), for a year. The HMAC key is derived
//! from the server's signing secret ([`TokenKeys`](super::TokenKeys)), so every instance accepts
//! every instance's cookies.

use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac as _};
use rand::RngCore as _;
use sha2::{Digest as _, Sha256};

use sankalp_db::User;

pub const DEVICE_COOKIE: &str = "sankalp_device";
/// Where the browser sends it: the sign-in routes only.
pub const DEVICE_COOKIE_PATH: &str = "/api/v1/users";
/// How long a device stays trusted after its last sign-in (each sign-in issues a fresh cookie).
pub const DEVICE_TTL: Duration = Duration::days(365);
/// Wrong passwords tolerated from one device within [`DEVICE_WINDOW`] before it loses its lane.
pub const MAX_DEVICE_FAILURES: u32 = 5;
/// At most the ten minutes for which the database keeps sign-in attempts.
pub const DEVICE_WINDOW: Duration = Duration::minutes(5);
const VERSION: &str = "v1";

type HmacSha256 = Hmac<Sha256>;

/// The key that signs device cookies, derived from the server's signing secret so that it differs
/// from the key of the access tokens.
#[derive(Clone)]
pub struct DeviceKey([u8; 32]);

impl DeviceKey {
    pub fn derive(secret: &[u8]) -> Self {
        let mut mac = HmacSha256::new_from_slice(secret).expect("HMAC takes any key length");
        mac.update(b"sankalp device cookie key v1");
        Self(mac.finalize().into_bytes().into())
    }

    fn mac(&self) -> HmacSha256 {
        HmacSha256::new_from_slice(&self.0).expect("HMAC takes any key length")
    }

    /// What the cookie carries of the account's password hash: changing the password (which revokes
    /// the account's sessions) changes it, and so revokes its device cookies too.
    fn fingerprint(&self, password_hash: &str) -> String {
        let mut mac = self.mac();
        mac.update(b"password fingerprint\0");
        mac.update(password_hash.as_bytes());
        hex::encode(&mac.finalize().into_bytes()[..16])
    }

    fn sign(&self, payload: &str) -> String {
        let mut mac = self.mac();
        mac.update(b"device cookie\0");
        mac.update(payload.as_bytes());
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    }

    /// A fresh cookie value for `user`, a new device id each time.
    pub fn issue(&self, user: &User, now: DateTime<Utc>) -> String {
        let mut id = [0u8; 16];
        rand::rngs::OsRng.fill_bytes(&mut id);
        let payload = format!(
            "{VERSION}.{}.{}.{}.{}",
            URL_SAFE_NO_PAD.encode(user.id.as_bytes()),
            now.timestamp(),
            hex::encode(id),
            self.fingerprint(&user.password_hash)
        );
        let signature = self.sign(&payload);
        format!("{payload}.{signature}")
    }

    /// The claim of a cookie value whose signature is right and which has not expired; `None` for
    /// anything else. Whether it still holds for its account is [`Claim::holds_for`]'s question.
    pub fn verify(&self, value: &str, now: DateTime<Utc>) -> Option<Claim> {
        let (payload, signature) = value.rsplit_once('.')?;
        let presented = URL_SAFE_NO_PAD.decode(signature).ok()?;
        let mut mac = self.mac();
        mac.update(b"device cookie\0");
        mac.update(payload.as_bytes());
        // Constant time, as `verify_slice` compares.
        mac.verify_slice(&presented).ok()?;
        let mut parts = payload.split('.');
        let (version, user, issued, device, fingerprint) =
            (parts.next()?, parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if version != VERSION || parts.next().is_some() {
            return None;
        }
        let user_id = String::from_utf8(URL_SAFE_NO_PAD.decode(user).ok()?).ok()?;
        let issued = DateTime::from_timestamp(issued.parse().ok()?, 0)?;
        if issued > now + Duration::minutes(5) || now - issued > DEVICE_TTL {
            return None;
        }
        Some(Claim { user_id, device: device.to_owned(), fingerprint: fingerprint.to_owned() })
    }

    /// Whether `claim` still holds for `user`: the account it names, its password unchanged since.
    pub fn holds_for(&self, claim: &Claim, user: &User) -> bool {
        let fingerprint = self.fingerprint(&user.password_hash);
        claim.user_id == user.id && constant_time_eq(fingerprint.as_bytes(), claim.fingerprint.as_bytes())
    }
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// What a valid cookie says: the account, and the device (a random id of the cookie).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    pub user_id: String,
    pub device: String,
    fingerprint: String,
}

impl Claim {
    /// The device's bucket in the database throttle: a hash of its id.
    pub fn scope(&self) -> String {
        format!("device:{}", hex::encode(Sha256::digest(self.device.as_bytes())))
    }
}

/// The device cookie's value in the request's `Cookie` headers, if any.
pub fn presented(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == DEVICE_COOKIE)
        .map(|(_, value)| value.trim())
}

/// Adds the `Set-Cookie` of a fresh device cookie to an answer's headers.
pub fn set_cookie(headers: &mut HeaderMap, value: &str, over_tls: bool) {
    let secure = if over_tls { "; Secure" } else { "" };
    let cookie = format!(
        "{DEVICE_COOKIE}={value}; Path={DEVICE_COOKIE_PATH}; Max-Age={}; HttpOnly; SameSite=Strict{secure}",
        DEVICE_TTL.num_seconds()
    );
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        headers.append(SET_COOKIE, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sankalp_db::Role;

    fn user(id: &str, hash: &str) -> User {
        User {
            id: id.into(),
            username: "priest".into(),
            email: "priest@example.org".into(),
            full_name: "Priest".into(),
            password_hash: hash.into(),
            role: Role::Admin,
            created_at: Utc::now(),
            updated_at: Utc::now(),
        }
    }

    #[test]
    fn a_cookie_holds_for_its_account_until_its_password_changes() {
        let key = DeviceKey::derive(b"0123456789abcdef0123456789abcdef");
        let now = Utc::now();
        let priest = user("u1", "$argon2id$one");
        let cookie = key.issue(&priest, now);
        let claim = key.verify(&cookie, now).expect("valid");
        assert_eq!(claim.user_id, "u1");
        assert!(key.holds_for(&claim, &priest));
        assert!(!key.holds_for(&claim, &user("u2", "$argon2id$one")), "another account");
        assert!(!key.holds_for(&claim, &user("u1", "$argon2id$two")), "the password changed");
        assert_ne!(key.verify(&key.issue(&priest, now), now).unwrap().device, claim.device, "a device id each");
    }

    #[test]
    fn forged_tampered_foreign_and_old_cookies_are_refused() {
        let key = DeviceKey::derive(b"0123456789abcdef0123456789abcdef");
        let now = Utc::now();
        let cookie = key.issue(&user("u1", "h"), now);
        let other_key = DeviceKey::derive(b"another secret, thirty-two bytes!");
        assert!(other_key.verify(&cookie, now).is_none(), "signed with another secret");
        let (payload, signature) = cookie.rsplit_once('.').unwrap();
        let tampered = payload.replacen(&URL_SAFE_NO_PAD.encode("u1"), &URL_SAFE_NO_PAD.encode("u2"), 1);
        assert!(key.verify(&format!("{tampered}.{signature}"), now).is_none(), "another account written in");
        assert!(key.verify(&format!("{payload}.{}", "A".repeat(43)), now).is_none(), "a made-up signature");
        assert!(key.verify("", now).is_none());
        assert!(key.verify("v1.x.y", now).is_none());
        assert!(key.verify(&cookie, now + DEVICE_TTL + Duration::days(1)).is_none(), "expired");
        assert!(key.verify(&key.issue(&user("u1", "h"), now + Duration::hours(1)), now).is_none(), "from the future");
    }

    #[test]
    fn the_cookie_is_found_among_others_and_set_private() {
        let mut headers = HeaderMap::new();
        headers.insert(COOKIE, HeaderValue::from_static("a=1; sankalp_device=v1.abc ; b=2"));
        assert_eq!(presented(&headers), Some("v1.abc"));
        let mut answer = HeaderMap::new();
        set_cookie(&mut answer, "v1.abc", true);
        let set = answer.get(SET_COOKIE).unwrap().to_str().unwrap();
        assert_eq!(
            set,
            "sankalp_device=v1.abc; Path=/api/v1/users; Max-Age=31536000; HttpOnly; SameSite=Strict; Secure"
        );
        let mut plain = HeaderMap::new();
        set_cookie(&mut plain, "v1.abc", false);
        assert!(!plain.get(SET_COOKIE).unwrap().to_str().unwrap().contains("Secure"));
    }
}
