#!/usr/bin/env bash
# The header's Internal/ folder holds pure collaborators: values and functions over numbers.
# Fails when code there (comments aside) names a node type: ViewNode, ViewControllerNode,
# WindowNode or any class in Sources/ that inherits from one of them, directly or not.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import os, re, sys

classes = {}
for base, _, names in os.walk("Sources"):
    for name in names:
        if name.endswith(".swift"):
            text = open(os.path.join(base, name), encoding="utf-8").read()
            for m in re.finditer(r"\bclass\s+(\w+)\s*(?:<[^>]*>)?\s*:\s*(\w+)", text):
                classes[m.group(1)] = m.group(2)

nodes = {"ViewNode", "ViewControllerNode", "WindowNode"}
changed = True
while changed:
    changed = False
    for name, parent in classes.items():
        if parent in nodes and name not in nodes:
            nodes.add(name)
            changed = True

pattern = re.compile(r"\b(" + "|".join(sorted(nodes)) + r")\b")
problems = []
for base, _, names in os.walk("Sources/FlexibleHeader/Internal"):
    for name in sorted(names):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(base, name)
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            code = line.split("//")[0]
            for m in pattern.finditer(code):
                problems.append(f"{path}:{number}: names {m.group(1)}")
if problems:
    print("check-header-internal: Internal/ must not name node types; move node-facing code out:")
    print("\n".join(problems))
    sys.exit(1)
print(f"check-header-internal: ok ({len(nodes)} node types, none named in Internal/)")
PY
