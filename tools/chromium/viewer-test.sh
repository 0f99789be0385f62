#!/usr/bin/env bash
# The viewer's browser test (viewer-test.js): installs the weburl command
# and its viewer's server as a user does (go install, into a temporary
# GOBIN), writes the static site (weburl serve -o), installs playwright-core
# at the version package-lock.json pins (npm ci), and drives Debian's
# chromium. Writes the screenshot to docs/viewer.png, or to $1.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
shot="${1:-$root/docs/viewer.png}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
GOBIN="$tmp/bin" go install ./cmd/weburl ./cmd/weburl/weburl-serve
"$tmp/bin/weburl" serve -o "$tmp/site" >/dev/null
if [ ! -d tools/chromium/node_modules/playwright-core ]; then
  (cd tools/chromium && npm ci --no-audit --no-fund --silent)
fi
WEBURL="$tmp/bin/weburl" SITE="$tmp/site" SCREENSHOT="$shot" node tools/chromium/viewer-test.js
