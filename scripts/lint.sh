#!/usr/bin/env bash
# House formatting: the toolchain's swift-format with .swift-format, warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
swift format lint --strict --recursive Sources Tests Examples Package.swift \
  Integrations/SnapshotTestingCanopy/Sources Integrations/SnapshotTestingCanopy/Tests \
  Integrations/SnapshotTestingCanopy/Package.swift
echo "lint: ok"
