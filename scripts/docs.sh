#!/usr/bin/env bash
# Builds the DocC documentation of the five library modules with the toolchain alone (no
# package plugin): symbol graphs from `swift package dump-symbol-graph`, then `docc convert`
# per module, then one combined archive in which the modules link to each other. Before
# converting, scripts/check-doc-snippets.sh type-checks every article's ```swift blocks against
# the freshly built modules, so an article cannot show code that does not compile.
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
modules=(CanopyText Canopy CanopyCairo FlexibleHeader CanopySnapshotTesting)
out=.build-docs
rm -rf "$out"
mkdir -p "$out/symbol-graphs"

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

# --- Snippets: every article's code must type-check against the modules just built.
if ! bash scripts/check-doc-snippets.sh "$out/snippets"; then
  echo "docs: fix the articles' code above before converting" >&2
  exit 1
fi

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
echo "  $out/Canopy-all.doccarchive (all five, one site)"
echo "docs: preview one with: docc preview Sources/<Module>/<Module>.docc --additional-symbol-graph-dir $out/symbol-graphs/<Module>"
