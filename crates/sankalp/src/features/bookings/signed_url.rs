//! The administrator's proof URLs: signed with HMAC-SHA256 for a few minutes, so a `<video>` element,
//! which sends no Authorization header, can play a booking's private proof.

use std::time::Duration;

use chrono::Utc;
use hmac::{Hmac, Mac as _};
use sha2::Sha256;

use crate::AppState;
use sankalp_db::ProofFile;

/// How long an administrator's signed proof URL works.
pub const SIGNED_URL_LIFETIME: Duration = Duration::from_secs(10 * 60);

type HmacSha256 = Hmac<Sha256>;

fn signature(key: &[u8], reference: &str, name: &str, expires: i64) -> HmacSha256 {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes any key length");
    mac.update(format!("{reference}\n{name}\n{expires}").as_bytes());
    mac
}

/// The administrator's URL of a proof file, valid for [`SIGNED_URL_LIFETIME`].
pub fn signed_url(state: &AppState, reference: &str, proof: &ProofFile) -> String {
    let expires = Utc::now().timestamp() + SIGNED_URL_LIFETIME.as_secs() as i64;
    let sig =
        hex::encode(signature(state.bookings.proof_key(), reference, &proof.name, expires).finalize().into_bytes());
    format!("/api/v1/bookings/{reference}/proof/{}?exp={expires}&sig={sig}", proof.name)
}

/// Whether `sig` signs this file until `expires`, which has not passed and is not further away than a
/// signed URL ever is (compared in constant time by the `hmac` crate).
pub(crate) fn signature_holds(state: &AppState, reference: &str, name: &str, expires: i64, sig: &str) -> bool {
    let now = Utc::now().timestamp();
    if expires < now || expires > now + SIGNED_URL_LIFETIME.as_secs() as i64 + 60 {
        return false;
    }
    let Ok(sig) = hex::decode(sig) else { return false };
    signature(state.bookings.proof_key(), reference, name, expires).verify_slice(&sig).is_ok()
}
