//! The storage trait every handler talks to, with one implementation per database backend.

mod postgres;
mod sqlite;

use std::sync::Arc;

use anyhow::Context as _;
use async_trait::async_trait;

pub use postgres::PgStore;
pub use sqlite::SqliteStore;

#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Which backend this is, for logs and the health answer.
    fn backend(&self) -> &'static str;

    /// A cheap round trip proving the database answers.
    async fn ping(&self) -> Result<(), sqlx::Error>;

    /// Closes the connections, letting SQLite checkpoint its write-ahead log.
    async fn close(&self);
}

pub type DynStore = Arc<dyn Store>;

/// Opens the database named by `url` and brings its schema up to date.
pub async fn open(url: &str) -> anyhow::Result<DynStore> {
    if url.starts_with("sqlite:") {
        let store = SqliteStore::open(url).await.context("DATABASE_URL: cannot open the SQLite database")?;
        Ok(Arc::new(store))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let store = PgStore::open(url).await.context("DATABASE_URL: cannot open the PostgreSQL database")?;
        Ok(Arc::new(store))
    } else {
        anyhow::bail!("DATABASE_URL must start with sqlite:// or postgres://")
    }
}
