#!/usr/bin/env bash
# Builds and runs the benchmarks with their baselines, writing Benchmarks/results/latest.json.
#
# Installs what is missing first (the bootstrap packages, ImageMagick, valgrind, and a Python
# venv with pixelmatch + Pillow under Benchmarks/.venv; pixelmatch is best effort). Builds the
# C cairo baseline, the runner twice (release, and debug as `swift test` builds), and a release
# `canopy` tool, each in its own scratch folder under Benchmarks/ so re-runs are incremental.
# Then the release runner times each scenario group in its own process, and runs the group a
# second time under valgrind's callgrind to count its instructions (deterministic where times
# swing with the machine's load); the debug runner does the same for the snapshot assertions,
# and one last call merges everything into one JSON list.
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
# Instruction counts need valgrind (callgrind) and objcopy; without them the times are still written.
if ! command -v valgrind >/dev/null 2>&1 || ! command -v objcopy >/dev/null 2>&1; then
  echo "bench: installing valgrind"
  { $sudo_cmd apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends valgrind binutils >/dev/null; } \
    || echo "bench: valgrind could not be installed; no instruction counts"
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

# kiwisolver, the constraint rows' baseline, in the folder the solver oracle uses.
kiwi=(--kiwi-python "$(command -v python3)")
bash scripts/solver-oracle.sh --install-only || { echo "bench: kiwisolver could not be installed"; kiwi=(); }

echo "bench: building the C baseline, the runner (release and debug) and canopy (release)"
mkdir -p "$bench/.build-baseline"
# shellcheck disable=SC2046  # pkg-config prints several flags on purpose
cc -O2 -Wall -o "$bench/.build-baseline/cairo_baseline" "$bench/Baseline/cairo_baseline.c" \
  $(pkg-config --cflags --libs cairo cairo-ft freetype2) -lm
# shellcheck disable=SC2046
cc -O2 -Wall -o "$bench/.build-baseline/pango_text_baseline" "$bench/Baseline/pango_text_baseline.c" \
  $(pkg-config --cflags --libs pangocairo)
swift build -c release --package-path "$bench" --scratch-path "$bench/.build-release"
swift build -c debug --package-path "$bench" --scratch-path "$bench/.build-debug"
swift build -c release --package-path "$root" --scratch-path "$bench/.build-canopy" --product canopy
built=$(date +%s)

work="$bench/.work"
mkdir -p "$work"
runner="$bench/.build-release/release/CanopyBenchmarks"
debug_runner="$bench/.build-debug/debug/CanopyBenchmarks"
canopy="$bench/.build-canopy/release/canopy"
tools=(--cairo-baseline "$bench/.build-baseline/cairo_baseline" --pango-baseline "$bench/.build-baseline/pango_text_baseline" --canopy "$canopy")
[ -n "$python" ] && tools+=(--python "$python")
valgrind=$(command -v valgrind || true)
if [ -n "$valgrind" ] && command -v objcopy >/dev/null 2>&1; then
  # valgrind 3.19 cannot read Swift's debug information, so it runs copies without it.
  objcopy --strip-debug "$runner" "$bench/.build-release/CanopyBenchmarks-counting"
  objcopy --strip-debug "$debug_runner" "$bench/.build-debug/CanopyBenchmarks-counting"
  objcopy --strip-debug "$canopy" "$bench/.build-canopy/canopy-counting"
else
  valgrind=""
fi

# One process per scenario group: a scenario's timings must not depend on the heap that the
# scenarios before it left behind (glibc's trimming and mmap thresholds adapt to it).
merged=()
for group in scroll table layout render text png snapshot throughput accessibility variants gallery constraints; do
  echo "bench: $group (release)"
  "$runner" --only "$group" --work "$work" --output "$work/$group.json" "${tools[@]}" "${kiwi[@]}"
  merged+=(--merge "$work/$group.json")
done
echo "bench: snapshot (debug build, as swift test builds it)"
"$debug_runner" --only snapshot --suffix -debug --work "$work" --output "$work/snapshot-debug.json" "${tools[@]}"
merged+=(--merge "$work/snapshot-debug.json")

# Runs group $1 of runner copy $2 under callgrind, writing its counts to $work/$3.json
# (further arguments go to the runner). Callgrind zeroes its counters where the runner marks
# a region's start and writes a numbered part file where it marks the end; the runner reads
# each part back (see InstructionCounting.swift). Counts do not depend on the machine's load,
# so this runs after the timings, two groups at a time, one per core.
count() {
  local group=$1 exe=$2 name=$3 folder
  shift 3
  folder="$work/callgrind/$name"
  rm -rf "$folder" "$work/$name.json" && mkdir -p "$folder"
  "$valgrind" --tool=callgrind --zero-before=canopy_bench_count_begin --dump-before=canopy_bench_count_end \
    --callgrind-out-file="$folder/callgrind.out" "$exe" --only "$group" --count-instructions "$folder" \
    --work "$work/counting-$name" --output "$work/$name.json" "$@" >"$folder/run.log" 2>&1 \
    || echo "bench: counting $name failed; see $folder/run.log"
}
# Counts the outside programs of group $1 (the C baseline, canopy) from the files the timing
# run left in $work: the native runner runs valgrind on each.
count_programs() {
  rm -f "$work/$1-programs-instructions.json"
  "$runner" --only "$1" --count-programs --work "$work" --output "$work/$1-programs-instructions.json" \
    --cairo-baseline "$bench/.build-baseline/cairo_baseline" --valgrind "$valgrind" \
    --counting-canopy "$bench/.build-canopy/canopy-counting" 2>>"$work/callgrind/programs.log" \
    || echo "bench: counting the programs of $1 failed; see $work/callgrind/programs.log"
}
if [ -n "$valgrind" ]; then
  echo "bench: counting instructions with callgrind (two at a time)"
  counting="$bench/.build-release/CanopyBenchmarks-counting"
  mkdir -p "$work/callgrind" && : >"$work/callgrind/programs.log"
  # The snapshot groups share one golden folder, so they run one after another.
  {
    count snapshot "$counting" snapshot-instructions
    count snapshot "$bench/.build-debug/CanopyBenchmarks-counting" snapshot-debug-instructions --suffix -debug
    count throughput "$counting" throughput-instructions
  } &
  lane=$!
  for group in scroll layout render png constraints; do count "$group" "$counting" "$group-instructions"; done
  for group in render png gallery; do count_programs "$group"; done
  wait "$lane" || true
  for name in scroll layout render png constraints snapshot snapshot-debug throughput render-programs png-programs gallery-programs; do
    if [ -f "$work/$name-instructions.json" ]; then merged+=(--instructions "$work/$name-instructions.json"); fi
  done
fi
"$runner" --only none "${merged[@]}" --output "$bench/results/latest.json"
# What the run measured on, for the tables' heading.
{
  printf 'Run by `make bench` on %s: %s cores (%s), %s GiB RAM, %s, %s, cairo %s; load average %s at the end.\n' \
    "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" \
    "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')" \
    "$(awk '/MemTotal/ { printf "%d", $2 / 1048576 }' /proc/meminfo)" \
    "$(. /etc/os-release && echo "$PRETTY_NAME")" "$(swift --version 2>/dev/null | head -1 | sed 's/ (.*//')" \
    "$(pkg-config --modversion cairo)" "$(cut -d' ' -f1 /proc/loadavg)"
} >"$bench/results/environment.txt.tmp" && mv "$bench/results/environment.txt.tmp" "$bench/results/environment.txt"
python3 scripts/bench-docs.py write
# A team-sized suite through swift test, sharded, and its merged report: suite-1000.json.
bash scripts/bench-suite.sh
end=$(date +%s)
echo "bench: load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "bench: done in $((end - start)) s ($((built - start)) s installing and building)"
