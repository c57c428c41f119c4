#!/usr/bin/env bash
# npm run up: from a fresh clone to http://localhost:3000 with its workers, seeded.
set -euo pipefail
cd "$(dirname "$0")/.."

major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
[ "$major" -ge 20 ] || { echo "Study Compass needs Node.js 20 or newer (found $(node --version 2>/dev/null || echo none))." >&2; exit 1; }

[ -d node_modules/.bin ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm install --no-audit --no-fund
source infra/services.sh

# A local secret for the signed session cookie, made once and kept out of git.
if [ -z "${SESSION_SECRET:-}" ]; then
  mkdir -p .data
  [ -s .data/session-secret ] || node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' > .data/session-secret
  export SESSION_SECRET="$(cat .data/session-secret)"
fi

npm run migrate
npm run seed
npm run build
echo "Starting Study Compass on http://localhost:${PORT:-3000} ..."
exec npm start
