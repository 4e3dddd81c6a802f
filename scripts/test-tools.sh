#!/usr/bin/env bash
# What `npm test` needs beyond npm packages, installed from Debian when missing:
# Chromium for the Playwright journeys (Playwright never downloads a browser).
# Called by scripts/test-all.mjs, so the README's test command works on a fresh
# machine as CI's does. No test starts nginx yet; the fleet work (issue 18) adds it here.
set -euo pipefail
[ "${SKIP_E2E:-}" = "1" ] && exit 0
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null; then
  echo "npm test: /usr/bin/chromium is missing; install it with: apt-get install -y chromium (or run with SKIP_E2E=1)" >&2
  exit 1
fi
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
echo "--- installing Debian chromium"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
