//! What a booking names and where its chat goes: the published rituals and pilgrimage sites (by slug,
//! with their titles) and the site settings (WhatsApp number, UPI ID and payee).
//!
//! Both are content (ARCHITECTURE.md §5), read from content storage (`content_entries`, kinds `ritual`,
//! `pilgrimage` and `site`), which `serve` seeds with the defaults before it listens.

use super::validate::Service;
use sankalp_db::Store;

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

/// The title of the published ritual or pilgrimage site `slug`; `None` when there is none.
pub async fn title_of(store: &dyn Store, service: Service, slug: &str) -> Result<Option<String>, sqlx::Error> {
    let kind = match service {
        Service::Ritual => "ritual",
        Service::Pilgrimage => "pilgrimage",
        Service::Astrology => return Ok(Some(ASTROLOGY_TITLE.to_owned())),
    };
    let entry = store.content_entry(kind, slug).await?.filter(|entry| entry.published);
    Ok(entry.and_then(|entry| entry.body["title"].as_str().map(str::to_owned)))
}

pub const ASTROLOGY_TITLE: &str = "Astrology consultation";

/// The site settings as saved (seeded with the defaults at start-up).
pub async fn site_settings(store: &dyn Store) -> Result<SiteSettings, sqlx::Error> {
    let body = store.content_entry("site", "site").await?.map(|entry| entry.body).unwrap_or_default();
    let text = |name: &str| body[name].as_str().unwrap_or_default().to_owned();
    Ok(SiteSettings {
        whatsapp: text("whatsapp"),
        upi_id: text("upiId"),
        upi_payee: text("upiPayee"),
        business_name: text("businessName"),
    })
}
