//! One folder per feature, each with its router, handlers and models.

pub mod auth;
pub mod content;
pub mod darshan;
