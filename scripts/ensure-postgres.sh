#!/usr/bin/env bash
# Prints a PostgreSQL URL for the API tests' second pass, or nothing when no server can be reached.
# Uses TEST_DATABASE_URL when set; otherwise 127.0.0.1:5432, starting Debian's cluster when it is installed but down.
set -uo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi
answers() { node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; }
if ! answers && command -v pg_ctlcluster >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  version=$(ls /etc/postgresql 2>/dev/null | head -n1)
  [ -n "$version" ] && pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || true
  for _ in $(seq 1 20); do answers && break; sleep 0.5; done
fi
if answers; then echo "postgres://postgres@127.0.0.1:5432/postgres"; fi
