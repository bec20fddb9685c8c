# Sankalp: two commands on a fresh Debian machine with Rust and Node.
#   make run   install what is missing, build, serve http://127.0.0.1:8080 with data in ./data
#   make test  install what is missing, build once (release), check format and lints, run every test:
#              Rust (SQLite with local media, then PostgreSQL with media in S3; both started when
#              needed), web unit, browser, API fuzzing
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := run

BIN := target/release/sankalp
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
WEB_SOURCES := $(shell find web/app web/public web/scripts -type f 2>/dev/null) web/react-router.config.ts $(wildcard web/vite*.config.ts) web/package-lock.json
SERVER_SOURCES := $(shell find crates -type f -not -path '*/target/*' -not -path '*/fuzz/*' 2>/dev/null) Cargo.toml Cargo.lock

.PHONY: run test build web deps web-deps chromium ffmpeg postgres s3-server smtp-server test-rust test-web test-e2e test-api lint bench clean

web/node_modules/.installed: web/package.json web/package-lock.json
	@command -v node >/dev/null || { echo "Node.js 20.19+ is required (https://nodejs.org or Debian's nodejs)"; exit 1; }
	# `npm ci` installs exactly the lock and never writes it: `npm install` would rewrite it on a machine
	# whose npm is older than the one that wrote it (npm 10, bundled with Node 20 and 22, drops the `libc`
	# fields of rollup's and unrs-resolver's builds). web/scripts/check-lock.mjs (in the lint) checks that
	# the lock still holds every platform's builds.
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

web-deps: web/node_modules/.installed

web/build/client/__routes.json: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run build

web: web/build/client/__routes.json

$(BIN): web/build/client/__routes.json $(SERVER_SOURCES)
	cargo build --release --locked -p sankalp

build: $(BIN)

run: build
	@mkdir -p data
	@echo "Serving Sankalp at http://127.0.0.1:8080 (data in ./data; stop with Ctrl-C)"
	$(BIN) serve --listen 127.0.0.1:8080 --data-dir ./data

chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
	  echo "Installing Debian's Chromium for the browser tests"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi

# ffmpeg makes the browser tests' phone video (H.264 + AAC over 10 MB) and reads back what was published.
ffmpeg:
	@if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null; then \
	  echo "Installing Debian's ffmpeg for the browser tests"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null; \
	fi

test: build chromium ffmpeg
	$(MAKE) --no-print-directory lint test-rust test-web test-e2e test-api

# moto's S3 server (PyPI) in target/s3-venv, for the S3 media tests; `scripts/s3-server.sh run CMD` starts
# it on a free 127.0.0.1 port, runs CMD with TEST_S3_ENDPOINT set and stops it.
S3_SERVER := scripts/s3-server.sh

s3-server:
	$(S3_SERVER) install

# aiosmtpd (PyPI) in target/smtp-venv: the booking email tests start it themselves, on a free port each.
smtp-server:
	scripts/smtp-server.sh install

# The Rust tests run on SQLite with local media, then again on PostgreSQL at TEST_DATABASE_URL (each test
# creates and drops a database of its own there) with media in S3 (each test creates and removes a bucket of
# its own): that run also starts two real instances sharing both.
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/postgres

test-rust: postgres s3-server smtp-server
	cargo test --release --locked --workspace
	@echo "Running the Rust tests again on PostgreSQL at $(TEST_DATABASE_URL), with media in S3 (moto)"
	TEST_DATABASE_URL="$(TEST_DATABASE_URL)" $(S3_SERVER) run cargo test --release --locked --workspace

# PostgreSQL for the tests: Debian's server programs (the fault tests start throwaway clusters with them) and
# a server answering at TEST_DATABASE_URL. Installs the package when it is missing and starts the cluster
# with pg_ctlcluster when nothing answers. A cluster installed here gets a password for the postgres role
# (Debian asks for one on 127.0.0.1), taken from PGPASSWORD, which psql and the tests both read.
postgres test-rust: export PGPASSWORD ?= sankalp-tests
postgres:
	@installed=no; \
	if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v psql >/dev/null || ! command -v pg_ctlcluster >/dev/null; then \
	  echo "Installing Debian's PostgreSQL for the tests"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; \
	  installed=yes; \
	fi; \
	if ! psql "$(TEST_DATABASE_URL)" -tAc 'SELECT 1' >/dev/null 2>&1; then \
	  version=$$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1); \
	  if [ -z "$$version" ] || [ ! -d "/etc/postgresql/$$version/main" ]; then \
	    echo "PostgreSQL is installed but has no cluster 'main' in /etc/postgresql: create one with"; \
	    echo "  $(SUDO) pg_createcluster <version> main, or point TEST_DATABASE_URL at a server"; \
	    exit 1; \
	  fi; \
	  if ! $(SUDO) pg_ctlcluster $$version main status >/dev/null 2>&1; then \
	    echo "Starting PostgreSQL $$version (cluster main)"; \
	    $(SUDO) pg_ctlcluster --skip-systemctl-redirect $$version main start; \
	  fi; \
	  if [ "$$installed" = yes ]; then \
	    $(SUDO) runuser -u postgres -- psql -qc "ALTER ROLE postgres PASSWORD '$$PGPASSWORD'"; \
	  fi; \
	fi; \
	for i in 1 2 3 4 5 6 7 8 9 10; do \
	  psql "$(TEST_DATABASE_URL)" -tAc 'SELECT 1' >/dev/null 2>&1 && exit 0; sleep 1; \
	done; \
	echo "PostgreSQL does not answer at $(TEST_DATABASE_URL):"; \
	psql "$(TEST_DATABASE_URL)" -tAc 'SELECT 1' || true; \
	echo "Start it, or allow the postgres role in from 127.0.0.1 (trust in pg_hba.conf, or its password in"; \
	echo "PGPASSWORD or in TEST_DATABASE_URL), or set TEST_DATABASE_URL to a server the tests may use."; \
	exit 1

test-web: web-deps
	cd web && npx react-router typegen && npx tsc
	cd web && npx vitest run

test-e2e: build chromium ffmpeg
	cd web && npx playwright test

# Schemathesis fuzzes every API operation of the release binary from its own OpenAPI document
# (installs itself into a venv under target/ the first time).
test-api: build
	scripts/schemathesis.sh $(BIN)

# The web side's lint (web/eslint.config.js) also holds its shape: one-way imports, no import cycles.
# api:check fails when web/app/lib/api-schema.ts is not what the committed OpenAPI document generates
# (its path is config.openapi in web/package.json; `cd web && npm run api:types` regenerates it).
lint: web-deps
	cargo fmt --all --check
	cargo clippy --release --locked --workspace --all-targets -- -D warnings
	cd web && npm run --silent api:check && npm run --silent lint

bench: build
	./bench/run.sh

clean:
	rm -rf target web/build web/node_modules
