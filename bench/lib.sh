# Shared by the bench scripts (sourced, not run). Everything talks to 127.0.0.1 only.
# The caller sets WORK (a scratch folder it removes), BIN and PORT before calling these.

BENCH_USER=bench
BENCH_PASSWORD=bench-password-123

# Installs Debian packages that are missing (apt-get update first, as on a fresh machine).
need_debian() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  echo "Installing ${missing[*]} from Debian"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The machine, for the results files.
machine_line() {
  local cpu mem
  cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
  mem=$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
  echo "$(nproc) cores ($cpu), $mem of memory, $(uname -sr)"
}

# A real ffmpeg MP4 padded with zeros to exactly 10 MiB (the padding reads as a last box running to the
# end of the file, so the upload is accepted).
make_video() {
  cp crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4 "$1"
  truncate -s $((10 * 1048576)) "$1"
}

# A noisy RGB PNG of $2 × $3 pixels (noise so that it does not compress away).
make_png() {
  python3 - "$1" "$2" "$3" <<'PY'
import os, struct, sys, zlib
path, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
raw = b"".join(b"\0" + os.urandom(w * 3) for _ in range(h))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")
open(path, "wb").write(png)
PY
}

# Starts the server on a fresh data directory ($WORK/data) with the bench administrator, optionally
# under a command prefix (e.g. `taskset -c 0`). Sets SERVER_PID.
start_server() {
  SANKALP_ADMIN_USERNAME=$BENCH_USER SANKALP_ADMIN_EMAIL=bench@example.org SANKALP_ADMIN_PASSWORD=$BENCH_PASSWORD \
    RUST_LOG=${RUST_LOG:-warn} "$@" "$BIN" serve --listen "127.0.0.1:$PORT" --data-dir "$WORK/data" \
    >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 200); do
    curl -fsS "http://127.0.0.1:$PORT/api/v1/health" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
  done
  echo "the server did not start:"
  cat "$WORK/server.log"
  return 1
}

stop_server() {
  if [ -n "${SERVER_PID:-}" ]; then
    kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
    SERVER_PID=
  fi
  return 0
}

# Prints a fresh access token for the bench administrator.
login_token() {
  curl -fsS -H 'content-type: application/json' \
    -d "{\"username\":\"$BENCH_USER\",\"email\":\"$BENCH_USER\",\"password\":\"$BENCH_PASSWORD\"}" \
    "http://127.0.0.1:$PORT/api/v1/users/login" | sed -E 's/.*"accessToken":"([^"]+)".*/\1/'
}

# Uploads one published post: upload_post TOKEN TITLE VIDEO THUMBNAIL. Prints the HTTP status.
upload_post() {
  curl -sS -o /dev/null -w '%{http_code}' --max-time 60 -H "authorization: Bearer $1" \
    --form-string "title=$2" --form-string "description=<p>A benchmark post with <strong>some</strong> text.</p>" \
    --form-string "isPublished=true" -F "video=@$3;type=video/mp4" -F "thumbnail=@$4;type=image/png" \
    "http://127.0.0.1:$PORT/api/v1/video-posts/create"
}

# Resident set of a process in KiB (VmRSS or another /proc status field).
proc_kib() { awk -v k="${2:-VmRSS}" '$1 == k":" { print $2 }' "/proc/$1/status"; }
