#!/usr/bin/env bash
# The render cache (ARCHITECTURE.md §3): a full-site render on one core (target <= 1 s) of the English pages the server draws
# at start-up and of every page in all four languages (ARCHITECTURE.md §9), from the default content with its
# default translations (content/defaults/i18n/, merged as the server seeds them), and the server's
# memory: resident set idle after start-up, and after 100 settings changes through PUT /api/v1/site (each
# drawn once: the pages a change touches, before the write, are the ones served after it).
# Run by hand (not a test): bench/render-site.sh [BIN]. Writes bench/results/render.md.
# Talks to 127.0.0.1 only; every step bounded.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

BIN=${1:-${SANKALP_BIN:-target/release/sankalp}}
PORT=${BENCH_RENDER_PORT:-19560}
CHANGES=${CHANGES:-100}
OUT=bench/results/render.md
[ -x "$BIN" ] || { echo "no server binary at $BIN (make build)"; exit 1; }

WORK=$(mktemp -d /tmp/bench-render.XXXXXX)
SERVER_PID=
trap 'stop_server; rm -rf "$WORK"' EXIT

# 1. The engine and the compression on one core, from the render bundle embedded in the binary.
cargo build --release --locked -p sankalp --example render_bench >/dev/null 2>&1
ROUNDS=${ROUNDS:-20} timeout 600 taskset -c 0 target/release/examples/render_bench >"$WORK/engine.txt"
# The same without the translations (every body's i18n removed), right after, fewer rounds: what they cost.
TRANSLATIONS=0 ROUNDS=5 timeout 600 taskset -c 0 target/release/examples/render_bench >"$WORK/plain.txt"
value() { awk -v k="$1" '$1 == k { print $2 }' "$WORK/engine.txt"; }
plain() { awk -v k="$1" '$1 == k { print $2 }' "$WORK/plain.txt"; }

LOAD=$(cut -d' ' -f1-3 /proc/loadavg)

# 2. Memory of the real server.
rss() { awk '/VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$SERVER_PID/status"; }
start_server
sleep 2
IDLE=$(rss)
TOKEN=$(login_token)
SITE=$(curl -fsS "http://127.0.0.1:$PORT/api/v1/site" | python3 -c 'import json, sys; print(json.dumps(json.load(sys.stdin)["data"]["site"]))')
SERIES=
STARTED=$(date +%s.%N)
for i in $(seq 1 "$CHANGES"); do
  body=$(python3 -c 'import json, sys; s = json.loads(sys.argv[1]); s["tagline"] = "Vedic rituals, change %s" % sys.argv[2]; print(json.dumps(s))' "$SITE" "$i")
  status=$(curl -sS -o /dev/null -w '%{http_code}' --max-time 30 -X PUT -H "authorization: Bearer $TOKEN" \
    -H 'content-type: application/json' -d "$body" "http://127.0.0.1:$PORT/api/v1/site")
  [ "$status" = 200 ] || { echo "change $i answered $status"; cat "$WORK/server.log"; exit 1; }
  # The resident set every 20 changes: a leak climbs with the count, an allocator's high-water mark levels off.
  [ $((i % 20)) = 0 ] && SERIES="${SERIES:+$SERIES, }$i: $(rss)"
done
ELAPSED=$(python3 -c "import time; print('%.1f' % (time.time() - $STARTED))")
# The last version is served once its render is swapped in.
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$PORT/contact" | grep -q "change $CHANGES<\|change $CHANGES\"" && break
  sleep 0.1
done
sleep 2
AFTER=$(rss)
stop_server

cat >"$OUT" <<EOF
# Render cache: full-site render, compression, memory

\`bench/render-site.sh\` on $(date -u +%Y-%m-%d), $(machine_line). The render bundle embedded in the
release binary, the default content (\`content/defaults/\`) with its default translations merged into each
entry's body as \`i18n.<lang>\`, as a freshly seeded server has it (\`sankalp_db::content::default_entries\`,
made into the bundle's JSON by the site's \`Source::to_json\`), one core (\`taskset -c 0\`), QuickJS
(rquickjs 0.14). Median of ${ROUNDS:-20} full-site renders after a first, cold one. Load average when
the engine was measured: $LOAD (2 cores shared with other engineers' builds: timings are upper bounds).

The English site is what the server draws before it listens: every page \`load()\` lists that is not drawn
on demand ($(value pages) of the $(value listed_pages) listed).

| What | Measured |
|---|---|
| Pages rendered (the English site drawn at start-up, \`/404\` included) | $(value pages) |
| HTML of all pages | $(value html_bytes) bytes |
| Evaluating the bundle (once per engine) | $(value bundle_load_ms) ms |
| First full-site render (cold engine) | $(value cold_site_ms) ms |
| \`load()\` of the content | $(value load_ms) ms |
| Every page rendered | $(value pages_ms) ms ($(value per_page_ms) ms a page) |
| **Full-site render, median** (target ≤ 1 s) | **$(value site_ms_median) ms** (slowest $(value site_ms_max) ms) |
| Brotli quality 6 (server's choice) / 9, every page | $(awk '$1 == "brotli_q6_ms" { print $2 " ms, " $4 " bytes" }' "$WORK/engine.txt") / $(awk '$1 == "brotli_q9_ms" { print $2 " ms, " $4 " bytes" }' "$WORK/engine.txt") |
| Gzip level 9, every page | $(awk '$1 == "gzip_9_ms" { print $2 " ms, " $4 " bytes" }' "$WORK/engine.txt") |
| Render + compress a new version, as the server does | $(value render_and_compress_ms_median) ms |
| JavaScript heap after a render | $(value heap_mib) MiB |
| **Every page in all four languages, median** (target ≤ 1 s): \`load()\` once, then each language's pages | **$(value all_languages_ms_median) ms** for $(value all_languages_pages) pages, $(value all_languages_html_bytes) bytes of HTML (slowest $(value all_languages_ms_max) ms; \`load()\` $(value all_languages_load_ms_median) ms) |
$(for lang in en hi mr kn; do echo "| — $lang: $(value lang_${lang}_pages) pages$([ $lang = en ] && echo ', those drawn on first request (the sankalp forms) included') | $(value lang_${lang}_ms_median) ms (slowest $(value lang_${lang}_ms_max) ms), $(value lang_${lang}_html_bytes) bytes of HTML |"; done)
| The same without the translations (\`i18n\` removed from every body; 5 rounds, run right after): \`load()\`, English site, all four languages | $(plain load_ms) ms, $(plain site_ms_median) ms, $(plain all_languages_ms_median) ms |
| Compressing every page of the four languages (brotli and gzip, as the server does each page it draws) | $(value all_languages_compress_ms_median) ms |
| Server RSS, idle after start-up (the English site rendered) | $IDLE MiB |
| Server RSS after $CHANGES settings changes (PUT /api/v1/site, ${ELAPSED} s in all) | $AFTER MiB |
| Server RSS (MiB) after every 20 changes | $SERIES |

A change draws only the pages that show what it changed, before it is committed (a page that fails is the
422), and those same pages are served once it is (ARCHITECTURE.md §3). A settings change is on every page,
so each change here draws the whole English site; bench/results/change-to-visible.md has changes that touch less.
The server draws a page in Hindi, Marathi or Kannada on its first request (and again after a change to a part
it read), never all of them at once: the four-language figure is the most such first requests could cost
together, one after another on one core.
EOF
cat "$OUT"
