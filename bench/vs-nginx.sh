#!/usr/bin/env bash
# Sankalp side by side with nginx, in one run: the public list API, the home page and its largest script
# (gzip), 1 MiB ranges of a 10 MiB video, and the booking a devotee's private page reads
# (`GET /api/v1/bookings/track/{token}`, a database read per request). The private page itself (test
# `booking`, not run unless named) is drawn by the render engine at each request since it carries the
# booking, and a client may have only two drawn at once (ARCHITECTURE.md §6): one wrk client mostly
# meets 429s, so against nginx serving a file it measures nothing useful. nginx serves byte-identical copies of what Sankalp answers
# (checked before measuring), from its own config and prefix on a loopback port; the system nginx
# service is never used. Each server runs pinned to one core, wrk to the other; the rounds alternate
# which server goes first and the median round counts. Writes bench/results/nginx.md.
#
#   bench/vs-nginx.sh [BIN]    (BENCH_SECONDS per round, default 10; BENCH_ROUNDS, default 3;
#                              BENCH_TESTS, some of "api home script video booking booking-api";
#                              BENCH_OUT, the results file; BENCH_COMMIT, the commit BIN was built
#                              from when it is not this checkout's target/release/sankalp)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_PORT:-19510}
NGINX_PORT=${BENCH_NGINX_PORT:-19511}
SECONDS_PER_ROUND=${BENCH_SECONDS:-10}
ROUNDS=${BENCH_ROUNDS:-3}
CONNECTIONS=64
SERVER_CPU=${BENCH_SERVER_CPU:-0}
CLIENT_CPU=${BENCH_CLIENT_CPU:-1}
OUT=${BENCH_OUT:-bench/results/nginx.md}
read -r -a TESTS <<<"${BENCH_TESTS:-api home script video booking-api}"
for test in "${TESTS[@]}"; do
  case $test in
    api | home | script | video | booking | booking-api) ;;
    *) echo "BENCH_TESTS: no test named $test (api home script video booking booking-api)"; exit 1 ;;
  esac
done
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }
need_debian nginx wrk
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

WORK=$(mktemp -d /tmp/bench-nginx.XXXXXX)
# nginx's workers run as nobody when started by root: they must be able to read the copies.
chmod 755 "$WORK"
SERVER_PID=
NGINX_PID=
cleanup() {
  stop_server
  if [ -n "$NGINX_PID" ]; then kill -QUIT "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

S="http://127.0.0.1:$PORT"
N="http://127.0.0.1:$NGINX_PORT"

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
echo "Starting Sankalp (core $SERVER_CPU) and seeding 10 posts"
# wrk's connections all come from 127.0.0.1, one client to Sankalp, whose default cap of 64 per client
# refused one of them when a round began before the last round's connections had been let go. nginx has
# no such cap; neither does this comparison.
SANKALP_MAX_CONNECTIONS_PER_CLIENT=$((CONNECTIONS * 4)) start_server taskset -c "$SERVER_CPU"
TOKEN=$(login_token)
make_video "$WORK/video.mp4"
make_png "$WORK/thumb.png" 640 360
for i in $(seq 1 10); do
  status=$(upload_post "$TOKEN" "Benchmark post $i" "$WORK/video.mp4" "$WORK/thumb.png")
  [ "$status" = 201 ] || { echo "upload $i answered $status"; exit 1; }
done

# One booking, as the sankalp form sends it; its token opens the private page.
PREFERRED=$(TZ=Asia/Kolkata date -d '+7 days' +%F)
BOOKING=$(curl -fsS -H 'content-type: application/json' "$S/api/v1/bookings" -d "{
  \"service\": \"ritual\", \"slug\": \"satyanarayan\", \"preferredDate\": \"$PREFERRED\",
  \"devotees\": [{\"name\": \"Lakshmi Rao\", \"gotra\": \"Kashyapa\", \"nakshatra\": \"Rohini\", \"relation\": \"self\"},
                {\"name\": \"Ramesh Rao\", \"nakshatra\": \"Purva Phalguni\", \"relation\": \"husband\"}],
  \"intention\": \"For the health of the family\", \"timezone\": \"America/New_York\",
  \"contact\": {\"name\": \"Lakshmi Rao\", \"phone\": \"+91 98450 12345\", \"email\": \"lakshmi@example.org\"}, \"website\": \"\"}")
BOOKING_TOKEN=$(sed -E 's/.*"token":"([^"]+)".*/\1/' <<<"$BOOKING")
[[ $BOOKING_TOKEN =~ ^[A-Za-z0-9_-]{20,}$ ]] || { echo "the booking was not created: $BOOKING"; exit 1; }
BOOKING_PAGE=/booking/$BOOKING_TOKEN
BOOKING_API=/api/v1/bookings/track/$BOOKING_TOKEN

# The copies nginx serves: exactly the bytes Sankalp sends.
ROOT="$WORK/root"
mkdir -p "$ROOT/api/v1/bookings/track" "$ROOT/assets" "$ROOT/media/videos" "$ROOT/booking"
curl -fsS "$S$BOOKING_PAGE" >"$ROOT$BOOKING_PAGE"
curl -fsS -H 'accept-encoding: gzip' "$S$BOOKING_PAGE" >"$ROOT$BOOKING_PAGE.gz"
curl -fsS "$S$BOOKING_API" >"$ROOT$BOOKING_API"
API_PATH="/api/v1/video-posts?page=1"
curl -fsS "$S$API_PATH" >"$ROOT/api/v1/video-posts"
curl -fsS "$S/" >"$ROOT/index.html"
curl -fsS -H 'accept-encoding: gzip' "$S/" >"$ROOT/index.html.gz"
SCRIPT=""
SCRIPT_BYTES=0
for asset in $(grep -oE '/assets/[A-Za-z0-9._-]+\.js' "$ROOT/index.html" | sort -u); do
  bytes=$(curl -fsS "$S$asset" | wc -c)
  if [ "$bytes" -gt "$SCRIPT_BYTES" ]; then SCRIPT=$asset; SCRIPT_BYTES=$bytes; fi
done
[ -n "$SCRIPT" ] || { echo "the home page names no script"; exit 1; }
curl -fsS "$S$SCRIPT" >"$ROOT$SCRIPT"
curl -fsS -H 'accept-encoding: gzip' "$S$SCRIPT" >"$ROOT$SCRIPT.gz"
VIDEO_PATH=$(grep -oE '"videoLink":"[^"]+"' "$ROOT/api/v1/video-posts" | head -1 | sed -E 's/.*"(http[^"]*|\/[^"]*)"$/\1/')
VIDEO_PATH=/media/${VIDEO_PATH#*/media/}
cp "$WORK/data/media/${VIDEO_PATH#/media/}" "$ROOT$VIDEO_PATH"
VIDEO_BYTES=$(stat -c %s "$ROOT$VIDEO_PATH")
chmod -R a+rX "$ROOT"

mkdir -p "$WORK/nginx-temp"
# The same security headers Sankalp sends, so both answers weigh about the same. (A location with an
# add_header of its own inherits none of the server's: each includes them.)
cat >"$WORK/security-headers.conf" <<'EOF'
add_header Content-Security-Policy "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'" always;
add_header X-Content-Type-Options nosniff always;
add_header X-Frame-Options DENY always;
add_header Cross-Origin-Opener-Policy same-origin always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;
EOF
# What Sankalp adds to a private answer (ARCHITECTURE.md §7): never stored, never indexed, never a referrer.
cat >"$WORK/private-headers.conf" <<'EOF'
add_header Cache-Control no-store always;
add_header Referrer-Policy no-referrer always;
add_header X-Robots-Tag noindex always;
EOF
cat >"$WORK/nginx.conf" <<EOF
# One worker: the server gets one core (taskset), as Sankalp does.
worker_processes 1;
daemon off;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  open_file_cache max=100 inactive=60s;
  gzip off;
  gzip_static on;
  gzip_vary on;
  client_body_temp_path $WORK/nginx-temp/body;
  proxy_temp_path $WORK/nginx-temp/proxy;
  fastcgi_temp_path $WORK/nginx-temp/fastcgi;
  uwsgi_temp_path $WORK/nginx-temp/uwsgi;
  scgi_temp_path $WORK/nginx-temp/scgi;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $ROOT;
    include $WORK/security-headers.conf;
    add_header Referrer-Policy strict-origin-when-cross-origin always;
    location = /api/v1/video-posts { default_type application/json; }
    location /booking/ { default_type text/html; include $WORK/security-headers.conf; include $WORK/private-headers.conf; }
    location /api/v1/bookings/track/ {
      default_type application/json;
      include $WORK/security-headers.conf;
      include $WORK/private-headers.conf;
    }
  }
}
EOF
taskset -c "$SERVER_CPU" "$NGINX" -p "$WORK" -e "$WORK/nginx-error.log" -c "$WORK/nginx.conf" &
NGINX_PID=$!
for _ in $(seq 1 50); do curl -fsS -o /dev/null "$N/index.html" 2>/dev/null && break; sleep 0.1; done

# Both servers must give the same bytes for what is measured.
same() {
  local a b
  a=$(curl -fsS "${@:2}" "$S$1" | sha256sum)
  b=$(curl -fsS "${@:2}" "$N$1" | sha256sum)
  [ "$a" = "$b" ] || { echo "nginx and Sankalp answer $1 differently"; exit 1; }
}
same "$API_PATH"
same / -H 'accept-encoding: gzip'
same "$SCRIPT" -H 'accept-encoding: gzip'
same "$VIDEO_PATH" -H 'range: bytes=3145728-4194303'
same "$BOOKING_PAGE" -H 'accept-encoding: gzip'
same "$BOOKING_API"
for base in "$S" "$N"; do
  # Both answer the private page as private: the comparison is of like with like.
  [ "$(curl -fsS -D - -o /dev/null -H 'accept-encoding: gzip' "$base$BOOKING_PAGE" |
    grep -ciE '^(cache-control: no-store|x-robots-tag: noindex|referrer-policy: no-referrer|content-encoding: gzip)')" = 4 ] ||
    { echo "$base did not answer $BOOKING_PAGE gzip-compressed with the private headers"; exit 1; }
done
[ "$(curl -fsS -o /dev/null -w '%{content_type}' "$N/")" != "" ]
[ "$(curl -fsS -D - -o /dev/null -H 'accept-encoding: gzip' "$S$SCRIPT" | grep -ci '^content-encoding: gzip')" = 1 ] ||
  { echo "Sankalp did not send $SCRIPT gzip-compressed"; exit 1; }

# 1 MiB ranges at the 10 fixed MiB offsets of the video, in turn.
cat >"$WORK/range.lua" <<EOF
local MiB = 1048576
local slots = math.floor($VIDEO_BYTES / MiB)
local n = 0
request = function()
  local first = (n % slots) * MiB
  n = n + 1
  return wrk.format("GET", nil, { ["Range"] = "bytes=" .. first .. "-" .. (first + MiB - 1) })
end
EOF

# wrk's -H needs "name: value" with the space (it sends "accept-encoding:gzip" as no header at all),
# which word splitting of OPTS would break: the compressed tests set the header from a script.
echo 'wrk.headers["Accept-Encoding"] = "gzip"' >"$WORK/gzip.lua"

# CPU time (clock ticks) used so far by a server: Sankalp's process, or nginx's master and workers.
server_ticks() {
  local pids=$1
  [ "$1" = "$NGINX_PID" ] && pids="$NGINX_PID $(pgrep -P "$NGINX_PID" | tr '\n' ' ')"
  # shellcheck disable=SC2086
  for pid in $pids; do awk '{ print $14 + $15 }' "/proc/$pid/stat"; done | awk '{ t += $1 } END { print t + 0 }'
}

# run_wrk PID URL [wrk options]: one measurement of the server PID; prints
# "req/s p99-ms errors cpu-µs-per-request bytes-per-answer".
run_wrk() {
  local out before after
  before=$(server_ticks "$1")
  out=$(taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_ROUND}s" --timeout 5s --latency "${@:3}" "$2")
  after=$(server_ticks "$1")
  echo "$out" >>"$WORK/wrk.log"
  awk -v ticks=$((after - before)) -v hz="$(getconf CLK_TCK)" '
    /Requests\/sec:/ { rps = $2 }
    / requests in / { n = $1 }
    /^ +99%/ { v = $2; u = v; sub(/[0-9.]+/, "", u); sub(/[a-z]+$/, "", v)
               p99 = (u == "us" ? v / 1000 : (u == "s" ? v * 1000 : (u == "m" ? v * 60000 : v))) }
    /Non-2xx or 3xx responses:/ { errors += $5 }
    /Socket errors:/ { gsub(/,/, ""); errors += $4 + $6 + $8 + $10 }
    / requests in .* read/ { r = $5; u = r; sub(/[0-9.]+/, "", u); sub(/[A-Za-z]+$/, "", r)
                             f = (u == "KB" ? 1024 : (u == "MB" ? 1048576 : (u == "GB" ? 1073741824 : 1))); bytes = r * f }
    END { printf "%s %.2f %d %.1f %.0f\n", rps, p99, errors + 0, (n ? ticks / hz * 1e6 / n : 0), (n ? bytes / n : 0) }' <<<"$out"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

declare -A TITLE URLPATH OPTS TARGET
TITLE[api]="API: \`GET $API_PATH\` (10 posts, JSON $(stat -c %s "$ROOT/api/v1/video-posts") bytes)"
URLPATH[api]=$API_PATH
OPTS[api]=""
TARGET[api]=0.95
declare -A BODY
BODY[api]=$(stat -c %s "$ROOT/api/v1/video-posts")
TITLE[home]="Site: home page HTML, gzip ($(stat -c %s "$ROOT/index.html.gz") bytes)"
URLPATH[home]=/
OPTS[home]="-s $WORK/gzip.lua"
TARGET[home]=0.95
BODY[home]=$(stat -c %s "$ROOT/index.html.gz")
TITLE[script]="Site: largest script \`$SCRIPT\`, gzip ($(stat -c %s "$ROOT$SCRIPT.gz") bytes)"
URLPATH[script]=$SCRIPT
OPTS[script]="-s $WORK/gzip.lua"
TARGET[script]=0.95
BODY[script]=$(stat -c %s "$ROOT$SCRIPT.gz")
TITLE[video]="Video: 1 MiB ranges of a $((VIDEO_BYTES / 1048576)) MiB MP4"
URLPATH[video]=$VIDEO_PATH
OPTS[video]="-s $WORK/range.lua"
TARGET[video]=0.8
BODY[video]=1048576
TITLE[booking]="Private page: \`/booking/{token}\` HTML, gzip, \`no-store\` ($(stat -c %s "$ROOT$BOOKING_PAGE.gz") bytes)"
URLPATH[booking]=$BOOKING_PAGE
OPTS[booking]="-s $WORK/gzip.lua"
TARGET[booking]=0.8
BODY[booking]=$(stat -c %s "$ROOT$BOOKING_PAGE.gz")
TITLE[booking-api]="Private page's data: \`GET /api/v1/bookings/track/{token}\` (a database read; JSON $(stat -c %s "$ROOT$BOOKING_API") bytes)"
URLPATH[booking-api]=$BOOKING_API
OPTS[booking-api]=""
# No target: nginx answers a file, Sankalp reads the booking, its history, its proof and the settings from
# the database for every request. The figure says what that read costs next to a static answer.
TARGET[booking-api]=""
BODY[booking-api]=$(stat -c %s "$ROOT$BOOKING_API")

for test in "${TESTS[@]}"; do
  # A short warm-up of each server first (connections, caches), not counted.
  for entry in "$NGINX_PID $N" "$SERVER_PID $S"; do
    read -r pid base <<<"$entry"
    # shellcheck disable=SC2086
    SECONDS_PER_ROUND=2 run_wrk "$pid" "$base${URLPATH[$test]}" ${OPTS[$test]} >/dev/null
  done
  for round in $(seq 1 "$ROUNDS"); do
    order=("$NGINX_PID $N nginx" "$SERVER_PID $S sankalp")
    [ $((round % 2)) = 0 ] && order=("$SERVER_PID $S sankalp" "$NGINX_PID $N nginx")
    for entry in "${order[@]}"; do
      read -r pid base name <<<"$entry"
      # shellcheck disable=SC2086
      result=$(run_wrk "$pid" "$base${URLPATH[$test]}" ${OPTS[$test]})
      echo "$test $name round $round: $result"
      echo "$result" >>"$WORK/$test-$name"
      # Each answer must be the body measured plus its headers (about 1 KB): not, say, the uncompressed page.
      # (wrk reports the bytes read rounded, hence 1 % either way.)
      bytes=$(awk '{ print $5 }' <<<"$result")
      if [ "$bytes" -lt $((BODY[$test] * 99 / 100)) ] || [ "$bytes" -gt $((BODY[$test] * 101 / 100 + 2048)) ]; then
        echo "$name answered $bytes bytes per $test request, expected ${BODY[$test]} plus headers"
        exit 1
      fi
    done
  done
done

VERSION_NGINX=$("$NGINX" -v 2>&1 | sed 's/.*: //')
VERSION_WRK=$({ wrk -v 2>&1 || true; } | head -1 | awk '{ print $2 }')
VERSION_SANKALP=$("$BIN" --version 2>/dev/null || echo "sankalp (release build)")
# The commit is the checkout's only when the binary is the checkout's own build; name another by BENCH_COMMIT.
if [ -n "${BENCH_COMMIT:-}" ]; then
  BUILT_FROM=$BENCH_COMMIT
elif [ "$(realpath "$BIN")" = "$(realpath target/release/sankalp 2>/dev/null)" ]; then
  BUILT_FROM=$(git rev-parse --short HEAD 2>/dev/null || echo '?')
else
  BUILT_FROM="$BIN, commit not given"
fi
{
  echo "# Sankalp against nginx"
  echo
  echo "Run with \`bench/vs-nginx.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(machine_line);"
  echo "load average before the run $LOAD_BEFORE, after it $(cut -d' ' -f1-3 /proc/loadavg) (the benchmark keeps both cores busy; well above 2 means other work shared them)."
  echo "Versions: $VERSION_SANKALP ($BUILT_FROM, release build, SQLite), $VERSION_NGINX, wrk $VERSION_WRK."
  echo
  echo "How: each server is pinned to core $SERVER_CPU (\`taskset\`; nginx with \`worker_processes 1\`, Sankalp's"
  echo "runtime sizes itself to the one core it may use), wrk to core $CLIENT_CPU (\`wrk -t1 -c$CONNECTIONS\`, keep-alive, 127.0.0.1)."
  echo "nginx has sendfile, tcp_nopush, keep-alive (no request limit), \`gzip_static\` with the very \`.gz\` files Sankalp"
  echo "sends, an open-file cache, no access log, and the same security headers. Before measuring, the script checks"
  echo "that both answer byte-identical bodies, and after every round that each answer was the size of that body plus"
  echo "headers (the compressed tests really got gzip). $ROUNDS rounds of ${SECONDS_PER_ROUND} s per server and test, alternating which server goes"
  echo "first; the table shows the median round. The ratio is Sankalp ÷ nginx (throughput: higher is better; p99: lower is better)."
  echo
  echo "| Test | nginx req/s | Sankalp req/s | ratio | target | | nginx p99 | Sankalp p99 | nginx CPU/req | Sankalp CPU/req | CPU ratio | errors |"
  echo "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|"
  for test in "${TESTS[@]}"; do
    n_rps=$(awk '{ print $1 }' "$WORK/$test-nginx" | median)
    s_rps=$(awk '{ print $1 }' "$WORK/$test-sankalp" | median)
    n_p99=$(awk '{ print $2 }' "$WORK/$test-nginx" | median)
    s_p99=$(awk '{ print $2 }' "$WORK/$test-sankalp" | median)
    errors=$(cat "$WORK/$test-nginx" "$WORK/$test-sankalp" | awk '{ e += $3 } END { print e + 0 }')
    ratio=$(awk -v s="$s_rps" -v n="$n_rps" 'BEGIN { printf "%.2f", s / n }')
    met=$(awk -v r="$ratio" -v t="${TARGET[$test]}" 'BEGIN { print (t == "" ? "(measured)" : (r >= t ? "met" : "**missed**")) }')
    n_cpu=$(awk '{ print $4 }' "$WORK/$test-nginx" | median)
    s_cpu=$(awk '{ print $4 }' "$WORK/$test-sankalp" | median)
    cpu_ratio=$(awk -v s="$s_cpu" -v n="$n_cpu" 'BEGIN { printf "%.2f", (s > 0 ? n / s : 0) }')
    target=${TARGET[$test]:+≥ ${TARGET[$test]}}
    printf '| %s | %.0f | %.0f | %s | %s | %s | %.2f ms | %.2f ms | %.0f µs | %.0f µs | %s | %s |\n' \
      "${TITLE[$test]}" "$n_rps" "$s_rps" "$ratio" "${target:-—}" "$met" "$n_p99" "$s_p99" "$n_cpu" "$s_cpu" "$cpu_ratio" "$errors"
  done
  echo
  echo "CPU/req is the server's own CPU time (user + system, from \`/proc\`) per answered request, and its ratio is"
  echo "nginx ÷ Sankalp: unlike req/s it does not depend on what else the machine runs, so it is the figure to trust"
  echo "when the load average (above) is high. Errors count non-2xx/3xx answers and socket errors of both servers (all rounds)."
  echo
  echo "<details><summary>Every round (req/s, p99 ms, errors, CPU µs per request, bytes per answer incl. headers)</summary>"
  echo
  for test in "${TESTS[@]}"; do
    echo "- $test: nginx $(paste -sd';' "$WORK/$test-nginx" | sed 's/;/; /g') — Sankalp $(paste -sd';' "$WORK/$test-sankalp" | sed 's/;/; /g')"
  done
  echo
  echo "</details>"
} >"$OUT.new"
mv "$OUT.new" "$OUT"
cat "$OUT"
