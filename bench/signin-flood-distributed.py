#!/usr/bin/env python3
"""The administrator's sign-in during a distributed flood, with and without his device cookie.

A fresh release server behind 127.0.0.1 as its trusted proxy (--trusted-proxy 127.0.0.1). The
administrator signs in once, alone, and keeps the device cookie it sets. Then the flood: CLIENTS
clients (default 30), each its own address in X-Forwarded-For (10.9.0.N, as the proxy would write
it), each with PER_CLIENT connections (default 8) sending unknown-user sign-ins back to back for
FLOOD_SECONDS (default 15), in a process of its own. Meanwhile, every 0.5 s, the administrator signs in
through the proxy from his own address (192.0.2.10) on a new connection, alternately without and with
the device cookie. Reports his latency (median, p95, max) and answers for each, and what the flood
was answered.

Without the cookie his sign-in queues with the flood (the instance's queue holds 16 sign-ins, 4 per
client) and is mostly refused 429; with it, it goes through the device lane (features/auth/device.rs).

Usage: bench/signin-flood-distributed.py [BIN]   (CLIENTS, PER_CLIENT, FLOOD_SECONDS,
BENCH_FLOOD_PORT, default 19541). Standard library only; talks to 127.0.0.1 only. Writes
bench/results/signin-flood-distributed.md.
"""

import asyncio
import http.client
import json
import multiprocessing
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from datetime import datetime, timezone

from benchlib import machine, percentile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("SANKALP_BIN", os.path.join(ROOT, "target/release/sankalp"))
PORT = int(os.environ.get("BENCH_FLOOD_PORT", "19541"))
FLOOD_SECONDS = float(os.environ.get("FLOOD_SECONDS", "15"))
CLIENTS = int(os.environ.get("CLIENTS", "30"))
PER_CLIENT = int(os.environ.get("PER_CLIENT", "8"))
ADMIN_EVERY = 0.5
ADMIN_ADDRESS = "192.0.2.10"
TARGET = 1.0
OUT = os.path.join(ROOT, "bench/results/signin-flood-distributed.md")
USER, PASSWORD = "bench", "bench-password-123"
COOKIE = "sankalp_device"


def request(name, password, forwarded_for):
    body = json.dumps({"username": name, "email": name, "password": password}).encode()
    head = (
        f"POST /api/v1/users/login HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nContent-Type: application/json\r\n"
        f"X-Forwarded-For: {forwarded_for}\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    return head + body


async def exchange(reader, writer, payload):
    """Sends one request on an open connection and returns the status (the body is read and dropped)."""
    writer.write(payload)
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        if line.lower().startswith("content-length:"):
            length = int(line.split(":", 1)[1])
    await reader.readexactly(length)
    return status


async def flooder(client, connection, stop_at, counts):
    address = f"10.9.0.{client + 1}"
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", PORT)
    except OSError:
        counts["connect errors"] = counts.get("connect errors", 0) + 1
        return
    n = 0
    try:
        while time.monotonic() < stop_at:
            payload = request(f"nobody{client}x{connection}x{n}", "wrong-password", address)
            status = await exchange(reader, writer, payload)
            counts[status] = counts.get(status, 0) + 1
            n += 1
    except (OSError, asyncio.IncompleteReadError):
        counts["connection errors"] = counts.get("connection errors", 0) + 1
    finally:
        writer.close()


async def flood_all(stop_at):
    counts = {}
    await asyncio.gather(*(flooder(c, k, stop_at, counts) for c in range(CLIENTS) for k in range(PER_CLIENT)))
    return counts


def run_flood(stop_at, results):
    results.put(asyncio.run(flood_all(stop_at)))


def admin_sign_in(cookie):
    """One sign-in through the proxy on a new connection: (seconds, status, the device cookie set)."""
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=30)
    headers = {"Content-Type": "application/json", "X-Forwarded-For": ADMIN_ADDRESS}
    if cookie:
        headers["Cookie"] = f"{COOKIE}={cookie}"
    try:
        conn.request("POST", "/api/v1/users/login", json.dumps({"username": USER, "email": USER, "password": PASSWORD}), headers)
        res = conn.getresponse()
        res.read()
        status = res.status
        fresh = None
        for name, value in res.getheaders():
            if name.lower() == "set-cookie" and value.startswith(f"{COOKIE}="):
                fresh = value.split(";", 1)[0].split("=", 1)[1]
    finally:
        conn.close()
    return time.perf_counter() - started, status, fresh


def measure():
    seconds, status, cookie = admin_sign_in(None)
    assert status == 200 and cookie, f"the first sign-in answered {status} without a device cookie"
    load_before = os.getloadavg()[0]
    stop_at = time.monotonic() + FLOOD_SECONDS
    results = multiprocessing.Queue()
    flood = multiprocessing.Process(target=run_flood, args=(stop_at, results))
    flood.start()
    time.sleep(1.0)  # let the flood fill the queue first
    runs = {"without the cookie": ([], []), "with the device cookie": ([], [])}
    with_cookie = False
    while time.monotonic() < stop_at - ADMIN_EVERY:
        seconds, status, fresh = admin_sign_in(cookie if with_cookie else None)
        times, statuses = runs["with the device cookie" if with_cookie else "without the cookie"]
        times.append(seconds)
        statuses.append(status)
        if with_cookie and fresh:
            cookie = fresh
        with_cookie = not with_cookie
        time.sleep(ADMIN_EVERY)
    counts = results.get()
    flood.join()
    return runs, counts, load_before


def main():
    work = tempfile.mkdtemp(prefix="bench-signin-distributed-")
    env = dict(os.environ, SANKALP_ADMIN_USERNAME=USER, SANKALP_ADMIN_EMAIL="bench@example.org",
               SANKALP_ADMIN_PASSWORD=PASSWORD, RUST_LOG=os.environ.get("RUST_LOG", "error"))
    log = open(os.path.join(work, "server.log"), "w")
    server = subprocess.Popen(
        [BIN, "serve", "--listen", f"127.0.0.1:{PORT}", "--data-dir", os.path.join(work, "data"),
         "--trusted-proxy", "127.0.0.1"],
        env=env, stdout=log, stderr=log)
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{PORT}/api/v1/health", timeout=1).read()
                break
            except OSError:
                if server.poll() is not None:
                    sys.exit(f"the server did not start; see {work}/server.log")
                time.sleep(0.1)
        runs, counts, load = measure()
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()
    shutil.rmtree(work, ignore_errors=True)

    ms = lambda s: f"{s * 1000:.0f} ms"  # noqa: E731
    rows = []
    for label, (times, statuses) in runs.items():
        answers = ", ".join(f"{s}: {statuses.count(s)}" for s in sorted(set(statuses)))
        rows.append(f"| {label} | {ms(statistics.median(times))} | {ms(percentile(times, 0.95))} | "
                    f"{ms(max(times))} | {len(times)} | {answers} |")
    trusted_times, trusted_statuses = runs["with the device cookie"]
    met = max(trusted_times) < TARGET and all(s == 200 for s in trusted_statuses)
    flood_total = sum(v for k, v in counts.items() if isinstance(k, int))
    flood_lines = "\n".join(f"| {k} | {v} |" for k, v in sorted(counts.items(), key=lambda kv: str(kv[0])))
    table = "\n".join(rows)
    report = f"""# Sign-in during a distributed flood, with and without the device cookie

Run {datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')} on {machine()}, by
`bench/signin-flood-distributed.py`; load average {load:.1f} when it started (the flood client itself
takes about one core).

The release server behind 127.0.0.1 as its trusted proxy. {CLIENTS} clients, each its own address in
X-Forwarded-For, each with {PER_CLIENT} connections, sent unknown-user sign-ins back to back for
{FLOOD_SECONDS:.0f} s ({flood_total} answered, {flood_total / FLOOD_SECONDS:.0f} a second). The administrator
signed in through the proxy from his own address every {ADMIN_EVERY} s on a new connection, alternately
without and with the device cookie of an earlier sign-in. Default limits: 16 sign-ins in progress, 4 per
client, 10 failures a minute per address and per name.

| administrator's sign-in | median | p95 | max | sign-ins | answers |
|---|---|---|---|---|---|
{table}

Target: with the device cookie, every sign-in during the flood answered 200 in under {TARGET:.0f} s:
**{'met' if met else 'NOT met'}**. (Latency without the cookie is mostly that of a 429.)

| the flood was answered | count |
|---|---|
{flood_lines}
"""
    with open(OUT, "w") as f:
        f.write(report)
    print(report)
    if not met:
        sys.exit(1)


if __name__ == "__main__":
    main()
