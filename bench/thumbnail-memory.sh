#!/usr/bin/env bash
# Peak memory of the release server above idle while it accepts the worst thumbnails within its limits,
# one upload per fresh server (the kernel's high-water mark, VmHWM, only rises).
# Run by hand (not a test): bench/thumbnail-memory.sh [BIN]; LABEL=before|after (default after) names the
# section written to bench/results/thumbnail-memory.md, which keeps the other label's section.
# The pictures are made with Pillow (PyPI) in a venv under target/ (created the first time).
# Talks to 127.0.0.1 only; every step bounded.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
LABEL=${LABEL:-after}
PORT=${BENCH_THUMB_PORT:-19540}
BASE="http://127.0.0.1:$PORT"
OUT=bench/results/thumbnail-memory.md
VENV=${BENCH_VENV:-target/bench-venv}
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }

if [ ! -f "$VENV/.installed" ]; then
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check 'pillow>=10,<13'
  touch "$VENV/.installed"
fi

WORK=$(mktemp -d /tmp/bench-thumb.XXXXXX)
SERVER_PID=
stop_server() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
  fi
}
trap 'stop_server; rm -rf "$WORK"' EXIT

# Smooth gradients with a little noise: real photos' sizes in pixels, files under the 5 MiB limit.
"$VENV/bin/python" - "$WORK" <<'PY'
import sys
from PIL import Image, ImageFilter
work = sys.argv[1]
def picture(w, h, fmt):
    r = Image.linear_gradient("L").resize((w, h))
    g = Image.linear_gradient("L").rotate(90).resize((w, h))
    # PNG compresses flat blocks of noise; smooth noise suits JPEG.
    if fmt == "PNG":
        b = Image.effect_noise((w // 16, h // 16), 40).resize((w, h), Image.NEAREST)
    else:
        b = Image.effect_noise((w // 8, h // 8), 40).resize((w, h))
    return Image.merge("RGB", (r, g, b))
cases = [
    # name, size, format, options
    ("png-6000x6000", (6000, 6000), "PNG", {}),                      # the issue's case
    ("png-7000x7000", (7000, 7000), "PNG", {}),                      # 49 MP
    ("png-1280x10000", (1280, 10000), "PNG", {}),                    # tallest whose widest variant is itself
    ("jpeg-7300x5475", (7300, 5475), "JPEG", {"quality": 80}),       # 40 MP, the old limit
    ("jpeg-8160x6120", (8160, 6120), "JPEG", {"quality": 80}),       # 50 MP phone camera
    ("jpeg-2558x3200-444", (2558, 3200), "JPEG", {"quality": 90, "subsampling": 0}),  # no DCT scaling possible
    ("jpeg-3000x2100-progressive-444", (3000, 2100), "JPEG", {"quality": 90, "subsampling": 0, "progressive": True}),
]
for name, size, fmt, options in cases:
    ext = "png" if fmt == "PNG" else "jpg"
    picture(*size, fmt).save(f"{work}/{name}.{ext}", fmt, **options)
    print(name)
PY

VIDEO=crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4
kib() { awk -v k="$1" '$1 == k":" { print $2 }' "/proc/$SERVER_PID/status"; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

ROWS=""
for file in "$WORK"/*.png "$WORK"/*.jpg; do
  name=$(basename "$file")
  rm -rf "$WORK/data"
  SANKALP_ADMIN_USERNAME=bench SANKALP_ADMIN_EMAIL=bench@example.org SANKALP_ADMIN_PASSWORD=bench-password-123 \
    RUST_LOG=warn "$BIN" serve --listen "127.0.0.1:$PORT" --data-dir "$WORK/data" >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 100); do
    curl -fsS "$BASE/api/v1/health" >/dev/null 2>&1 && break
    sleep 0.1
  done
  TOKEN=$(curl -fsS -H 'content-type: application/json' \
    -d '{"username":"bench","email":"bench","password":"bench-password-123"}' "$BASE/api/v1/users/login" |
    sed -E 's/.*"accessToken":"([^"]+)".*/\1/')
  sleep 1
  idle=$(kib VmRSS)
  status=$(curl -sS -o "$WORK/answer.json" -w '%{http_code}' --max-time 120 -H "authorization: Bearer $TOKEN" \
    --form-string "title=$name" --form-string "description=<p>Benchmark</p>" --form-string "isPublished=true" \
    -F "video=@$VIDEO;type=video/mp4" -F "thumbnail=@$file" "$BASE/api/v1/video-posts/create")
  peak=$(kib VmHWM)
  answer=$status
  [ "$status" = 201 ] || answer="$status: $(sed -E 's/.*"message":"([^"]*)".*/\1/' "$WORK/answer.json")"
  ROWS+="| $name | $(( $(stat -c %s "$file") / 1024 )) KiB | $answer | $(mib "$idle") MiB | $(mib "$peak") MiB | **$(mib $((peak - idle))) MiB** |"$'\n'
  stop_server
done

CPU=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
SECTION="## $LABEL ($(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u '+%Y-%m-%d %H:%M UTC'))

| thumbnail | file | answer | idle RSS | peak RSS (VmHWM) | peak above idle |
|---|---|---|---|---|---|
$ROWS"

mkdir -p bench/results
OTHER=""
if [ -f "$OUT" ]; then
  # Keep the sections of other labels.
  OTHER=$(awk -v label="$LABEL" '
    /^## / { keep = ($2 != label) }
    /^## / && !started { started = 1 }
    started && keep { print }' "$OUT")
fi
{
  cat <<EOF
# Thumbnail decoding: peak memory above idle

Run with \`LABEL=$LABEL bench/thumbnail-memory.sh\`; machine: $(nproc) cores ($CPU), $(uname -sr); release build,
SQLite, local media, a fresh server for each upload of one thumbnail (with a 1-second MP4). Target: under
64 MiB above idle for the worst thumbnail within limits. Each file is the worst of its kind that the
\`after\` limits accept: the most pixels, the tallest picture (its widest variant is 1280 x 10000), a JPEG
just too narrow for DCT scaling (decoded at full size, 4:4:4), a progressive 4:4:4 JPEG near the
decoding budget (its coefficients are held whole).

EOF
  [ -n "$OTHER" ] && printf '%s\n\n' "$OTHER"
  printf '%s\n' "$SECTION"
} >"$OUT.new"
mv "$OUT.new" "$OUT"
cat "$OUT"
