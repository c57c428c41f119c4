#!/usr/bin/env bash
# The resilience tier alone: fault, load and several-process tests.
# They start their own PostgreSQL and Redis (initdb into a temporary directory,
# redis-server with nothing on disk, ports 55432 and 56379 unless
# SC_RESILIENCE_PG_PORT / SC_RESILIENCE_REDIS_PORT say otherwise), web
# processes from port 3111 (SC_RESILIENCE_WEB_PORT) and workers, against the
# production build, and never touch the shared services. Arguments go to
# Vitest, e.g. `bash infra/test-resilience.sh tests/resilience/load.resilience.test.ts`.
# Short by default (npm test runs it, with SC_SKIP_BUILD=1 after its own build); the issue's long versions with
# SC_LOAD_SECONDS=60 (SC_LOAD_CONNECTIONS, default 200) and SC_FAULT_LOAD_PER_SECOND=20.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SC_SKIP_BUILD:-}" != 1 ]; then
  echo "== build"; npm run build >.build.log || { cat .build.log; exit 1; }
fi
echo "== resilience tests"; npx vitest run --config tests/resilience/vitest.config.ts "$@"
