#!/usr/bin/env bash
# The viewer's browser test (viewer-test.js): builds the viewer's
# WebAssembly (go generate) and the weburl command, installs playwright-core
# at the version package-lock.json pins (npm ci), and drives Debian's
# chromium. Writes the screenshot to docs/viewer.png, or to $1.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
shot="${1:-$root/docs/viewer.png}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go generate ./cmd/weburl/internal/viewer
go build -o "$tmp/weburl" ./cmd/weburl
if [ ! -d tools/chromium/node_modules/playwright-core ]; then
  (cd tools/chromium && npm ci --no-audit --no-fund --silent)
fi
WEBURL="$tmp/weburl" SCREENSHOT="$shot" node tools/chromium/viewer-test.js
