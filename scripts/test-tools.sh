#!/usr/bin/env bash
# What `npm test` needs beyond npm packages, installed from Debian when missing:
# Chromium for the Playwright journeys (Playwright never downloads a browser),
# nginx for the fleet tests (the load balancer in front of the app servers) and
# pg_dump/pg_restore for the backup test, pg_auto_failover (pg_autoctl, with PostgreSQL 15's
# server binaries) for the database failover test, pgbouncer for the fleet's pooled connections. Called by scripts/test-all.mjs, so the
# README's test command works on a fresh machine as CI's does.
set -euo pipefail
[ "${SKIP_E2E:-}" = "1" ] && exit 0
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || missing+=(postgresql-client)
[ -x /usr/bin/pg_autoctl ] && [ -x /usr/lib/postgresql/15/bin/pg_ctl ] || missing+=(postgresql-15-auto-failover)
[ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null; then
  echo "npm test: missing ${missing[*]}; install with: apt-get install -y ${missing[*]} (or run with SKIP_E2E=1)" >&2
  exit 1
fi
# sudo -n: never wait for a password in CI or a script; say what to run instead.
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo -n"
echo "--- installing Debian ${missing[*]}"
# A failing step (one unreachable mirror, sudo wanting a password) must not end the script
# silently under set -e: the check below names what is still missing and how to install it.
$SUDO apt-get update -qq || echo "npm test: apt-get update failed; trying the install anyway" >&2
# The packaged nginx must not run as a system service: the fleet starts its own. Nor may the
# PostgreSQL server package make its own cluster on 5432 (the fleet's pg_autoctl makes its own).
if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
  $SUDO mkdir -p /etc/postgresql-common
  echo 'create_main_cluster = false' | $SUDO tee /etc/postgresql-common/createcluster.conf >/dev/null
fi
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null \
  || echo "npm test: apt-get install ${missing[*]} failed" >&2
if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then $SUDO systemctl stop nginx || true; fi
# Nor pgbouncer on 6432: the fleet starts one per database node on its own ports.
if command -v systemctl >/dev/null && systemctl is-active --quiet pgbouncer 2>/dev/null; then $SUDO systemctl disable --now pgbouncer || true; fi
# Installed or not, say so plainly rather than letting Playwright or the fleet fail later.
still=()
[ -x /usr/bin/chromium ] || still+=(chromium)
[ -x /usr/sbin/nginx ] || still+=(nginx)
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || still+=(postgresql-client)
[ -x /usr/bin/pg_autoctl ] && [ -x /usr/lib/postgresql/15/bin/pg_ctl ] || still+=(postgresql-15-auto-failover)
[ -x /usr/sbin/pgbouncer ] || still+=(pgbouncer)
if [ ${#still[@]} -ne 0 ]; then
  echo "npm test: could not install ${still[*]}; install with: apt-get install -y ${still[*]} (or run with SKIP_E2E=1)" >&2
  exit 1
fi
