#!/usr/bin/env bash
# The documented CI recipe, run locally: lists the suite, runs a set of deliberately failing
# snapshot tests in 2 shards (each with its own artifacts folder and JUnit file, as the CI
# matrix's jobs do), merges the shards' folders, and checks that the merged page and
# summaries list every failure of both shards and the JUnit files name the artefacts.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
swift build --build-tests >/dev/null
canopy="$(swift build --show-bin-path)/canopy"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "suite-shards: $*" >&2; exit 1; }

# The CI jobs list the whole suite; this run keeps the deliberately failing suite only.
swift test list --skip-build 2>/dev/null | grep '^CanopySnapshotTestingTests\.DeliberateFailureTests/' > "$work/tests.txt"
expected=$(wc -l < "$work/tests.txt")
[ "$expected" -ge 2 ] || fail "found $expected deliberately failing tests, expected several"

for index in 1 2; do
  filter=$("$canopy" shard --index "$index" --count 2 --tests "$work/tests.txt")
  # Every test here fails, so swift test's exit status is 1 by design.
  if CANOPY_DELIBERATE_FAILURES=1 CANOPY_ARTIFACTS="$work/shard-$index" \
    swift test --skip-build --filter "$filter" --xunit-output "$work/shard-$index.xml" > "$work/shard-$index.log" 2>&1; then
    fail "shard $index passed, but its snapshots fail on purpose"
  fi
  [ -d "$work/shard-$index" ] || fail "shard $index wrote no artifacts folder"
  count=$(find "$work/shard-$index" -name '*.failure.json' | wc -l)
  [ "$count" -ge 1 ] || fail "shard $index has no failures; both shards must hold some for this check"
  grep -q '\.actual\.png' "$work/shard-$index-swift-testing.xml" || fail "shard $index's JUnit file names no artefact path"
done

"$canopy" report --merge "$work/shard-1" "$work/shard-2" --out "$work/merged" > /dev/null
found=$(find "$work/shard-1" "$work/shard-2" -name '*.failure.json' | wc -l)
[ "$found" -eq "$expected" ] || fail "the shards hold $found failures for $expected tests"
while read -r test; do
  name=${test#*/}
  title="DeliberateFailureTests/${name%%(*}"
  grep -q ">$title<" "$work/merged/index.html" || fail "the merged page does not list $title"
  grep -q "\`$title\`" "$work/merged/summary.md" || fail "summary.md does not list $title"
done < "$work/tests.txt"
python3 - "$work/merged" "$expected" <<'PY'
import json, os, sys
folder, expected = sys.argv[1], int(sys.argv[2])
summary = json.load(open(os.path.join(folder, "summary.json")))
assert summary["failures"] == expected and summary["shards"] == 2, summary
for row in summary["rows"]:
    for key in ("reference", "actual", "diff"):
        path = row[key]
        assert not os.path.isabs(path) and os.path.isfile(os.path.join(folder, path)), (key, path)
PY
echo "suite-shards: ok ($expected failures from 2 shards on one merged page)"
