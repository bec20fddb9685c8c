-- A devotee's email that carries their private link (DESIGN.md §9) is queued without it: the body marks
-- where the link goes, and the sender makes a new link (stored only as its token's hash in
-- booking_links) at the moment it sends. No token waits in the outbox, so a copy of the database opens
-- no booking.
ALTER TABLE email_outbox ADD COLUMN private_link INTEGER NOT NULL DEFAULT 0 CHECK (private_link IN (0, 1));
