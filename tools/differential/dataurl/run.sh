#!/usr/bin/env bash
# Runs the data: URL and MIME type differential pass: installs the pinned
# references (data-urls, whatwg-mimetype; package-lock.json) with npm ci
# when they are missing or stale, then the Go driver with the given flags:
#   tools/differential/dataurl/run.sh              # every generated set
#   tools/differential/dataurl/run.sh -time 30s    # bounded, for CI
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../../.."
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
stamp="$here/node_modules/.weburl-package-lock.json"
if ! cmp -s "$here/package-lock.json" "$stamp" 2>/dev/null; then
  # whatwg-url 17, which data-urls uses, declares node >= 22; it runs on Node 20.
  (cd "$here" && npm ci --engine-strict=false --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stamp"
fi
exec go run ./tools/differential/dataurl "$@"
