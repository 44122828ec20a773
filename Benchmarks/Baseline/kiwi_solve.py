"""Times kiwisolver (a C++ Cassowary) on the systems the Swift runner wrote.

Usage: kiwi_solve.py SCREEN.json LARGE.json EDITS
Prints `screen_ms`, `large_ms` (median time to add every constraint to a fresh solver and
update the variables) and `edit_ms` (one suggestValue + updateVariables on the screen).
Constraints are built before the clock starts, so the timed part is the C++ solver plus
one Python call per constraint.
"""
import json
import os
import statistics
import sys
import time

# Where scripts/solver-oracle.sh installs the pinned kiwisolver.
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, ".build-kiwisolver", "site-packages"))

import kiwisolver as kiwi  # noqa: E402


def build(system, skip=None):
    variables = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    constraints = []
    for index, item in enumerate(system["constraints"]):
        if index == skip:
            continue
        expression = sum((variables[int(v)] * c for v, c in item["terms"]), item["constant"])
        relation = {-1: "<=", 0: "==", 1: ">="}[item["relation"]]
        constraint = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[relation]
        priority = item["priority"]
        # Canopy's priorities 1…999 map onto kiwisolver's strength scale in the same order.
        strength = "required" if priority >= 1000 else kiwi.strength.create(0, priority, 0)
        constraints.append(constraint | strength)
    return variables, constraints


def solve_ms(system, repeats):
    _, constraints = build(system)
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(samples)


def edit_ms(system, edits, repeats):
    # The edited `height = 20` becomes an edit variable, kiwisolver's incremental path.
    edited = system["edited"]
    variables, constraints = build(system, skip=edited)
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    height = variables[int(system["constraints"][edited]["terms"][0][0])]
    solver.addEditVariable(height, "strong")
    value = 20.0
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        for _ in range(edits):
            value = 24.0 if value == 20.0 else 20.0
            solver.suggestValue(height, value)
            solver.updateVariables()
        samples.append((time.perf_counter_ns() - start) / 1e6 / edits)
    return statistics.median(samples)


def main():
    screen = json.load(open(sys.argv[1]))
    large = json.load(open(sys.argv[2]))
    edits = int(sys.argv[3])
    print(f"screen_ms {solve_ms(screen, 31)}")
    print(f"large_ms {solve_ms(large, 11)}")
    print(f"edit_ms {edit_ms(screen, edits, 11)}")


main()
