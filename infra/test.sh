#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (vitest, fresh database
# per run), the benchmark suite in quick mode, the resilience tier (short versions, private PostgreSQL and Redis),
# then the end-to-end suite in Chromium against the production build, every spec once with JavaScript on and once
# with it off.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/services.sh

# Each tier's wall time, printed as it ends and together at the end (CI's budget is 25 minutes: docs/tests.md).
tier_times=()
started_all=$SECONDS
tier() {
  local name="$1" started=$SECONDS
  shift
  echo "== $name"
  "$@"
  tier_times+=("$(printf '%4ds  %s' $((SECONDS - started)) "$name")")
  echo "-- $name took $((SECONDS - started)) s"
}
summary() {
  echo "== time per tier"
  printf '%s\n' "${tier_times[@]}"
  echo "$(printf '%4ds  %s' $((SECONDS - started_all)) "in all")"
}
trap summary EXIT

build() {
  # Its file list goes to .build.log (shown if it fails); its warnings, on stderr, show here.
  npm run build >.build.log || { cat .build.log; return 1; }
}
quick_bench() { SC_SKIP_BUILD=1 npm run --silent bench -- --quick >.bench.log 2>&1 || { cat .bench.log; return 1; }; }

# Typecheck and lint read the same files and share nothing else: side by side they take about as long as the longer one.
typecheck_and_lint() {
  local lint_status=0
  npm run lint --silent >.lint.log 2>&1 &
  local lint_pid=$!
  npx tsc --noEmit || { wait "$lint_pid" || true; return 1; }
  wait "$lint_pid" || lint_status=$?
  if [ "$lint_status" != 0 ]; then cat .lint.log; return 1; fi
}
tier "typecheck and lint" typecheck_and_lint
# Built once, first: some integration tests serve the production build, and the e2e tier reuses it.
tier build build
tier "unit and integration tests" npx vitest run
# Every benchmark section at a small size, only to show each still runs (figures are not judged here).
tier "benchmark suite, quick" quick_bench
tier "resilience tests" env SC_SKIP_BUILD=1 bash infra/test-resilience.sh
tier "end-to-end tests" env SC_SKIP_BUILD=1 bash infra/test-e2e.sh
