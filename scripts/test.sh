#!/usr/bin/env bash
# Installs what is missing, builds, checks the perceptual comparison against pixelmatch, and runs
# every test target (Swift Testing and XCTest).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
bash scripts/bootstrap.sh
bash scripts/check-imports.sh
bash scripts/lint.sh
bash scripts/snapshot-orphans.sh
swift build --build-tests
bash scripts/pixelmatch-parity.sh
swift test --skip-build
