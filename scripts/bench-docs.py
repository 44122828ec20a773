#!/usr/bin/env python3
"""The benchmark tables in README.md and Benchmarks/README.md, made from the last `make bench`.

Both files hold the results table between `<!-- bench-results:begin -->` and
`<!-- bench-results:end -->`; nothing outside those markers quotes a benchmark figure.
`write` replaces the blocks from Benchmarks/results/latest.json and the run's environment
file (what `make bench` does last); `check` fails when a block differs from what `write`
would put there, so the documents cannot drift from the results (what `make test` does).
"""
import json
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "Benchmarks", "results", "latest.json")
ENVIRONMENT = os.path.join(ROOT, "Benchmarks", "results", "environment.txt")
DOCUMENTS = [os.path.join(ROOT, "README.md"), os.path.join(ROOT, "Benchmarks", "README.md")]
BEGIN = "<!-- bench-results:begin -->"
END = "<!-- bench-results:end -->"


def number(v):
    """Three significant digits for small numbers, one decimal from 100, none from 10,000."""
    if v >= 10_000:
        return "%.0f" % v
    if v >= 100:
        return "%.1f" % v
    return "%.3g" % v


def count(v):
    """An instruction count with thousands separators; one decimal below 100 (per-node counts)."""
    if v < 100:
        return "%.1f" % v
    return "{:,}".format(math.floor(v + 0.5))  # halves round up, as the runner rounds


def table(results):
    lines = [
        "| scenario | ours | baseline | baseline value | ratio (ours / baseline) | instructions (ours / baseline) |",
        "| --- | ---: | --- | ---: | ---: | ---: |",
    ]
    for r in results:
        ratio = "%.3f" % r["ratio"] if r["baseline_value"] > 0 else "n/a"
        counts = " / ".join(
            count(r[k]) if r.get(k) is not None else "–" for k in ("instructions", "baseline_instructions")
        )
        lines.append(
            "| `%s` | %s %s | %s | %s %s | %s | %s |"
            % (r["name"], number(r["value"]), r["unit"], r["baseline"], number(r["baseline_value"]), r["unit"], ratio, counts)
        )
    return lines


def block():
    with open(RESULTS, encoding="utf-8") as f:
        results = json.load(f)
    lines = [BEGIN]
    if os.path.exists(ENVIRONMENT):
        with open(ENVIRONMENT, encoding="utf-8") as f:
            lines.append(f.read().strip())
        lines.append("")
    lines += table(results)
    lines.append(END)
    return "\n".join(lines)


def replaced(text, new_block, path):
    start = text.find(BEGIN)
    end = text.find(END)
    if start < 0 or end < start:
        sys.exit("bench-docs: %s has no %s … %s block" % (os.path.relpath(path, ROOT), BEGIN, END))
    return text[:start] + new_block + text[end + len(END):]


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode not in ("write", "check"):
        sys.exit("usage: bench-docs.py write|check")
    new_block = block()
    stale = []
    for path in DOCUMENTS:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        updated = replaced(text, new_block, path)
        if updated == text:
            continue
        if mode == "check":
            stale.append(os.path.relpath(path, ROOT))
        else:
            tmp = path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(updated)
            os.replace(tmp, path)
    if stale:
        sys.exit("bench-docs: the results table in %s differs from Benchmarks/results/latest.json; "
                 "run `python3 scripts/bench-docs.py write` (make bench does)" % ", ".join(stale))
    print("bench-docs: %s" % ("tables match latest.json" if mode == "check" else "tables written"))


if __name__ == "__main__":
    main()
