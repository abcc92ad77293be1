#!/usr/bin/env bash
# Installs what the end-to-end tests need from Debian when it is missing: Chromium, CJK fonts (Japanese renders as
# boxes without them), poppler-utils (pdftotext) and, next to a Docker client without its compose plugin, the
# standalone docker-compose (to validate compose.yaml). Idempotent: does nothing when everything is present.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'IPAGothic\|IPAゴシック' || need+=(fonts-ipafont-gothic)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
# The compose file check (scripts/check-compose.sh) where the Docker client has no compose plugin.
if command -v docker >/dev/null 2>&1 && ! docker compose version >/dev/null 2>&1; then
  command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
fi
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "Installing with apt: ${need[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
