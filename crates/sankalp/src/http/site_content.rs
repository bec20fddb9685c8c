//! What the render bundle is given (contract C of issue 16): the SiteContent JSON of one content version.
//!
//! Built generically from the stored entries: the `site` entry, the `page` entries by key, and every other
//! kind as a list of bodies in position order; only published entries. The darshan feed is added as the
//! API shows it (`VideoPost` JSON, newest first), and the public origin for canonical links.

use std::collections::BTreeMap;

use sankalp_db::{ContentSnapshot, VideoPost};
use serde_json::{Map, Value, json};

use crate::features::darshan::{DEFAULT_LIMIT, PostView};

/// `posts` are the published posts, newest first; `origin` has no trailing slash.
pub fn site_content(snapshot: &ContentSnapshot, posts: &[VideoPost], origin: &str) -> Value {
    let mut entries: Vec<_> = snapshot.entries.iter().filter(|e| e.published).collect();
    entries.sort_by(|a, b| (&a.kind, a.position, &a.key).cmp(&(&b.kind, b.position, &b.key)));
    let mut site = Value::Object(Map::new());
    let mut pages = Map::new();
    let mut lists: BTreeMap<&str, Vec<&Value>> = BTreeMap::new();
    for entry in entries {
        match entry.kind.as_str() {
            "site" => site = entry.body.clone(),
            "page" => _ = pages.insert(entry.key.clone(), entry.body.clone()),
            kind => lists.entry(kind).or_default().push(&entry.body),
        }
    }
    let posts: Vec<PostView> = posts.iter().filter(|p| p.is_published).map(PostView::from).collect();
    json!({
        "origin": origin,
        "version": snapshot.version,
        "site": site,
        "pages": pages,
        "lists": lists,
        "darshan": { "total": posts.len(), "limit": DEFAULT_LIMIT, "posts": posts },
    })
}
