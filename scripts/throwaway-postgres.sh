#!/usr/bin/env bash
# A throwaway Postgres server on loopback for the tests that need a real one (docs/architecture.md
# §6): Debian's `postgresql` package (installed with apt-get when missing), a cluster in a fresh
# temporary folder, trust authentication on 127.0.0.1 only, fsync off (nothing in it outlives the run).
#
#   eval "$(bash scripts/throwaway-postgres.sh start)"   # exports TEST_DATABASE_URL and PG_THROWAWAY_DIR
#   bash scripts/throwaway-postgres.sh stop "$PG_THROWAWAY_DIR"
#
# It stops only the cluster it started, by its data folder.
set -euo pipefail

bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local bin
  bin="$(bin_dir)"
  if [ -z "$bin" ]; then
    local sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin="$(bin_dir)"
  fi
  local dir port
  dir="$(mktemp -d /tmp/botdeck-postgres.XXXXXX)"
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
  port="${PG_THROWAWAY_PORT:-$((20000 + RANDOM % 20000))}"
  as_postgres "$bin/initdb" -D "$dir/data" -U botdeck --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
    start >/dev/null
  echo "export PG_THROWAWAY_DIR='$dir'"
  echo "export TEST_DATABASE_URL='postgres://botdeck@127.0.0.1:$port/postgres'"
}

stop() {
  local dir="${1:?the folder start printed (PG_THROWAWAY_DIR)}"
  as_postgres "$(bin_dir)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
