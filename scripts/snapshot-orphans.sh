#!/usr/bin/env bash
# Reports snapshot goldens that no test produces, snapshot tests without a golden, and test
# files or functions whose goldens would collide. Exits 1 when it finds any. A golden is a
# PNG or a tree dump (`<stem>.tree.txt`, beside a PNG or alone for a tree snapshot).
set -euo pipefail
cd "$(dirname "$0")/.."

problems=0
report() { echo "snapshot-orphans: $*" >&2; problems=$((problems + 1)); }

# Test files that call assertSnapshot, assertSnapshots (one golden per variant) or
# assertBehaviorSnapshot, and the test functions in them that do. A test function is the first `func` after `@Test`, or an XCTest `func test…`;
# a test that asserts a snapshot it expects to fail without a golden says
# `snapshot-orphans: no golden`. A behaviour snapshot's goldens are a PNG and a
# `.timeline.txt` beside it; every text golden, like every PNG, must belong to a test.
assertion='assert(Behavior)?Snapshots?\('
# Build folders of nested packages (their checked-out dependencies) are not this package's tests.
mapfile -t files < <(grep -rlE "$assertion" Tests --include='*.swift' --exclude-dir='.build*' | sort)

# Two files with one name would write into one Snapshots/<name>/ folder.
dupes=$(for f in "${files[@]}"; do basename "$f" .swift; done | sort | uniq -d)
for d in $dupes; do report "test files named $d.swift in several targets share Snapshots/$d/"; done

declare -A functions=()
for f in "${files[@]}"; do
  suite=$(basename "$f" .swift)
  tests=$(awk '
    /@Test/ { pending = 1 }
    /func[ \t]+[A-Za-z_][A-Za-z0-9_]*/ {
      match($0, /func[ \t]+[A-Za-z_][A-Za-z0-9_]*/); name = substr($0, RSTART, RLENGTH); sub(/func[ \t]+/, "", name)
      if (pending || name ~ /^test[A-Z0-9_]/) { current = name; pending = 0 }
    }
    /snapshot-orphans: no golden/ && current != "" { exempt[current] = 1 }
    /assert(Behavior)?Snapshots?\(/ && current != "" { uses[current] = 1 }
    END { for (n in uses) print n (n in exempt ? " exempt" : " needs") }
  ' "$f" | sort -u)
  names=$(printf '%s\n' "$tests" | awk 'NF { print $1 }')
  all=$(grep -oE 'func[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' "$f" | awk '{print $2}' | sort)
  for n in $names; do
    if [ "$(printf '%s\n' $all | grep -cx "$n")" -gt 1 ]; then
      report "$f: several functions named $n() share the goldens Snapshots/$suite/$n*.png"
    fi
    functions["$suite/$n"]=1
    if printf '%s\n' "$tests" | grep -qx "$n exempt"; then continue; fi
    if [ ! -f "Snapshots/$suite/$n.png" ] && ! compgen -G "Snapshots/$suite/$n.*.png" >/dev/null \
      && ! compgen -G "Snapshots/$suite/$n.*tree.txt" >/dev/null; then
      report "$f: $n() asserts a snapshot but Snapshots/$suite/ has no $n.png, $n.<name>.png or $n[.<name>].tree.txt"
    fi
  done
done

# Every golden must belong to one of those functions.
if [ -d Snapshots ]; then
  while IFS= read -r golden; do
    rel=${golden#Snapshots/}
    suite=${rel%%/*}
    stem=$(basename "$rel")
    test=${stem%%.*}
    if [ -z "${functions["$suite/$test"]+x}" ]; then
      report "$golden has no test: no $test() calling assertSnapshot in a $suite.swift under Tests/"
    fi
  done < <(find Snapshots -mindepth 2 \( -name '*.png' -o -name '*.txt' \) | sort)
fi

if [ "$problems" -gt 0 ]; then
  echo "snapshot-orphans: $problems problem(s)" >&2
  exit 1
fi
echo "snapshot-orphans: ok (${#functions[@]} snapshot tests, $(find Snapshots -mindepth 2 \( -name '*.png' -o -name '*.timeline.txt' \) 2>/dev/null | wc -l) goldens); $(find Snapshots -mindepth 2 -name '*.tree.txt' 2>/dev/null | wc -l) tree files"
