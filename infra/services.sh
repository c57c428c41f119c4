#!/usr/bin/env bash
# Source this file: it makes sure PostgreSQL and Redis answer, and exports
# DATABASE_URL and REDIS_URL. It uses, in order: the URLs already set, the
# services on 127.0.0.1's default ports, then local ones it starts from PATH
# (data under .data/, nothing else touched). It installs them from apt only
# when root on Debian and they are missing.

_sc_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_sc_data="$_sc_root/.data"

_sc_fail() { echo "Study Compass: $*" >&2; return 1; }

_sc_pg_answers() { pg_isready -q -d "$1" 2>/dev/null; }
_sc_redis_answers() { redis-cli -u "$1" ping 2>/dev/null | grep -q PONG; }

_sc_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing $* from apt..."
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    return 1
  fi
}

_sc_ensure_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    _sc_pg_answers "$DATABASE_URL" || _sc_fail "PostgreSQL at DATABASE_URL ($DATABASE_URL) does not answer." || return 1
    return 0
  fi
  local default="postgres://postgres@127.0.0.1:5432/postgres"
  if command -v pg_isready >/dev/null && _sc_pg_answers "$default"; then
    export DATABASE_URL="postgres://postgres@127.0.0.1:5432/study_compass"
    return 0
  fi
  # A Debian cluster that is installed but stopped.
  if command -v pg_ctlcluster >/dev/null && ls /etc/postgresql >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start >/dev/null 2>&1 || true
    sleep 1
    if _sc_pg_answers "$default"; then export DATABASE_URL="postgres://postgres@127.0.0.1:5432/study_compass"; return 0; fi
  fi
  local bin
  bin="$(command -v initdb 2>/dev/null || ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | tail -n1)"
  if [ -z "$bin" ]; then
    _sc_install postgresql || _sc_fail "PostgreSQL is not running and not installed. Install PostgreSQL 15+ (Debian/Ubuntu: apt-get install postgresql; macOS: brew install postgresql@16) or set DATABASE_URL." || return 1
    bin="$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | tail -n1)"
  fi
  local pgbin; pgbin="$(dirname "$bin")"
  local port=54329 dir="$_sc_data/postgres"
  local run_as=()
  if [ "$(id -u)" = 0 ]; then run_as=(runuser -u postgres --); mkdir -p "$_sc_data"; chown postgres "$_sc_data" 2>/dev/null || true; fi
  if [ ! -f "$dir/PG_VERSION" ]; then
    mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
    "${run_as[@]}" "$pgbin/initdb" -D "$dir" -U postgres --auth=trust >/dev/null || return 1
  fi
  "${run_as[@]}" "$pgbin/pg_ctl" -D "$dir" -o "-p $port -k /tmp -c listen_addresses=127.0.0.1" -l "$dir/server.log" -w start >/dev/null || _sc_fail "could not start PostgreSQL (see $dir/server.log)" || return 1
  export DATABASE_URL="postgres://postgres@127.0.0.1:$port/study_compass"
}

_sc_ensure_redis() {
  if [ -n "${REDIS_URL:-}" ]; then
    _sc_redis_answers "$REDIS_URL" || _sc_fail "Redis at REDIS_URL ($REDIS_URL) does not answer." || return 1
    return 0
  fi
  if command -v redis-cli >/dev/null && _sc_redis_answers "redis://127.0.0.1:6379"; then
    export REDIS_URL="redis://127.0.0.1:6379"
    return 0
  fi
  if ! command -v redis-server >/dev/null; then
    _sc_install redis-server || _sc_fail "Redis is not running and not installed. Install Redis 6.2+ (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL." || return 1
  fi
  mkdir -p "$_sc_data"
  redis-server --daemonize yes --bind 127.0.0.1 --port 63799 --save "" --appendonly no --maxmemory-policy noeviction --dir "$_sc_data" --logfile "$_sc_data/redis.log" >/dev/null || return 1
  for _ in 1 2 3 4 5 6 7 8 9 10; do _sc_redis_answers "redis://127.0.0.1:63799" && break; sleep 0.3; done
  export REDIS_URL="redis://127.0.0.1:63799"
}

_sc_ensure_postgres && _sc_ensure_redis
