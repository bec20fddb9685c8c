#!/usr/bin/env bash
# Bytes of the public feed's first page (`/api/v1/video-posts?page=1`, ten posts) as sent: identity
# (what every client got before the API was compressed), gzip and brotli. Run by hand:
# bench/api-compression.sh [BIN]; writes bench/results/api-compression.md. Talks to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_PORT:-18394}
OUT=bench/results/api-compression.md
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }
WORK=$(mktemp -d /tmp/bench-compression.XXXXXX)
trap 'stop_server; rm -rf "$WORK"' EXIT

start_server
TOKEN=$(login_token)
cp crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4 "$WORK/video.mp4"
make_png "$WORK/thumb.png" 1280 720
for i in $(seq 1 10); do
  status=$(upload_post "$TOKEN" "Morning darshan $i at the temple" "$WORK/video.mp4" "$WORK/thumb.png")
  [ "$status" = 201 ] || { echo "upload $i answered $status"; exit 1; }
done

URL="http://127.0.0.1:$PORT/api/v1/video-posts?page=1"
row() {
  local name=$1 accept=$2 headers size
  headers=$(curl -sS -o "$WORK/body" -D - ${accept:+-H "accept-encoding: $accept"} "$URL")
  size=$(stat -c %s "$WORK/body")
  local encoding vary
  encoding=$(printf '%s' "$headers" | awk -F': ' 'tolower($1) == "content-encoding" { gsub("\r", "", $2); print $2 }')
  vary=$(printf '%s' "$headers" | awk -F': ' 'tolower($1) == "vary" { gsub("\r", "", $2); print $2 }')
  echo "| $name | ${accept:-(none)} | ${encoding:-identity} | ${vary:-} | $size |"
}
ROWS="$(row identity "")
$(row gzip gzip)
$(row brotli "gzip, deflate, br")"

{
  cat <<MD
# API JSON compression

Run with \`bench/api-compression.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC') at commit $(git rev-parse --short HEAD);
$(machine_line). Release build, SQLite, ten published posts (each with its four thumbnail variants),
\`GET /api/v1/video-posts?page=1\` as sent on the wire (body bytes, headers excluded).

| client | Accept-Encoding | Content-Encoding | Vary | bytes |
|---|---|---|---|---:|
$ROWS
MD
} >"$OUT"
cat "$OUT"
