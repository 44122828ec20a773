#!/usr/bin/env bash
# Type-checks the code of every DocC article against the modules `swift build` last built, so
# an article cannot show code that does not compile. The ```swift blocks of one article, in
# order, form one script that imports Foundation, Canopy and the article's own module; errors
# are reported at the article's own file and line. Builds first only when a module is missing:
# run it after `swift build` so the modules match the sources.
#
# Usage: bash scripts/check-doc-snippets.sh [directory for the generated scripts]
#        (default .build/doc-snippets; scripts/docs.sh passes its own)
#
# Exit status: 0 when every article's code type-checks, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

out=${1:-.build/doc-snippets}
rm -rf "$out"
mkdir -p "$out"

bin=$(swift build --show-bin-path)
catalogs=(Sources/*/*.docc)
for catalog in "${catalogs[@]}"; do
  m=$(basename "$catalog" .docc)
  if [ ! -e "$bin/Modules/$m.swiftmodule" ]; then
    echo "doc-snippets: $m is not built yet; building"
    swift build
    break
  fi
done

# The system modules' maps and headers: a snippet's imports load the modules that import them.
c_flags=(-Xcc "-fmodule-map-file=$bin/CCanopySupport.build/module.modulemap" -Xcc -ISources/CCanopySupport/include)
for map in Sources/CCairo Sources/CFreeType Sources/CHarfBuzz Sources/CICU; do
  c_flags+=(-Xcc "-fmodule-map-file=$map/module.modulemap")
done
for flag in $(pkg-config --cflags-only-I cairo freetype2 harfbuzz icu-uc); do c_flags+=(-Xcc "$flag"); done

failures=0
blocks_checked=0
blocks_skipped=0
for catalog in "${catalogs[@]}"; do
  m=$(basename "$catalog" .docc)
  for page in "$catalog"/*.md; do
    # #sourceLocation makes the compiler report errors at the article's own line numbers. A
    # block right after a `<!-- not type-checked: reason -->` line is left out: code of another
    # package, which that package's own tests compile.
    blocks=$(awk -v page="$page" '
      /^<!-- not type-checked:/ { skip = 1; next }
      /^```swift[[:space:]]*$/ {
        if (skip) { inside = 2; skip = 0; next }
        inside = 1; printf "#sourceLocation(file: \"%s\", line: %d)\n", page, NR + 1; next
      }
      /^```/ { if (inside == 1) print "#sourceLocation()"; inside = 0; next }
      inside == 1 { print }
      NF { skip = 0 }
    ' "$page")
    skipped=$(awk '/^<!-- not type-checked:/ { skip = 1; next } /^```swift[[:space:]]*$/ && skip { n++ } NF { skip = 0 } END { print n + 0 }' "$page")
    blocks_skipped=$((blocks_skipped + skipped))
    [ -z "$blocks" ] && continue
    count=$(grep -c '^```swift[[:space:]]*$' "$page")
    blocks_checked=$((blocks_checked + count - skipped))
    script="$out/$m-$(basename "$page" .md).swift"
    {
      echo "// Type-check only: the \`\`\`swift blocks of $page, in order."
      echo "import Foundation"
      # An article's code reads as if its module were imported (most leave the line out).
      echo "import Canopy"
      [ "$m" != Canopy ] && echo "import $m"
      printf '%s\n' "$blocks"
    } >"$script"
    if ! swiftc -typecheck -swift-version 6 -diagnostic-style llvm -I "$bin/Modules" "${c_flags[@]}" "$script" \
      >"$script.log" 2>&1; then
      echo "doc-snippets: the code in $page does not type-check:" >&2
      cat "$script.log" >&2
      failures=$((failures + 1))
    fi
  done
done
if [ "$failures" -gt 0 ]; then
  echo "doc-snippets: $failures article(s) with code that does not compile (scripts in $out)" >&2
  exit 1
fi
echo "doc-snippets: $blocks_checked swift code blocks type-check ($blocks_skipped marked as another package's code)"
