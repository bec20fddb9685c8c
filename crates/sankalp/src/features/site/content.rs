//! What the pages are drawn from: the stored content entries and the published darshan posts of one
//! content version ([`Source`]), the change a write makes to it ([`Change`]), and the SiteContent JSON
//! the render bundle is given (web/app/content/types.ts describes it).
//!
//! The JSON is built generically from the entries: the `site` entry, the `page` entries by key, and
//! every other kind as a list of bodies in position order; only published entries. The darshan feed is
//! added as the API shows it (newest first), and the public origin for canonical links.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use sankalp_db::{ContentEntry, ContentSnapshot, EntryWrite, NewContentEntry, VideoPost};
use serde_json::{Map, Value, json};

/// How posts appear in the content: the API's JSON of one post, and the feed's page size. The darshan
/// feature owns both; the composition root hands them to the site (see `compose.rs`).
#[derive(Clone, Copy)]
pub struct PostsAs {
    pub json: fn(&VideoPost) -> Value,
    pub page_size: u32,
}

/// The content of one version: every stored entry and the published posts, newest first.
#[derive(Clone, Debug, Default)]
pub struct Source {
    pub snapshot: ContentSnapshot,
    pub posts: Vec<VideoPost>,
}

/// One write, as it changes what pages show.
#[derive(Clone, Debug)]
pub enum Change {
    /// A content entry written (settings, a page's texts, a ritual, …), replacing its kind and key.
    Entry(NewContentEntry),
    /// Several entries written together (a removal, a new order of a list): one version.
    Entries(Vec<EntryWrite>),
    /// A post stored as it now is; a draft is on no page.
    Post(VideoPost),
    /// A post deleted.
    PostRemoved(String),
}

impl Change {
    /// What the log calls it.
    pub fn describe(&self) -> String {
        match self {
            Self::Entry(entry) => format!("{}/{}", entry.kind, entry.key),
            Self::Entries(writes) => {
                let names: Vec<String> = writes
                    .iter()
                    .map(|write| match write {
                        EntryWrite::Put(entry) => format!("{}/{}", entry.kind, entry.key),
                        EntryWrite::Remove { kind, key } => format!("{kind}/{key} removed"),
                        EntryWrite::Move { kind, key, position } => format!("{kind}/{key} to {position}"),
                    })
                    .collect();
                names.join(", ")
            }
            Self::Post(post) => format!("post {}", post.id),
            Self::PostRemoved(id) => format!("post {id} removed"),
        }
    }
}

impl Source {
    /// This content with `change` made, one version later: what a write will store, drawn before it is
    /// committed.
    pub fn with(&self, change: &Change, now: DateTime<Utc>) -> Self {
        match change {
            Change::Entry(entry) => Self {
                snapshot: self.snapshot.with(ContentEntry {
                    kind: entry.kind.clone(),
                    key: entry.key.clone(),
                    position: entry.position,
                    published: entry.published,
                    body: entry.body.clone(),
                    updated_at: now,
                }),
                posts: self.posts.clone(),
            },
            Change::Entries(writes) => {
                Self { snapshot: self.snapshot.with_writes(writes, now), posts: self.posts.clone() }
            }
            Change::Post(post) => {
                let mut posts: Vec<VideoPost> = self.posts.iter().filter(|p| p.id != post.id).cloned().collect();
                if post.is_published {
                    posts.push(post.clone());
                    sort_newest_first(&mut posts);
                }
                self.next(posts)
            }
            Change::PostRemoved(id) => self.next(self.posts.iter().filter(|p| &p.id != id).cloned().collect()),
        }
    }

    fn next(&self, posts: Vec<VideoPost>) -> Self {
        let snapshot = ContentSnapshot { version: self.snapshot.version + 1, entries: self.snapshot.entries.clone() };
        Self { snapshot, posts }
    }

    pub fn version(&self) -> i64 {
        self.snapshot.version
    }

    /// The SiteContent JSON; `origin` has no trailing slash.
    pub fn to_json(&self, origin: &str, posts_as: PostsAs) -> Value {
        let mut entries: Vec<_> = self.snapshot.entries.iter().filter(|e| e.published).collect();
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
        // The feed's first page, and every post's id: a post's own page is given its post when it is
        // drawn (`post_json`), so the content stays small however many posts there are.
        let published: Vec<&VideoPost> = self.posts.iter().filter(|p| p.is_published).collect();
        let first: Vec<Value> =
            published.iter().take(posts_as.page_size as usize).map(|p| (posts_as.json)(p)).collect();
        let ids: Vec<&str> = published.iter().map(|p| p.id.as_str()).collect();
        json!({
            "origin": origin,
            "version": self.snapshot.version,
            "site": site,
            "pages": pages,
            "lists": lists,
            "darshan": { "total": published.len(), "limit": posts_as.page_size, "posts": first, "ids": ids },
        })
    }

    /// The published post `id`.
    pub fn post(&self, id: &str) -> Option<&VideoPost> {
        self.posts.iter().find(|p| p.id == id && p.is_published)
    }
}

/// The feed's order, as the store lists it: newest first, then by id, descending.
fn sort_newest_first(posts: &mut [VideoPost]) {
    posts.sort_by(|a, b| (b.created_at, &b.id).cmp(&(a.created_at, &a.id)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use sankalp_db::PostOwner;

    fn post(id: &str, minute: u32, published: bool) -> VideoPost {
        let at = DateTime::parse_from_rfc3339(&format!("2026-11-20T10:{minute:02}:00Z")).unwrap().to_utc();
        VideoPost {
            id: id.into(),
            title: id.into(),
            description: String::new(),
            video_key: format!("videos/{id}.mp4"),
            thumbnails: Vec::new(),
            duration_secs: 1.0,
            views: 0,
            is_published: published,
            owner: PostOwner { id: "u".into(), username: "priest".into(), full_name: "Priest".into() },
            created_at: at,
            updated_at: at,
        }
    }

    fn ids(source: &Source) -> Vec<&str> {
        source.posts.iter().map(|p| p.id.as_str()).collect()
    }

    #[test]
    fn a_post_change_keeps_the_feed_in_order_and_drafts_out() {
        let source = Source { snapshot: ContentSnapshot { version: 4, entries: Vec::new() }, posts: Vec::new() };
        let now = Utc::now();
        let one = source.with(&Change::Post(post("a", 1, true)), now);
        let two = one.with(&Change::Post(post("b", 2, true)), now);
        assert_eq!(ids(&two), ["b", "a"]);
        assert_eq!(two.version(), 6);
        let draft = two.with(&Change::Post(post("a", 1, false)), now);
        assert_eq!(ids(&draft), ["b"], "a post made a draft leaves the pages");
        assert_eq!(ids(&draft.with(&Change::PostRemoved("b".into()), now)), Vec::<&str>::new());
        let json = two.to_json("https://x.example", PostsAs { json: |p| json!(p.id), page_size: 1 });
        assert_eq!(json["darshan"], json!({ "total": 2, "limit": 1, "posts": ["b"], "ids": ["b", "a"] }));
        assert_eq!(two.post("a").map(|p| p.title.as_str()), Some("a"));
        assert_eq!(json["version"], 6);
    }

    #[test]
    fn an_entry_change_replaces_its_kind_and_key_and_unpublished_entries_are_left_out() {
        let entry = |key: &str, published: bool, body: Value| NewContentEntry {
            kind: "page".into(),
            key: key.into(),
            position: 0,
            published,
            body,
        };
        let now = Utc::now();
        let source = Source::default()
            .with(&Change::Entry(entry("home", true, json!({"title": "Home"}))), now)
            .with(&Change::Entry(entry("draft", false, json!({"title": "Draft"}))), now)
            .with(&Change::Entry(entry("home", true, json!({"title": "Welcome"}))), now);
        let json = source.to_json("https://x.example", PostsAs { json: |_| Value::Null, page_size: 10 });
        assert_eq!(json["pages"], json!({ "home": { "title": "Welcome" } }));
        assert_eq!(source.version(), 3);
    }
}
