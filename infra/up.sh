#!/usr/bin/env bash
# npm run up: from a fresh clone to http://localhost:3000 with its workers, seeded.
# One line per phase (install, services, migrate, seed, build, serve). What a phase prints on stdout goes to
# .data/logs/<phase>.log and is shown only when the phase fails; what it prints on stderr is shown under its
# line, since a warning from a good install or build is meant to be read (the routine ones are fixed at source).
set -euo pipefail
cd "$(dirname "$0")/.."

major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
[ "$major" -ge 20 ] || { echo "Study Compass needs Node.js 20 or newer (found $(node --version 2>/dev/null || echo none))." >&2; exit 1; }

logs=.data/logs
mkdir -p "$logs"

# phase <name> <command...>: runs the command with its output in the phase's logs and prints "<name>" and,
# when it succeeds, nothing else: the caller prints the rest of the line (a summary from the log).
phase() {
  local name="$1"
  shift
  printf '%-9s' "$name"
  local status=0
  "$@" >"$logs/$name.log" 2>"$logs/$name.stderr.log" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "failed (exit $status); its output:"
    cat "$logs/$name.log" "$logs/$name.stderr.log" >&2
    exit "$status"
  fi
}
# Prints what a successful phase wrote on stderr, indented under its line.
phase_warnings() { sed 's/^/         /' "$logs/$1.stderr.log" >&2; }

if [ -d node_modules/.bin ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  printf '%-9s%s\n' install "up to date"
else
  phase install npm install --no-audit --no-fund
  grep -E '^(added|removed|changed|up to date)' "$logs/install.log" | tail -n1 || echo done
  phase_warnings install
fi

printf '%-9s' services
source infra/services.sh
echo "PostgreSQL and Redis answer"

# A local secret for the signed session cookie, made once and kept out of git.
if [ -z "${SESSION_SECRET:-}" ]; then
  [ -s .data/session-secret ] || node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' > .data/session-secret
  export SESSION_SECRET="$(cat .data/session-secret)"
fi

phase migrate npx tsx workers/cli/migrate.ts
applied="$(grep -o '[0-9]\{14\}_' "$logs/migrate.log" | wc -l)"
if [ "$applied" -gt 0 ]; then echo "applied $applied migrations"; else echo "up to date"; fi
phase_warnings migrate

phase seed npx tsx workers/cli/seed.ts
awk -F'[:,] *' '{ added += $2; revised += $3 } END { printf "content added %d, revised %d\n", added, revised }' "$logs/seed.log"
phase_warnings seed

phase build npm run build
echo "done"
phase_warnings build

echo "serve    http://localhost:${PORT:-3000} (Ctrl-C stops it; the server's log follows)"
exec node_modules/.bin/tsx infra/start.ts
