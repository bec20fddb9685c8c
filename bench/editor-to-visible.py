#!/usr/bin/env python3
"""Save-to-visible for the editors (Admin → Puja Services, Photos, Pages), with 46 rituals and 100 photos.

A fresh data directory is seeded by the real server (the default content: 46 rituals, 25 sample photos and 2
sample videos), and photos are uploaded through POST /api/v1/gallery until the gallery holds PHOTOS (100): real
PNGs, so every entry's WebP sizes exist in the media store as the pages' srcsets name them. The server is then
started again on one core (`taskset -c 0`), and ROUNDS times each, every round a different ritual and photo:
  - ritual:      PATCH /api/v1/rituals/{slug} with a new summary; the time until the answer, then an immediate
                 GET /puja/{slug} must show it (a write is answered once this instance serves it:
                 ARCHITECTURE.md §3);
  - ritual (hi): PATCH /api/v1/rituals/{slug} with its Hindi translation as GET gives it, the title changed;
                 GET /hi/puja/{slug} must show it;
  - ritual (kn): the same with its Kannada translation; GET /kn/puja/{slug} must show it;
  - photo:       PATCH /api/v1/gallery/{id} with a new caption; GET /photos/all-photos must show it;
  - page:        PUT /api/v1/pages/about, the whole body as GET gives it with the job title changed;
                 GET /about-us must show it.
Reports median and p95 of each, alone and with the next request of the page that shows it (which draws a page in
Hindi or Kannada the save dropped), the resident set after start-up and after the writes, and how long the
start-up render took.

Run by hand or by bench/run.sh: bench/editor-to-visible.py [BIN] (ROUNDS, PHOTOS, BENCH_EDITOR_PORT, default
19570). Writes bench/results/editor-to-visible.md. Python's standard library only; talks to 127.0.0.1 only.
"""

import datetime
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
import uuid
import zlib

from benchlib import machine, percentile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("SANKALP_BIN", os.path.join(ROOT, "target/release/sankalp"))
ROUNDS = int(os.environ.get("ROUNDS", "20"))
PHOTOS = int(os.environ.get("PHOTOS", "100"))
PORT = int(os.environ.get("BENCH_EDITOR_PORT", "19570"))
USER, PASSWORD = "bench", "bench-password-123"
OUT = os.path.join(ROOT, "bench/results/editor-to-visible.md")


def request(method, path, body=None, token=None, content_type="application/json", timeout=60):
    headers = {"content-type": content_type} if body is not None else {}
    if token:
        headers["authorization"] = f"Bearer {token}"
    req = urllib.request.Request(f"http://127.0.0.1:{PORT}{path}", data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as res:
            return res.status, res.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


def page(path):
    status, body = request("GET", path)
    assert status == 200, (path, status)
    return body.decode()


class Server:
    def __init__(self, data, pin):
        env = dict(os.environ, SANKALP_ADMIN_USERNAME=USER, SANKALP_ADMIN_EMAIL="bench@example.org",
                   SANKALP_ADMIN_PASSWORD=PASSWORD, RUST_LOG="sankalp=info", MALLOC_ARENA_MAX=os.environ.get("MALLOC_ARENA_MAX", "2"))
        command = (["taskset", "-c", "0"] if pin else []) + [BIN, "serve", "--listen", f"127.0.0.1:{PORT}",
                                                              "--data-dir", data]
        os.makedirs(data, exist_ok=True)
        self.log_path = os.path.join(os.path.dirname(data), "server.log")
        self.log = open(self.log_path, "ab")
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(600):
            try:
                if request("GET", "/api/v1/health", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        raise SystemExit("the server did not start; see server.log")

    def drawn(self):
        """The last "pages drawn" line's pages (drawn, of all) and milliseconds (render + compression)."""
        with open(self.log_path, encoding="utf-8", errors="replace") as log:
            line = [line for line in log if "pages drawn" in line][-1]
        field = lambda name: int(re.search(rf"\b{name}=(\d+)", line).group(1))
        return field("drawn"), field("pages"), field("render_ms") + field("compress_ms")

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


def sign_in():
    status, body = request("POST", "/api/v1/users/login", json.dumps({"username": USER, "password": PASSWORD}).encode())
    assert status == 200, body
    return json.loads(body)["data"]["accessToken"]


def multipart(fields, files):
    boundary = uuid.uuid4().hex
    out = b""
    for name, value in fields.items():
        out += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    for name, (filename, kind, data) in files.items():
        out += (f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                f"Content-Type: {kind}\r\n\r\n").encode() + data + b"\r\n"
    return out + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def png(width, height, seed):
    """A smooth RGB picture, different for each seed (a photo a phone would make is larger; the pages draw
    the same entry either way)."""
    raw = b"".join(b"\0" + bytes(((x // 3) * 5 + y * 3 + seed * 40 + (x % 3) * 85) % 256 for x in range(width * 3))
                   for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def fill_gallery(token):
    """Uploads photos until the gallery holds PHOTOS entries; returns how many were uploaded."""
    have = len(json.loads(request("GET", "/api/v1/gallery?all=true", token=token)[1])["data"]["items"])
    for n in range(max(0, PHOTOS - have)):
        form, kind = multipart(
            {"caption": f"Evening aarti at the shore, photo {n}", "alt": f"Lamps lit before the temple, view {n}",
             "category": "vip" if n % 4 == 0 else "all"},
            {"image": (f"photo-{n}.png", "image/png", png(800, 600, n))})
        status, body = request("POST", "/api/v1/gallery", form, token, kind)
        assert status == 201, body
    return max(0, PHOTOS - have)


def timed(method, path, body, token):
    began = time.perf_counter()
    status, answer = request(method, path, json.dumps(body).encode(), token)
    took = time.perf_counter() - began
    assert status == 200, (path, status, answer[:300])
    return took, json.loads(answer)


def main():
    if not os.access(BIN, os.X_OK):
        raise SystemExit(f"no server binary at {BIN} (make build)")
    work = tempfile.mkdtemp(prefix="bench-editor-")
    data = os.path.join(work, "data")
    server = None
    try:
        server = Server(data, pin=False)  # seeds the schema, the default content and the administrator
        uploaded = fill_gallery(sign_in())
        server.stop()
        server = None
        server = Server(data, pin=True)
        started_rss = server.rss_mib()
        with open(os.path.join(work, "server.log"), encoding="utf-8", errors="replace") as log:
            startup = [line for line in log if "pages drawn" in line]
        startup_ms = re.search(r"render_ms=(\d+)", startup[-1]).group(1) if startup else "?"
        token = sign_in()

        catalogue = json.loads(request("GET", "/api/v1/rituals?all=true", token=token)[1])["data"]["rituals"]
        rituals = [r["key"] for r in catalogue if r["published"]]
        gallery = json.loads(request("GET", "/api/v1/gallery?all=true", token=token)[1])["data"]["items"]
        assert len(gallery) == PHOTOS, len(gallery)
        # `/photos/all-photos` draws the photos; the two sample videos are on `/photos/vip-photos` only.
        photos = [p["id"] for p in gallery if p["body"]["kind"] == "image"]
        shown = len(re.findall(r"<li class=\"tile_", page("/photos/all-photos")))
        times = {"ritual": [], "ritual-hi": [], "ritual-kn": [], "photo": [], "page": []}
        drawn = {kind: [] for kind in times}
        # The save's time plus the next request of the page that shows it: a page in another language that
        # the save dropped is drawn by that request (ARCHITECTURE.md §9).
        visible = {kind: [] for kind in times}

        def shows(kind, path, text):
            began = time.perf_counter()
            html = page(path)
            visible[kind].append(times[kind][-1] + time.perf_counter() - began)
            assert text in html, f"{path} shows the change at once"
        for n in range(ROUNDS):
            mark = f"{n}-{uuid.uuid4().hex[:6]}"
            slug = rituals[n % len(rituals)]
            took, _ = timed("PATCH", f"/api/v1/rituals/{slug}",
                            {"summary": f"A ritual performed for your family, changed in round {mark}."}, token)
            times["ritual"].append(took)
            drawn["ritual"].append(server.drawn())
            shows("ritual", f"/puja/{slug}", f"changed in round {mark}")

            body = json.loads(request("GET", f"/api/v1/rituals/{slug}", token=token)[1])["data"]["ritual"]["body"]
            hindi = dict(body.get("i18n", {}).get("hi", {}), title=f"पूजा {mark}")
            took, _ = timed("PATCH", f"/api/v1/rituals/{slug}", {"i18n": {"hi": hindi}}, token)
            times["ritual-hi"].append(took)
            drawn["ritual-hi"].append(server.drawn())
            shows("ritual-hi", f"/hi/puja/{slug}", f"पूजा {mark}")

            body = json.loads(request("GET", f"/api/v1/rituals/{slug}", token=token)[1])["data"]["ritual"]["body"]
            kannada = dict(body.get("i18n", {}).get("kn", {}), title=f"ಪೂಜೆ {mark}")
            took, _ = timed("PATCH", f"/api/v1/rituals/{slug}", {"i18n": {"kn": kannada}}, token)
            times["ritual-kn"].append(took)
            drawn["ritual-kn"].append(server.drawn())
            shows("ritual-kn", f"/kn/puja/{slug}", f"ಪೂಜೆ {mark}")

            photo = photos[(n * 7) % len(photos)]
            took, _ = timed("PATCH", f"/api/v1/gallery/{urllib.parse.quote(photo)}",
                            {"caption": f"Darshan at dawn, caption {mark}"}, token)
            times["photo"].append(took)
            drawn["photo"].append(server.drawn())
            shows("photo", "/photos/all-photos", f"caption {mark}")

            about = json.loads(request("GET", "/api/v1/pages/about")[1])["data"]["page"]["body"]
            about["jobTitle"] = f"Vedic priest, Gokarna {mark}"
            took, _ = timed("PUT", "/api/v1/pages/about", about, token)
            times["page"].append(took)
            drawn["page"].append(server.drawn())
            shows("page", "/about-us", f"Gokarna {mark}")
        after_rss = server.rss_mib()
    finally:
        if server:
            server.stop()
        if os.environ.get("KEEP") == "1":
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    load = open("/proc/loadavg").read().split()[:3]
    ms = lambda values: (f"{statistics.median(values) * 1000:.0f} / {percentile(values, 0.95) * 1000:.0f} "
                         f"/ {max(values) * 1000:.0f}")
    rows = [
        ("ritual's summary", "`PATCH /api/v1/rituals/{slug}`", "`/puja/{slug}`", "ritual"),
        ("ritual's Hindi title", "`PATCH /api/v1/rituals/{slug}` (`i18n.hi`, whole)", "`/hi/puja/{slug}`",
         "ritual-hi"),
        ("ritual's Kannada title", "`PATCH /api/v1/rituals/{slug}` (`i18n.kn`, whole)", "`/kn/puja/{slug}`",
         "ritual-kn"),
        ("photo's caption", "`PATCH /api/v1/gallery/{id}`", "`/photos/all-photos`", "photo"),
        ("About page text", "`PUT /api/v1/pages/about` (whole body)", "`/about-us`", "page"),
    ]
    def pages(kind):
        counts = drawn[kind]
        return (f"{statistics.median(c[0] for c in counts):.0f} of {counts[-1][1]}, "
                f"{statistics.median(c[2] for c in counts):.0f} ms")
    table = "\n".join(f"| {name} | {call} | {shows} | {ms(times[kind])} | {ms(visible[kind])} | {pages(kind)} |"
                      for name, call, shows, kind in rows)
    text = f"""# The editors' saves: save-to-visible with 46 rituals and {PHOTOS} photos

`bench/editor-to-visible.py` on {datetime.date.today()}, {machine()}; the server pinned to one core
(`taskset -c 0`), SQLite, the default content (46 rituals, 25 sample photos and 2 sample videos) plus {uploaded}
photos uploaded through `POST /api/v1/gallery` (800×600 PNGs, made into WebP sizes; `/photos/all-photos` draws
the {shown} photos, the videos are on `/photos/vip-photos`), {ROUNDS} rounds, each round another ritual and photo. Load average at the end: {' '.join(load)}.

Each save is timed until its answer; the public page is asked for on the very next request and must show the
change (checked every round); the next column adds that request's time (a page in Hindi or Kannada is drawn by
it: the save drops it rather than draw it). Before it is answered, a save draws again the pages that show what it changed (the
server's "pages drawn" log line: pages drawn of those drawn ahead; the others are drawn on their first request).
Start-up render {startup_ms} ms; resident set {started_rss:.0f} MiB after start-up, {after_rss:.0f} MiB after the
{ROUNDS * len(times)} saves.

| save | request | page that shows it | ms (median / p95 / max) | with the next request of that page, ms (median / p95 / max) | pages drawn before the answer (median), their drawing and compression |
|---|---|---|---|---|---|
{table}
"""
    with open(OUT, "w") as out:
        out.write(text)
    print(text)


if __name__ == "__main__":
    main()
