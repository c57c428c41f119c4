#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (vitest, fresh database
# per run), then the end-to-end suite in Chromium against the production build,
# every spec once with JavaScript on and once with it off; then the resilience
# tier (faults, load, several processes) on private services, short versions.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/services.sh

echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npm run lint --silent
echo "== unit and integration tests"; npx vitest run
bash infra/test-e2e.sh
# The e2e run has just built the production build the resilience tests serve.
SC_SKIP_BUILD=1 bash infra/test-resilience.sh
