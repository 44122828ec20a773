#!/usr/bin/env bash
# Long fuzz runs of the view tree and the header (the same seeded drivers `make test` runs on a
# small budget), then of the C PNG decoders under libFuzzer.
#   CANOPY_FUZZ_SEEDS   a count (seeds 1...n) or a comma-separated list of seeds (default here 64)
#   CANOPY_FUZZ_STEPS   steps per seed (default here 20000)
#   CANOPY_FUZZ_SECONDS how long one step may run before it counts as a hang (default 10)
#   CANOPY_FUZZ_PNG_SECONDS how long libFuzzer runs on the PNG decoders (default here 600)
# A failure names the seed, the step and the operation; replay it with CANOPY_FUZZ_SEEDS=<seed>.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
export CANOPY_FUZZ_SEEDS="${CANOPY_FUZZ_SEEDS:-64}"
export CANOPY_FUZZ_STEPS="${CANOPY_FUZZ_STEPS:-20000}"
swift build --build-tests
swift test --skip-build --filter 'TreeFuzzTests|HeaderFuzzTests'
bash scripts/fuzz-png.sh "${CANOPY_FUZZ_PNG_SECONDS:-600}"
