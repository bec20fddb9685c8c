#!/usr/bin/env bash
# Throughput of the public list (`GET /api/v1/video-posts?page=1`, 10 published posts) on SQLite and on
# PostgreSQL, same binary, measured with wrk over loopback. Run by hand (not a test):
# bench/list-throughput.sh [BIN]. Writes bench/results/list-throughput.md.
# PostgreSQL: BENCH_PG_URL (an administrative URL; default TEST_DATABASE_URL or
# postgres://postgres@127.0.0.1:5432/postgres); the script creates and drops its own database there.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_PORT:-18391}
DURATION=${BENCH_DURATION:-10s}
PG_ADMIN=${BENCH_PG_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}}
BASE="http://127.0.0.1:$PORT"
OUT=bench/results/list-throughput.md
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }

SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
if ! command -v wrk >/dev/null; then
  echo "installing wrk (Debian package)"
  $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
command -v psql >/dev/null || { echo "psql is missing (apt-get install postgresql-client)"; exit 1; }
psql "$PG_ADMIN" -qtAc 'SELECT 1' >/dev/null || { echo "no PostgreSQL answers at $PG_ADMIN (set BENCH_PG_URL)"; exit 1; }

WORK=$(mktemp -d)
LOAD_BEFORE=$(cut -d" " -f1-3 /proc/loadavg)
PG_DB="sankalp_bench_$$"
SERVER_PID=
stop_server() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
  fi
}
cleanup() {
  stop_server
  psql "$PG_ADMIN" -qc "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# A real 1-second ffmpeg MP4 and a 640 × 360 PNG thumbnail.
VIDEO=crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4
THUMB="$WORK/thumb.png"
python3 - "$THUMB" <<'PY'
import struct, sys, zlib
w, h = 640, 360
raw = b"".join(b"\0" + bytes((x * 7 + y * 3) % 256 for x in range(w * 3)) for y in range(h))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
PY

# bench BACKEND DATABASE_URL: starts the server, creates 10 published posts, runs wrk; prints the wrk output.
bench() {
  local backend=$1 url=$2 data="$WORK/data-$1"
  SANKALP_ADMIN_USERNAME=bench SANKALP_ADMIN_EMAIL=bench@example.org SANKALP_ADMIN_PASSWORD=bench-password-123 \
    RUST_LOG=warn DATABASE_URL="$url" "$BIN" serve --listen "127.0.0.1:$PORT" --data-dir "$data" \
    >"$WORK/server-$backend.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 100); do
    curl -fsS "$BASE/api/v1/health" >/dev/null 2>&1 && break
    sleep 0.1
  done
  curl -fsS "$BASE/api/v1/health" | grep -q "\"backend\":\"$backend\"" || { cat "$WORK/server-$backend.log"; exit 1; }
  local token
  token=$(curl -fsS -H 'content-type: application/json' \
    -d '{"username":"bench","email":"bench","password":"bench-password-123"}' "$BASE/api/v1/users/login" |
    sed -E 's/.*"accessToken":"([^"]+)".*/\1/')
  for i in $(seq 1 10); do
    curl -fsS -o /dev/null --max-time 30 -H "authorization: Bearer $token" \
      --form-string "title=Darshan $i" --form-string "description=<p>Morning <strong>aarti</strong> $i</p>" \
      --form-string "isPublished=true" -F "video=@$VIDEO;type=video/mp4" -F "thumbnail=@$THUMB;type=image/png" \
      "$BASE/api/v1/video-posts/create"
  done
  local total
  total=$(curl -fsS "$BASE/api/v1/video-posts?page=1" | sed -E 's/.*"total":([0-9]+).*/\1/')
  [ "$total" = 10 ] || { echo "expected 10 posts, the list says $total"; exit 1; }
  wrk -t2 -c16 -d2s "$BASE/api/v1/video-posts?page=1" >/dev/null # warm-up
  wrk -t2 -c16 -d"$DURATION" --timeout 5s "$BASE/api/v1/video-posts?page=1" >"$WORK/wrk-$backend.txt" 2>&1
  stop_server
}

bench sqlite "sqlite://$WORK/data-sqlite/sankalp.db"
psql "$PG_ADMIN" -qc "CREATE DATABASE $PG_DB" >/dev/null
PG_URL="${PG_ADMIN%/*}/$PG_DB"
bench postgres "$PG_URL"

rps() { awk '/Requests\/sec/ { print $2 }' "$WORK/wrk-$1.txt"; }
latency() { awk '/^ +Latency/ { print $2 " (± " $3 ", max " $4 ")" }' "$WORK/wrk-$1.txt"; }
errors() { grep -E 'Non-2xx|Socket errors' "$WORK/wrk-$1.txt" || echo none; }
CPU=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
MEM=$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
PG_VERSION=$(psql "$PG_ADMIN" -qtAc 'SHOW server_version')
mkdir -p bench/results
cat >"$OUT" <<MD
# Public list throughput: SQLite and PostgreSQL

\`GET /api/v1/video-posts?page=1\` with 10 published posts (one page), the same release binary on each
backend, \`wrk -t2 -c16 -d$DURATION\` after a 2 s warm-up, over loopback, client and server on one machine.
Run with \`bench/list-throughput.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) cores ($CPU),
$MEM of memory, $(uname -sr); PostgreSQL $PG_VERSION on the same machine (default settings);
load average before the runs: $LOAD_BEFORE.

| backend | requests/s | latency mean (± sd, max) | errors |
|---|---|---|---|
| SQLite | $(rps sqlite) | $(latency sqlite) | $(errors sqlite) |
| PostgreSQL | $(rps postgres) | $(latency postgres) | $(errors postgres) |

Each request reads one page of posts joined with their owner and counts the published posts (two
queries). wrk and the server share the machine's cores, so these figures are a floor for the server.

<details><summary>wrk output</summary>

SQLite:

\`\`\`
$(cat "$WORK/wrk-sqlite.txt")
\`\`\`

PostgreSQL:

\`\`\`
$(cat "$WORK/wrk-postgres.txt")
\`\`\`

</details>
MD
cat "$OUT"
