//! What a booking names and where its chat goes: the published rituals and pilgrimage sites (by slug,
//! with their titles) and the site settings (WhatsApp number, UPI ID and payee).
//!
//! Both are content (DESIGN.md §8), read from content storage (`content_entries`, kinds `ritual`,
//! `pilgrimage` and `site`). A database without that table (a schema from before content storage) falls
//! back to `catalog-fallback.json`, the built-in titles and the default settings of CONTRACT A, so
//! bookings work either way; once content storage is everywhere the fallback can go.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Deserialize;

use super::validate::Service;
use sankalp_db::{ContentLookup, Store};

/// The settings bookings use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteSettings {
    /// E.164 with `+`.
    pub whatsapp: String,
    /// Empty when not set.
    pub upi_id: String,
    pub upi_payee: String,
    pub business_name: String,
}

#[derive(Deserialize)]
struct FallbackEntry {
    key: String,
    title: String,
}

#[derive(Deserialize)]
struct Fallback {
    ritual: Vec<FallbackEntry>,
    pilgrimage: Vec<FallbackEntry>,
    site: serde_json::Value,
}

struct FallbackCatalog {
    titles: HashMap<(&'static str, String), String>,
    site: serde_json::Value,
}

static FALLBACK: LazyLock<FallbackCatalog> = LazyLock::new(|| {
    let parsed: Fallback =
        serde_json::from_str(include_str!("catalog-fallback.json")).expect("the built-in catalogue parses");
    let mut titles = HashMap::new();
    for (kind, list) in [("ritual", parsed.ritual), ("pilgrimage", parsed.pilgrimage)] {
        for entry in list {
            titles.insert((kind, entry.key), entry.title);
        }
    }
    FallbackCatalog { titles, site: parsed.site }
});

/// The title of the published ritual or pilgrimage site `slug`; `None` when there is none.
pub async fn title_of(store: &dyn Store, service: Service, slug: &str) -> Result<Option<String>, sqlx::Error> {
    let kind = match service {
        Service::Ritual => "ritual",
        Service::Pilgrimage => "pilgrimage",
        Service::Astrology => return Ok(Some(ASTROLOGY_TITLE.to_owned())),
    };
    Ok(match store.published_content(kind, slug).await? {
        ContentLookup::Found(body) => body["title"].as_str().map(str::to_owned),
        ContentLookup::NotFound => None,
        ContentLookup::NoContentTable => FALLBACK.titles.get(&(kind, slug.to_owned())).cloned(),
    })
}

pub const ASTROLOGY_TITLE: &str = "Astrology consultation";

/// The site settings as published, or the defaults.
pub async fn site_settings(store: &dyn Store) -> Result<SiteSettings, sqlx::Error> {
    let body = match store.published_content("site", "site").await? {
        ContentLookup::Found(body) => body,
        ContentLookup::NotFound | ContentLookup::NoContentTable => FALLBACK.site.clone(),
    };
    let text = |name: &str| body[name].as_str().or_else(|| FALLBACK.site[name].as_str()).unwrap_or_default().to_owned();
    Ok(SiteSettings {
        whatsapp: text("whatsapp"),
        upi_id: text("upiId"),
        upi_payee: text("upiPayee"),
        business_name: text("businessName"),
    })
}
