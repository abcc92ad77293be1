#!/usr/bin/env bash
# Every test: lint, typecheck, domain unit tests with coverage, API tests on PGlite and again on PostgreSQL when one
# is reachable, then the end-to-end tests in Debian's Chromium. Prints one summary line at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
start=$(date +%s)

step "System packages for the browser tests"
bash scripts/install-system-deps.sh

step "Lint (Biome)"
npx biome check .

step "Typecheck (tsc)"
for p in packages/domain apps/server apps/web e2e; do npx tsc -p "$p"; done

step "Domain unit tests with coverage"
npx vitest run --project domain --coverage --reporter=default --reporter=json --outputFile="$results/domain.json"

step "API tests on PGlite"
npx vitest run --project server --reporter=default --reporter=json --outputFile="$results/api-pglite.json"

pg_url=$(bash scripts/ensure-postgres.sh)
if [ -n "$pg_url" ]; then
  step "API tests on PostgreSQL"
  TEST_DATABASE_URL="$pg_url" npx vitest run --project server --reporter=default --reporter=json \
    --outputFile="$results/api-postgres.json"
else
  step "API tests on PostgreSQL: skipped (no server on 127.0.0.1:5432 and TEST_DATABASE_URL unset)"
fi

step "Build the web app"
npm run build

step "End-to-end tests (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

step "Summary ($(($(date +%s) - start)) s)"
node scripts/summarize-tests.mjs "$results"
