//! TEMPORARY: content-db's storage API (contract B) until wt/content-db is merged; removed at the merge.
#![allow(dead_code)]

use chrono::{DateTime, Utc};
use sankalp_db::DynStore;

pub struct ContentEntry {
    pub kind: String,
    pub key: String,
    pub position: i64,
    pub published: bool,
    pub body: serde_json::Value,
    pub updated_at: DateTime<Utc>,
}

pub struct ContentSnapshot {
    pub version: i64,
    pub entries: Vec<ContentEntry>,
}

pub async fn content_version(_store: &DynStore) -> Result<i64, sqlx::Error> {
    Ok(0)
}

pub async fn content_snapshot(_store: &DynStore) -> Result<ContentSnapshot, sqlx::Error> {
    Ok(ContentSnapshot { version: 0, entries: Vec::new() })
}
