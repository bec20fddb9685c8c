#!/usr/bin/env bash
# Bookings: creation throughput and latency (p50/p99) on SQLite and on PostgreSQL, measured with wrk over
# loopback, and the server's memory while a 200 MiB proof video is uploaded. Run by hand (not a test):
# bench/bookings.sh [BIN]. Writes bench/results/bookings.md (BENCH_OUT: another file, to compare two builds).
#
# One client may book 5 times in 10 minutes, so the load comes through a trusted proxy (127.0.0.1) and
# each request names another client in X-Forwarded-For (at most 5 per address): every booking is stored,
# as it would be for many devotees at once. PostgreSQL: BENCH_PG_URL (an administrative URL; default
# TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres); the script creates and drops its own
# database there.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_PORT:-8155}
DURATION=${BENCH_DURATION:-10s}
CONNECTIONS=${BENCH_CONNECTIONS:-16}
PROOF_MIB=${BENCH_PROOF_MIB:-200}
PG_ADMIN=${BENCH_PG_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}}
BASE="http://127.0.0.1:$PORT"
OUT=${BENCH_OUT:-bench/results/bookings.md}
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }
need_debian wrk
command -v psql >/dev/null || { echo "psql is missing (apt-get install postgresql-client)"; exit 1; }
psql "$PG_ADMIN" -qtAc 'SELECT 1' >/dev/null || { echo "no PostgreSQL answers at $PG_ADMIN (set BENCH_PG_URL)"; exit 1; }

WORK=$(mktemp -d)
PG_DB="sankalp_bench_bookings_$$"
SERVER_PID=
cleanup() {
  stop_server
  psql "$PG_ADMIN" -qc "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
LOAD_BEFORE=$(cut -d" " -f1-3 /proc/loadavg)

# A booking with two devotees, every field set, from a new client every 5 requests.
cat >"$WORK/book.lua" <<'LUA'
local threads = {}
function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  -- The first octet tells the runs apart (warm-up, measure), so no client is counted twice.
  first = tonumber(args[1]) or 10
  n = 0
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = '{"service":"ritual","slug":"satyanarayan","devotees":[{"name":"Lakshmi Rao","gotra":"Kashyapa",' ..
    '"nakshatra":"Rohini","rashi":"Vrishabha","relation":"self"},{"name":"Ramesh Rao","relation":"husband"}],' ..
    '"intention":"For the health of the family","contact":{"name":"Lakshmi Rao","phone":"+919845012345",' ..
    '"email":"lakshmi@example.org"},"timezone":"Europe/London","language":"en","website":""}'
end
function request()
  n = n + 1
  local client = math.floor(n / 5)
  local ip = string.format("%d.%d.%d.%d", first, id, math.floor(client / 256) % 256, client % 256)
  wrk.headers["X-Forwarded-For"] = ip
  return wrk.format()
end
function done(summary, latency, requests)
  local codes = summary.errors.status
  io.write(string.format("RESULT requests=%d non2xx=%d rps=%.1f p50=%.2f p90=%.2f p99=%.2f max=%.2f\n",
    summary.requests, codes, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
LUA

# creation BACKEND [DATABASE_URL]: prints the RESULT line and the number of bookings stored.
creation() {
  local backend=$1 url=${2:-}
  rm -rf "$WORK/data"
  if [ -n "$url" ]; then
    DATABASE_URL=$url SANKALP_TRUSTED_PROXY=127.0.0.1 start_server
  else
    SANKALP_TRUSTED_PROXY=127.0.0.1 start_server
  fi
  # Warm-up (the first connections, the catalogue lookups), not counted.
  wrk -t2 -c"$CONNECTIONS" -d2s -s "$WORK/book.lua" "$BASE/api/v1/bookings" -- 10 >/dev/null
  local result
  result=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --timeout 5s -s "$WORK/book.lua" "$BASE/api/v1/bookings" -- 11 | grep '^RESULT')
  local token stored
  token=$(login_token)
  stored=$(curl -fsS -H "authorization: Bearer $token" "$BASE/api/v1/bookings?limit=1" | sed -E 's/.*"total":([0-9]+).*/\1/')
  stop_server
  echo "$backend $result stored=$stored"
}

SQLITE=$(creation sqlite)
psql "$PG_ADMIN" -qc "CREATE DATABASE $PG_DB" >/dev/null
PG_URL="${PG_ADMIN%/*}/$PG_DB"
POSTGRES=$(creation postgres "$PG_URL")
field() { echo "$1" | tr ' ' '\n' | awk -F= -v k="$2" '$1 == k { print $2 }'; }
row() {
  echo "| $(field "$1" rps) | $(field "$1" p50) | $(field "$1" p90) | $(field "$1" p99) | $(field "$1" max) | $(field "$1" requests) | $(field "$1" non2xx) | $(field "$1" stored) |"
}

# Memory during one proof upload of PROOF_MIB MiB: a real ffmpeg MP4 padded with zeros (the padding
# reads as a last box running to the end, so the upload is accepted and stored).
VIDEO="$WORK/proof.mp4"
cp crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4 "$VIDEO"
truncate -s $((PROOF_MIB * 1048576)) "$VIDEO"
rm -rf "$WORK/data"
start_server
TOKEN=$(login_token)
REFERENCE=$(curl -fsS -H 'content-type: application/json' \
  -d '{"service":"astrology","devotees":[{"name":"Bench"}],"contact":{"name":"Bench","phone":"+919845012345"}}' \
  "$BASE/api/v1/bookings" | sed -E 's/.*"reference":"([^"]+)".*/\1/')
sleep 1
IDLE_RSS=$(proc_kib "$SERVER_PID")
(
  peak=0
  while kill -0 "$SERVER_PID" 2>/dev/null && [ ! -e "$WORK/done" ]; do
    now=$(proc_kib "$SERVER_PID" || echo 0)
    [ "${now:-0}" -gt "$peak" ] && peak=$now && echo "$peak" >"$WORK/peak"
    sleep 0.02
  done
) &
SAMPLER=$!
START=$(date +%s.%N)
STATUS=$(curl -sS -o "$WORK/proof.json" -w '%{http_code}' --max-time 300 -H "authorization: Bearer $TOKEN" \
  -F "video=@$VIDEO;type=video/mp4" "$BASE/api/v1/bookings/$REFERENCE/proof")
END=$(date +%s.%N)
touch "$WORK/done"
wait "$SAMPLER" 2>/dev/null || true
PEAK=$(cat "$WORK/peak" 2>/dev/null || echo 0)
HWM=$(proc_kib "$SERVER_PID" VmHWM)
stop_server
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
SECONDS_TAKEN=$(awk -v s="$START" -v e="$END" 'BEGIN { printf "%.1f", e - s }')

mkdir -p "$(dirname "$OUT")"
cat >"$OUT" <<EOF
# Bookings: creation throughput and proof upload memory

Run with \`bench/bookings.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(machine_line); load average
before the run: $LOAD_BEFORE (the machine is shared: other builds may have run alongside). Release build,
fresh data directory, local media store.

## Creating bookings (\`POST /api/v1/bookings\`)

wrk, 2 threads, $CONNECTIONS connections, $DURATION after a 2 s warm-up; each request a booking with two
devotees and every field set, through the trusted proxy with a new client address every 5 requests (the
per-client limit is 5 in 10 minutes). Each booking is one transaction: the per-client count (under the
write lock on SQLite, an advisory lock on PostgreSQL), the row, its history entry, the counter row.
Latencies in milliseconds.

| database | bookings/s | p50 | p90 | p99 | max | requests | non-2xx | stored (whole run) |
|---|---|---|---|---|---|---|---|---|
| SQLite | $(row "$SQLITE" | cut -d'|' -f2-) 
| PostgreSQL | $(row "$POSTGRES" | cut -d'|' -f2-) 

## Memory during a $PROOF_MIB MiB proof upload

| | |
|---|---|
| status | $STATUS |
| wall time | $SECONDS_TAKEN s |
| resident memory when idle | $(mib "$IDLE_RSS") MiB |
| peak resident memory (sampled every 20 ms) | $(mib "$PEAK") MiB |
| kernel high-water mark | $(mib "$HWM") MiB |
| peak above idle | $(mib $((PEAK - IDLE_RSS))) MiB |

The video streams to a temporary file chunk by chunk, is checked as an MP4 from the file (headers
only, bounded), and is moved into the media store: memory stays flat whatever the size.
EOF
cat "$OUT"
