#!/usr/bin/env bash
# Benchmarks, run by hand (`make bench`), never as tests. Results go to bench/results/*.md.
# Each script stands alone (one line each); they use loopback ports 19500-19599 and scratch under /tmp/bench-*.
set -euo pipefail
cd "$(dirname "$0")/.."
node bench/page-weight.mjs
node bench/admin-js.mjs
bench/upload-memory.sh
bench/photo-upload-memory.sh
bench/thumbnail-memory.sh
cargo run --release --locked -q -p sankalp-media --example photo-encoder > bench/results/photo-encoder.md
bench/list-throughput.sh
bench/list-uncached.sh
bench/bookings.sh
python3 bench/track-cost.py --callgrind --label "bench/run.sh"
bench/vs-nginx.sh
bench/render-site.sh
python3 bench/change-to-visible.py
python3 bench/editor-to-visible.py
python3 bench/soak.py
python3 bench/signin-flood.py
python3 bench/signin-flood-distributed.py
node bench/lighthouse.mjs
LIGHTHOUSE_PAGES='/sankalp/ritual/satyanarayan,{booking}' LIGHTHOUSE_OUT=bench/results/lighthouse-devotee.md node bench/lighthouse.mjs
LIGHTHOUSE_PAGES='/hi,/kn,/mr/puja/satyanarayan' LIGHTHOUSE_PERFORMANCE=100 LIGHTHOUSE_OUT=bench/results/lighthouse-languages.md node bench/lighthouse.mjs
