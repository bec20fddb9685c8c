//! What `build.rs` embedded from the web build: every file with its pre-compressed variants (`FILES`)
//! and the render bundle (`RENDER_BUNDLE`, absent from a build without the web part). `files.rs` serves
//! the files; `inline.rs` reads the stylesheets' texts from here.

/// One embedded file with its pre-compressed variants.
pub struct SiteFile {
    pub path: &'static str,
    pub body: &'static [u8],
    pub br: Option<&'static [u8]>,
    pub gzip: Option<&'static [u8]>,
    pub etag: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/site_files.rs"));

/// The text of the embedded stylesheet at `href` (`/assets/….css`), for a page to carry inline
/// (`inline.rs`).
pub fn stylesheet(href: &str) -> Option<&'static str> {
    if !href.starts_with("/assets/") || !href.ends_with(".css") {
        return None;
    }
    FILES.iter().find(|f| f.path == href).and_then(|f| std::str::from_utf8(f.body).ok())
}
