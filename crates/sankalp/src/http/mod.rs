//! What every feature's HTTP side shares, and nothing of any feature: the error type and the JSON
//! envelope, the JSON and query extractors, the Content-Security-Policy, the API's response compression, pre-compressed
//! representations and their validators, client addresses behind a proxy, the OpenAPI document, media,
//! the security headers, the accept loop with its timeouts and connection caps, and the request span that keeps private
//! tokens out of logs.

pub mod compression;
pub mod csp;
pub mod error;
pub mod etag;
pub mod fnv;
pub mod json;
pub mod limit;
pub mod media;
pub mod net;
pub mod openapi;
pub mod query;
pub mod representation;
pub mod security;
pub mod server;
pub mod timestamp;
pub mod trace;
pub mod upload;
