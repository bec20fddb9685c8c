#!/usr/bin/env bash
# Peak memory of the server while the priest uploads 20 photos at once (Admin → Photos): 20 concurrent
# POST /api/v1/gallery of a 4000 × 3000 JPEG (a 12-megapixel phone photo, about 4 MB), each decoded and
# written as WebP at 360, 720, 1080 and 1600 pixels wide plus the upload capped at 2,560 (README "Photos");
# then as many again one after another, for memory that keeps growing.
# Run by hand (not a test): bench/photo-upload-memory.sh [BIN] (BENCH_PHOTO_UPLOADS, BENCH_PHOTO_PORT,
# default 19571). Talks to 127.0.0.1 only, every step bounded. Needs ffmpeg (to make the photo).
# Writes bench/results/photo-uploads.md.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_PHOTO_PORT:-19571}
UPLOADS=${BENCH_PHOTO_UPLOADS:-20}
BASE="http://127.0.0.1:$PORT"
OUT=bench/results/photo-uploads.md
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }
command -v ffmpeg >/dev/null || need_debian ffmpeg

WORK=$(mktemp -d /tmp/bench-photo-upload.XXXXXX)
SERVER_PID=
cleanup() {
  stop_server
  rm -rf "$WORK"
}
trap cleanup EXIT

# ffmpeg's test pattern with grain, so that it compresses as a photo does (a smooth pattern is 0.6 MB).
PHOTO="$WORK/photo.jpg"
ffmpeg -loglevel error -y -f lavfi -i testsrc2=size=4000x3000 -vf noise=alls=25:allf=u -frames:v 1 -q:v 3 "$PHOTO"
PHOTO_BYTES=$(stat -c %s "$PHOTO")

# As the systemd unit in README.md runs it.
export MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
start_server
TOKEN=$(login_token)
sleep 1
IDLE_RSS=$(proc_kib "$SERVER_PID")
IDLE_HWM=$(proc_kib "$SERVER_PID" VmHWM)
BEFORE=$(curl -fsS "$BASE/api/v1/gallery" | grep -o '"id":' | wc -l)

# Sample the resident set every 20 ms while the uploads run.
(
  peak=0
  while kill -0 "$SERVER_PID" 2>/dev/null && [ ! -e "$WORK/done" ]; do
    now=$(proc_kib "$SERVER_PID" 2>/dev/null || echo 0)
    [ "${now:-0}" -gt "$peak" ] && peak=$now && echo "$peak" >"$WORK/peak"
    sleep 0.02
  done
) &
SAMPLER=$!

START=$(date +%s.%N)
CLIENTS=()
for i in $(seq 1 "$UPLOADS"); do
  curl -sS -o "$WORK/upload-$i.json" -w '%{http_code} %{time_total}\n' --max-time 600 \
    -H "authorization: Bearer $TOKEN" \
    --form-string "caption=Evening aarti, photo $i" --form-string "alt=Lamps lit before the shrine, photo $i" \
    --form-string "category=all" -F "image=@$PHOTO;type=image/jpeg" \
    "$BASE/api/v1/gallery" >"$WORK/status-$i" &
  CLIENTS+=($!)
done
wait "${CLIENTS[@]}" || true
END=$(date +%s.%N)
touch "$WORK/done"
wait "$SAMPLER" 2>/dev/null || true

CREATED=$(cat "$WORK"/status-* | grep -c '^201 ' || true)
FIRST=$(awk '{ printf "%.1f\n", $2 }' "$WORK"/status-* | sort -n | head -1)
LAST=$(awk '{ printf "%.1f\n", $2 }' "$WORK"/status-* | sort -n | tail -1)
PEAK_SAMPLED=$(cat "$WORK/peak" 2>/dev/null || echo 0)
PEAK_HWM=$(proc_kib "$SERVER_PID" VmHWM)
SECONDS_TAKEN=$(awk -v s="$START" -v e="$END" 'BEGIN { printf "%.1f", e - s }')
AFTER=$(curl -fsS "$BASE/api/v1/gallery" | grep -o '"id":' | wc -l)
STORED=$(find "$WORK/data" -path '*gallery*' -name '*.webp' | wc -l)
sleep 5
SETTLED_RSS=$(proc_kib "$SERVER_PID")

# Then as many again, one after another: does what the server keeps go on growing?
SECOND=0
for i in $(seq 1 "$UPLOADS"); do
  code=$(curl -sS -o /dev/null -w '%{http_code}' --max-time 120 -H "authorization: Bearer $TOKEN" \
    --form-string "caption=Morning aarti, photo $i" --form-string "alt=The shrine at dawn, photo $i" \
    --form-string "category=all" -F "image=@$PHOTO;type=image/jpeg" "$BASE/api/v1/gallery")
  [ "$code" = 201 ] && SECOND=$((SECOND + 1))
done
sleep 5
SECOND_RSS=$(proc_kib "$SERVER_PID")
SECOND_HWM=$(proc_kib "$SERVER_PID" VmHWM)
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
[ "$CREATED" = "$UPLOADS" ] || { echo "only $CREATED of $UPLOADS uploads were created:"; head -c 600 "$WORK"/upload-*.json; }

mkdir -p bench/results
cat >"$OUT" <<EOF
# Photos: memory of $UPLOADS uploads at once

Run with \`bench/photo-upload-memory.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(machine_line);
SQLite in a fresh data directory, local media store, release build, \`MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX\` (as the
systemd unit in README.md).

$UPLOADS concurrent \`POST /api/v1/gallery\` (caption, alt, category \`all\`) of the same 4000 × 3000 JPEG
($PHOTO_BYTES bytes: ffmpeg's \`testsrc2\` with grain, quality 3), each made into WebP at 360, 720, 1080, 1600
and 2,560 pixels wide.

| | |
|---|---|
| created (201) | $CREATED of $UPLOADS (gallery $BEFORE → $AFTER entries; $STORED WebP files stored) |
| all answered after | $SECONDS_TAKEN s (first answer $FIRST s, last $LAST s) |
| resident memory when idle | $(mib "$IDLE_RSS") MiB |
| peak resident memory (sampled every 20 ms) | $(mib "$PEAK_SAMPLED") MiB |
| peak resident memory (kernel high-water mark, VmHWM) | $(mib "$PEAK_HWM") MiB (idle high-water mark $(mib "$IDLE_HWM") MiB) |
| peak above idle | $(mib $((PEAK_HWM - IDLE_RSS))) MiB |
| resident memory 5 s after the last answer | $(mib "$SETTLED_RSS") MiB |
| then $UPLOADS more, one after another: created | $SECOND of $UPLOADS |
| resident memory 5 s after them | $(mib "$SECOND_RSS") MiB (peak $(mib "$SECOND_HWM") MiB) |

Each upload streams to a temporary file; the photos are decoded and encoded one at a time on the checker
thread (\`crates/sankalp/src/worker.rs\`), so the answers arrive one after another and the number sent at
once does not add to the peak.
EOF
cat "$OUT"
[ "$CREATED" = "$UPLOADS" ] && [ "$SECOND" = "$UPLOADS" ]
