#!/usr/bin/env python3
"""Counts the header's structure, so the figures the docs state about it can be re-measured.

Usage: python3 scripts/header-counts.py [-v] [--solves] | --check-state-writes

Static counts read Sources/ as text; each rule is the docstring of its function. With
--solves, the debug build's solve counter is read through `swift test` (build the tests
first): solves per plain scroll event and per status-bar flip. With --check-state-writes it
prints nothing else and fails when a line outside Internal/ writes a field of the state.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
HEADER = os.path.join(ROOT, "Sources", "FlexibleHeader")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def code_lines(path):
    """The lines of a Swift file without comments (line comments and doc comments)."""
    out = []
    for line in read(path).splitlines():
        stripped = line.split("//")[0] if not line.lstrip().startswith('"') else line
        out.append(stripped)
    return out


def swift_files(folder):
    for base, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def view_files():
    """The view's own files: FlexibleHeaderView*.swift and the view extensions under folders."""
    for path in swift_files(HEADER):
        if os.path.basename(path).startswith("FlexibleHeaderView") and "/Internal/" not in path:
            yield path


DECL = re.compile(
    r"^    (?:@\S+\s+)*(?:(?:public|open|private|fileprivate|internal|package|weak|unowned|lazy|final|nonisolated)"
    r"(?:\([^)]*\))?\s+)*(var|let)\s+(\w+)"
)


def stored_properties():
    """Members of `class FlexibleHeaderView` (4-space indent) that hold storage: a `let`, or a
    `var` with an initialiser or without a body; `static`, `override` and computed ones are not."""
    names = []
    inside = False
    for line in code_lines(os.path.join(HEADER, "FlexibleHeaderView.swift")):
        if line.startswith("open class FlexibleHeaderView"):
            inside = True
            continue
        if inside and line.startswith("}"):
            break
        if not inside or "static " in line or "override " in line:
            continue
        m = DECL.match(line)
        if not m:
            continue
        rest = line[m.end():]
        brace = rest.find("{")
        equals = rest.find("=")
        if brace != -1 and (equals == -1 or equals > brace):
            continue  # computed
        names.append(m.group(2))
    return names


def solve_sites():
    """Calls of `solveAndApply` in the module, its definition excluded."""
    hits = []
    for path in swift_files(HEADER):
        for n, line in enumerate(code_lines(path), 1):
            if "solveAndApply" in line and "func solveAndApply" not in line:
                hits.append(f"{os.path.relpath(path, ROOT)}:{n}")
    return hits


def direct_apply_sites():
    """Calls of `apply(` with a solve's effects made outside `solveAndApply` (each solves and
    applies in a script of its own), in the module; definitions and doc comments excluded."""
    hits = []
    for path in swift_files(HEADER):
        inside = False
        for n, line in enumerate(code_lines(path), 1):
            if "func solveAndApply" in line:
                inside = True
            elif inside and line.startswith("    }"):
                inside = False
            if not inside and re.search(r"(?<![\w.])apply\(", line) and "func apply" not in line:
                hits.append(f"{os.path.relpath(path, ROOT)}:{n}")
    return hits


SCROLL_WRITE = re.compile(r"\.(contentOffset|contentInset|scrollIndicatorInsets)(\.\w+)?\s*[-+*/]?=[^=]")


def scroll_writes_outside_apply():
    """Assignments (plain or compound, such as `-=`) to a scroll view's contentOffset,
    contentInset or scrollIndicatorInsets in the view's files, except inside `func apply(` (the
    single place effects are applied) and the `func apply<Name>(` helpers it hands effects to."""
    hits = []
    for path in view_files():
        lines = code_lines(path)
        in_apply = False
        for n, line in enumerate(lines, 1):
            if re.match(r"^    func apply\w*\(_ \w+: (HeaderEffects|\[ScrollViewWrite\])", line):
                in_apply = True
            elif in_apply and line.startswith("    }"):
                in_apply = False
                continue
            if not in_apply and SCROLL_WRITE.search(line):
                hits.append(f"{os.path.relpath(path, ROOT)}:{n}")
    return hits


def reentry_flags():
    """Booleans that refuse re-entry: tested (`guard !x` or `if x { return }`) just before being
    set true and put back to false within six lines (directly or in a `defer`), in the view's
    and controller's files."""
    hits = []
    files = list(view_files()) + [p for p in swift_files(HEADER) if "Controller" in os.path.basename(p)]
    for path in files:
        lines = code_lines(path)
        for n, line in enumerate(lines):
            m = re.match(r"^\s*([\w.]+) = true\s*$", line)
            if not m:
                continue
            name = m.group(1)
            window = "\n".join(lines[n + 1:n + 7])
            before = "\n".join(lines[max(0, n - 3):n])
            tested = re.search(r"guard !" + re.escape(name) + r"\b|if " + re.escape(name) + r" \{ return", before)
            if tested and re.search(re.escape(name) + r" = false", window):
                hits.append(f"{name} ({os.path.relpath(path, ROOT)}:{n + 1})")
    return hits


STATE_BASE = r"(?:(?<![\w.])|(?<=self\.)|(?<=header\.)|(?<=header\?\.))state"
STATE_ASSIGN = re.compile(STATE_BASE + r"(?:\.\w+)+\s*(?:&?[-+*/%]|<<|>>|[&|^])?=(?!=)")
STATE_EDIT = re.compile(
    STATE_BASE + r"(?:\.\w+)*\.(?:update|set|replaceExisting|append\w*|insert\w*|remove\w*|popLast|swapAt|sort|reverse)\(")
STATE_INOUT = re.compile(r"&\s*(?:self\.)?state\.")


def state_writes_outside_internal():
    """Lines outside Internal/ that change the header's state field by field: an assignment
    (plain or compound, `&+=` included) to a field under `state`, an edit of a collection
    or table under it (`update`, `set`, `append`, `remove...`, ...), or a field of it passed
    `inout`. A named transition called on it (`state.beginRotation()`) is not counted, nor the
    whole state made in `init` or handed to and taken back from a solver
    (`swap(&state, &solver.state)`)."""
    hits = []
    for path in swift_files(HEADER):
        if "/Internal/" in path:
            continue
        for n, line in enumerate(code_lines(path), 1):
            if STATE_ASSIGN.search(line) or STATE_EDIT.search(line) or STATE_INOUT.search(line):
                hits.append(f"{os.path.relpath(path, ROOT)}:{n}")
    return hits


UNSAFE = {
    "@exclusivity(unchecked)": re.compile(r"@exclusivity\(unchecked\)"),
    "unowned(unsafe)": re.compile(r"unowned\(unsafe\)"),
    "Unmanaged": re.compile(r"\bUnmanaged\b"),
    "Unretained (uses)": re.compile(r"\bUnretained\b"),
}


def unsafe_constructs():
    """Occurrences of each unsafe construct in Sources/FlexibleHeader code (comments excluded)."""
    counts = {key: 0 for key in UNSAFE}
    for path in swift_files(HEADER):
        for line in code_lines(path):
            for key, pattern in UNSAFE.items():
                counts[key] += len(pattern.findall(line))
    return counts


def scroll_node_header_fields():
    """Declarations in ScrollNode.swift whose doc comment says a header is what reads them,
    public ones excluded: a public member is UIKit's API (`refreshControl` is UIScrollView's),
    which every client may read, not a field kept for the header."""
    path = os.path.join(ROOT, "Sources", "Canopy", "Scroll", "ScrollNode.swift")
    names = []
    doc = []
    for line in read(path).splitlines():
        if line.lstrip().startswith("///"):
            doc.append(line)
            continue
        m = DECL.match(line)
        if m and re.search(r"\bheaders?\b", " ".join(doc)) and not re.search(r"\b(public|open)\b", line):
            names.append(m.group(2))
        doc = []
    return names


def solves():
    """Runs the solve-counting tests with CANOPY_HEADER_COUNTS set, which makes them print."""
    env = dict(os.environ, CANOPY_HEADER_COUNTS="1")
    env["PATH"] = env.get("PATH", "") + ":/opt/swift/usr/bin"
    out = subprocess.run(["swift", "test", "--skip-build", "--filter", "SolvesPerEventTests"],
                         cwd=ROOT, env=env, capture_output=True, text=True).stdout
    return [line.strip() for line in out.splitlines() if line.strip().startswith(("solves per", "applies per"))]


def check_state_writes():
    """Fails, listing them, when lines outside Internal/ write fields of the header's state."""
    hits = state_writes_outside_internal()
    if hits:
        print("header-counts: the header's state changes only through named transitions in Internal/;"
              " these lines write its fields directly:")
        for hit in hits:
            print(f"  {hit}")
        sys.exit(1)
    print("header-counts: ok (no state writes outside Internal/)")


def main():
    if "--check-state-writes" in sys.argv:
        return check_state_writes()
    verbose = "-v" in sys.argv
    props = stored_properties()
    print(f"stored properties of FlexibleHeaderView: {len(props)}")
    if verbose:
        print("  " + ", ".join(props))
    for title, hits in [("solveAndApply call sites", solve_sites()),
                        ("apply call sites outside solveAndApply", direct_apply_sites()),
                        ("scroll-view writes outside apply", scroll_writes_outside_apply()),
                        ("state writes outside Internal/", state_writes_outside_internal()),
                        ("re-entry flags", reentry_flags()),
                        ("ScrollNode fields documented as read by headers", scroll_node_header_fields())]:
        print(f"{title}: {len(hits)}")
        if verbose or title.startswith(("re-entry", "ScrollNode")):
            for hit in hits:
                print(f"  {hit}")
    for key, count in unsafe_constructs().items():
        print(f"{key} in Sources/FlexibleHeader: {count}")
    if "--solves" in sys.argv:
        for line in solves():
            print(line)


if __name__ == "__main__":
    main()
