#!/usr/bin/env bash
# Checks how the C files of Sources/CCanopySupport call each other: no two files may reach
# each other through their calls (no cycle among the files), so each file's job can be read,
# tested and replaced on its own. Compiles each file alone, reads what it defines and what it
# needs with nm, and fails naming the cycle it finds.
set -euo pipefail
cd "$(dirname "$0")/.."
clang=/opt/swift/usr/bin/clang
[ -x "$clang" ] || clang="$(command -v clang)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=Sources/CCanopySupport
for source in "$dir"/*.c; do
  name=$(basename "$source" .c)
  "$clang" -c -O0 -I "$dir/include" "$source" -o "$work/$name.o"
  nm --defined-only -g "$work/$name.o" | awk '$2 ~ /^[TDBR]$/ {print $3}' >"$work/$name.defines"
  nm -u "$work/$name.o" | awk '{print $2}' >"$work/$name.needs"
done
python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
names = sorted(f[:-8] for f in os.listdir(work) if f.endswith(".defines"))
owner = {}
for n in names:
    for symbol in open(os.path.join(work, n + ".defines")).read().split():
        owner[symbol] = n
calls = {n: sorted({owner[s] for s in open(os.path.join(work, n + ".needs")).read().split() if owner.get(s, n) != n}) for n in names}
state, path = {}, []
def visit(n):
    state[n] = 1
    path.append(n)
    for m in calls[n]:
        if state.get(m) == 1:
            cycle = path[path.index(m):] + [m]
            sys.exit("check-c-calls: these C files call each other: " + " -> ".join(c + ".c" for c in cycle))
        if m not in state:
            visit(m)
    path.pop()
    state[n] = 2
for n in names:
    if n not in state:
        visit(n)
edges = sum(len(v) for v in calls.values())
print(f"check-c-calls: {len(names)} C files, {edges} calls between files, no cycle")
PY
