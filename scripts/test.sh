#!/usr/bin/env bash
# Installs what is missing, builds, runs every test target (Swift Testing and XCTest), then
# opens the snapshot failure page in headless chromium (installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
bash scripts/bootstrap.sh
bash scripts/check-imports.sh
bash scripts/lint.sh
bash scripts/snapshot-orphans.sh
swift build --build-tests
swift test --skip-build
bash scripts/browser-check.sh
# The C PNG decoders under libFuzzer with sanitizers, for a bounded time.
bash scripts/fuzz-png.sh 25
