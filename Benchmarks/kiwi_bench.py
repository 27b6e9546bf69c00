#!/usr/bin/env python3
"""Replay solver scripts in kiwisolver with the timing rules of `sketchpad-solve --bench`.

    pip install kiwisolver
    python3 Benchmarks/kiwi_bench.py [--reps N] FILE...

For each file it prints one JSON object per line, the same shape as `sketchpad-solve --bench`:

    {"file": "...", "vars": N, "constraints": M, "build_ms": {"median", "min", "max"},
     "resolve_us": {"median", "p95", "min", "max"}}          # resolve_us only with `suggest`

What is timed (see Benchmarks/README.md, identical for both solvers):
- build + solve: a fresh Solver, every `c`/`edit`/`remove`/`unedit` line before the first
  `suggest` (constraints and variables are constructed before the clock starts), then
  updateVariables(). Once per rep.
- re-solve: after the build, the first suggested value V0 is applied untimed; each later value
  is suggestValue + updateVariables, timed one by one (all reps pooled).
`check` lines before the first suggest are compared after the build (tolerance
1e-6 * (1 + |expected|)); the exit status is 1 if any is off, 2 for a malformed file.
"""

import argparse
import json
import math
import re
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {"required": 1001001000.0, "strong": 1000000.0, "medium": 1000.0, "weak": 1.0}


class ScriptError(Exception):
    pass


def number(tok, path, line):
    if tok in ("nan", "inf", "-inf"):
        return float(tok)
    try:
        if tok.lower().lstrip("+-") in ("nan", "inf", "infinity"):
            raise ValueError
        return float(tok)
    except ValueError:
        raise ScriptError(f"{path}:{line}: error: bad number '{tok}'")


def strength(tok, path, line):
    return STRENGTHS[tok] if tok in STRENGTHS else number(tok, path, line)


class Script:
    def __init__(self, path):
        self.path = path
        self.ops = []  # (line, kind, payload)
        self.var_names = {}  # name -> kiwi.Variable, in order of first use


def parse(path):
    """Parse a script into kiwi objects (all constraint objects built here, outside any timing)."""
    script = Script(path)
    ids = {}

    def var(name):
        if name not in script.var_names:
            script.var_names[name] = kiwi.Variable(name)
        return script.var_names[name]

    with open(path) as f:
        for line_no, raw in enumerate(f, 1):
            # A comment starts at a '#' that begins a word (so `c#ID` is not one).
            toks = re.split(r"(?:^|(?<=\s))#", raw, maxsplit=1)[0].split()
            if not toks:
                continue
            head = toks[0]
            if head == "var" and len(toks) == 2:
                var(toks[1])
            elif head == "c" or head.startswith("c#"):
                if len(toks) < 6 or len(toks) % 2 != 0 or toks[2] not in ("==", "<=", ">="):
                    raise ScriptError(f"{path}:{line_no}: error: malformed constraint")
                terms = [kiwi.Term(var(toks[k + 1]), number(toks[k], path, line_no)) for k in range(4, len(toks), 2)]
                expr = kiwi.Expression(terms, number(toks[3], path, line_no))
                cid = head[2:] if head.startswith("c#") else None
                if cid is not None and cid in ids:
                    cons = ids[cid]
                else:
                    cons = kiwi.Constraint(expr, toks[2], strength(toks[1], path, line_no))
                    if cid is not None:
                        ids[cid] = cons
                script.ops.append((line_no, "c", cons))
            elif head == "remove" and len(toks) == 2:
                if toks[1] not in ids:
                    raise ScriptError(f"{path}:{line_no}: error: unknown constraint ID '{toks[1]}'")
                script.ops.append((line_no, "remove", ids[toks[1]]))
            elif head == "edit" and len(toks) == 3:
                script.ops.append((line_no, "edit", (var(toks[1]), strength(toks[2], path, line_no))))
            elif head == "unedit" and len(toks) == 2:
                script.ops.append((line_no, "unedit", var(toks[1])))
            elif head == "suggest" and len(toks) >= 3:
                script.ops.append((line_no, "suggest", (var(toks[1]), [number(t, path, line_no) for t in toks[2:]])))
            elif head == "check" and len(toks) in (2, 3):
                expected = number(toks[2], path, line_no) if len(toks) == 3 else None
                script.ops.append((line_no, "check", (toks[1], var(toks[1]), expected)))
            else:
                raise ScriptError(f"{path}:{line_no}: error: malformed line '{raw.strip()}'")
    return script


def build_ops(script):
    """The operations that make up the build: everything before the first suggest, minus checks."""
    ops = []
    for op in script.ops:
        if op[1] == "suggest":
            break
        if op[1] != "check":
            ops.append(op)
    return ops


def run_build(ops):
    solver = kiwi.Solver()
    for _, kind, payload in ops:
        if kind == "c":
            solver.addConstraint(payload)
        elif kind == "remove":
            solver.removeConstraint(payload)
        elif kind == "edit":
            solver.addEditVariable(payload[0], payload[1])
        elif kind == "unedit":
            solver.removeEditVariable(payload)
    solver.updateVariables()
    return solver


def build(script):
    return run_build(build_ops(script)), script.var_names


def close(expected, got):
    if math.isnan(expected):
        return math.isnan(got)
    if math.isinf(expected):
        return got == expected
    return abs(got - expected) <= 1e-6 * (1 + abs(expected))


def checks_off(script, variables):
    bad = []
    for line, kind, payload in script.ops:
        if kind == "suggest":
            break
        if kind == "check" and payload[2] is not None:
            name, v, expected = payload
            if not close(expected, v.value()):
                bad.append((line, name, expected, v.value()))
    return bad


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def p95(xs):
    """Nearest rank: the smallest sample that at least 95% of the samples do not exceed."""
    s = sorted(xs)
    return s[max(0, math.ceil(0.95 * len(s)) - 1)]


def bench(path, reps):
    script = parse(path)
    ops = build_ops(script)
    builds, resolves = [], []
    bad = []
    suggests = [op for op in script.ops if op[1] == "suggest"]
    for rep in range(reps):
        t0 = time.perf_counter_ns()
        solver = run_build(ops)
        t1 = time.perf_counter_ns()
        builds.append((t1 - t0) / 1e6)
        if rep == 0:
            bad = checks_off(script, script.var_names)
        first = True
        for _, _, (v, values) in suggests:
            for value in values:
                if first:  # V0: the first suggestion after the build, not a re-solve
                    solver.suggestValue(v, value)
                    solver.updateVariables()
                    first = False
                    continue
                t0 = time.perf_counter_ns()
                solver.suggestValue(v, value)
                solver.updateVariables()
                t1 = time.perf_counter_ns()
                resolves.append((t1 - t0) / 1e3)
    n_constraints = sum(1 for op in ops if op[1] == "c")
    result = {
        "file": path,
        "vars": len(script.var_names),
        "constraints": n_constraints,
        "build_ms": {"median": round(median(builds), 4), "min": round(min(builds), 4), "max": round(max(builds), 4)},
    }
    if resolves:
        result["resolve_us"] = {"median": round(median(resolves), 3), "p95": round(p95(resolves), 3),
                                "min": round(min(resolves), 3), "max": round(max(resolves), 3)}
    return result, bad


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reps", type=int, default=10, help="build repetitions per file (default 10)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    status = 0
    for path in args.files:
        try:
            result, bad = bench(path, max(1, args.reps))
        except ScriptError as e:
            print(e, file=sys.stderr)
            sys.exit(2)
        for line, name, expected, got in bad:
            print(f"{path}:{line}: check {name}: expected {expected!r}, kiwi gives {got!r}", file=sys.stderr)
            status = 1
        print(json.dumps(result), flush=True)
    sys.exit(status)


if __name__ == "__main__":
    main()
