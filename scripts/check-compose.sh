#!/usr/bin/env bash
# Validates compose.yaml with the Compose client (`docker compose config -q`, or the standalone docker-compose):
# it must pass with the documented variables (deploy/compose.env.example) and, for every required variable
# (`${VAR:?message}`), fail naming that variable when it is missing. Nothing is started: this machine has the Docker
# client but no engine. Skipped (exit 0, says so) where no Compose client is installed.
set -uo pipefail
cd "$(dirname "$0")/.."
if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
else
  echo "compose check skipped: no Docker Compose client (docker compose / docker-compose)"
  exit 0
fi
example=deploy/compose.env.example
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A clean environment and an empty project directory: neither the shell's variables nor a local .env take part.
run() { env -i PATH="$PATH" HOME="$HOME" "${compose[@]}" --project-directory "$PWD" -f compose.yaml --env-file "$1" config -q 2>&1; }

failed=0
if out=$(run "$example"); then
  echo "ok: ${compose[*]} config -q passes with $example"
else
  echo "FAIL: ${compose[*]} config -q fails with the documented variables:"; echo "$out"; failed=1
fi
required=$(grep -oE '\$\{[A-Z0-9_]+:\?' compose.yaml | sed -E 's/^\$\{//; s/:\?$//' | sort -u)
for var in $required; do
  grep -q "^$var=" "$example" || { echo "FAIL: $var is required by compose.yaml but not in $example"; failed=1; continue; }
  grep -v "^$var=" "$example" > "$tmp/env"
  if out=$(run "$tmp/env"); then
    echo "FAIL: config passes without $var"; failed=1
  # (docker-compose 1.x prints the whole environment block first: its values do not count as naming it.)
  elif message=$(sed -E 's/\{.*\}/{…}/' <<<"$out") && grep -q "$var" <<<"$message"; then
    echo "ok: without $var it fails: $(grep -m1 "$var" <<<"$message" | sed -E 's/^[[:space:]]+//' | cut -c1-200)"
  else
    echo "FAIL: without $var it fails without naming it:"; echo "$out"; failed=1
  fi
done
exit $failed
