#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (vitest, fresh database
# per run), the benchmark suite in quick mode, the resilience tier (short versions, private PostgreSQL and Redis),
# then the end-to-end suite in Chromium against the production build, every spec once with JavaScript on and once
# with it off.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/services.sh

echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npm run lint --silent
# Built once, first: some integration tests serve the production build, and the e2e tier reuses it. Its file
# list goes to .build.log (shown if it fails); its warnings, on stderr, show here.
echo "== build"; npm run build >.build.log || { cat .build.log; exit 1; }
echo "== unit and integration tests"; npx vitest run
# Every benchmark section at a small size, only to show each still runs (figures are not judged here).
echo "== benchmark suite, quick"; npm run --silent bench -- --quick >.bench.log 2>&1 || { cat .bench.log; exit 1; }
SC_SKIP_BUILD=1 bash infra/test-resilience.sh
SC_SKIP_BUILD=1 bash infra/test-e2e.sh
