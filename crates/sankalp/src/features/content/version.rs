//! Which content version this instance has seen, on a `watch` channel: the renderer subscribes and
//! renders again whenever it moves. A local write publishes its version at once; a write on another
//! instance is found by [`ContentVersion::follow`], which polls the database once a second.

use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use tokio::sync::watch;

use sankalp_db::{ContentStore, DynStore};

/// How often every instance reads the content version (a change shows within 2 s, DESIGN §8).
pub const POLL_INTERVAL: Duration = Duration::from_secs(1);

/// The content version this instance knows, shared by every clone.
#[derive(Clone)]
pub struct ContentVersion {
    sender: Arc<watch::Sender<i64>>,
}

impl ContentVersion {
    pub fn new(version: i64) -> Self {
        Self { sender: Arc::new(watch::Sender::new(version)) }
    }

    /// A receiver that sees every later version (the renderer's).
    pub fn subscribe(&self) -> watch::Receiver<i64> {
        self.sender.subscribe()
    }

    pub fn current(&self) -> i64 {
        *self.sender.borrow()
    }

    /// Makes `version` the current one if it is newer; true when it was. Versions only grow, so a
    /// poll that read before a local write committed cannot move the channel back.
    pub fn publish(&self, version: i64) -> bool {
        self.sender.send_if_modified(|current| {
            let newer = version > *current;
            if newer {
                *current = version;
            }
            newer
        })
    }

    /// Polls the database every [`POLL_INTERVAL`] and publishes what other instances wrote; runs until
    /// the process ends. A failed read is logged once per outage, and the loop keeps polling.
    pub async fn follow(self, store: DynStore) {
        let mut ticks = tokio::time::interval(POLL_INTERVAL);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut failing = false;
        loop {
            ticks.tick().await;
            match store.content_version().await {
                Ok(version) => {
                    if failing {
                        tracing::info!("content version readable again");
                        failing = false;
                    }
                    if self.publish(version) {
                        // Also what the instances test watches for: a change made elsewhere arrived.
                        tracing::info!(version, "content changed: new content version");
                    }
                }
                Err(err) => {
                    if !failing {
                        tracing::warn!(error = %err, "cannot read the content version; retrying every second");
                        failing = true;
                    }
                }
            }
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn versions_only_move_forward() {
        let version = ContentVersion::new(3);
        let mut seen = version.subscribe();
        assert!(!version.publish(2));
        assert!(!version.publish(3));
        assert!(!seen.has_changed().unwrap());
        assert!(version.publish(5));
        assert!(seen.has_changed().unwrap());
        assert_eq!(*seen.borrow_and_update(), 5);
        assert_eq!(version.current(), 5);
    }
}
