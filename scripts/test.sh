#!/usr/bin/env bash
# Installs what is missing, builds, checks the perceptual comparison against pixelmatch, runs
# every test target (Swift Testing and XCTest), compares the constraint solver with
# kiwisolver, runs the nested integration package's tests, runs the tree's lifetime tests under
# the address and thread sanitizers, runs the documented CI recipe
# locally with 2 shards, builds a package outside the repository running the tool over its
# own screens, builds a package depending on Canopy by version tag and records its golden, opens
# the snapshot failure page in headless chromium (installed when missing), and fuzzes the C
# PNG decoders for a bounded time.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
bash scripts/bootstrap.sh
bash scripts/check-imports.sh
# The header's Internal/ folder stays pure: no node type named there.
bash scripts/check-header-internal.sh
# The header's state changes only through named transitions, never field by field in the view.
python3 scripts/header-counts.py --check-state-writes
bash scripts/check-c-calls.sh
bash scripts/lint.sh
bash scripts/snapshot-orphans.sh
# The benchmark tables in the READMEs are the last `make bench` results, not hand-copied figures.
python3 scripts/bench-docs.py check
swift build --build-tests
bash scripts/check-doc-snippets.sh
bash scripts/pixelmatch-parity.sh
swift test --skip-build
# UIKit APIs Canopy deliberately lacks refuse to compile, each naming what to use instead.
bash scripts/check-unavailable.sh
# The constraint solver against kiwisolver on random systems.
bash scripts/solver-oracle.sh
# Line breaks and line widths against Pango, an independent implementation, with the same font files.
/usr/bin/python3 scripts/text-oracle.py
# The CI recipe's steps with 2 shards over deliberately failing snapshots, and the merged page.
bash scripts/suite-shards.sh
# A package outside the repository running the commands over its own screens.
bash scripts/own-screens.sh
# The swift-snapshot-testing strategies, a nested package with its own dependencies.
bash scripts/test-integrations.sh
# The tree's lifetime tests under the address and thread sanitizers (a nested package).
bash scripts/sanitized-tests.sh
# A package outside the repository depending on Canopy by URL and version tag.
bash scripts/test-consumer-package.sh
bash scripts/browser-check.sh
# The C PNG decoders under libFuzzer with sanitizers, for a bounded time.
bash scripts/fuzz-png.sh 25
