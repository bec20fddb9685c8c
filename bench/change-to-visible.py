#!/usr/bin/env python3
"""Save-to-visible and publish-to-visible, and the server's memory, with 10, 300 and 3,000 published posts.

For each size: a fresh data directory is seeded by the real server, the posts are added straight to its
SQLite database (as if published over the years; their media need not exist to be drawn), and the server is
started again on one core (`taskset -c 0`). Then, ROUNDS times each:
  - save:    PUT /api/v1/site with a new tagline; the time until the answer, then an immediate GET /contact
             must show it (a write is answered once this instance serves it: ARCHITECTURE.md §3);
  - publish: POST /api/v1/video-posts/create with a small real MP4; the time until the 201, then an immediate
             GET /daily-darshan and GET /sitemap.xml must show the post.
Reports median and p95 of each, the resident set after start-up and after the writes, and how long the
start-up render took (every page drawn with the site; darshan post pages are drawn on their first request).

Run by hand or by bench/run.sh: bench/change-to-visible.py [BIN] (SIZES, default 10,300,3000; ROUNDS;
BENCH_CHANGE_PORT, default 19575). Writes bench/results/change-to-visible.md, or CHANGE_TO_VISIBLE_OUT (a quick
run, SIZES=10, writes elsewhere so as not to replace the three sizes' record). Python's standard library only;
talks to 127.0.0.1 only.
"""

import datetime
import json
import os
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid

from benchlib import machine, percentile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("SANKALP_BIN", os.path.join(ROOT, "target/release/sankalp"))
SIZES = [int(n) for n in os.environ.get("SIZES", "10,300,3000").split(",")]
ROUNDS = int(os.environ.get("ROUNDS", "20"))
USER, PASSWORD = "bench", "bench-password-123"
VIDEO = os.path.join(ROOT, "crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4")
OUT = os.path.join(ROOT, os.environ.get("CHANGE_TO_VISIBLE_OUT", "bench/results/change-to-visible.md"))
PORT = int(os.environ.get("BENCH_CHANGE_PORT", "19575"))


def request(port, method, path, body=None, token=None, content_type="application/json", timeout=60):
    headers = {"content-type": content_type} if body is not None else {}
    if token:
        headers["authorization"] = f"Bearer {token}"
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as res:
            return res.status, res.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


class Server:
    def __init__(self, data, pin):
        self.port = PORT
        env = dict(os.environ, SANKALP_ADMIN_USERNAME=USER, SANKALP_ADMIN_EMAIL="bench@example.org",
                   SANKALP_ADMIN_PASSWORD=PASSWORD, RUST_LOG="sankalp=info", MALLOC_ARENA_MAX=os.environ.get("MALLOC_ARENA_MAX", "2"))
        command = (["taskset", "-c", "0"] if pin else []) + [BIN, "serve", "--listen", f"127.0.0.1:{self.port}",
                                                              "--data-dir", data]
        os.makedirs(data, exist_ok=True)
        self.log = open(os.path.join(os.path.dirname(data), "server.log"), "ab")
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(600):
            try:
                if request(self.port, "GET", "/api/v1/health", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        raise SystemExit("the server did not start; see server.log")

    def rss_mib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)
        self.log.close()


def seed_posts(db_path, count):
    """Adds `count` published posts by the administrator, one a day back from today, and raises the version."""
    db = sqlite3.connect(db_path)
    owner = db.execute("SELECT id FROM users WHERE username = ?", (USER,)).fetchone()[0]
    now = datetime.datetime.now(datetime.timezone.utc)
    rows = []
    for n in range(count):
        at = (now - datetime.timedelta(days=n + 1)).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        post = uuid.uuid4().hex
        thumbs = json.dumps([{"width": w, "key": f"thumbs/{post}-{w}.jpg"} for w in (320, 640, 960)])
        description = f"<p>Darshan of day {n}: the morning <strong>aarti</strong> at the shore temple.</p>"
        rows.append((post, f"Morning darshan, day {n}", description, f"videos/{post}.mp4", thumbs, 42.0, n % 500,
                     owner, at, at))
    db.executemany("INSERT INTO video_posts (id, title, description, video_key, thumbnails, duration_secs, views, "
                   "is_published, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)", rows)
    db.execute("UPDATE content_version SET version = version + 1")
    db.commit()
    db.close()


def multipart(fields, files):
    boundary = uuid.uuid4().hex
    out = b""
    for name, value in fields.items():
        out += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    for name, (filename, kind, data) in files.items():
        out += (f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                f"Content-Type: {kind}\r\n\r\n").encode() + data + b"\r\n"
    return out + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def png(width, height):
    import struct
    import zlib
    raw = b"".join(b"\0" + bytes((x * 7 + y * 3) % 256 for x in range(width * 3)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def measure(count, work):
    data = os.path.join(work, f"data-{count}")
    server = Server(data, pin=False)  # seeds the schema, the default content and the administrator
    server.stop()
    seed_posts(os.path.join(data, "sankalp.db"), count)
    server = Server(data, pin=True)
    started_rss = server.rss_mib()
    with open(os.path.join(work, "server.log"), encoding="utf-8", errors="replace") as log:
        drawn = [line for line in log if "pages drawn" in line]
    startup_ms = re.search(r"render_ms=(\d+)", drawn[-1]).group(1) if drawn else "?"
    port = server.port
    status, body = request(port, "POST", "/api/v1/users/login",
                           json.dumps({"username": USER, "password": PASSWORD}).encode())
    assert status == 200, body
    token = json.loads(body)["data"]["accessToken"]
    status, body = request(port, "GET", "/api/v1/site")
    site = json.loads(body)["data"]["site"]

    saves, publishes = [], []
    video = open(VIDEO, "rb").read()
    thumbnail = png(320, 180)
    for n in range(ROUNDS):
        site["tagline"] = f"Vedic rituals, performed for you ({count}-{n})"
        began = time.perf_counter()
        status, body = request(port, "PUT", "/api/v1/site", json.dumps(site).encode(), token)
        saves.append(time.perf_counter() - began)
        assert status == 200, body
        page = request(port, "GET", "/contact")[1].decode()
        assert f"({count}-{n})" in page, "the saved setting is on /contact when the answer arrives"

        title = f"Bench darshan {count}-{n}"
        form, kind = multipart({"title": title, "description": "<p>A short benchmark post.</p>", "isPublished": "true"},
                               {"video": ("v.mp4", "video/mp4", video), "thumbnail": ("t.png", "image/png", thumbnail)})
        began = time.perf_counter()
        status, body = request(port, "POST", "/api/v1/video-posts/create", form, token, kind)
        publishes.append(time.perf_counter() - began)
        assert status == 201, body
        post = json.loads(body)["data"]["videoPost"]["_id"]
        assert title in request(port, "GET", "/daily-darshan")[1].decode(), "the feed shows the post at once"
        assert post in request(port, "GET", "/sitemap.xml")[1].decode(), "the sitemap lists the post at once"
    after_rss = server.rss_mib()
    # Every post page asked for once: the pages drawn on request stay bounded.
    status, body = request(port, "GET", "/sitemap.xml")
    for path in re.findall(r"<loc>[^<]*?(/daily-darshan/[^<]+)</loc>", body.decode())[:1000]:
        assert request(port, "GET", path)[0] == 200, path
    crawled_rss = server.rss_mib()
    server.stop()
    ms = lambda values: f"{statistics.median(values) * 1000:.0f} / {percentile(values, 0.95) * 1000:.0f}"
    return (f"| {count:,} | {ms(saves)} | {ms(publishes)} | {startup_ms} | {started_rss:.0f} | {after_rss:.0f} "
            f"| {crawled_rss:.0f} |")


def main():
    if not os.access(BIN, os.X_OK):
        raise SystemExit(f"no server binary at {BIN} (make build)")
    work = tempfile.mkdtemp(prefix="bench-change-")
    try:
        rows = [measure(count, work) for count in SIZES]
    finally:
        if os.environ.get("KEEP") == "1":
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    load = open("/proc/loadavg").read().split()[:3]
    table = "\n".join(rows)
    text = f"""# A change to the pages: save-to-visible, publish-to-visible, memory

`bench/change-to-visible.py` on {datetime.date.today()}, {machine()}; the server pinned to one
core (`taskset -c 0`), SQLite, the default content (46 rituals) plus the published posts of each row, {ROUNDS}
rounds. Load average at the end: {' '.join(load)}.

- **save**: `PUT /api/v1/site` (a new tagline) until its answer; `/contact` shows the change on the very next
  request (checked every round).
- **publish**: `POST /api/v1/video-posts/create` (a 2.5 KB MP4, a 320×180 PNG) until its 201; `/daily-darshan`
  and `/sitemap.xml` show the post on the very next request (checked every round).
- **start-up render**: every page drawn with the site at start-up (darshan post pages are drawn on their first
  request, then kept, at most 256 of them).
- **memory**: resident set after start-up, after the {ROUNDS * 2} writes, and after up to 1,000 post pages
  were each asked for once.

| published posts | save ms (median / p95) | publish ms (median / p95) | start-up render ms | MiB after start | MiB after writes | MiB after crawling post pages |
|---|---|---|---|---|---|---|
{table}
"""
    with open(OUT, "w") as out:
        out.write(text)
    print(text)


if __name__ == "__main__":
    main()
