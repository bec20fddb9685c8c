"""The server's CPU cost of one answer of the private booking page, `GET /api/v1/bookings/track/{token}`,
of one uncached page of the public list, `GET /api/v1/video-posts?page=6…`, on SQLite, and of what is
kept for comparison: the list's first page, a cached page and script. Run by hand
(not a test): python3 bench/track-cost.py [BIN] [--callgrind | --busy] [--requests N] [--label LABEL].

Time-based figures are noisy on a shared machine, so this counts what does not depend on the load:

- with --callgrind, the server runs under `valgrind --tool=callgrind --instr-atstart=no`; instrumentation
  is switched on (callgrind_control -i on) only around the N requests, so the count is the instructions
  the server ran (every thread: the HTTP stack, the handler, sqlx and SQLite) divided by N. The callgrind
  output stays in bench/callgrind/ (not committed) for callgrind_annotate;
- without it, the server's CPU time (user + system, /proc/PID/stat) over the N requests, divided by N.

One client, one keep-alive connection, requests one after another: what is measured is the cost of an
answer, not throughput. Each answer then also pays for the server's waking up to it (the wait for the
next request, the thread's wake-up), which a busy server shares among many:

- with --busy, the server's CPU time per answer while it is busy, as `bench/vs-nginx.sh` measures it:
  the server pinned to core 0, `wrk -t1 -c64` on core 1 for 10 s per answer after a 2 s warm-up, and the
  answers per second beside it. The booking has a realistic page: confirmed and scheduled with an amount (so the
page shows a UPI payment with the site's UPI ID), two devotees, four history entries. Appends a section
to bench/results/track-cost.md with --label.
"""

import argparse
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import machine, need_debian  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USER, PASSWORD = "bench", "bench-password-123"


def call(base, method, path, body=None, token=None, headers=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    if body is not None:
        req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", "Bearer " + token)
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    with urllib.request.urlopen(req, timeout=120) as resp:
        return json.loads(resp.read() or b"null")


def cpu_seconds(pid):
    """User + system CPU time of every thread of `pid`."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def measure_busy(base, paths, pid, headers, seconds=10):
    """CPU microseconds per answer and answers per second under `wrk -t1 -c64` (see the module's comment)."""
    def wrk(duration):
        extra = [arg for name, value in headers.items() for arg in ("-H", f"{name}: {value}")]
        out = subprocess.run(["taskset", "-c", "1", "wrk", "-t1", "-c64", f"-d{duration}s", *extra, base + paths[0]],
                             check=True, capture_output=True, text=True).stdout
        return int(re.search(r"(\d+) requests in", out).group(1))

    wrk(2)
    before = cpu_seconds(pid)
    answers = wrk(seconds)
    return (cpu_seconds(pid) - before) * 1e6 / answers, answers / seconds


def seed_posts(base, token, count, work):
    """`count` published darshan posts (a real MP4 and a PNG thumbnail each), through the API."""
    video = os.path.join(ROOT, "crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4")
    thumb = os.path.join(work, "thumb.png")
    subprocess.run(
        ["bash", "-c", f'. bench/lib.sh && make_png "{thumb}" 64 36'], cwd=ROOT, check=True
    )
    for i in range(count):
        subprocess.run(
            ["curl", "-fsS", "-o", "/dev/null", "--max-time", "120", "-H", f"authorization: Bearer {token}",
             "--form-string", f"title=Darshan {i}", "--form-string", f"description=<p>Morning aarti {i}</p>",
             "--form-string", "isPublished=true", "-F", f"video=@{video};type=video/mp4",
             "-F", f"thumbnail=@{thumb};type=image/png", base + "/api/v1/video-posts/create"],
            check=True,
        )


def measure(port, paths, requests, pid, callgrind, headers):
    """Issues `requests` GETs over one keep-alive connection (cycling through `paths`), returns the
    per-request cost: instructions under callgrind, else CPU microseconds."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)

    def one(i):
        conn.request("GET", paths[i % len(paths)], headers=headers)
        resp = conn.getresponse()
        resp.read()
        assert resp.status in (200, 404), resp.status

    for i in range(20):  # warm: the connection, the statement caches, the pool
        one(i)
    if callgrind:
        subprocess.run(["callgrind_control", "-z", str(pid)], check=True, capture_output=True)
        subprocess.run(["callgrind_control", "-i", "on", str(pid)], check=True, capture_output=True)
        for i in range(requests):
            one(i)
        subprocess.run(["callgrind_control", "-i", "off", str(pid)], check=True, capture_output=True)
        out = subprocess.run(["callgrind_control", "-d", str(pid)], check=True, capture_output=True, text=True)
        time.sleep(1)
        return None, out.stdout
    before = cpu_seconds(pid)
    for i in range(requests):
        one(i)
    return (cpu_seconds(pid) - before) * 1e6 / requests, None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin", nargs="?", default=os.path.join(ROOT, "target/release/sankalp"))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--callgrind", action="store_true")
    mode.add_argument("--busy", action="store_true")
    parser.add_argument("--requests", type=int, default=None)
    parser.add_argument("--posts", type=int, default=60)
    parser.add_argument("--label", default=None)
    parser.add_argument("--port", type=int, default=19571)
    args = parser.parse_args()
    requests = args.requests or (300 if args.callgrind else 5000)
    base = f"http://127.0.0.1:{args.port}"
    work = tempfile.mkdtemp(prefix="bench-track-")
    outdir = os.path.join(ROOT, "bench/callgrind")
    env = dict(os.environ, SANKALP_ADMIN_USERNAME=USER, SANKALP_ADMIN_EMAIL="bench@example.org",
               SANKALP_ADMIN_PASSWORD=PASSWORD, RUST_LOG="warn", SANKALP_MAX_CONNECTIONS_PER_CLIENT="1000")
    env.pop("DATABASE_URL", None)
    cmd = [args.bin, "serve", "--listen", f"127.0.0.1:{args.port}", "--data-dir", os.path.join(work, "data")]
    results = {}
    if args.busy:
        need_debian("wrk")
        cmd = ["taskset", "-c", "0"] + cmd
    if args.callgrind:
        os.makedirs(outdir, exist_ok=True)
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
               f"--callgrind-out-file={outdir}/{args.label or 'run'}.%p.out"] + cmd
    server = subprocess.Popen(cmd, env=env, stdout=open(os.path.join(work, "server.log"), "w"),
                              stderr=subprocess.STDOUT)
    try:
        for _ in range(600):
            try:
                call(base, "GET", "/api/v1/health")
                break
            except Exception:
                time.sleep(0.2)
        token = call(base, "POST", "/api/v1/users/login",
                     {"username": USER, "email": USER, "password": PASSWORD})["data"]["accessToken"]
        site = call(base, "GET", "/api/v1/site")["data"]["site"]
        site["upiId"] = "priest@okbank"
        call(base, "PUT", "/api/v1/site", site, token)
        made = call(base, "POST", "/api/v1/bookings", {
            "service": "ritual", "slug": "satyanarayan",
            "devotees": [{"name": "Lakshmi Rao", "gotra": "Kashyapa", "nakshatra": "Rohini", "rashi": "Vrishabha",
                          "relation": "self"}, {"name": "Ramesh Rao", "relation": "husband"}],
            "intention": "For the health of the family",
            "contact": {"name": "Lakshmi Rao", "phone": "+919845012345", "email": "lakshmi@example.org"},
            "timezone": "Europe/London", "language": "en", "website": ""})["data"]
        reference = made["reference"]
        call(base, "PATCH", f"/api/v1/bookings/{reference}", {"status": "confirmed", "amount": 1100}, token)
        call(base, "PATCH", f"/api/v1/bookings/{reference}",
             {"status": "scheduled", "scheduledAt": "2030-01-02T03:30:00Z"}, token)
        page = call(base, "GET", f"/api/v1/bookings/track/{made['token']}")["data"]["booking"]
        assert page["upi"] and len(page["history"]) == 3, page
        seed_posts(base, token, args.posts, work)
        track = [f"/api/v1/bookings/track/{made['token']}"]
        pages = max(1, args.posts // 10 - 5)
        listing = [f"/api/v1/video-posts?limit=10&page={6 + i}" for i in range(pages)]
        pid = server.pid
        # What the page's answer costs beside: a token of the wrong shape (404 without a query) and an
        # unknown one (404 after one query), to tell the HTTP stack, one query and the rest apart.
        answers = {"track": track, "list": listing, "404 bad shape": ["/api/v1/bookings/track/short"],
                   "404 unknown": ["/api/v1/bookings/track/" + "A" * 22]}
        # And what no database is asked for: a cached page and the page's island script, gzip, as
        # bench/vs-nginx.sh asks for them (the site's cached answers, features/site/front.rs).
        with urllib.request.urlopen(base + "/", timeout=120) as resp:
            script = re.search(r'<script type="module" src="([^"]+)"', resp.read().decode()).group(1)
        cached = {"home page (gzip)": ["/"], "script (gzip)": [script]}
        gzip = {"accept-encoding": "gzip"}
        # The list's first page as its cache keeps it, identity as vs-nginx.sh asks for it.
        answers["list page 1 (kept)"] = ["/api/v1/video-posts?page=1"]
        for what, paths in {**answers, **cached}.items():
            headers = gzip if what in cached else {}
            if args.busy:
                results[what] = measure_busy(base, paths, pid, headers)
            else:
                results[what] = measure(args.port, paths, requests, pid, args.callgrind, headers)
    finally:
        server.terminate()
        server.wait(timeout=120)
        shutil.rmtree(work, ignore_errors=True)
    lines = []
    if args.callgrind:
        # One file per dump (threads together), in the order made.
        dumps = sorted((f for f in os.listdir(outdir) if f.startswith(f"{args.label or 'run'}.{pid}.out")),
                       key=lambda f: os.path.getmtime(os.path.join(outdir, f)))
        totals = []
        for name in dumps:
            with open(os.path.join(outdir, name)) as f:
                # "summary:" in the header may be 0 for a dump; "totals:" at the end is the count.
                for line in f:
                    if line.startswith("totals:"):
                        totals.append((name, int(line.split()[1])))
        for name, total in totals:
            print(f"{name}: {total} instructions")
        # The dumps made by callgrind_control -d, in the order of `results`.
        counted = [t for n, t in totals if not n.endswith(".out")]
        for what, total in zip(results, counted):
            lines.append(f"| {what} | {total / requests:,.0f} instructions |")
    elif args.busy:
        for what, (micros, rate) in results.items():
            lines.append(f"| {what} | {micros:.1f} µs CPU, {rate:,.0f} answers/s |")
    else:
        for what, (micros, _) in results.items():
            lines.append(f"| {what} | {micros:.1f} µs CPU |")
    text = "\n".join(lines)
    print(text)
    if args.label:
        path = os.path.join(ROOT, "bench/results/track-cost.md")
        head = not os.path.exists(path)
        how = ("callgrind" if args.callgrind else "CPU time") + f", {requests} requests each"
        if args.busy:
            how = "CPU time while busy (wrk -t1 -c64 on core 1, server on core 0), 10 s each"
        with open(path, "a") as f:
            if head:
                f.write("# Cost of a database read: the private booking page and an uncached list page\n\n"
                        "Made by `python3 bench/track-cost.py` (see its header for the method).\n")
            f.write(f"\n## {args.label}: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
                    f"{how}\n\n"
                    f"Machine: {machine()}; load average before: {open('/proc/loadavg').read().split()[:3]}.\n\n"
                    f"| answer | per request |\n|---|---|\n{text}\n")


if __name__ == "__main__":
    main()
