#!/usr/bin/env bash
# Differential test of the constraint solver against kiwisolver: installs PyPI's `kiwisolver`
# (a C++ Cassowary) into a git-ignored folder, has the Swift test write its random systems
# and solutions, then compares them in scripts/solver-oracle.py. Expects a built test bundle.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

# Pinned so the reference cannot change under the test.
requirements=(kiwisolver==1.5.1)
target=.build-kiwisolver/site-packages

stamp="$target/.installed-$(printf '%s\n' "${requirements[@]}" | cksum | cut -d' ' -f1)"
if [ ! -f "$stamp" ]; then
  rm -rf "$target"
  mkdir -p "$target"
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
    --target "$target" "${requirements[@]}"
  touch "$stamp"
fi
# The benchmarks time kiwisolver too and only need it installed.
[ "${1:-}" = "--install-only" ] && exit 0

cases=$(mktemp -t canopy-solver-cases.XXXXXX.json)
trap 'rm -f "$cases"' EXIT
CANOPY_SOLVER_ORACLE_OUTPUT="$cases" swift test --skip-build --filter SolverOracleTests >/dev/null
PYTHONPATH="$PWD/$target" python3 scripts/solver-oracle.py "$cases"
