//! The server's integration tests, one module per concern (ARCHITECTURE.md §8), built as one test binary:
//! one link of the application instead of one per file, and one pool of test threads over all of them.
//! `common` builds the real application for each test (a fresh database and media store of its own).

mod common;

mod auth;
mod backup;
mod booking_emails;
mod bookings;
mod catalogue;
mod change_path;
mod cli;
mod compression;
mod content;
mod crash;
mod darshan;
mod device_lane;
mod faults;
mod gallery;
mod hardening;
mod http;
mod instances;
mod languages;
mod media;
mod migrate;
mod openapi;
mod page_texts;
mod pages;
mod s3;
mod shape;
mod signin_load;
mod site;
mod users;
mod version_follower;
