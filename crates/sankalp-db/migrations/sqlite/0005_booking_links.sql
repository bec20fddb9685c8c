-- Times are fixed-width RFC 3339 UTC text (as in 0001). More private links to a booking (DESIGN.md §9):
-- the priest makes one each time he sends the devotee their link on WhatsApp, because the token of the
-- link made at booking is kept only as a hash and cannot be sent again. Each opens the booking as
-- `bookings.token_hash` does; only a SHA-256 of its token is kept, and erasure deletes them all.
CREATE TABLE booking_links (
    token_hash TEXT PRIMARY KEY NOT NULL,
    booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    -- The administrator's username.
    created_by TEXT NOT NULL
);
CREATE INDEX booking_links_booking ON booking_links (booking_id);
