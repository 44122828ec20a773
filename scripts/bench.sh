#!/usr/bin/env bash
# Builds and runs the benchmarks with their baselines, writing Benchmarks/results/latest.json.
#
# Installs what is missing first (the bootstrap packages, ImageMagick, and a Python venv with
# pixelmatch + Pillow under Benchmarks/.venv; pixelmatch is best effort). Builds the C cairo
# baseline, the runner twice (release, and debug as `swift test` builds), and a release
# `canopy` tool, each in its own scratch folder under Benchmarks/ so re-runs are incremental.
# Then the release runner times each scenario group in its own process, the debug runner
# times the snapshot assertions, and one last call merges everything into one JSON list.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bench="$root/Benchmarks"
export PATH="$PATH:/opt/swift/usr/bin"
start=$(date +%s)
# The machine may be shared: the load before and after says how quiet the run was.
echo "bench: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

bash scripts/bootstrap.sh
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
# `compare` must be ImageMagick's own (some images ship a stand-in for `convert` only).
if ! compare -version 2>/dev/null | grep -q ImageMagick; then
  echo "bench: installing imagemagick"
  { $sudo_cmd apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends imagemagick >/dev/null; } \
    || echo "bench: imagemagick could not be installed; its baselines are reported as 0"
fi
python=""
if [ ! -x "$bench/.venv/bin/python" ]; then
  python3 -m venv "$bench/.venv" 2>/dev/null \
    || { DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq python3-venv >/dev/null 2>&1 \
      && python3 -m venv "$bench/.venv"; } \
    || echo "bench: no python venv; pixelmatch baseline skipped"
fi
if [ -x "$bench/.venv/bin/python" ]; then
  if "$bench/.venv/bin/python" -c 'import pixelmatch, PIL' 2>/dev/null \
    || "$bench/.venv/bin/pip" install -q pixelmatch pillow >/dev/null 2>&1; then
    python="$bench/.venv/bin/python"
  else
    echo "bench: pixelmatch could not be installed; its baseline is skipped"
  fi
fi

echo "bench: building the C baseline, the runner (release and debug) and canopy (release)"
mkdir -p "$bench/.build-baseline"
# shellcheck disable=SC2046  # pkg-config prints several flags on purpose
cc -O2 -Wall -o "$bench/.build-baseline/cairo_baseline" "$bench/Baseline/cairo_baseline.c" \
  $(pkg-config --cflags --libs cairo cairo-ft freetype2) -lm
swift build -c release --package-path "$bench" --scratch-path "$bench/.build-release"
swift build -c debug --package-path "$bench" --scratch-path "$bench/.build-debug"
swift build -c release --package-path "$root" --scratch-path "$bench/.build-canopy" --product canopy
built=$(date +%s)

work="$bench/.work"
mkdir -p "$work"
runner="$bench/.build-release/release/CanopyBenchmarks"
tools=(--cairo-baseline "$bench/.build-baseline/cairo_baseline" --canopy "$bench/.build-canopy/release/canopy")
[ -n "$python" ] && tools+=(--python "$python")
# One process per scenario group: a scenario's timings must not depend on the heap that the
# scenarios before it left behind (glibc's trimming and mmap thresholds adapt to it).
merged=()
for group in scroll layout render png snapshot throughput gallery; do
  echo "bench: $group (release)"
  "$runner" --only "$group" --work "$work" --output "$work/$group.json" "${tools[@]}"
  merged+=(--merge "$work/$group.json")
done
echo "bench: snapshot (debug build, as swift test builds it)"
"$bench/.build-debug/debug/CanopyBenchmarks" --only snapshot --suffix -debug --work "$work" \
  --output "$work/snapshot-debug.json" "${tools[@]}"
merged+=(--merge "$work/snapshot-debug.json")
"$runner" --only none "${merged[@]}" --output "$bench/results/latest.json" --markdown "$work/latest.md"
end=$(date +%s)
echo "bench: load average $(cut -d' ' -f1-3 /proc/loadavg); table in $work/latest.md"
echo "bench: done in $((end - start)) s ($((built - start)) s installing and building)"
