//! Argon2id password hashes. Hashing is deliberately slow and takes 19 MiB, so it runs on a thread of
//! its own, one hash at a time (see [`crate::worker`]).

use std::sync::LazyLock;

use anyhow::Context as _;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher as _, PasswordVerifier as _, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::worker::Worker;

/// Shortest password an administrator may choose.
pub const MIN_PASSWORD_CHARS: usize = 8;
/// Longest, only to bound the work one request can ask for; never truncated below it.
pub const MAX_PASSWORD_CHARS: usize = 1024;

/// OWASP's first recommendation for Argon2id: 19 MiB, 2 iterations, 1 lane.
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid Argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// A hash no password matches in practice, verified when the user is unknown so that an unknown
/// user and a wrong password cost the same time.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    let salt = SaltString::generate(&mut OsRng);
    argon2().hash_password(b"no user has this password", &salt).expect("hash the dummy password").to_string()
});

pub fn check_new_password(password: &str) -> Result<(), String> {
    let chars = password.chars().count();
    if chars < MIN_PASSWORD_CHARS {
        Err(format!("Password must be at least {MIN_PASSWORD_CHARS} characters"))
    } else if chars > MAX_PASSWORD_CHARS {
        Err(format!("Password must be at most {MAX_PASSWORD_CHARS} characters"))
    } else {
        Ok(())
    }
}

pub fn hash_password_blocking(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    let hash = argon2().hash_password(password.as_bytes(), &salt).map_err(|e| anyhow::anyhow!("argon2: {e}"))?;
    Ok(hash.to_string())
}

/// True when `password` matches `hash`; with no hash (unknown user) the dummy is verified and the
/// answer is false.
pub fn verify_password_blocking(password: &str, hash: Option<&str>) -> bool {
    let known = hash.is_some();
    let stored = hash.unwrap_or(DUMMY_HASH.as_str());
    let Ok(parsed) = PasswordHash::new(stored) else {
        tracing::error!("a stored password hash cannot be parsed");
        return false;
    };
    // The parameters come from the stored hash, so raising ours later keeps old hashes working.
    let matches = argon2().verify_password(password.as_bytes(), &parsed).is_ok();
    known && matches
}

static HASHER: Worker = Worker::new("password-hashing");
/// The device lane's own thread (see [`super::device`]): a flood queued on [`HASHER`] does not delay
/// a trusted device's check. The lane admits few at once, so this thread's memory stays one hash's.
static TRUSTED_HASHER: Worker = Worker::new("password-hashing-trusted");

pub async fn hash_password(password: String) -> anyhow::Result<String> {
    HASHER.run(move || hash_password_blocking(&password)).await.context("hashing task")?
}

pub async fn verify_password(password: String, hash: Option<String>) -> anyhow::Result<bool> {
    HASHER.run(move || verify_password_blocking(&password, hash.as_deref())).await.context("verifying task")
}

/// [`verify_password`] for a sign-in in the device lane, on that lane's thread.
pub async fn verify_password_trusted(password: String, hash: String) -> anyhow::Result<bool> {
    TRUSTED_HASHER.run(move || verify_password_blocking(&password, Some(&hash))).await.context("verifying task")
}

/// Computes the dummy hash ahead of the first sign-in, so that it does not make that one slower.
pub async fn warm_up() {
    let _ = HASHER.run(|| LazyLock::force(&DUMMY_HASH).len()).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_argon2id_with_the_configured_cost_and_verify() {
        let hash = hash_password_blocking("correct horse battery").unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify_password_blocking("correct horse battery", Some(&hash)));
        assert!(!verify_password_blocking("correct horse batter", Some(&hash)));
        assert!(!verify_password_blocking("correct horse battery", None));
    }

    #[test]
    fn new_passwords_have_a_minimum_length_counted_in_characters() {
        assert!(check_new_password("short").is_err());
        assert!(check_new_password("ॐ नमः शिवाय").is_ok());
        assert!(check_new_password("1234567").is_err());
        assert!(check_new_password("12345678").is_ok());
    }
}
