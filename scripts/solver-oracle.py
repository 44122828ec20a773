#!/usr/bin/env python3
"""Compares Canopy's constraint solver with PyPI's kiwisolver (an independent C++ Cassowary).

Reads the cases the Swift test `SolverOracleTests` wrote (each a random system solved, then
edited through constant changes and solved again) and solves every system with kiwisolver
from scratch. Both must refuse the same contradictory required constraints and edits. Where
the solutions differ, the system has more than one optimum: both must then have the same
error at every priority level, compared highest first.

kiwisolver weighs priorities as numbers (its strong, medium and weak strengths, 1000 apart),
not strictly; the cases keep constants within ±100 so that, for them, the numeric weights
order like strict priorities. Should kiwisolver still trade a higher priority for lower ones,
that case is counted apart and is not a disagreement.
"""
import json
import sys

import kiwisolver as kiwi

STRENGTHS = {1000.0: kiwi.strength.required, 750.0: kiwi.strength.strong, 250.0: kiwi.strength.medium, 1.0: kiwi.strength.weak}
LEVELS = [750.0, 250.0, 1.0]


def value_of(item, constant, values):
    return constant + sum(coefficient * values[int(index)] for index, coefficient in item["terms"])


def kiwi_constraint(item, constant, variables):
    expression = kiwi.Expression([], constant)
    for index, coefficient in item["terms"]:
        expression = expression + coefficient * variables[int(index)]
    relation = item["relation"]
    made = expression <= 0 if relation < 0 else (expression == 0 if relation == 0 else expression >= 0)
    return made | STRENGTHS[float(item["priority"])]


def kiwi_solve(case, constants, indices):
    """Adds the constraints in order; returns (values, refused indices)."""
    variables = [kiwi.Variable(f"v{i}") for i in range(case["variables"])]
    solver = kiwi.Solver()
    kept, refused = [], []
    for index in indices:
        made = kiwi_constraint(case["constraints"][index], constants[index], variables)
        try:
            solver.addConstraint(made)
            kept.append(made)
        except kiwi.UnsatisfiableConstraint:
            refused.append(index)
            # A refused add may leave kiwisolver's tableau changed: start again without it.
            solver = kiwi.Solver()
            for other in kept:
                solver.addConstraint(other)
    solver.updateVariables()
    return [v.value() for v in variables], refused


def error(item, constant, values):
    v = value_of(item, constant, values)
    return abs(v) if item["relation"] == 0 else (max(0.0, v) if item["relation"] < 0 else max(0.0, -v))


def compare(case, constants, accepted, mine, theirs):
    """Returns 'identical', 'same optimum' (plus whether the satisfied sets match) or a reason."""
    if all(abs(a - b) <= 1e-6 * max(1.0, abs(b)) for a, b in zip(mine, theirs)):
        return "identical", True
    for level in LEVELS:
        items = [i for i in accepted if float(case["constraints"][i]["priority"]) == level]
        ours = sum(error(case["constraints"][i], constants[i], mine) for i in items)
        other = sum(error(case["constraints"][i], constants[i], theirs) for i in items)
        if ours > other + 1e-6 * max(1.0, other):
            return f"worse at priority {level}: {ours} > {other}", False
        if ours < other - 1e-6 * max(1.0, other):
            return "kiwisolver traded a higher priority for lower ones", False
    satisfied = [
        all(
            (error(case["constraints"][i], constants[i], values) <= 1e-6)
            == (error(case["constraints"][i], constants[i], mine) <= 1e-6)
            for i in accepted
        )
        for values in [theirs]
    ][0]
    return "same optimum", satisfied


def main(path):
    cases = json.load(open(path))
    counts = {"identical": 0, "same optimum": 0, "same satisfied set": 0, "kiwi numeric": 0}
    failures = []
    solves = 0
    refusals = sum(len(case["refused"]) for case in cases)
    edits = sum(len(case["edits"]) for case in cases)
    refused_edits = sum(not edit["accepted"] for case in cases for edit in case["edits"])
    for seed, case in enumerate(cases):
        constants = [item["constant"] for item in case["constraints"]]
        everything = list(range(len(case["constraints"])))
        theirs, refused = kiwi_solve(case, constants, everything)
        if sorted(refused) != sorted(case["refused"]):
            failures.append(f"seed {seed}: refused {case['refused']}, kiwisolver refused {refused}")
            continue
        accepted = [i for i in everything if i not in refused]
        phases = [(constants[:], case["solution"], theirs)]
        for edit in case["edits"]:
            trial = constants[:]
            trial[edit["constraint"]] = edit["constant"]
            _, trial_refused = kiwi_solve(case, trial, accepted)
            if edit["accepted"] == bool(trial_refused):
                failures.append(f"seed {seed}: edit {edit} accepted={edit['accepted']}, kiwisolver refused {trial_refused}")
            if edit["accepted"]:
                constants = trial
        theirs_edited, _ = kiwi_solve(case, constants, accepted)
        phases.append((constants, case["editedSolution"], theirs_edited))
        for phase_constants, mine, other in phases:
            solves += 1
            verdict, same_set = compare(case, phase_constants, accepted, mine, other)
            if verdict == "identical":
                counts["identical"] += 1
            elif verdict == "same optimum":
                counts["same optimum"] += 1
                counts["same satisfied set"] += int(same_set)
            elif verdict.startswith("kiwisolver traded"):
                counts["kiwi numeric"] += 1
            else:
                failures.append(f"seed {seed}: {verdict}; ours {mine}, kiwisolver {other}")
    print(
        f"solver oracle: {solves} solves of {len(cases)} systems agree with kiwisolver "
        f"{kiwi.__version__}: {counts['identical']} identical values, {counts['same optimum']} "
        f"other optima with equal error at every priority ({counts['same satisfied set']} "
        f"with the same satisfied set), {counts['kiwi numeric']} where kiwisolver's numeric "
        f"weights gave up a higher priority; {refusals} contradictory constraints and "
        f"{refused_edits} of {edits} edits refused by both; {len(failures)} disagreements"
    )
    for failure in failures[:20]:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
