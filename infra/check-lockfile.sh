#!/usr/bin/env bash
# Fails when package-lock.json is not what `npm install` writes for package.json: a stale lockfile
# makes `npm ci` refuse it and every fresh clone's `npm install` rewrite it. Resolves the lockfile only (no
# node_modules touched, a few seconds from npm's cache), then compares it with the committed one.
set -euo pipefail
cd "$(dirname "$0")/.."

committed="$(mktemp)"
trap 'rm -f "$committed"' EXIT
cp package-lock.json "$committed"
if ! npm install --package-lock-only --no-audit --no-fund --loglevel=error >/dev/null; then
  cp "$committed" package-lock.json
  echo "Study Compass: npm could not resolve package.json's dependencies (see above)." >&2
  exit 1
fi
if ! cmp -s "$committed" package-lock.json; then
  changed="$(diff "$committed" package-lock.json | grep -c '^[<>]' || true)"
  cp "$committed" package-lock.json
  echo "Study Compass: package-lock.json is out of step with package.json (npm install rewrites $changed of its lines)." >&2
  echo "Run \`npm install\` and commit package-lock.json." >&2
  exit 1
fi
echo "package-lock.json is in step with package.json."
