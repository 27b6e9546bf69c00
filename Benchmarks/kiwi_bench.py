#!/usr/bin/env python3
"""Replay solver scripts in kiwisolver with the timing rules of `sketchpad-solve --bench`.

    pip install kiwisolver
    python3 Benchmarks/kiwi_bench.py [--reps N] [--mode batch|one-by-one|removal] FILE...

For each file it prints one JSON object per line, the same shape as `sketchpad-solve --bench`:

    {"file": "...", "vars": N, "constraints": M, "build_ms": {"median", "min", "max"},
     "resolve_us": {"median", "p95", "min", "max"}}          # resolve_us only with `suggest`

What is timed (see Benchmarks/README.md, identical for both solvers):
- build + solve: a fresh Solver, every `c`/`edit`/`remove`/`unedit` line before the first
  `suggest` (constraints and variables are constructed before the clock starts), then
  updateVariables(). Once per rep.
- re-solve: after the build, the first suggested value V0 is applied untimed; each later value
  is suggestValue + updateVariables, timed one by one (all reps pooled).
- --mode one-by-one: the same build (kiwi always adds one constraint per call) and the same JSON
  with "mode": "one-by-one".
- --mode removal: after the build (untimed), each constraint the build added is removed by its own
  removeConstraint call, last added first, then updateVariables(); printed as "remove_ms".
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
    """Parse a script into kiwi objects (all constraint objects built here, outside any timing).

    As in sketchpad-solve: an ID names one constraint object (made from its first `c#ID` line,
    wherever that is), so `c#ID` again adds the same object; `remove` of an ID that is never
    defined gets an object no solver holds.
    """
    script = Script(path)
    lines = []
    with open(path) as f:
        for line_no, raw in enumerate(f, 1):
            # A comment starts at a '#' that begins a word (so `c#ID` is not one).
            toks = re.split(r"(?:^|(?<=\s))#", raw, maxsplit=1)[0].split()
            if toks:
                lines.append((line_no, toks))

    def var(name):
        if name not in script.var_names:
            script.var_names[name] = kiwi.Variable(name)
        return script.var_names[name]

    def constraint(toks, line_no):
        if len(toks) < 6 or len(toks) % 2 != 0 or toks[2] not in ("==", "<=", ">="):
            raise ScriptError(f"{path}:{line_no}: error: malformed constraint")
        terms = [(number(toks[k], path, line_no), var(toks[k + 1])) for k in range(4, len(toks), 2)]
        return Spec(terms, number(toks[3], path, line_no), toks[2], strength(toks[1], path, line_no))

    ids = {}
    for line_no, toks in lines:
        if toks[0].startswith("c#") and toks[0][2:] not in ids:
            ids[toks[0][2:]] = constraint(toks, line_no)

    for line_no, toks in lines:
        head = toks[0]
        if head == "var" and len(toks) == 2:
            var(toks[1])
        elif head == "c" or head.startswith("c#"):
            spec = ids[head[2:]] if head.startswith("c#") else constraint(toks, line_no)
            script.ops.append((line_no, "c", spec))
        elif head == "remove" and len(toks) == 2:
            if toks[1] not in ids:
                ids[toks[1]] = Spec([], 0.0, "==", STRENGTHS["required"])
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
            raise ScriptError(f"{path}:{line_no}: error: malformed line '{' '.join(toks)}'")
    return script


class Spec:
    """A constraint line and its kiwi Constraint object (built once, reused by every rep).

    `invalid` says whether sketchpad's solver would refuse it as an invalid number (NaN or
    infinite, or a coefficient below 1e-8 after adding up each variable's terms): kiwi would
    take it, so --replay reports it the way sketchpad-solve does instead of passing it on.
    """

    def __init__(self, terms, constant, op, strength_value):
        sums = {}
        for c, v in terms:
            sums[v.name()] = sums.get(v.name(), 0.0) + c
        self.invalid = (not all(math.isfinite(c) for c, _ in terms) or not math.isfinite(constant)
                        or not math.isfinite(strength_value) or strength_value < 0
                        or any(s != 0 and abs(s) < 1e-8 for s in sums.values()))
        self.constraint = None
        if not self.invalid:
            expr = kiwi.Expression([kiwi.Term(v, c) for c, v in terms], constant)
            self.constraint = kiwi.Constraint(expr, op, strength_value)


def build_ops(script):
    """The operations that make up the build: everything before the first suggest, minus checks."""
    ops = []
    for op in script.ops:
        if op[1] == "suggest":
            break
        if op[1] != "check":
            ops.append(op)
    return ops


class BenchError(Exception):
    """An operation kiwi refused during a benchmark: the scene is not what it should be."""


def run_build(ops):
    """A fresh solver with the build operations applied, then updateVariables() (the timed part;
    one try around the loop, so the happy path pays nothing per operation)."""
    solver = kiwi.Solver()
    line = 0
    try:
        for line, kind, payload in ops:
            if kind == "c":
                solver.addConstraint(payload.constraint)
            elif kind == "remove":
                solver.removeConstraint(payload.constraint)
            elif kind == "edit":
                solver.addEditVariable(payload[0], payload[1])
            elif kind == "unedit":
                solver.removeEditVariable(payload)
    except tuple(KINDS) as e:
        raise BenchError(f"line {line}: {KINDS[type(e)]}")
    except TypeError:  # a constraint sketchpad refuses as an invalid number has no kiwi object
        raise BenchError(f"line {line}: invalid number (sketchpad refuses it)")
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


KINDS = {
    kiwi.UnsatisfiableConstraint: "unsatisfiable",
    kiwi.DuplicateConstraint: "duplicateConstraint",
    kiwi.UnknownConstraint: "unknownConstraint",
    kiwi.DuplicateEditVariable: "duplicateEditVariable",
    kiwi.UnknownEditVariable: "unknownEditVariable",
    kiwi.BadRequiredStrength: "badRequiredStrength",
}


def replay(script):
    """Run a whole script in kiwi the way `sketchpad-solve FILE` runs it; returns its output
    lines (`check VAR %.17g`, `error LINE KIND`) and the mismatched checks.

    Numbers sketchpad refuses as invalid (kiwi takes them) are reported as `invalidNumber`
    without reaching kiwi. Where kiwi is not transactional (a refused add can leave rows
    behind), later values may differ from sketchpad's: that is kiwi's bug, not the script's.
    Between `edit` and the first `suggest`, kiwi pulls the variable towards 0 while sketchpad
    keeps its current value, so a `check` there can differ too.
    """
    solver = kiwi.Solver()
    edits = set()
    out, bad = [], []

    def attempt(line, fn):
        try:
            fn()
        except tuple(KINDS) as e:
            out.append(f"error {line} {KINDS[type(e)]}")

    for line, kind, payload in script.ops:
        if kind == "c":
            if payload.invalid:
                out.append(f"error {line} invalidNumber")
            else:
                attempt(line, lambda: solver.addConstraint(payload.constraint))
        elif kind == "remove":
            attempt(line, lambda: solver.removeConstraint(payload.constraint))
        elif kind == "edit":
            v, st = payload
            if not solver.hasEditVariable(v) and (not math.isfinite(st) or st < 0):
                out.append(f"error {line} invalidNumber")
            else:
                attempt(line, lambda: solver.addEditVariable(v, st))
        elif kind == "unedit":
            attempt(line, lambda: solver.removeEditVariable(payload))
        elif kind == "suggest":
            v, values = payload
            for value in values:
                if solver.hasEditVariable(v) and not math.isfinite(value):
                    out.append(f"error {line} invalidNumber")
                else:
                    attempt(line, lambda: solver.suggestValue(v, value))
        elif kind == "check":
            name, v, expected = payload
            solver.updateVariables()
            out.append("check %s %.17g" % (name, v.value()))
            if expected is not None and not close(expected, v.value()):
                bad.append((line, name, expected, v.value()))
    return out, bad


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def p95(xs):
    """Nearest rank: the smallest sample that at least 95% of the samples do not exceed."""
    s = sorted(xs)
    return s[max(0, math.ceil(0.95 * len(s)) - 1)]


def bench(path, reps, mode="batch"):
    script = parse(path)
    ops = build_ops(script)
    builds, resolves = [], []
    bad = []
    suggests = [op for op in script.ops if op[1] == "suggest"]
    added = [payload.constraint for _, kind, payload in ops if kind == "c"]
    for rep in range(reps):
        t0 = time.perf_counter_ns()
        solver = run_build(ops)
        t1 = time.perf_counter_ns()
        if rep == 0:
            bad = checks_off(script, script.var_names)
        if mode == "removal":
            t0 = time.perf_counter_ns()
            for c in reversed(added):
                solver.removeConstraint(c)
            solver.updateVariables()
            builds.append((time.perf_counter_ns() - t0) / 1e6)
            continue
        builds.append((t1 - t0) / 1e6)
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
    result = {"file": path, "vars": len(script.var_names), "constraints": n_constraints}
    if mode != "batch":
        result["mode"] = mode
    key = "remove_ms" if mode == "removal" else "build_ms"
    result[key] = {"median": round(median(builds), 4), "min": round(min(builds), 4), "max": round(max(builds), 4)}
    if resolves:
        result["resolve_us"] = {"median": round(median(resolves), 3), "p95": round(p95(resolves), 3),
                                "min": round(min(resolves), 3), "max": round(max(resolves), 3)}
    return result, bad


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reps", type=int, default=10, help="build repetitions per file (default 10)")
    ap.add_argument("--mode", choices=["batch", "one-by-one", "removal"], default="batch",
                    help="what to time (kiwi's build is one by one in every mode; see the docstring)")
    ap.add_argument("--replay", action="store_true",
                    help="instead of timing, print what `sketchpad-solve FILE` would print, solved by kiwi")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    status = 0
    if args.replay:
        for path in args.files:
            try:
                lines, bad = replay(parse(path))
            except ScriptError as e:
                print(e, file=sys.stderr)
                sys.exit(2)
            for out_line in lines:
                print(out_line)
            for line, name, expected, got in bad:
                print(f"{path}:{line}: check {name}: expected {expected!r}, kiwi gives {got!r}", file=sys.stderr)
                status = 1
        sys.exit(status)
    for path in args.files:
        try:
            result, bad = bench(path, max(1, args.reps), args.mode)
        except ScriptError as e:
            print(e, file=sys.stderr)
            sys.exit(2)
        except BenchError as e:
            print(f"{path}: {e}", file=sys.stderr)
            status = 1
            continue
        for line, name, expected, got in bad:
            print(f"{path}:{line}: check {name}: expected {expected!r}, kiwi gives {got!r}", file=sys.stderr)
            status = 1
        print(json.dumps(result), flush=True)
    sys.exit(status)


if __name__ == "__main__":
    main()
