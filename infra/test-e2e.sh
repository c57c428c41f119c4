#!/usr/bin/env bash
# The end-to-end tier alone: production build, a fresh seeded database and
# Redis prefix (dropped afterwards), then Playwright. Arguments go to
# Playwright, e.g. `bash infra/test-e2e.sh e2e/sign-in.spec.ts --project=no-js`.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/services.sh

# SC_SKIP_BUILD=1: the caller has just built (infra/test.sh).
if [ "${SC_SKIP_BUILD:-}" != 1 ]; then
  echo "== build"; npm run build >.build.log || { cat .build.log; exit 1; }
fi

run_id="e2e_$(date +%s)_$RANDOM"
base_url="$DATABASE_URL"
export DATABASE_URL="${base_url%/*}/sc_${run_id}"
export REDIS_PREFIX="sc_${run_id}"
# One instant for the e2e seed and the specs: the e2e-only events are dated from it (infra/testing/e2e-content.ts).
# Read from Node's clock, the one the app and the specs use (so a clock shifted through NODE_OPTIONS shifts it too).
export E2E_RUN_STARTED_AT="$(node -e 'console.log(new Date().toISOString())')"
export SESSION_SECRET="${SESSION_SECRET:-e2e-session-secret-0123456789abcdef0123}"
cleanup() { psql "${base_url%/*}/postgres" -q -c "drop database if exists \"sc_${run_id}\" with (force)" >/dev/null 2>&1 || true; }
trap cleanup EXIT
npx tsx workers/cli/migrate.ts >/dev/null
npx tsx workers/cli/seed.ts >/dev/null
npx tsx infra/testing/e2e-seed.ts
echo "== end-to-end tests"; npx playwright test "$@"
