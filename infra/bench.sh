#!/usr/bin/env bash
# npm run bench [-- --quick]: finds or starts PostgreSQL and Redis like `npm run up`, then bench/run.ts
# (its own scratch database and Redis prefix, removed afterwards; writes docs/benchmarks.md unless --quick).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/services.sh
exec npx tsx bench/run.ts "$@"
