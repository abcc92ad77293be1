#!/usr/bin/env bash
# Every test: lint (code, boundaries, the OpenAPI documents), typecheck, domain and web unit tests, API tests
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
step "Lint: front doors export only what other modules import" node scripts/check-exports.mjs
step "Lint: web boundaries (docs/architecture.md W1-W3) and the check's own tests" \
  bash -c 'node scripts/check-web-boundaries.mjs && node --test scripts/check-web-boundaries.test.mjs'
step "Bench table: a figure a step did not produce is ✗ not measured (node --test)" node --test bench/table.test.mjs
step "Image: the runtime stage holds the bundle and its externals only, nothing web-only (Dockerfile + lockfile)" \
  node scripts/check-image.mjs
step "Compose file: docker compose config -q" bash scripts/check-compose.sh
step "Lint: OpenAPI documents (redocly lint, recommended rules, no warning)" node scripts/lint-openapi.mjs
for p in packages/domain apps/server apps/web e2e; do step "Typecheck $p (tsc)" npx tsc -p "$p"; done
step "Domain unit tests with coverage" npx vitest run --project domain --coverage --reporter=default \
  --reporter=json --outputFile="$results/domain.json"
step "Web unit tests (ordered autosave, small query cache, small i18n; happy-dom)" npx vitest run --project web \
  --reporter=default --reporter=json --outputFile="$results/web.json"
# The embedded database's template (scripts/pglite-template.mjs), made once before the two API runs: each run's
# template test would otherwise make its own at the same time, and one could replace the file under the other.
step "PGlite template for new embedded data directories" node scripts/build-if-changed.mjs pglite-template
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
step "API tests on PGlite" bash -o pipefail -c "npx vitest run --project server --reporter=default --reporter=json \
  --outputFile='$results/api-pglite.json' 2>&1 | tee '$results/api-pglite.log'"
if [ -n "$pg_url" ]; then
  wait "$pg_pid"
  printf '\n\033[1m== %s\033[0m\n' "API tests on PostgreSQL (ran alongside the PGlite run)"
  cat "$results/api-postgres.log"
  [ "$(cat "$results/api-postgres.rc")" = 0 ] || failed_steps+=("API tests on PostgreSQL")
else
  printf '\n\033[1m== API tests on PostgreSQL: skipped (no server on 127.0.0.1:5432, TEST_DATABASE_URL unset)\033[0m\n'
fi

step "Build the web app" npm run build
# What `npm start` and the image run is the compiled bundle (the e2e tests below run the sources through tsx): the
# Dockerfile's stages performed natively, the result started alone (production, pruned node_modules), its checks.
step "Image: the bundle runs alone with the pruned node_modules; estimated size (scripts/image-size.mjs)" \
  node scripts/image-size.mjs
step "End-to-end tests (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

printf '\n\033[1m== Summary (%s s)\033[0m\n' "$(($(date +%s) - start))"
for s in "${failed_steps[@]}"; do echo "failed step: $s"; done
# A vitest run can fail with every test passed (an unhandled error, a file that did not load): the summary is the
# part of the output that is always read, so it repeats why, without colours.
for s in "${failed_steps[@]}"; do
  case $s in
    "API tests on PGlite") log=$results/api-pglite.log ;;
    "API tests on PostgreSQL") log=$results/api-postgres.log ;;
    *) continue ;;
  esac
  # Vitest's closing sections: failed tests (also listed below), failed suites, unhandled errors.
  why=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '/⎯ (Failed Tests|Failed Suites|Unhandled Error)/{p=1} p' | head -40)
  [ -n "$why" ] && printf '%s, why it failed (first lines):\n%s\n' "$(basename "$log")" "$why"
done
node scripts/summarize-tests.mjs "$results" "${#failed_steps[@]}"
