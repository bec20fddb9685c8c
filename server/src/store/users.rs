//! What the store keeps about administrators, their refresh tokens and failed sign-ins.

use std::fmt;

use chrono::{DateTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Admin,
    User,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Admin => "admin",
            Self::User => "user",
        }
    }

    /// The database only admits the two names (a CHECK constraint); anything else is not an admin.
    pub fn parse(name: &str) -> Self {
        if name == "admin" { Self::Admin } else { Self::User }
    }
}

#[derive(Clone, PartialEq, Eq)]
pub struct User {
    pub id: String,
    pub username: String,
    pub email: String,
    pub full_name: String,
    pub password_hash: String,
    pub role: Role,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl fmt::Debug for User {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("User")
            .field("id", &self.id)
            .field("username", &self.username)
            .field("email", &self.email)
            .field("full_name", &self.full_name)
            .field("password_hash", &"<redacted>")
            .field("role", &self.role)
            .finish_non_exhaustive()
    }
}

pub struct NewUser<'a> {
    pub id: &'a str,
    pub username: &'a str,
    pub email: &'a str,
    pub full_name: &'a str,
    pub password_hash: &'a str,
    pub role: Role,
    pub now: DateTime<Utc>,
}

pub struct NewRefreshToken<'a> {
    /// SHA-256 of the token, hex; the token itself is never stored.
    pub token_hash: &'a str,
    pub user_id: &'a str,
    pub family_id: &'a str,
    pub expires_at: DateTime<Utc>,
    pub now: DateTime<Utc>,
}

/// What presenting a refresh token led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// The token was live: it is now spent and its successor, in the same family, is stored.
    Rotated { user_id: String, family_id: String },
    /// The token had already been rotated: someone replayed it, so its whole family is now revoked.
    Reused,
    /// Unknown, expired or revoked.
    Invalid,
}

/// What asking to reserve a sign-in attempt led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reservation {
    /// One attempt is recorded under each scope (these rows); it counts as a failure unless released.
    Reserved(Vec<i64>),
    /// A scope already had its limit of attempts in the window; nothing was written. The scope frees a
    /// place at this time (the latest of such times when several are full).
    Throttled { free_at: DateTime<Utc> },
}

/// Which field a unique violation on `users` is about, read from the database's message (SQLite names
/// the column, PostgreSQL the index), so that both backends answer the same 409.
pub fn conflict_field(err: &sqlx::Error) -> Option<&'static str> {
    let db = err.as_database_error()?;
    if !db.is_unique_violation() {
        return None;
    }
    let text = format!("{} {}", db.message(), db.constraint().unwrap_or_default());
    if text.contains("email") {
        Some("email")
    } else if text.contains("username") {
        Some("username")
    } else {
        None
    }
}
