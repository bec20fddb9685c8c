//! Operator commands that work on a whole site: `backup` and `migrate-data`.

pub mod backup;
pub mod migrate;
