//! The version follower on its own: another instance's write to the shared database is served here
//! within 2 s, as `serve` follows it. In a test binary of its own so that no other test's rendering
//! shares the two cores while it is timed (in `content.rs`, among eleven others, it once took longer on
//! a slow shared host). `instances.rs` checks the same between two real processes on PostgreSQL.

use crate::common::spawn;
use chrono::Utc;
use sankalp_db::NewContentEntry;
use serde_json::{Value, json};

fn default_site() -> Value {
    serde_json::from_str(include_str!("../../../content/defaults/site.json")).unwrap()
}

#[tokio::test]
async fn the_version_follower_publishes_a_write_made_elsewhere_within_two_seconds() {
    // The app follows the version as `serve` does, from the seeded version it started at.
    let app = spawn().await;
    let mut seen = app.pages.subscribe();
    assert_eq!(*seen.borrow_and_update(), 1);

    // Another instance writes straight to the shared database: this app has not published it.
    let mut site = default_site();
    site["tagline"] = json!("Written by another instance");
    let entry =
        NewContentEntry { kind: "site".to_owned(), key: "site".to_owned(), position: 0, published: true, body: site };
    let written = std::time::Instant::now();
    let version = app.store.put_content_entry(&entry, None, Utc::now()).await.unwrap();
    assert_eq!(app.pages.version(), 1);
    tokio::time::timeout(std::time::Duration::from_secs(2), seen.changed()).await.expect("within 2 s").unwrap();
    assert_eq!(*seen.borrow_and_update(), version);
    assert!(written.elapsed() < std::time::Duration::from_secs(2));
}
