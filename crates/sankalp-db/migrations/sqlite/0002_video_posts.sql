-- Daily darshan video posts. `id` is also the media id: the post's files are `videos/<id>.mp4` and
-- `thumbs/<id>-<width>.jpg` (see src/media/storage.rs), so start-up repair can tell which stored files
-- a row names. `thumbnails` is JSON, narrowest first: [{"width": 320, "key": "thumbs/…-320.jpg"}, …].
-- Times are fixed-width RFC 3339 UTC text (as in 0001), so ordering the text orders the times.
CREATE TABLE video_posts (
    id            TEXT PRIMARY KEY NOT NULL,
    title         TEXT NOT NULL,
    description   TEXT NOT NULL,
    video_key     TEXT NOT NULL,
    thumbnails    TEXT NOT NULL,
    duration_secs REAL NOT NULL,
    views         INTEGER NOT NULL DEFAULT 0,
    is_published  INTEGER NOT NULL CHECK (is_published IN (0, 1)),
    owner_id      TEXT NOT NULL REFERENCES users (id),
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
-- The public feed: published posts, newest first, ties broken by id.
CREATE INDEX video_posts_public ON video_posts (is_published, created_at DESC, id DESC);
-- The admin list: every post, newest first.
CREATE INDEX video_posts_newest ON video_posts (created_at DESC, id DESC);
