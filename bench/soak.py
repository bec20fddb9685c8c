#!/usr/bin/env python3
"""Soak: mixed load on a fresh server for SOAK_SECONDS (default 600), memory sampled every 10 s.

The load, paced (not flat out, so that the measure is memory and errors, not a saturated CPU):
public list reads (pages 1 and 2), post details (API and the client-rendered page), views (POST), the
home page, one upload a second (a 10 MiB MP4 and a 1280 x 720 PNG; the uploader deletes its older
posts so the data stays the same size), and a successful sign-in with a token refresh every 5 s
(only failed sign-ins are throttled; none fail here). Every answer must be the expected 2xx; anything
else, or a connection error, is an error. Memory growth compares the resident set just after the
warm-up (SOAK_WARMUP, default 60 s) with the end of the run.

Usage: bench/soak.py [BIN]   (SOAK_SECONDS, SOAK_WARMUP, SOAK_RPS: reads per second, default 150;
BENCH_SOAK_PORT, default 19520). Talks to 127.0.0.1 only. Writes bench/results/soak.md.
"""

import http.client
import json
import os
import platform
import random
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from datetime import datetime, timezone

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("SANKALP_BIN", os.path.join(ROOT, "target/release/sankalp"))
PORT = int(os.environ.get("BENCH_SOAK_PORT", "19520"))
DURATION = int(os.environ.get("SOAK_SECONDS", "600"))
WARMUP = int(os.environ.get("SOAK_WARMUP", str(min(60, DURATION // 5))))
READS_PER_SECOND = float(os.environ.get("SOAK_RPS", "150"))
SAMPLE_EVERY = 10
READERS = 4
KEEP_POSTS = 20
OUT = os.path.join(ROOT, "bench/results/soak.md")
USER, PASSWORD = "bench", "bench-password-123"


def png(width, height):
    raw = b"".join(b"\0" + os.urandom(width * 3) for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")


def video():
    with open(os.path.join(ROOT, "crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4"), "rb") as f:
        head = f.read()
    # Zero padding reads as a last box running to the end of the file: a valid 10 MiB MP4.
    return head + bytes(10 * 1048576 - len(head))


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}
        self.errors = {}
        self.examples = []

    def record(self, kind, ok, detail=""):
        with self.lock:
            self.counts[kind] = self.counts.get(kind, 0) + 1
            if not ok:
                self.errors[kind] = self.errors.get(kind, 0) + 1
                if len(self.examples) < 10:
                    self.examples.append(f"{kind}: {detail}")


class Client:
    """One keep-alive connection; reconnects after a connection error."""

    def __init__(self):
        self.conn = None

    def request(self, method, path, body=None, headers=None, timeout=30):
        if self.conn is None:
            self.conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=timeout)
        try:
            self.conn.request(method, path, body=body, headers=headers or {})
            response = self.conn.getresponse()
            data = response.read()
            return response.status, data
        except (OSError, http.client.HTTPException):
            self.conn.close()
            self.conn = None
            raise


def call(stats, client, kind, method, path, expect=200, **kw):
    try:
        status, data = client.request(method, path, **kw)
    except (OSError, http.client.HTTPException) as err:
        stats.record(kind, False, f"{method} {path}: {type(err).__name__} {err}")
        return None
    ok = status == expect
    stats.record(kind, ok, "" if ok else f"{method} {path}: {status} {data[:200]!r}")
    return data if ok else None


def multipart(fields, files):
    boundary = "soak" + os.urandom(12).hex()
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    for name, (filename, content_type, data) in files.items():
        head = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
            f"Content-Type: {content_type}\r\n\r\n"
        )
        parts.append(head.encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def sign_in(stats, client):
    body = json.dumps({"username": USER, "email": USER, "password": PASSWORD})
    data = call(stats, client, "sign-in", "POST", "/api/v1/users/login", body=body,
                headers={"content-type": "application/json"})
    return json.loads(data)["data"] if data else None


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    if not os.access(BIN, os.X_OK):
        sys.exit(f"no server binary at {BIN} (make build)")
    work = tempfile.mkdtemp(prefix="bench-soak.")
    env = dict(os.environ, SANKALP_ADMIN_USERNAME=USER, SANKALP_ADMIN_EMAIL="bench@example.org",
               SANKALP_ADMIN_PASSWORD=PASSWORD, RUST_LOG=os.environ.get("RUST_LOG", "warn"))
    log = open(os.path.join(work, "server.log"), "wb")
    server = subprocess.Popen([BIN, "serve", "--listen", f"127.0.0.1:{PORT}", "--data-dir", os.path.join(work, "data")],
                              env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        run(server, work)
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()
        shutil.rmtree(work, ignore_errors=True)


def run(server, work):
    stats = Stats()
    setup = Client()
    for _ in range(200):
        try:
            if setup.request("GET", "/api/v1/health")[0] == 200:
                break
        except OSError:
            pass
        time.sleep(0.1)
    else:
        sys.exit("the server did not start")

    mp4, thumb = video(), png(1280, 720)
    tokens = sign_in(stats, setup)
    auth = {"authorization": f"Bearer {tokens['accessToken']}"}
    ids = []
    for i in range(10):
        body, ctype = multipart({"title": f"Soak seed {i}", "description": "<p>Seed</p>", "isPublished": "true"},
                                {"video": ("v.mp4", "video/mp4", mp4), "thumbnail": ("t.png", "image/png", thumb)})
        data = call(stats, setup, "upload", "POST", "/api/v1/video-posts/create", expect=201, body=body,
                    headers={**auth, "content-type": ctype})
        ids.append(json.loads(data)["data"]["videoPost"]["_id"])
    seed_ids = list(ids)
    shared = {"ids": list(ids), "auth": auth, "refresh": tokens["refreshToken"]}
    shared_lock = threading.Lock()
    stop = threading.Event()
    start = time.monotonic()

    def paced(rate, step):
        """Calls step() `rate` times a second until stopped, without catching up in bursts."""
        interval = 1.0 / rate
        due = time.monotonic()
        while not stop.is_set():
            step()
            due += interval
            delay = due - time.monotonic()
            if delay > 0:
                stop.wait(delay)
            else:
                due = time.monotonic()

    def reader():
        client = Client()

        def step():
            with shared_lock:
                post = random.choice(shared["ids"])
            roll = random.random()
            if roll < 0.35:
                call(stats, client, "list", "GET", f"/api/v1/video-posts?page={random.choice((1, 1, 1, 2))}")
            elif roll < 0.60:
                call(stats, client, "detail", "GET", f"/api/v1/video-posts/{post}")
            elif roll < 0.70:
                call(stats, client, "detail page", "GET", f"/daily-darshan/{post}")
            elif roll < 0.85:
                call(stats, client, "view", "POST", f"/api/v1/video-posts/{post}/views")
            else:
                call(stats, client, "home page", "GET", "/", headers={"accept-encoding": "br, gzip"})

        paced(READS_PER_SECOND / READERS, step)

    def uploader():
        client = Client()
        mine = []
        n = [0]

        def step():
            n[0] += 1
            with shared_lock:
                auth = shared["auth"]
            body, ctype = multipart(
                {"title": f"Soak upload {n[0]}", "description": "<p>Soak <em>test</em></p>", "isPublished": "true"},
                {"video": ("v.mp4", "video/mp4", mp4), "thumbnail": ("t.png", "image/png", thumb)})
            data = call(stats, client, "upload", "POST", "/api/v1/video-posts/create", expect=201, body=body,
                        headers={**auth, "content-type": ctype}, timeout=60)
            if data:
                new = json.loads(data)["data"]["videoPost"]["_id"]
                mine.append(new)
                with shared_lock:
                    shared["ids"].append(new)
            # Keep the data the same size: the oldest soak post goes (readers may still ask for it
            # for a moment, so it leaves their list first).
            while len(mine) > KEEP_POSTS:
                old = mine.pop(0)
                with shared_lock:
                    shared["ids"].remove(old)
                time.sleep(0.05)
                call(stats, client, "delete", "DELETE", f"/api/v1/video-posts/{old}", headers=auth)

        paced(1.0, step)

    def signer():
        client = Client()

        def step():
            got = sign_in(stats, client)
            if got:
                with shared_lock:
                    shared["auth"] = {"authorization": f"Bearer {got['accessToken']}"}
                    refresh = shared["refresh"]
                    shared["refresh"] = got["refreshToken"]
                # The previous session's refresh token rotates once, then is logged out.
                data = call(stats, client, "refresh", "POST", "/api/v1/users/refresh-token",
                            body=json.dumps({"refreshToken": refresh}), headers={"content-type": "application/json"})
                if data:
                    pair = json.loads(data)["data"]
                    call(stats, client, "logout", "POST", "/api/v1/users/logout",
                         body=json.dumps({"refreshToken": pair["refreshToken"]}),
                         headers={"content-type": "application/json",
                                  "authorization": f"Bearer {pair['accessToken']}"})

        paced(0.2, step)

    threads = [threading.Thread(target=reader) for _ in range(READERS)]
    threads += [threading.Thread(target=uploader), threading.Thread(target=signer)]
    for t in threads:
        t.start()
    samples = []
    try:
        while True:
            elapsed = time.monotonic() - start
            if server.poll() is not None:
                stats.record("server", False, f"the server exited with {server.returncode}")
                break
            samples.append((round(elapsed), rss_kib(server.pid), sum(stats.counts.values())))
            print(f"{samples[-1][0]:4d} s  RSS {samples[-1][1] / 1024:6.1f} MiB  requests {samples[-1][2]}"
                  f"  errors {sum(stats.errors.values())}", flush=True)
            if elapsed >= DURATION:
                break
            time.sleep(max(0.0, SAMPLE_EVERY * len(samples) - (time.monotonic() - start)))
    finally:
        stop.set()
        for t in threads:
            t.join()
    wall = time.monotonic() - start
    report(stats, samples, wall, seed_ids)


def report(stats, samples, wall, seed_ids):
    after = [s for s in samples if s[0] >= WARMUP]
    # Medians over a minute: a sample taken while an upload is being checked reads some 20 MiB high.
    window = 60 // SAMPLE_EVERY
    base = statistics.median(s[1] for s in after[:window]) if after else 0
    end = statistics.median(s[1] for s in after[-window:]) if after else 0
    growth = (end - base) / base * 100 if base else 0
    peak = max((s[1] for s in after), default=0)
    errors = sum(stats.errors.values())
    total = sum(stats.counts.values())
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    mem = next(int(l.split()[1]) for l in open("/proc/meminfo") if l.startswith("MemTotal")) / 1048576
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    mib = lambda k: f"{k / 1024:.1f} MiB"  # noqa: E731
    lines = [
        "# Soak: ten minutes of mixed load",
        "",
        f"Run with `bench/soak.py` on {datetime.now(timezone.utc):%Y-%m-%d %H:%M UTC}; machine: {os.cpu_count()} cores "
        f"({cpu}), {mem:.1f} GiB of memory, {platform.system()} {platform.release()}; Python {platform.python_version()}; "
        f"Sankalp {commit.strip() or '?'} (release build, SQLite, local media, fresh data directory, not pinned).",
        "",
        f"Load for {wall:.0f} s (SOAK_SECONDS={DURATION}): about {READS_PER_SECOND:.0f} reads a second from {READERS} "
        "keep-alive clients (35 % public list pages 1 and 2, 25 % post details, 10 % the client-rendered darshan page, "
        "15 % views, 15 % the home page), one upload a second (a 10 MiB MP4 and a 1280 × 720 PNG thumbnail; the "
        f"uploader deletes its posts beyond the newest {KEEP_POSTS}, so the data stays the same size), and every 5 s a "
        "sign-in, a refresh-token rotation and a logout (only failed sign-ins are throttled, none fail). "
        f"Resident memory sampled every {SAMPLE_EVERY} s; warm-up {WARMUP} s.",
        "",
        "| | |",
        "|---|---|",
        f"| requests | {total} ({total / wall:.0f} a second) |",
        f"| error answers | **{errors}** (target 0) |",
        f"| resident memory in the first minute after warm-up (median) | {mib(base)} |",
        f"| resident memory in the last minute (median) | {mib(end)} |",
        f"| peak sampled after warm-up | {mib(peak)} |",
        f"| growth after warm-up | **{growth:+.1f} %** (target under 10 %) |",
        "",
        "| Request | count | errors |",
        "|---|---:|---:|",
    ]
    for kind in sorted(stats.counts):
        lines.append(f"| {kind} | {stats.counts[kind]} | {stats.errors.get(kind, 0)} |")
    if stats.examples:
        lines += ["", "First errors:", ""] + [f"- `{e}`" for e in stats.examples]
    lines += ["", "<details><summary>Resident memory every 10 s</summary>", "", "| s | RSS | requests so far |",
              "|---:|---:|---:|"]
    lines += [f"| {s} | {mib(k)} | {n} |" for s, k, n in samples]
    lines += ["", "</details>", ""]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))
    if errors:
        sys.exit(1)


if __name__ == "__main__":
    main()
