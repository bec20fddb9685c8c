//! The composition root: the one place the services are assembled, by `serve` and by the tests alike,
//! so that a test runs what the server runs.

use std::net::IpAddr;
use std::sync::Arc;

use sankalp_db::DynStore;
use sankalp_media::DynMediaStore;
use sankalp_render::Engine;

use crate::features::auth::{SignInGate, SignInLimits, TokenKeys};
use crate::features::bookings::BookingSettings;
use crate::features::darshan;
use crate::features::site::{Pages, PostsAs, Site};
use crate::{AppState, Services};

/// What differs from one server (or test) to another.
pub struct Parts {
    pub store: DynStore,
    pub media: DynMediaStore,
    /// `SANKALP_PUBLIC_URL`.
    pub public_url: String,
    pub trusted_proxy: Option<IpAddr>,
    /// Signs access tokens.
    pub signing_secret: Vec<u8>,
    pub sign_in: SignInLimits,
    pub bookings: BookingSettings,
    /// The engine that draws the pages; `None` draws nothing (a binary built without the web).
    pub engine: Option<Engine>,
}

/// How darshan posts appear in the pages' content: as the API shows them, a feed page at a time.
pub const POSTS_AS: PostsAs = PostsAs { json: darshan::post_json, page_size: darshan::DEFAULT_LIMIT };

/// The application state: the stored content drawn before this returns (so the first request finds
/// every page), then followed for other instances' writes (every [`crate::features::site::POLL_INTERVAL`]).
pub async fn assemble(parts: Parts) -> AppState {
    let Parts { store, media, public_url, trusted_proxy, signing_secret, sign_in, bookings, engine } = parts;
    let pages = Pages::start(Arc::clone(&store), &public_url, engine, POSTS_AS).await;
    tokio::spawn(pages.clone().follow());
    AppState::new(Services {
        store,
        media,
        site: Site::embedded(),
        pages,
        public_url: public_url.as_str().into(),
        trusted_proxy,
        tokens: TokenKeys::new(&signing_secret),
        list_cache: Default::default(),
        views: Default::default(),
        sign_in: SignInGate::new(sign_in),
        bookings,
        settings: Default::default(),
    })
}
