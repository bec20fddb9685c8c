//! The Content-Security-Policy (ARCHITECTURE.md §7): one policy for every answer, which a rendered page
//! widens by exactly the hashes of the stylesheets it carries inline (ARCHITECTURE.md §10).
//!
//! A page's policy travels with its answer as a [`PagePolicy`] extension, and the security headers layer
//! (the one place that writes the header) puts it in place of the common one. A handler cannot widen the
//! policy by setting the header itself: the layer overwrites it.

use axum::http::HeaderValue;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest as _, Sha256};

/// No inline style: the pages and the admin app carry no `style` attribute (data-driven styles are
/// classes, or custom properties set from script through the CSSOM, which the policy allows), and the
/// one kind of `<style>` element there is, a rendered page's inlined stylesheet, is allowed by its hash only.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
                       img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self'; \
                       manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; \
                       frame-ancestors 'none'; form-action 'self'";

/// The policy one answer carries instead of [`CSP`].
#[derive(Clone, Debug)]
pub struct PagePolicy(pub HeaderValue);

/// `'sha256-…'`: the source expression that allows a `<style>` element whose text is exactly `text`.
pub fn style_hash(text: &str) -> String {
    format!("'sha256-{}'", STANDARD.encode(Sha256::digest(text.as_bytes())))
}

/// [`CSP`] with `hashes` (source expressions from [`style_hash`]) added to `style-src`, nothing else.
pub fn with_style_hashes(hashes: &[String]) -> HeaderValue {
    let mut sources = String::from("style-src 'self'");
    for hash in hashes {
        sources.push(' ');
        sources.push_str(hash);
    }
    let policy = CSP.replacen("style-src 'self'", &sources, 1);
    HeaderValue::from_str(&policy).expect("a policy of ASCII and base64 is a header value")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_the_base64_sha256_of_the_exact_text() {
        // printf 'body{color:red}' | openssl dgst -sha256 -binary | base64
        assert_eq!(style_hash("body{color:red}"), "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='");
    }

    #[test]
    fn only_style_src_is_widened() {
        let policy = with_style_hashes(&[style_hash("a{}"), style_hash("b{}")]);
        let policy = policy.to_str().unwrap();
        let style_src = policy.split("; ").find(|d| d.starts_with("style-src")).unwrap();
        assert_eq!(style_src, format!("style-src 'self' {} {}", style_hash("a{}"), style_hash("b{}")));
        assert!(!policy.contains("unsafe-inline"));
        assert_eq!(policy.replace(&format!(" {} {}", style_hash("a{}"), style_hash("b{}")), ""), CSP);
    }
}
