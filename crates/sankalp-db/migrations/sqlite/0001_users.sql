-- Administrators and their refresh tokens. Usernames and emails are ASCII (the application checks) and
-- unique regardless of case, since sign-in matches either case-insensitively. Times are RFC 3339 UTC
-- text of fixed width, written by the application, so that they compare correctly as text.
CREATE TABLE users (
    id            TEXT PRIMARY KEY NOT NULL,
    username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    full_name     TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('admin', 'user')),
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

-- Only a hash of each refresh token is kept. Tokens descending from one sign-in share a family, so a
-- replayed (already rotated) token can revoke every token of that sign-in at once.
CREATE TABLE refresh_tokens (
    token_hash  TEXT PRIMARY KEY NOT NULL,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id   TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    revoked_at  TEXT,
    replaced_at TEXT,
    created_at  TEXT NOT NULL
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Failed sign-ins, kept in the database so throttling holds across instances.
CREATE TABLE login_failures (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    scope      TEXT NOT NULL,
    failed_at  TEXT NOT NULL
);
CREATE INDEX login_failures_scope ON login_failures (scope, failed_at);
CREATE INDEX login_failures_time ON login_failures (failed_at);
