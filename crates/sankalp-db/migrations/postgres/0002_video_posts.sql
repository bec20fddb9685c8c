-- Daily darshan video posts. `id` is also the media id: the post's files are `videos/<id>.mp4` and
-- `thumbs/<id>-<width>.jpg` (see src/media/storage.rs), so start-up repair can tell which stored files
-- a row names. `thumbnails` is JSON text, narrowest first: [{"width": 320, "key": "thumbs/…-320.jpg"}, …].
CREATE TABLE video_posts (
    id            TEXT PRIMARY KEY,
    title         TEXT NOT NULL,
    description   TEXT NOT NULL,
    video_key     TEXT NOT NULL,
    thumbnails    TEXT NOT NULL,
    duration_secs DOUBLE PRECISION NOT NULL,
    views         BIGINT NOT NULL DEFAULT 0,
    is_published  BOOLEAN NOT NULL,
    owner_id      TEXT NOT NULL REFERENCES users (id),
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);
-- The public feed: published posts, newest first, ties broken by id.
CREATE INDEX video_posts_public ON video_posts (is_published, created_at DESC, id DESC);
-- The admin list: every post, newest first.
CREATE INDEX video_posts_newest ON video_posts (created_at DESC, id DESC);
