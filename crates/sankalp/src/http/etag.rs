//! Validators: the hash that names a body's bytes.

/// FNV-1a, 64 bits: an ETag only has to change when the bytes do.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}
