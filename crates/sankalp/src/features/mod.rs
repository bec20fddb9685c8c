//! One folder per feature, each with its router, handlers and models.
//!
//! A feature uses another only as [`FEATURE_USES`] says, and the uses never run in a circle; the
//! shared rooms (`http/`, `rules/`, `config.rs`, `worker.rs`) use no feature at all. The composition
//! (`lib.rs`, `main.rs`, `state.rs`, `front.rs`, `ops/`) may use any. `tests/shape.rs` reads the sources and holds
//! the code to this table, as `web/eslint.config.js` does for the web's features.

pub mod auth;
pub mod bookings;
pub mod content;
pub mod darshan;
pub mod site;

/// Which feature uses which: (feature, the feature it uses, what it takes, why).
pub const FEATURE_USES: &[(&str, &str, &str, &str)] = &[
    ("bookings", "auth", "AdminUser", "the inbox, its changes and the proof upload are the administrator's"),
    (
        "bookings",
        "content",
        "SiteSettings, saved_settings",
        "a booking's WhatsApp link and UPI details, and the time zone of the export, are the site settings'",
    ),
    (
        "content",
        "auth",
        "AdminUser, MaybeAdmin",
        "only an administrator changes the content, and sees the pilgrimage sites not yet published",
    ),
    ("darshan", "auth", "AdminUser, MaybeAdmin", "uploads and edits are the administrator's, who also sees drafts"),
    ("content", "site", "Change", "their writes go through the site's change path"),
    (
        "content",
        "darshan",
        "check_description",
        "a ritual's description is cleaned by the posts' sanitiser, to what the same rich-text editor makes",
    ),
    ("darshan", "site", "Change, Pages", "their writes go through the site's change path"),
    (
        "bookings",
        "site",
        "Pages, fallback",
        "the private page is drawn by the site's render engine, and an address that is no booking's is the site's",
    ),
];
