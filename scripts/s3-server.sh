#!/usr/bin/env bash
# A real S3 API for the tests: moto's server (PyPI `moto[server]`) in a venv under target/.
#
#   scripts/s3-server.sh install          create target/s3-venv and install moto (once; idempotent)
#   scripts/s3-server.sh run CMD [ARG…]   start moto on 127.0.0.1, run CMD with TEST_S3_ENDPOINT set,
#                                         stop moto (also when CMD fails or is interrupted); exit with CMD's status
#
# Environment: S3_VENV (default target/s3-venv), S3_PORT (default: a free port), S3_LOG (moto's output,
# default target/s3-server.log). CMD sees TEST_S3_ENDPOINT=http://127.0.0.1:PORT, and AWS_ACCESS_KEY_ID,
# AWS_SECRET_ACCESS_KEY and AWS_REGION (us-east-1) when they are not already set; moto accepts any keys.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${S3_VENV:-$root/target/s3-venv}"
log="${S3_LOG:-$root/target/s3-server.log}"
SUDO="$([ "$(id -u)" = 0 ] || echo sudo)"

install() {
  [ -f "$venv/.installed" ] && return 0
  if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    echo "Installing Debian's python3-venv for the S3 test server"
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >/dev/null
  fi
  echo "Installing moto's S3 server into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'moto[server]>=5.1,<6'
  touch "$venv/.installed"
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

run() {
  [ $# -gt 0 ] || { echo "usage: $0 run CMD [ARG…]" >&2; exit 2; }
  install
  local port="${S3_PORT:-$(free_port)}"
  mkdir -p "$(dirname "$log")"
  "$venv/bin/moto_server" -H 127.0.0.1 -p "$port" >"$log" 2>&1 &
  local pid=$!
  # shellcheck disable=SC2064
  trap "kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true" EXIT
  trap 'exit 130' INT TERM
  local endpoint="http://127.0.0.1:$port"
  local tries=0
  until "$venv/bin/python" -c "import urllib.request; urllib.request.urlopen('$endpoint/', timeout=1)" >/dev/null 2>&1; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "moto's S3 server did not start (see $log):" >&2
      tail -n 20 "$log" >&2
      exit 1
    fi
    tries=$((tries + 1))
    if [ "$tries" -ge 150 ]; then
      echo "moto's S3 server did not answer at $endpoint within 30 s (see $log)" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "S3 test server (moto) answers at $endpoint"
  local status=0
  TEST_S3_ENDPOINT="$endpoint" \
    AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-sankalp-test}" \
    AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-sankalp-test-secret}" \
    AWS_REGION="${AWS_REGION:-us-east-1}" \
    "$@" || status=$?
  return "$status"
}

case "${1:-}" in
  install) install ;;
  run) shift; run "$@" ;;
  *) echo "usage: $0 install | run CMD [ARG…]" >&2; exit 2 ;;
esac
