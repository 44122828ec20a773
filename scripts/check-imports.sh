#!/usr/bin/env bash
# Only CanopyText and CanopyCairo import C modules, so no C type can leak into the tree's or
# the header's API: Canopy and FlexibleHeader import none, CanopyText imports the text libraries
# (CFreeType, CHarfBuzz, CICU) and never cairo, and only CanopyCairo imports cairo (CCairo,
# CCanopySupport), reaching FreeType through cairo's own header for its faces.
set -euo pipefail
cd "$(dirname "$0")/.."
import='^\s*(@_implementationOnly |internal |public |private |fileprivate |@_exported )?import'
bad=$(grep -rlE "$import (CCairo|CCanopySupport|CFreeType|CHarfBuzz|CICU)\b" Sources/Canopy Sources/FlexibleHeader --include='*.swift' || true)
if [ -n "$bad" ]; then
  echo "check-imports: Canopy and FlexibleHeader import no C module; found in: $bad" >&2
  exit 1
fi
bad=$(grep -rlE "$import (CCairo|CCanopySupport)\b" Sources --include='*.swift' | grep -v '^Sources/CanopyCairo/' || true)
if [ -n "$bad" ]; then
  echo "check-imports: only CanopyCairo may import CCairo or CCanopySupport; found in: $bad" >&2
  exit 1
fi
bad=$(grep -rlE "$import (CFreeType|CHarfBuzz|CICU)\b" Sources --include='*.swift' | grep -v '^Sources/CanopyText/' || true)
if [ -n "$bad" ]; then
  echo "check-imports: only CanopyText may import CFreeType, CHarfBuzz or CICU; found in: $bad" >&2
  exit 1
fi
public=$(grep -rlE '^\s*(public |@_exported )import (CCairo|CCanopySupport|CFreeType|CHarfBuzz|CICU)\b' Sources --include='*.swift' || true)
if [ -n "$public" ]; then
  echo "check-imports: C modules must be imported internally; found public imports in: $public" >&2
  exit 1
fi
echo "check-imports: ok"
