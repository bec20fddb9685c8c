//! What a booking names: the published rituals and pilgrimage sites (by slug, with their titles), read
//! from content storage (`content_entries`, kinds `ritual` and `pilgrimage`), which `serve` seeds with
//! the defaults before it listens. Where its chat goes and how it is paid (WhatsApp number, UPI ID and
//! payee) are the site settings, read in their one shape from the content feature
//! ([`crate::features::content::saved_settings`]).

use super::validate::Service;
use sankalp_db::Store;

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
