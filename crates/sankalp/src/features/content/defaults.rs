//! The default content (`content/defaults/`, embedded) loaded into an empty database.

use chrono::Utc;

use sankalp_db::ContentStore;

/// Loads the default content (`content/defaults/`, embedded) into an empty database, in one
/// transaction; does nothing when there is content already. Run by `serve` before it listens.
pub async fn seed_defaults(store: &dyn ContentStore) -> anyhow::Result<Option<i64>> {
    let entries = sankalp_db::content::default_entries()?;
    let seeded = store.seed_content(&entries, Utc::now()).await?;
    if let Some(version) = seeded {
        tracing::info!(entries = entries.len(), version, "empty content: loaded the default content");
    }
    Ok(seeded)
}
