#!/usr/bin/env bash
# Benchmarks, run by hand (`make bench`), never as tests. Results go to bench/results/*.md.
set -euo pipefail
cd "$(dirname "$0")/.."
node bench/page-weight.mjs
bench/upload-memory.sh
node bench/lighthouse.mjs
