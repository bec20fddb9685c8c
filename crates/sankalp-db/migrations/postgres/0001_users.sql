-- Administrators and their refresh tokens. Usernames and emails are ASCII (the application checks) and
-- unique regardless of case, since sign-in matches either case-insensitively.
CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    username      TEXT NOT NULL,
    email         TEXT NOT NULL,
    full_name     TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('admin', 'user')),
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- Only a hash of each refresh token is kept. Tokens descending from one sign-in share a family, so a
-- replayed (already rotated) token can revoke every token of that sign-in at once.
CREATE TABLE refresh_tokens (
    token_hash  TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id   TEXT NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    revoked_at  TIMESTAMPTZ,
    replaced_at TIMESTAMPTZ,
    created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Failed sign-ins, kept in the database so throttling holds across instances.
CREATE TABLE login_failures (
    id        BIGSERIAL PRIMARY KEY,
    scope     TEXT NOT NULL,
    failed_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_failures_scope ON login_failures (scope, failed_at);
CREATE INDEX login_failures_time ON login_failures (failed_at);
