#!/usr/bin/env bash
# Latency of the public list on pages the cache does not keep (pages 6 to 30 of 10 posts each, 300
# published posts), 200 connections, on SQLite and on PostgreSQL: wrk with a script spreading the
# requests over those pages. Run by hand (not a test): bench/list-uncached.sh [BIN].
# Writes bench/results/list-uncached.md; with LABEL set (e.g. LABEL=after) the run is added below the
# ones already there, so a before/after pair stays together.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_PORT:-18392}
DURATION=${BENCH_DURATION:-10s}
POSTS=${BENCH_POSTS:-300}
PG_ADMIN=${BENCH_PG_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}}
BASE="http://127.0.0.1:$PORT"
OUT=bench/results/list-uncached.md
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }
command -v wrk >/dev/null || { echo "wrk is missing (apt-get install wrk)"; exit 1; }

WORK=$(mktemp -d)
LOAD_BEFORE=$(cut -d" " -f1-3 /proc/loadavg)
PG_DB="sankalp_bench_uncached_$$"
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

VIDEO=crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4
THUMB="$WORK/thumb.png"
make_png "$THUMB" 64 36
# Pages 6..30 (the cache keeps 1..5), in turn.
cat >"$WORK/pages.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/v1/video-posts?limit=10&page=" .. (6 + n % 25))
end
LUA

bench() {
  local backend=$1 url=$2 data="$WORK/data-$1"
  SANKALP_ADMIN_USERNAME=bench SANKALP_ADMIN_EMAIL=bench@example.org SANKALP_ADMIN_PASSWORD=bench-password-123 \
    SANKALP_MAX_CONNECTIONS_PER_CLIENT=1000 RUST_LOG=warn DATABASE_URL="$url" \
    "$BIN" serve --listen "127.0.0.1:$PORT" --data-dir "$data" >"$WORK/server-$backend.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 100); do
    curl -fsS "$BASE/api/v1/health" >/dev/null 2>&1 && break
    sleep 0.1
  done
  local token
  token=$(curl -fsS -H 'content-type: application/json' \
    -d '{"username":"bench","email":"bench","password":"bench-password-123"}' "$BASE/api/v1/users/login" |
    sed -E 's/.*"accessToken":"([^"]+)".*/\1/')
  for i in $(seq 1 "$POSTS"); do
    curl -fsS -o /dev/null --max-time 30 -H "authorization: Bearer $token" \
      --form-string "title=Darshan $i" --form-string "description=<p>Morning <strong>aarti</strong> $i</p>" \
      --form-string "isPublished=true" -F "video=@$VIDEO;type=video/mp4" -F "thumbnail=@$THUMB;type=image/png" \
      "$BASE/api/v1/video-posts/create"
  done
  wrk -t2 -c200 -d2s -s "$WORK/pages.lua" "$BASE" >/dev/null # warm-up
  wrk -t2 -c200 -d"$DURATION" --timeout 10s --latency -s "$WORK/pages.lua" "$BASE" >"$WORK/wrk-$backend.txt" 2>&1
  stop_server
}

bench sqlite "sqlite://$WORK/data-sqlite/sankalp.db"
if [ -z "${BENCH_SQLITE_ONLY:-}" ] && psql "$PG_ADMIN" -qtAc 'SELECT 1' >/dev/null 2>&1; then
  psql "$PG_ADMIN" -qc "CREATE DATABASE $PG_DB" >/dev/null
  bench postgres "${PG_ADMIN%/*}/$PG_DB"
else
  echo "not run" >"$WORK/wrk-postgres.txt"
fi

rps() { awk '/Requests\/sec/ { print $2 }' "$WORK/wrk-$1.txt"; }
pct() { awk -v p="$2" '$1 == p { print $2 }' "$WORK/wrk-$1.txt"; }
errors() { grep -E 'Non-2xx|Socket errors' "$WORK/wrk-$1.txt" | tr '\n' ' ' || echo none; }
CPU=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
mkdir -p bench/results
{
  if [ -f "$OUT" ] && [ -n "${LABEL:-}" ] && [ "${LABEL:-}" != before ]; then cat "$OUT"; echo; else
    echo "# Public list on uncached pages, 200 connections"; echo; fi
  cat <<MD
## ${LABEL:-Run}: $(date -u '+%Y-%m-%d %H:%M UTC'), binary of $(git rev-parse --short HEAD 2>/dev/null || echo unknown)

\`GET /api/v1/video-posts?limit=10&page=6…30\` ($POSTS published posts; the cache keeps pages 1 to 5 only),
\`wrk -t2 -c200 -d$DURATION --latency\` after a 2 s warm-up, client and server on one machine: $(nproc) cores
($CPU), $(uname -sr); load average before: $LOAD_BEFORE.

| backend | requests/s | p50 | p90 | p99 | errors |
|---|---|---|---|---|---|
| SQLite | $(rps sqlite) | $(pct sqlite 50%) | $(pct sqlite 90%) | $(pct sqlite 99%) | $(errors sqlite) |
| PostgreSQL | $(rps postgres) | $(pct postgres 50%) | $(pct postgres 90%) | $(pct postgres 99%) | $(errors postgres) |
MD
} >"$OUT.new"
mv "$OUT.new" "$OUT"
cat "$OUT"
