#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (vitest, fresh database
# per run), then the end-to-end suite in Chromium against the production build,
# every spec once with JavaScript on and once with it off.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/services.sh

echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings 0
echo "== unit and integration tests"; npx vitest run
echo "== build"; npx remix vite:build >.build.log 2>&1 || { cat .build.log; exit 1; }

# A fresh database and Redis prefix for the end-to-end run, dropped afterwards.
run_id="e2e_$(date +%s)_$RANDOM"
base_url="$DATABASE_URL"
export DATABASE_URL="${base_url%/*}/sc_${run_id}"
export REDIS_PREFIX="sc_${run_id}"
export SESSION_SECRET="${SESSION_SECRET:-e2e-session-secret-0123456789abcdef0123}"
cleanup() { psql "${base_url%/*}/postgres" -q -c "drop database if exists \"sc_${run_id}\" with (force)" >/dev/null 2>&1 || true; }
trap cleanup EXIT
npx tsx workers/cli/migrate.ts >/dev/null
npx tsx workers/cli/seed.ts >/dev/null
echo "== end-to-end tests"; npx playwright test
