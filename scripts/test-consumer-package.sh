#!/usr/bin/env bash
# Proves Canopy works as a versioned dependency, the way another team adds it: clones this
# repository's HEAD into a bare repository in a temporary folder, tags it 1.0.0 there (the
# real repository is not tagged), writes the README's consumer package beside it with the
# README's `.package(url:…, from: "1.0.0")` line pointing at that clone, and runs its test
# twice: the first run must fail saying it recorded a golden, the PNG must exist, and the
# second run must pass. SwiftPM refuses a versioned dependency whose targets use unsafe
# build flags, so this also keeps every target free of them. Committed state only: edits not
# yet committed are not in the clone.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export PATH="$PATH:/opt/swift/usr/bin"
# A debug build of Canopy's library targets on two cores takes about five minutes; each step
# gets a generous bound so a hang fails the run instead of stalling it.
limit=${CANOPY_CONSUMER_TIMEOUT:-1500}
work=$(mktemp -d "${TMPDIR:-/tmp}/canopy-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
start=$SECONDS

# Prints the lines of README.md between `<!-- $1 begin -->` and `<!-- $1 end -->`, without
# the code fence lines.
readme_block() {
  awk -v begin="<!-- $1 begin -->" -v end="<!-- $1 end -->" '
    $0 == begin { inside = 1; next }
    $0 == end { inside = 0 }
    inside && !/^```/ { print }' README.md
}

git clone --quiet --bare --no-tags "$root" "$work/Canopy.git"
git -C "$work/Canopy.git" tag 1.0.0 HEAD

consumer="$work/MyScreens"
mkdir -p "$consumer/Tests/MyScreensTests"
# The README names the repository by its public URL; here the tagged clone stands in for it.
readme_block consumer-manifest | sed "s#https://github.com/<owner>/Canopy#file://$work/Canopy.git#" \
  >"$consumer/Package.swift"
readme_block consumer-test >"$consumer/Tests/MyScreensTests/WelcomeScreenTests.swift"
grep -q "file://$work/Canopy.git" "$consumer/Package.swift" \
  || { echo "consumer: README.md has no consumer manifest naming https://github.com/<owner>/Canopy" >&2; exit 1; }
[ -s "$consumer/Tests/MyScreensTests/WelcomeScreenTests.swift" ] \
  || { echo "consumer: README.md has no consumer test" >&2; exit 1; }

log="$work/log"
# Outside the repository, as a user's machine would be: no record setting, not a build server
# (where nothing is recorded), no artefact folder of the caller's.
run() { (cd "$consumer" && env -u CI -u CANOPY_RECORD -u CANOPY_ARTIFACTS timeout "$limit" "$@") >"$log" 2>&1; }
fail() {
  cat "$log" >&2
  echo "consumer: $1" >&2
  exit 1
}

run swift build --build-tests --disable-dependency-cache || fail "the consumer package does not build"
built=$SECONDS
if run swift test --skip-build; then fail "the first run passed; it must fail and record the golden"; fi
grep -q 'Recorded .*golden' "$log" || fail "the first run failed without saying it recorded a golden"
golden=$(find "$consumer/Snapshots" -name '*.png' 2>/dev/null | head -1)
[ -n "$golden" ] || fail "the first run wrote no PNG under Snapshots/"
[ "$(head -c 8 "$golden" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$golden is not a PNG"
run swift test --skip-build || fail "the second run did not pass against the recorded golden"
echo "consumer: a package depending on Canopy from: \"1.0.0\" built ($((built - start)) s) and recorded ${golden#"$consumer"/} ($((SECONDS - start)) s)"
