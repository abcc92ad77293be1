#!/usr/bin/env bash
# Every test: lint (code, boundaries, the OpenAPI documents), typecheck, domain unit tests with coverage, API tests
# on PGlite and again on PostgreSQL when one is reachable, then the end-to-end tests in Debian's Chromium. A failing
# step does not hide the later ones: every step runs, the failed ones are listed, and the run ends with one line
# "N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"
start=$(date +%s)
failed_steps=()
step() {
  local name=$1 t0
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  t0=$(date +%s)
  "$@" || failed_steps+=("$name")
  printf '\033[2m(%s: %s s)\033[0m\n' "$name" "$(($(date +%s) - t0))"
}

step "Runtime: Node.js pinned by the project" node scripts/check-runtime.mjs
step "Lockfile complete for every platform" node scripts/check-lockfile.mjs
step "System packages for the browser tests" bash scripts/install-system-deps.sh
step "Lint (Biome)" npx biome check .
step "Lint: server boundaries (docs/architecture.md)" node scripts/check-boundaries.mjs
step "Lint: web boundaries (docs/architecture.md W1-W3) and the check's own tests" \
  bash -c 'node scripts/check-web-boundaries.mjs && node --test scripts/check-web-boundaries.test.mjs'
step "Compose file: docker compose config -q" bash scripts/check-compose.sh
step "Lint: OpenAPI documents (redocly lint, recommended rules, no warning)" node scripts/lint-openapi.mjs
for p in packages/domain apps/server apps/web e2e; do step "Typecheck $p (tsc)" npx tsc -p "$p"; done
step "Domain unit tests with coverage" npx vitest run --project domain --coverage --reporter=default \
  --reporter=json --outputFile="$results/domain.json"
# The API tests on PGlite and on PostgreSQL run at the same time: each run is one process that keeps about one core
# busy (PGlite runs in the test process; PostgreSQL's share is in its own server). PostgreSQL's output is shown when
# both have ended.
pg_url=$(bash scripts/ensure-postgres.sh)
if [ -n "$pg_url" ]; then
  (
    env TEST_DATABASE_URL="$pg_url" npx vitest run --project server --reporter=default --reporter=json \
      --outputFile="$results/api-postgres.json" >"$results/api-postgres.log" 2>&1
    echo $? >"$results/api-postgres.rc"
  ) &
  pg_pid=$!
fi
step "API tests on PGlite" npx vitest run --project server --reporter=default --reporter=json \
  --outputFile="$results/api-pglite.json"
if [ -n "$pg_url" ]; then
  wait "$pg_pid"
  printf '\n\033[1m== %s\033[0m\n' "API tests on PostgreSQL (ran alongside the PGlite run)"
  cat "$results/api-postgres.log"
  [ "$(cat "$results/api-postgres.rc")" = 0 ] || failed_steps+=("API tests on PostgreSQL")
else
  printf '\n\033[1m== API tests on PostgreSQL: skipped (no server on 127.0.0.1:5432, TEST_DATABASE_URL unset)\033[0m\n'
fi

step "Build the web app" npm run build
step "End-to-end tests (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

printf '\n\033[1m== Summary (%s s)\033[0m\n' "$(($(date +%s) - start))"
for s in "${failed_steps[@]}"; do echo "failed step: $s"; done
node scripts/summarize-tests.mjs "$results" "${#failed_steps[@]}"
