#!/usr/bin/env python3
"""Generate the solver benchmark scenes of ../shared/solver-scenes at any size.

    python3 Benchmarks/generate_scenes.py --out DIR chain-100 grid-10-edit form-200 ...
    python3 Benchmarks/generate_scenes.py --out DIR --verify chain-100   # cross-check with kiwisolver
    python3 Benchmarks/generate_scenes.py --out DIR --check-every-line chain-1000   # chain-1000-checked.txt

Scene names are KIND-N or KIND-N-edit, KIND one of chain, grid, gridal, form (gridal has no
-edit variant). The rules are those of the README next to the shared scenes; this script
reproduces the shared files line for line (chain-10, chain-100, grid-10, gridal-10, form-200
and their -edit variants).

The `check` lines hold values after the first solve, computed analytically (every scene has a
unique optimum: all the medium "equal widths" constraints can be met exactly). `--verify`
solves each generated file with kiwisolver as well and fails if an expected value disagrees;
skip it for large chains (kiwi needs minutes from a few thousand views on).
"""

import argparse
import os
import re
import sys

SPACING = 8.0


def num(x):
    """A constant or a value the way the shared scenes spell it (Python's repr of a float)."""
    return repr(float(x))


def coef(x):
    """A coefficient: integers without a fraction ("1", "-1"), others as repr ("0.5")."""
    return str(int(x)) if float(x).is_integer() else repr(float(x))


class Scene:
    def __init__(self, name):
        self.name = name
        self.vars = []
        self.var_lines = []
        self.edit_lines = []
        self.constraints = []
        self.tail = []

    def var(self, name):
        self.vars.append(name)
        self.var_lines.append(f"var {name}")

    def c(self, strength, op, constant, *terms):
        """Σ coef·var + constant OP 0; terms alternate coefficient, variable."""
        parts = [f"c {strength} {op} {num(constant)}"]
        for k in range(0, len(terms), 2):
            parts.append(f"{coef(terms[k])} {terms[k + 1]}")
        self.constraints.append(" ".join(parts))

    def check(self, var, value):
        self.tail.append(f"check {var} {num(value)}")

    def suggest(self, var, values):
        self.tail.append("suggest " + var + " " + " ".join(num(v) for v in values))

    def text(self, check_every_line=False):
        header = f"# scene {self.name}: {len(self.vars)} vars, {len(self.constraints)} constraints"
        constraints = self.constraints
        if check_every_line:
            # A `check` (no expected value) of the line's first variable after every `c` line: each
            # constraint then reaches the solver in its own add call and the solution is read after
            # each, the way a new user would drive a solver (issue 12's outside measure).
            constraints = []
            for line in self.constraints:
                constraints += [line, "check " + line.split()[5]]
        lines = [header] + self.var_lines + self.edit_lines + constraints + self.tail
        return "\n".join(lines) + "\n"


def width_for(n):
    return max(1000.0, 100.0 * n)


def chain_suggestions(w):
    """V0 = W, then 100 values spread over 0.8 W … 1.2 W in a scrambled order (stride 37)."""
    return [w] + [w * (0.8 + 0.4 * ((i * 37) % 100) / 99) for i in range(100)]


def spaced_chain(scene, pos, size, end_constant, end_var):
    """pos[0] == 0; pos[k+1] == pos[k] + size[k] + 8; pos[-1] + size[-1] == end (all required)."""
    scene.c("required", "==", 0.0, 1, pos[0])
    for k in range(len(pos) - 1):
        scene.c("required", "==", -SPACING, 1, pos[k + 1], -1, pos[k], -1, size[k])
    if end_var is None:
        scene.c("required", "==", -end_constant, 1, pos[-1], 1, size[-1])
    else:
        scene.c("required", "==", 0.0, 1, pos[-1], 1, size[-1], -1, end_var)


def chain(n, edit):
    s = Scene(f"chain-{n}" + ("-edit" if edit else ""))
    w_total = width_for(n)
    left = [f"left{i}" for i in range(n)]
    width = [f"width{i}" for i in range(n)]
    for v in left + width:
        s.var(v)
    if edit:
        s.var("W")
        s.edit_lines.append("edit W strong")
    s.c("required", "==", 0.0, 1, left[0])
    for i in range(n - 1):
        s.c("required", "==", -SPACING, 1, left[i + 1], -1, left[i], -1, width[i])
    for i in range(n):
        s.c("required", ">=", -20.0, 1, width[i])
    for i in range(1, n):
        s.c("medium", "==", 0.0, 1, width[i], -1, width[0])
    if edit:
        s.c("required", "==", 0.0, 1, left[-1], 1, width[-1], -1, "W")
        s.suggest("W", chain_suggestions(w_total))
        if FINAL_CHECKS:
            last = chain_suggestions(w_total)[-1]
            w = (last - SPACING * (n - 1)) / n
            s.check("W", last)
            s.check(width[0], w)
            s.check(left[-1], last - w)
    else:
        s.c("required", "==", -w_total, 1, left[-1], 1, width[-1])
        w = (w_total - SPACING * (n - 1)) / n
        s.check(width[0], w)
        s.check(width[-1], w)
        s.check(left[-1], w_total - w)
    return s


def grid_vars(s, n):
    for prefix in ("x", "y", "w", "h"):
        for i in range(n):
            for j in range(n):
                s.var(f"{prefix}{i}_{j}")


def grid(n, edit):
    s = Scene(f"grid-{n}" + ("-edit" if edit else ""))
    w_total = width_for(n)
    grid_vars(s, n)
    if edit:
        s.var("W")
        s.edit_lines.append("edit W strong")
    for i in range(n):  # rows: x chains ending at W
        spaced_chain(s, [f"x{i}_{j}" for j in range(n)], [f"w{i}_{j}" for j in range(n)],
                     w_total, "W" if edit else None)
    for j in range(n):  # columns: y chains ending at H (= the initial W, never edited)
        spaced_chain(s, [f"y{i}_{j}" for i in range(n)], [f"h{i}_{j}" for i in range(n)], w_total, None)
    for i in range(n):
        for j in range(n):
            if (i, j) != (0, 0):
                s.c("medium", "==", 0.0, 1, f"w{i}_{j}", -1, "w0_0")
                s.c("medium", "==", 0.0, 1, f"h{i}_{j}", -1, "h0_0")
    if edit:
        s.suggest("W", chain_suggestions(w_total))
        if FINAL_CHECKS:
            last = chain_suggestions(w_total)[-1]
            w = (last - SPACING * (n - 1)) / n
            h = (w_total - SPACING * (n - 1)) / n
            s.check(f"w{n-1}_{n-1}", w)
            s.check(f"x{n-1}_{n-1}", last - w)
            s.check(f"h{n-1}_{n-1}", h)
            s.check(f"y{n-1}_0", w_total - h)
    else:
        w = (w_total - SPACING * (n - 1)) / n
        s.check(f"w{n-1}_{n-1}", w)
        s.check(f"x{n-1}_{n-1}", w_total - w)
        s.check(f"y{n-1}_0", w_total - w)
    return s


def gridal(n):
    s = Scene(f"gridal-{n}")
    w_total = width_for(n)
    grid_vars(s, n)
    spaced_chain(s, [f"x0_{j}" for j in range(n)], [f"w0_{j}" for j in range(n)], w_total, None)
    spaced_chain(s, [f"y{i}_0" for i in range(n)], [f"h{i}_0" for i in range(n)], w_total, None)
    for j in range(1, n):
        s.c("medium", "==", 0.0, 1, f"w0_{j}", -1, "w0_0")
    for i in range(1, n):
        s.c("medium", "==", 0.0, 1, f"h{i}_0", -1, "h0_0")
    for i in range(n):
        for j in range(n):
            if i > 0:  # aligned to the column head
                s.c("required", "==", 0.0, 1, f"x{i}_{j}", -1, f"x0_{j}")
                s.c("required", "==", 0.0, 1, f"w{i}_{j}", -1, f"w0_{j}")
            if j > 0:  # aligned to the row head
                s.c("required", "==", 0.0, 1, f"y{i}_{j}", -1, f"y{i}_0")
                s.c("required", "==", 0.0, 1, f"h{i}_{j}", -1, f"h{i}_0")
    w = (w_total - SPACING * (n - 1)) / n
    s.check(f"w{n-1}_{n-1}", w)
    s.check(f"x{n-1}_{n-1}", w_total - w)
    s.check(f"y{n-1}_{n-1}", w_total - w)
    return s


# --final-checks: edit scenes end with `check` lines for the values after the last suggestion
# (the shared scenes have none; the test scripts do).
FINAL_CHECKS = False

FORM_W = 1000.0
FORM_MARGIN = 16.0
LABEL_H, FIELD_H, ROW_SPACING = 20.0, 28.0, 12.0


def label_width(i):
    """The labels' intrinsic widths: 40 … 159, scrambled (stride 37, period 120)."""
    return 40.0 + (37 * i) % 120


def form(n, edit):
    s = Scene(f"form-{n}" + ("-edit" if edit else ""))
    s.var("guide")
    if edit:
        s.var("W")
    for i in range(n):
        for v in ("lx", "ly", "lw", "lh", "fx", "fy", "fw", "fh"):
            s.var(f"{v}{i}")
    if edit:
        s.edit_lines.append("edit W strong")
    s.c("required", ">=", -FORM_MARGIN, 1, "guide")
    s.c("weak", "==", -120.0, 1, "guide")
    for i in range(n):
        lw = label_width(i)
        s.c("required", ">=", -FORM_MARGIN, 1, f"lx{i}")
        s.c("required", "==", 0.0, 1, f"lx{i}", 1, f"lw{i}", -1, "guide")
        s.c("strong", ">=", -lw, 1, f"lw{i}")
        s.c("medium", "==", -lw, 1, f"lw{i}")
        s.c("strong", "==", -LABEL_H, 1, f"lh{i}")
        s.c("required", "==", -SPACING, 1, f"fx{i}", -1, "guide")
        if edit:
            s.c("required", "==", FORM_MARGIN, 1, f"fx{i}", 1, f"fw{i}", -1, "W")
        else:
            s.c("required", "==", -(FORM_W - FORM_MARGIN), 1, f"fx{i}", 1, f"fw{i}")
        s.c("required", ">=", -100.0, 1, f"fw{i}")
        s.c("weak", "==", -FORM_MARGIN, 1, f"lx{i}")
        s.c("strong", "==", -FIELD_H, 1, f"fh{i}")
        # label centred on its field: ly + lh/2 == fy + fh/2
        s.c("required", "==", 0.0, 1, f"ly{i}", 0.5, f"lh{i}", -1, f"fy{i}", -0.5, f"fh{i}")
        if i == 0:
            s.c("required", "==", -FORM_MARGIN, 1, "fy0")
        else:
            s.c("required", "==", -ROW_SPACING, 1, f"fy{i}", -1, f"fy{i-1}", -1, f"fh{i-1}")
    guide = FORM_MARGIN + max(label_width(i) for i in range(n))
    last = n - 1
    if edit:
        values = [FORM_W] + [400.0 + 10.0 * ((i * 37) % 100) for i in range(100)]
        s.suggest("W", values)
        if FINAL_CHECKS:
            s.check("guide", guide)
            s.check(f"fw{last}", values[-1] - FORM_MARGIN - (guide + SPACING))
    else:
        fy_last = FORM_MARGIN + last * (FIELD_H + ROW_SPACING)
        s.check("guide", guide)
        s.check("fx0", guide + SPACING)
        s.check(f"fw{last}", FORM_W - FORM_MARGIN - (guide + SPACING))
        s.check(f"fy{last}", fy_last)
        s.check(f"ly{last}", fy_last + FIELD_H / 2 - LABEL_H / 2)
    return s


KINDS = {
    "chain": lambda n, e: chain(n, e),
    "grid": lambda n, e: grid(n, e),
    "gridal": lambda n, e: gridal(n) if not e else None,
    "form": lambda n, e: form(n, e),
}


def make(name):
    m = re.fullmatch(r"(chain|gridal|grid|form)-(\d+)(-edit)?", name)
    if not m or int(m.group(2)) < 1:
        raise SystemExit(f"generate_scenes: unknown scene {name!r} (want e.g. chain-100, grid-10-edit)")
    scene = KINDS[m.group(1)](int(m.group(2)), m.group(3) is not None)
    if scene is None:
        raise SystemExit(f"generate_scenes: {m.group(1)} has no -edit variant")
    return scene


def verify_with_kiwi(path):
    """Replay the file in kiwisolver and compare every check value."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import kiwi_bench  # noqa: E402  (same folder)

    _, bad = kiwi_bench.replay(kiwi_bench.parse(path))
    for line, var, expected, got in bad:
        print(f"{path}:{line}: kiwi gives {var} = {got!r}, the file expects {expected!r}", file=sys.stderr)
    return not bad


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=".", help="folder to write NAME.txt into (created if missing)")
    ap.add_argument("--verify", action="store_true", help="cross-check the check values with kiwisolver")
    ap.add_argument("--final-checks", action="store_true",
                    help="end -edit scenes with checks of the values after the last suggestion")
    ap.add_argument("--check-every-line", action="store_true",
                    help="write NAME-checked.txt instead, with a `check` after every `c` line")
    ap.add_argument("scenes", nargs="+", help="scene names such as chain-100 or form-200-edit")
    args = ap.parse_args()
    global FINAL_CHECKS
    FINAL_CHECKS = args.final_checks
    os.makedirs(args.out, exist_ok=True)
    ok = True
    for name in args.scenes:
        path = os.path.join(args.out, name + ("-checked" if args.check_every_line else "") + ".txt")
        with open(path, "w") as f:
            f.write(make(name).text(check_every_line=args.check_every_line))
        if args.verify:
            ok = verify_with_kiwi(path) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
