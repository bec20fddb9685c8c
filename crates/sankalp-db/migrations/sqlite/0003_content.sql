-- The site's content (DESIGN §2, §8): generic entries, so a new kind of content needs no schema change.
-- `kind` is `site`, `page` or a list kind (`ritual`, `category`, `gallery`, …) whose entries are ordered by
-- `position`; `body` is the entry's JSON as text (the same text on both backends, so that moving a site
-- between them keeps every byte and the table digests agree). Times are fixed-width RFC 3339 UTC text.
CREATE TABLE content_entries (
    kind       TEXT NOT NULL,
    key        TEXT NOT NULL,
    position   INTEGER NOT NULL DEFAULT 0,
    published  INTEGER NOT NULL CHECK (published IN (0, 1)),
    body       TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (kind, key)
);
-- A list kind in its order.
CREATE INDEX content_entries_order ON content_entries (kind, position, key);

-- Every write of an entry: what it was (NULL when new), what it became (NULL when removed), by whom (NULL
-- for the server itself) and when. `id` is a UUIDv7, so ids sort by time and travel with migrate-data.
CREATE TABLE content_history (
    id         TEXT PRIMARY KEY NOT NULL,
    kind       TEXT NOT NULL,
    key        TEXT NOT NULL,
    old_body   TEXT,
    new_body   TEXT,
    changed_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    changed_at TEXT NOT NULL
);
CREATE INDEX content_history_entry ON content_history (kind, key, changed_at);

-- One row (made by the first write): the content version every instance polls; each write to content
-- (entries, and darshan posts, which pages show) raises it in the same transaction.
CREATE TABLE content_version (
    id         INTEGER PRIMARY KEY NOT NULL DEFAULT 1 CHECK (id = 1),
    version    INTEGER NOT NULL,
    changed_at TEXT NOT NULL
);
