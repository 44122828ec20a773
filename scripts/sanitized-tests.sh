#!/usr/bin/env bash
# Runs the tree's lifetime tests (Tests/CanopyTests/Lifetime) built with the address
# sanitizer, then with the thread sanitizer, from the nested package Tests/Sanitized, so each
# sanitized build compiles only Canopy and what it depends on. A reference left naming a
# freed view, or a notify list reading a released view, is reported as a use after free;
# leaks are reported too (the XCTest runner's own are suppressed). Debug builds, as
# `swift test` builds: their own checks of the notify list stop on a released view before the
# sanitizer would; `CANOPY_SANITIZED_CONFIG=release` builds without them (and with the
# optimiser's retain elimination), at about three times the build time. Quiet when green: a
# log is shown only on failure. Prints each sanitizer's build and test times.
#   bash scripts/sanitized-tests.sh [address|thread]...
set -euo pipefail
cd "$(dirname "$0")/../Tests/Sanitized"
export PATH="$PATH:/opt/swift/usr/bin"
export LSAN_OPTIONS="suppressions=$PWD/leak-suppressions.txt"
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for s in "${sanitizers[@]}"; do
  start=$SECONDS
  config=${CANOPY_SANITIZED_CONFIG:-debug}
  if ! swift build -c "$config" --build-tests --sanitize="$s" --scratch-path ".build-$s" >"$log" 2>&1; then
    cat "$log" >&2
    echo "sanitized: the $s-sanitized build failed" >&2
    exit 1
  fi
  built=$SECONDS
  if ! swift test -c "$config" --skip-build --sanitize="$s" --scratch-path ".build-$s" >"$log" 2>&1; then
    cat "$log" >&2
    echo "sanitized: the lifetime tests failed under the $s sanitizer" >&2
    exit 1
  fi
  grep -E 'Test run with' "$log" | sed "s/^/sanitized ($s): /"
  echo "sanitized ($s): ok, build $((built - start)) s, tests $((SECONDS - built)) s"
done
