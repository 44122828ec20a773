#!/usr/bin/env bash
# Canopy and FlexibleHeader never import Cairo; only CanopyCairo imports CCairo.
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(grep -rlE '^\s*(@_implementationOnly |internal |public )?import CCairo' Sources | grep -v '^Sources/CanopyCairo/' || true)
if [ -n "$bad" ]; then
  echo "check-imports: only CanopyCairo may import CCairo; found in: $bad" >&2
  exit 1
fi
echo "check-imports: ok"
