#!/usr/bin/env bash
# Canopy and FlexibleHeader never import Cairo: only CanopyCairo imports the C modules
# (CCairo, CCanopySupport), so no C type can leak into the tree's or the header's API.
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(grep -rlE '^\s*(@_implementationOnly |internal |public |private |fileprivate )?import (CCairo|CCanopySupport)\b' Sources --include='*.swift' | grep -v '^Sources/CanopyCairo/' || true)
if [ -n "$bad" ]; then
  echo "check-imports: only CanopyCairo may import CCairo or CCanopySupport; found in: $bad" >&2
  exit 1
fi
public=$(grep -rlE '^\s*(public |@_exported )import (CCairo|CCanopySupport)\b' Sources --include='*.swift' || true)
if [ -n "$public" ]; then
  echo "check-imports: C modules must be imported internally; found public imports in: $public" >&2
  exit 1
fi
echo "check-imports: ok"
