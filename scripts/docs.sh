#!/usr/bin/env bash
# Builds the DocC documentation of the four library modules with the toolchain alone (no
# package plugin): symbol graphs from `swift package dump-symbol-graph`, then `docc convert`
# per module, then one combined archive in which the modules link to each other. Before converting, every ```swift block in the
# catalogs is type-checked against the freshly built modules, so an article cannot show code
# that does not compile.
#
# Usage: bash scripts/docs.sh            archives in .build-docs/
#        DOCS_STRICT=1 bash scripts/docs.sh   also fail on docc warnings
#
# Exit status: 0 when every archive was written, 1 on a docc error, a snippet that does not
# type-check, or (with DOCS_STRICT=1) any docc warning.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

# Dependency order: a module's archive may link into the ones before it.
modules=(Canopy CanopyCairo FlexibleHeader CanopySnapshotTesting)
out=.build-docs
rm -rf "$out"
mkdir -p "$out/symbol-graphs" "$out/snippets"

echo "docs: building and extracting symbol graphs"
# The command also tries the test targets, whose graphs it cannot emit, and then exits
# non-zero: what matters is that every documented module's graph was written.
dump_log=$(swift package dump-symbol-graph --skip-synthesized-members 2>&1) || true
graphs=$(printf '%s\n' "$dump_log" | sed -n 's/^Files written to //p' | tail -1)
for m in "${modules[@]}"; do
  if [ -z "$graphs" ] || [ ! -f "$graphs/$m.symbols.json" ]; then
    echo "$dump_log" >&2
    echo "docs: swift package dump-symbol-graph wrote no graph for $m" >&2
    exit 1
  fi
done
for m in "${modules[@]}"; do
  mkdir -p "$out/symbol-graphs/$m"
  # A module's own graph plus its extensions of other modules' types (Module@Other).
  cp "$graphs/$m.symbols.json" "$out/symbol-graphs/$m/"
  for extra in "$graphs/$m"@*.symbols.json; do
    [ -e "$extra" ] && cp "$extra" "$out/symbol-graphs/$m/"
  done
done

# --- Snippets: each article's swift blocks, in order, form one script that must type-check.
bin=$(swift build --show-bin-path)
# The system modules' maps and headers: a snippet's imports load the modules that import them.
c_flags=()
for map in Sources/CCairo Sources/CFreeType Sources/CHarfBuzz Sources/CICU; do
  c_flags+=(-Xcc "-fmodule-map-file=$map/module.modulemap")
done
for flag in $(pkg-config --cflags-only-I cairo freetype2 harfbuzz icu-uc); do c_flags+=(-Xcc "$flag"); done
snippet_failures=0
snippet_count=0
for m in "${modules[@]}"; do
  for page in Sources/"$m"/"$m".docc/*.md; do
    # #sourceLocation makes the compiler report errors at the article's own line numbers.
    blocks=$(awk -v page="$page" '
      /^```swift[[:space:]]*$/ { inside = 1; printf "#sourceLocation(file: \"%s\", line: %d)\n", page, NR + 1; next }
      /^```/ { if (inside) print "#sourceLocation()"; inside = 0; next }
      inside { print }
    ' "$page")
    [ -z "$blocks" ] && continue
    count=$(grep -c '^```swift[[:space:]]*$' "$page")
    snippet_count=$((snippet_count + count))
    script="$out/snippets/$m-$(basename "$page" .md).swift"
    {
      echo "// Type-check only: the \`\`\`swift blocks of $page, in order."
      echo "import Foundation"
      # An article's code reads as if its module were imported (most leave the line out).
      echo "import Canopy"
      [ "$m" != Canopy ] && echo "import $m"
      printf '%s\n' "$blocks"
    } >"$script"
    if ! swiftc -typecheck -swift-version 6 -I "$bin/Modules" \
      -Xcc -fmodule-map-file="$bin/CCanopySupport.build/module.modulemap" -Xcc -ISources/CCanopySupport/include \
      "${c_flags[@]}" "$script" 2>"$script.log"; then
      echo "docs: the code in $page does not type-check (see $script):" >&2
      cat "$script.log" >&2
      snippet_failures=$((snippet_failures + 1))
    fi
  done
done
if [ "$snippet_failures" -gt 0 ]; then
  echo "docs: $snippet_failures page(s) with code that does not compile" >&2
  exit 1
fi
echo "docs: $snippet_count swift code blocks type-check"

# --- Convert, one archive per module, then merge them into one site. Links between modules
# are plain paths into that combined site (/documentation/<module>/...), because each
# catalog is converted on its own.
warnings=0
strict=()
[ "${DOCS_STRICT:-0}" = 1 ] && strict=(--warnings-as-errors)
for m in "${modules[@]}"; do
  status=0
  docc convert "Sources/$m/$m.docc" \
    --fallback-display-name "$m" \
    --fallback-bundle-identifier "$m" \
    --fallback-default-module-kind "Framework" \
    --additional-symbol-graph-dir "$out/symbol-graphs/$m" \
    --enable-experimental-external-link-support \
    --diagnostic-level warning \
    --output-path "$out/$m.doccarchive" "${strict[@]}" >"$out/$m.log" 2>&1 || status=$?
  count=$(grep -c 'warning:' "$out/$m.log" || true)
  warnings=$((warnings + count))
  if [ "$status" -ne 0 ] || [ "$count" -gt 0 ]; then
    grep -E 'warning:|error:' -A4 "$out/$m.log" >&2 || cat "$out/$m.log" >&2
  fi
  if [ "$status" -ne 0 ]; then
    echo "docs: docc failed for $m (status $status)" >&2
    exit 1
  fi
  echo "docs: $m: $count warning(s)"
done

archives=()
for m in "${modules[@]}"; do archives+=("$out/$m.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name Canopy \
  --output-path "$out/Canopy-all.doccarchive" >"$out/merge.log" 2>&1 || {
  cat "$out/merge.log" >&2
  echo "docs: docc merge failed" >&2
  exit 1
}

echo "docs: $warnings warning(s) in total"
echo "docs: archives in $(pwd)/$out:"
for m in "${modules[@]}"; do echo "  $out/$m.doccarchive"; done
echo "  $out/Canopy-all.doccarchive (all four, one site)"
echo "docs: preview one with: docc preview Sources/<Module>/<Module>.docc --additional-symbol-graph-dir $out/symbol-graphs/<Module>"
