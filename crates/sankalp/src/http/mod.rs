//! What every feature's HTTP side shares: the error type and the JSON envelope, the JSON and query
//! extractors, the API's response compression, client addresses behind a proxy, the OpenAPI document, media, the
//! embedded site and its rendered pages, the accept loop with its timeouts and connection caps, and the
//! request span that keeps private tokens out of logs.

pub mod compression;
pub mod error;
pub mod etag;
pub mod fnv;
pub mod json;
pub mod media;
pub mod net;
pub mod openapi;
pub mod pages;
pub mod query;
pub mod server;
pub mod site;
pub mod site_content;
pub mod trace;
pub mod upload;
