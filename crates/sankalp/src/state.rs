//! The application state: what every request handler may read, assembled once by `compose.rs` (for
//! `serve` and for the tests alike) and shared by every request.

use std::net::IpAddr;
use std::ops::Deref;
use std::sync::Arc;

use sankalp_db::DynStore;
use sankalp_media::DynMediaStore;

use crate::features;
use crate::features::site::{Pages, Site};

/// Everything a request handler may need, behind one `Arc`: axum clones the state for every request,
/// and a clone of this is one reference count, where a clone of [`Services`] would be a dozen (measured:
/// those clones and their drops were about 6 % of the server's time serving a cached page).
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl AppState {
    pub fn new(services: Services) -> Self {
        Self(Arc::new(services))
    }
}

impl Deref for AppState {
    type Target = Services;

    fn deref(&self) -> &Services {
        &self.0
    }
}

/// What the handlers share: the stores, the site and its pages, the keys and the limits. (Clone: a
/// test may build a state that differs in one part.)
#[derive(Clone)]
pub struct Services {
    pub store: DynStore,
    /// Uploaded media (a local folder now; S3 later).
    pub media: DynMediaStore,
    /// The web build embedded in the binary.
    pub site: Site,
    /// The rendered public pages, and the change path every content and darshan write goes through.
    pub pages: Pages,
    /// Shared, not copied, by the clone every request makes of the state.
    pub public_url: Arc<str>,
    pub trusted_proxy: Option<IpAddr>,
    /// Signs and checks access tokens.
    pub tokens: features::auth::TokenKeys,
    /// The public feed's first pages as finished answers, dropped on every write to posts.
    pub list_cache: features::darshan::ListCache,
    /// Which clients have viewed which posts lately: one counted view per client per post.
    pub views: features::darshan::ViewThrottle,
    /// Sign-ins in progress, bounded per client and overall (`features::auth::limits`).
    pub sign_in: features::auth::SignInGate,
    /// Bookings' settings: emails, retention, the key of signed proof URLs.
    pub bookings: features::bookings::BookingSettings,
    /// The site settings of the content served, parsed once per version.
    pub settings: features::content::ServedSettings,
}
