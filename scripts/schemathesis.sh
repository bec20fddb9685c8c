#!/usr/bin/env bash
# Fuzzes the API with Schemathesis against the real server, from its own OpenAPI document.
#
#   scripts/schemathesis.sh [BIN]      (make test-api; BIN defaults to target/release/sankalp)
#
# Starts the release binary on 127.0.0.1 with a fresh SQLite data directory and a bootstrap
# administrator, signs in, seeds two posts (one published, one draft) with real media (their ids, media
# keys and ETags go to the hooks in scripts/schemathesis_hooks.py) and two bookings (one with a proof
# video: references, tokens and the file's name go to the hooks too), then runs every
# phase (examples, coverage, fuzzing, stateful) over every operation with every check: no 5xx, every
# status, content type, header and body as documented, schema-violating requests refused with 4xx,
# admin operations refusing a missing token. Not checked: that every schema-valid request is accepted
# (positive_data_acceptance), because some rules cannot be written in JSON Schema: a title of spaces
# is empty once trimmed, a description must keep some text once its HTML is cleaned, login needs
# `username` or `email` to be non-blank, and PATCH needs one of its fields to be non-null. Generation is
# seeded (with several workers the order of cases, and so their count, still varies a little between runs);
# the request rate is bounded by the server itself. Schemathesis and its dependencies are pinned
# (scripts/schemathesis-requirements.txt) and installed into a venv under target/ the first time.
#
# On a 2-core machine: about 650 cases in about 10 s when it is quiet, 2 minutes under heavy load (plus the
# one-time install).
# Environment: SCHEMATHESIS_PORT (19400), SCHEMATHESIS_MAX_EXAMPLES (per operation, 40),
# SCHEMATHESIS_SEED (1), SCHEMATHESIS_WORKERS (1). Failure reports go to target/schemathesis/report.
# One worker: Schemathesis's workers are threads, and Hypothesis describes its filters by parsing their
# source with `ast` in each; CPython 3.11 before 3.11.9 can then fail with "SystemError: AST constructor
# recursion depth mismatch" (python/cpython#106905), which failed a whole CI run on this machine's 3.11.7.
set -euo pipefail
cd "$(dirname "$0")/.."

REQUIREMENTS=scripts/schemathesis-requirements.txt
BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${SCHEMATHESIS_PORT:-19400}
MAX_EXAMPLES=${SCHEMATHESIS_MAX_EXAMPLES:-40}
SEED=${SCHEMATHESIS_SEED:-1}
WORKERS=${SCHEMATHESIS_WORKERS:-1}
BASE="http://127.0.0.1:$PORT"
VENV=target/schemathesis/venv
REPORT=target/schemathesis/report
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }
command -v python3 >/dev/null || { echo "python3 is required (Debian: apt-get install python3 python3-venv)"; exit 1; }
command -v curl >/dev/null || { echo "curl is required (Debian: apt-get install curl)"; exit 1; }

# --- Schemathesis, pinned, in a venv of its own (idempotent: redone when the pins change) ----------
PINS=$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)
if [ "$(cat "$VENV/.installed" 2>/dev/null)" != "$PINS" ]; then
  echo "Installing Schemathesis $(grep -oP '^schemathesis==\K.*' "$REQUIREMENTS") and its pinned dependencies into $VENV"
  if ! python3 -m venv --clear "$VENV" >/dev/null 2>&1; then
    echo "python3 cannot make a venv; installing Debian's python3-venv"
    SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
    $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv --clear "$VENV"
  fi
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --requirement "$REQUIREMENTS"
  echo "$PINS" >"$VENV/.installed"
fi

# --- A fresh server --------------------------------------------------------------------------------
WORK=$(mktemp -d /tmp/sankalp-schemathesis.XXXXXX)
SERVER_PID=
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

ADMIN_PASSWORD="fuzz-password-$RANDOM$RANDOM"
SANKALP_ADMIN_USERNAME=fuzzadmin SANKALP_ADMIN_EMAIL=fuzz@example.org SANKALP_ADMIN_PASSWORD="$ADMIN_PASSWORD" \
  SANKALP_ADMIN_FULL_NAME="Fuzz Admin" RUST_LOG=sankalp=warn \
  "$BIN" serve --listen "127.0.0.1:$PORT" --data-dir "$WORK/data" >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do
  curl -fsS "$BASE/api/v1/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log"; echo "the server did not start"; exit 1; }
  sleep 0.1
done
curl -fsS "$BASE/api/v1/health" >/dev/null

json_field() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval("d"+sys.argv[1]))' "$1"; }
TOKEN=$(curl -fsS -H 'content-type: application/json' \
  -d "{\"username\":\"fuzzadmin\",\"email\":\"fuzzadmin\",\"password\":\"$ADMIN_PASSWORD\"}" \
  "$BASE/api/v1/users/login" | json_field '["data"]["accessToken"]')

# Real media for the hooks and the seeded posts: the test MP4 and a small PNG.
export SANKALP_FUZZ_VIDEO="$WORK/video.mp4" SANKALP_FUZZ_THUMBNAIL="$WORK/thumb.png"
cp crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4 "$SANKALP_FUZZ_VIDEO"
python3 - "$SANKALP_FUZZ_THUMBNAIL" <<'PY'
import struct, sys, zlib
w, h = 96, 54
raw = b"".join(b"\0" + bytes(v for x in range(w) for v in (x * 2 % 256, y * 4 % 256, (x + y) % 256)) for y in range(h))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
open(sys.argv[1], "wb").write(png + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
PY
# The seeded posts' ids, and the media keys their answers name (a video and thumbnail variants each).
IDS=()
KEYS=()
for published in true false; do
  created=$(curl -fsS -H "authorization: Bearer $TOKEN" \
    --form-string "title=Seeded post ($published)" --form-string "description=<p>Seeded for fuzzing</p>" \
    --form-string "isPublished=$published" \
    -F "video=@$SANKALP_FUZZ_VIDEO;type=video/mp4" -F "thumbnail=@$SANKALP_FUZZ_THUMBNAIL;type=image/png" \
    "$BASE/api/v1/video-posts/create")
  IDS+=("$(json_field '["data"]["videoPost"]["_id"]' <<<"$created")")
  # shellcheck disable=SC2207
  KEYS+=($(grep -oE '/media/[a-z0-9/._-]+' <<<"$created" | sed 's|^/media/||' | sort -u))
done
[ ${#KEYS[@]} -ge 4 ] || { echo "the seeded posts name no media: ${KEYS[*]}"; exit 1; }
# Each key with its ETag (KEY=ETAG), for the hooks' conditional requests.
MEDIA=()
for key in "${KEYS[@]}"; do
  etag=$(curl -fsS -I "$BASE/media/$key" | tr -d '\r' | awk 'tolower($1) == "etag:" { print $2 }')
  [ -n "$etag" ] || { echo "/media/$key has no ETag"; exit 1; }
  MEDIA+=("$key=$etag")
done
export SANKALP_FUZZ_POST_IDS="${IDS[*]}" SANKALP_FUZZ_MEDIA="${MEDIA[*]}"
# Two bookings (their references and tokens), the first with a proof video (its file name), so the booking
# operations reach real rows and files, not only the 404 of an unknown reference or token.
REFS=()
TOKENS=()
for name in First Second; do
  booked=$(curl -fsS -H 'content-type: application/json' \
    -d "{\"service\":\"astrology\",\"devotees\":[{\"name\":\"$name\"}],\"contact\":{\"name\":\"$name\",\"phone\":\"+919845012345\"}}" \
    "$BASE/api/v1/bookings")
  REFS+=("$(json_field '["data"]["reference"]' <<<"$booked")")
  TOKENS+=("$(json_field '["data"]["token"]' <<<"$booked")")
done
proof=$(curl -fsS -H "authorization: Bearer $TOKEN" -F "video=@$SANKALP_FUZZ_VIDEO;type=video/mp4" \
  "$BASE/api/v1/bookings/${REFS[0]}/proof")
PROOF_NAME=$(json_field '["data"]["booking"]["proof"][0]["url"]' <<<"$proof" | sed -E 's|.*/proof/([^?]+).*|\1|')
export SANKALP_FUZZ_BOOKING_REFERENCES="${REFS[*]}" SANKALP_FUZZ_BOOKING_TOKENS="${TOKENS[*]}"
export SANKALP_FUZZ_PROOF_NAME="$PROOF_NAME"
export SCHEMATHESIS_HOOKS=schemathesis_hooks PYTHONPATH="$PWD/scripts"

# --- The run ---------------------------------------------------------------------------------------
rm -rf "$REPORT"
mkdir -p "$REPORT"
echo "Schemathesis $("$VENV/bin/schemathesis" --version 2>/dev/null | grep -oE "[0-9]+\.[0-9]+\.[0-9]+" | head -1) against $BASE: $MAX_EXAMPLES examples per operation, seed $SEED"
START=$(date +%s)
status=0
"$VENV/bin/schemathesis" --config-file scripts/schemathesis.toml run "$BASE/api/v1/openapi.json" \
  --header "Authorization: Bearer $TOKEN" --checks all --exclude-checks positive_data_acceptance \
  --max-examples "$MAX_EXAMPLES" --seed "$SEED" --workers "$WORKERS" \
  --report junit,ndjson --report-dir "$REPORT" || status=$?
ELAPSED=$(( $(date +%s) - START ))

# The server must still be up and must have logged no internal error.
kill -0 "$SERVER_PID" 2>/dev/null || { echo "the server died during the run"; status=1; }
if grep -E '"request failed"|ERROR|panicked' "$WORK/server.log" >/dev/null; then
  echo "the server logged errors during the run:"
  grep -E '"request failed"|ERROR|panicked' "$WORK/server.log" | head -20
  status=1
fi
echo "Schemathesis finished in ${ELAPSED}s (exit $status); reports in $REPORT"
exit "$status"
