#!/usr/bin/env bash
# A real SMTP server for the booking email tests: aiosmtpd (PyPI) in a venv under target/.
#
#   scripts/smtp-server.sh install   create target/smtp-venv and install aiosmtpd (once; idempotent)
#   scripts/smtp-server.sh python    print the venv's python (the tests start `python -m aiosmtpd` with it)
#
# The tests (crates/sankalp/tests/booking_emails.rs) start and stop the server themselves, each on a free
# loopback port with a Maildir of its own (aiosmtpd's Mailbox handler), and read the messages it received.
# They find the venv at target/smtp-venv, or at SMTP_VENV.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${SMTP_VENV:-$root/target/smtp-venv}"
SUDO="$([ "$(id -u)" = 0 ] || echo sudo)"

install() {
  [ -f "$venv/.installed" ] && return 0
  if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    echo "Installing Debian's python3-venv for the SMTP test server"
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >/dev/null
  fi
  echo "Installing aiosmtpd into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'aiosmtpd>=1.4,<2'
  touch "$venv/.installed"
}

case "${1:-}" in
  install) install ;;
  python) install >&2; echo "$venv/bin/python" ;;
  *) echo "usage: $0 install | python" >&2; exit 2 ;;
esac
