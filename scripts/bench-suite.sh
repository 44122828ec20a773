#!/usr/bin/env bash
# suite-1000: 1,000 snapshot assertions of varied screens (the 17 examples on 4 devices,
# cycled) in a generated package depending on Canopy by path, run through
# `swift test` against matching goldens on every core; then the same tests split by
# `canopy shard` into 2 shards run as 2 processes at once; then every golden swapped for a
# 1×1 image so all 1,000 fail in the 2 shards, and the shards' folders merged by
# `canopy report --merge`. Writes Benchmarks/results/suite-1000.json.
#
# The package lives in Benchmarks/.build-suite/ so re-runs build incrementally and keep
# their goldens (recorded on the first run, which fails by design while recording).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
export PATH="$PATH:/opt/swift/usr/bin"
package="$repo/Benchmarks/.build-suite/Suite1000"
results="$repo/Benchmarks/results/suite-1000.json"
count=1000
per_file=50
now() { date +%s.%N; }
fail() { echo "bench-suite: $*" >&2; exit 1; }

mkdir -p "$package/Tests/SuiteTests"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Suite1000",
    dependencies: [.package(name: "Canopy", path: "$repo")],
    targets: [
        .testTarget(
            name: "SuiteTests",
            dependencies: [
                .product(name: "CanopySnapshotTesting", package: "Canopy"), .product(name: "Examples", package: "Canopy"),
                .product(name: "Canopy", package: "Canopy"),
            ]
        )
    ]
)
SWIFT
cat > "$package/Tests/SuiteTests/Shot.swift" <<'SWIFT'
import Canopy
import CanopySnapshotTesting
import Examples

/// Asserts screen `index` of the cycle (example, then device) at rest. The assertion hosts the
/// screen itself, after its renderer has installed the font metrics: a window hosted before
/// any renderer exists in the process lays its labels out with stand-in metrics.
func shot(_ index: Int, file: StaticString = #filePath, testName: String = #function) {
    let examples = ExampleCatalog.all
    let devices: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPopover]
    let example = examples[index % examples.count]
    let device = devices[(index / examples.count) % devices.count]
    assertSnapshot(of: example.make(), on: device, file: file, testName: testName)
}
SWIFT
python3 - "$package/Tests/SuiteTests" "$count" "$per_file" <<'PY'
import os, sys
folder, count, per_file = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for f in range(count // per_file):
    lines = ["import Testing", "", f"@Suite struct Screens{f:02d}Tests {{"]
    for i in range(f * per_file, (f + 1) * per_file):
        lines.append(f"    @Test func screen{i:04d}() {{ shot({i}) }}")
    lines.append("}")
    path = os.path.join(folder, f"Screens{f:02d}Tests.swift")
    text = "\n".join(lines) + "\n"
    if not os.path.exists(path) or open(path).read() != text:
        open(path, "w").write(text)
PY

echo "bench-suite: building the generated package and canopy"
swift build --product canopy >/dev/null
canopy="$(swift build --show-bin-path)/canopy"
cd "$package"
swift build --build-tests >/dev/null 2>&1 || { swift build --build-tests; fail "the generated package did not build"; }
binary="$(swift build --show-bin-path)/Suite1000PackageTests.xctest"
goldens=0
[ -d Snapshots ] && goldens=$(find Snapshots -name '*.png' | wc -l)
if [ "$goldens" -ne "$count" ]; then
  echo "bench-suite: recording $count goldens (this run fails by design)"
  env -u CI CANOPY_RECORD=missing swift test --skip-build >/dev/null 2>&1 || true
  goldens=$(find Snapshots -name '*.png' | wc -l)
  [ "$goldens" -eq "$count" ] || fail "recorded $goldens goldens, expected $count"
fi

echo "bench-suite: $count matching snapshots through swift test on $(nproc) cores"
start=$(now)
swift test --skip-build >/dev/null 2>&1 || fail "the suite does not match its goldens"
whole=$(python3 -c "print($(now) - $start)")

swift test list --skip-build 2>/dev/null > "$package/tests.txt"
[ "$(wc -l < "$package/tests.txt")" -eq "$count" ] || fail "swift test list did not list $count tests"
filters=()
for index in 1 2; do filters+=("$("$canopy" shard --index "$index" --count 2 --tests "$package/tests.txt")"); done
# Two processes at once, as two CI jobs would: the test binary itself, since two `swift test`
# runs in one package wait for each other's lock on .build.
run_shards() {
  local pids=()
  for index in 1 2; do
    env CANOPY_ARTIFACTS="$package/shard-$index" "$binary" --testing-library swift-testing --filter "${filters[$((index - 1))]}" \
      >"$package/shard-$index.log" 2>&1 &
    pids+=($!)
  done
  local status=0
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return $status
}
echo "bench-suite: the same suite as 2 shards in 2 processes"
rm -rf "$package/shard-1" "$package/shard-2"
start=$(now)
run_shards || fail "a shard does not match its goldens"
sharded=$(python3 -c "print($(now) - $start)")

echo "bench-suite: $count failures in 2 shards, then the merged report"
rm -rf "$package/Snapshots.kept" "$package/shard-1" "$package/shard-2" "$package/merged"
cp -a Snapshots Snapshots.kept
trap 'rm -rf "$package/Snapshots" && mv "$package/Snapshots.kept" "$package/Snapshots"' EXIT
python3 - <<'PY'
import base64, pathlib
# A 1×1 white PNG: every golden then differs in size from its render.
tiny = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==")
for path in pathlib.Path("Snapshots").rglob("*.png"):
    path.write_bytes(tiny)
PY
if CANOPY_RECORD=never run_shards; then fail "the shards passed against swapped goldens"; fi
start=$(now)
"$canopy" report --merge "$package/shard-1" "$package/shard-2" --out "$package/merged" >/dev/null
merge=$(python3 -c "print($(now) - $start)")
failures=$(python3 -c "import json; print(json.load(open('$package/merged/summary.json'))['failures'])")
[ "$failures" -eq "$count" ] || fail "the merged report lists $failures failures, expected $count"

mkdir -p "$(dirname "$results")"
python3 - "$results" "$count" "$whole" "$sharded" "$merge" "$failures" <<'PY'
import json, os, sys
path, count, whole, sharded, merge, failures = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:6]), int(sys.argv[6])
rows = [
    {"name": "suite-1000", "unit": "s", "value": round(whole, 2), "snapshotsPerSecond": round(count / whole, 1), "cores": os.cpu_count(),
     "what": f"{count} matching snapshot assertions through swift test on every core"},
    {"name": "suite-1000-2-shards", "unit": "s", "value": round(sharded, 2), "snapshotsPerSecond": round(count / sharded, 1),
     "what": "the same tests as 2 canopy shard filters run as 2 processes at once"},
    {"name": "suite-1000-merge-report", "unit": "s", "value": round(merge, 3), "failures": failures, "limit": 2.0,
     "what": "canopy report --merge of the 2 shards' folders holding every test's failure"},
]
json.dump(rows, open(path, "w"), indent=2)
for r in rows:
    print(f"bench-suite: {r['name']}: {r['value']} {r['unit']}" + (f" ({r['snapshotsPerSecond']} snapshots/s)" if "snapshotsPerSecond" in r else ""))
if merge > 2.0:
    sys.exit(f"bench-suite: merging {failures} failures took {merge:.2f} s, over the 2 s budget")
PY
