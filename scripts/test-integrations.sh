#!/usr/bin/env bash
# Builds and tests the nested package of swift-snapshot-testing strategies
# (Integrations/SnapshotTestingCanopy). Quiet when green: the build log is shown only on
# failure. On a build server (CI set) nothing is recorded: a missing golden fails.
set -euo pipefail
cd "$(dirname "$0")/../Integrations/SnapshotTestingCanopy"
export PATH="$PATH:/opt/swift/usr/bin"
case "$(printf '%s' "${CI:-}" | tr '[:upper:]' '[:lower:]' | tr -d ' ')" in
  "" | 0 | false | no | off) ;;
  *) export SNAPSHOT_TESTING_RECORD=never ;;
esac
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
if ! swift build --build-tests >"$log" 2>&1; then
  cat "$log" >&2
  echo "integrations: build failed" >&2
  exit 1
fi
if ! swift test --skip-build >"$log" 2>&1; then
  cat "$log" >&2
  echo "integrations: tests failed" >&2
  exit 1
fi
grep -E 'Test run with' "$log" | sed 's/^/integrations: /'
echo "integrations: ok ($((SECONDS - start)) s)"
