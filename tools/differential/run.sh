#!/usr/bin/env bash
# Runs the differential harness: installs the pinned reference
# implementation (whatwg-url, package-lock.json) with npm ci when it is
# missing or stale, then the Go driver with the given flags, e.g.
#   tools/differential/run.sh -n 200000 -seed 7
#   tools/differential/run.sh -time 90s
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
export WPT_DIR="${WPT_DIR:-$(pwd)/../shared/wpt}"
export CORPUS_DIR="${CORPUS_DIR:-$(pwd)/../shared/corpus}"
stamp="$here/node_modules/.weburl-package-lock.json"
if ! cmp -s "$here/package-lock.json" "$stamp" 2>/dev/null; then
  # whatwg-url 17 declares node >= 22; it runs on Node 20.
  (cd "$here" && npm ci --engine-strict=false --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stamp"
fi
exec go run ./tools/differential "$@"
