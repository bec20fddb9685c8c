//! One folder per feature, each with its router, handlers and models.

pub mod auth;
pub mod bookings;
pub mod content;
pub mod darshan;
pub mod site;
