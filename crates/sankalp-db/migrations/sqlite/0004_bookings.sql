-- Times are fixed-width RFC 3339 UTC text (as in 0001). Bookings (DESIGN.md §9): a devotee's request for a ritual with the sankalp details the priest needs.
-- Personal data (contact, devotees, intention, time zone) sits in nullable columns that erasure sets to
-- NULL (the devotee's withdrawal, or retention after the booking is finished); the row itself stays for
-- the priest's accounts. Only a SHA-256 of the tracking token is kept, and none once erased.
CREATE TABLE bookings (
    id             TEXT PRIMARY KEY NOT NULL,
    reference      TEXT NOT NULL UNIQUE,
    token_hash     TEXT UNIQUE,
    service        TEXT NOT NULL CHECK (service IN ('ritual', 'pilgrimage', 'astrology')),
    slug           TEXT,
    title          TEXT NOT NULL,
    status         TEXT NOT NULL
                   CHECK (status IN ('received', 'confirmed', 'scheduled', 'performed', 'delivered', 'cancelled')),
    preferred_date TEXT,
    language       TEXT,
    contact_name   TEXT,
    contact_phone  TEXT,
    contact_email  TEXT,
    devotees       TEXT,
    intention      TEXT,
    timezone       TEXT,
    scheduled_at   TEXT,
    amount         INTEGER,
    paid           INTEGER NOT NULL DEFAULT 0 CHECK (paid IN (0, 1)),
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL,
    -- When it was delivered or cancelled: retention counts from here.
    finished_at    TEXT,
    erased_at      TEXT
);
CREATE INDEX bookings_newest ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_status ON bookings (status, created_at DESC, id DESC);
CREATE INDEX bookings_finished ON bookings (finished_at);

-- Every change of a booking: status moves (with the cancellation note), private notes, schedule,
-- amount, payment, proof, erasure. `detail` is the note or the new value; erasure clears it.
CREATE TABLE booking_history (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    status     TEXT,
    detail     TEXT,
    actor      TEXT NOT NULL,
    at         TEXT NOT NULL
);
CREATE INDEX booking_history_booking ON booking_history (booking_id, at, id);

-- Proof of the ritual: private media under `private/bookings/<booking id>/<name>`, never under /media.
CREATE TABLE booking_proof (
    key          TEXT PRIMARY KEY NOT NULL,
    booking_id   TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('video', 'photo')),
    content_type TEXT NOT NULL,
    size         INTEGER NOT NULL,
    created_at   TEXT NOT NULL
);
CREATE INDEX booking_proof_booking ON booking_proof (booking_id, created_at);

-- Bookings made lately per client (a SHA-256 of its address, an IPv6 address by its /64): the limit
-- of 5 in 10 minutes holds across instances. Rows older than the window are pruned as new ones come.
CREATE TABLE booking_attempts (
    id    INTEGER PRIMARY KEY AUTOINCREMENT,
    scope TEXT NOT NULL,
    at    TEXT NOT NULL
);
CREATE INDEX booking_attempts_scope ON booking_attempts (scope, at);
CREATE INDEX booking_attempts_time ON booking_attempts (at);

-- Emails waiting to be sent, written in the transaction of the change they tell about and sent by a
-- background worker: a row is claimed with a lease (so a crashed sender's rows come back), deleted once
-- the SMTP server took it, and retried with backoff otherwise.
CREATE TABLE email_outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      TEXT REFERENCES bookings (id) ON DELETE CASCADE,
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    lease_until     TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL
);
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at, id);
