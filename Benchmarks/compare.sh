#!/usr/bin/env bash
# Sketchpad's Cassowary solver against kiwisolver, side by side in one run (see README.md here).
#
#   bash Benchmarks/compare.sh            # from the package root (or anywhere)
#
# Builds sketchpad-solve in release, generates the scenes into Benchmarks/.scenes/ (ignored by
# git), times every scene with `sketchpad-solve --bench` and with kiwi_bench.py, and prints a
# table of medians and ratios ours / kiwi, the chain-1000 / chain-100 scaling of both, and
# chain-5000's build time, with the targets of issues 2 and 12 marked. Then the same scenes one
# by one (each constraint its own add call, as kiwi is driven) and removed one by one, last first
# (`--mode one-by-one`, `--mode removal`), and from the outside: the scenes with a `check` after
# every `c` line run whole by `sketchpad-solve FILE` and `kiwi_bench.py --replay FILE` (MODES="batch"
# skips those three; OUTSIDE_REPS sets the processes per measurement, default 3).
#
# kiwi is skipped on chain-5000 (it needs over ten minutes and gigabytes there) and capped by
# KIWI_TIMEOUT seconds per scene elsewhere (default 600); a capped scene shows as "timeout".
# Environment: REPS (default 10), KIWI_BIG_REPS (kiwi on chain-1000, default 3), KIWI_TIMEOUT,
# SCRATCH (SwiftPM scratch folder, default .build-bench), PYTHON (default python3).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"

REPS="${REPS:-10}"
KIWI_BIG_REPS="${KIWI_BIG_REPS:-3}"
KIWI_TIMEOUT="${KIWI_TIMEOUT:-600}"
SCRATCH="${SCRATCH:-.build-bench}"
PYTHON="${PYTHON:-python3}"
scenes_dir="$here/.scenes"
results="$scenes_dir/results"

SCENES=(chain-100 chain-1000 chain-5000 chain-100-edit grid-10 grid-10-edit gridal-30 form-200 form-200-edit)
KIWI_SKIP=(chain-5000)
# One by one and removal (issue 12): the scenes of its targets, and chain-5000 for ours alone.
INCREMENTAL_SCENES=(chain-100 chain-1000 chain-5000 grid-10 gridal-30 form-200)
MODES="${MODES:-batch one-by-one removal outside}"

if ! "$PYTHON" -c 'import kiwisolver' 2>/dev/null; then
    echo "compare.sh: kiwisolver missing; installing it (pip install kiwisolver)" >&2
    "$PYTHON" -m pip install --quiet kiwisolver
fi

echo "== building sketchpad-solve (release, scratch $SCRATCH)" >&2
swift build -c release --scratch-path "$SCRATCH" --product sketchpad-solve >&2
ours="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/sketchpad-solve"

echo "== generating scenes into $scenes_dir" >&2
mkdir -p "$results"
"$PYTHON" "$here/generate_scenes.py" --out "$scenes_dir" "${SCENES[@]}"
# The same scenes with a `check` after every `c` line (NAME-checked.txt): run whole, from the
# outside, by `sketchpad-solve FILE` and `kiwi_bench.py --replay FILE` (mode "outside").
"$PYTHON" "$here/generate_scenes.py" --out "$scenes_dir" --check-every-line "${INCREMENTAL_SCENES[@]}"

# kiwi needs seconds per rep on chain-1000; ours is fast everywhere, so it gets REPS throughout.
kiwi_reps_for() {
    case "$1" in chain-1000|chain-5000) echo "$KIWI_BIG_REPS" ;; *) echo "$REPS" ;; esac
}

status=0
# run_scene MODE SCENE: appends both tools' JSON lines to results/{ours,kiwi}-MODE.jsonl.
run_scene() {
    local mode="$1" scene="$2" file="$scenes_dir/$2.txt" reps
    echo "== $scene ($mode): ours ($REPS reps)" >&2
    if ! "$ours" --bench --reps "$REPS" --mode "$mode" "$file" >> "$results/ours-$mode.jsonl"; then
        echo "compare.sh: sketchpad-solve failed on $scene (a check value is off or an operation threw)" >&2
        status=1
    fi
    if [[ " ${KIWI_SKIP[*]} " == *" $scene "* ]]; then
        echo "{\"file\": \"$file\", \"skipped\": \"kiwi needs minutes on this scene\"}" >> "$results/kiwi-$mode.jsonl"
        return
    fi
    reps="$(kiwi_reps_for "$scene")"
    echo "== $scene ($mode): kiwi ($reps reps, at most ${KIWI_TIMEOUT}s)" >&2
    if ! timeout "$KIWI_TIMEOUT" "$PYTHON" "$here/kiwi_bench.py" --reps "$reps" --mode "$mode" "$file" >> "$results/kiwi-$mode.jsonl"; then
        echo "{\"file\": \"$file\", \"skipped\": \"timeout or failure after ${KIWI_TIMEOUT}s\"}" >> "$results/kiwi-$mode.jsonl"
    fi
}

# run_outside SCENE: wall time of whole processes on SCENE-checked.txt, ours and kiwi's replay
# (median of OUTSIDE_REPS, default 3), with each tool's start-up on an empty script beside it.
run_outside() {
    local scene="$1" file="$scenes_dir/$1-checked.txt" kiwi_cmd=""
    if [[ " ${KIWI_SKIP[*]} " != *" $scene "* ]]; then kiwi_cmd="$PYTHON $here/kiwi_bench.py --replay"; fi
    echo "== $scene (outside, a check after every line)" >&2
    "$PYTHON" - "$scene" "$file" "${OUTSIDE_REPS:-3}" "$ours" "$kiwi_cmd" "$KIWI_TIMEOUT" "$scenes_dir" <<'PY' >> "$results/outside.jsonl"
import json, os, statistics, subprocess, sys, time
scene, path, reps, ours, kiwi, timeout, folder = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], float(sys.argv[6]), sys.argv[7]
empty = os.path.join(folder, "empty-script.txt")
open(empty, "w").write("# nothing\n")
def wall(cmd, file):
    samples, out = [], None
    for _ in range(reps):
        t0 = time.perf_counter()
        r = subprocess.run(cmd.split() + [file], capture_output=True, text=True, timeout=timeout)
        samples.append((time.perf_counter() - t0) * 1000)
        if r.returncode != 0:
            raise SystemExit(f"{cmd} {file} failed: {r.stderr[:300]}")
        out = r.stdout
    return statistics.median(samples), out
def same(a, b):
    """The scene's own checks (those with a value, at the end: the optimum is unique there, while
    the checks after each line read values that need not be) agree to within 1e-9 relative."""
    expected = sum(1 for line in open(path) if line.startswith("check ") and len(line.split()) == 3)
    a, b = a.splitlines()[-expected:], b.splitlines()[-expected:]
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        xs, ys = x.split(), y.split()
        if len(xs) != 3 or len(ys) != 3 or xs[:2] != ys[:2] or xs[0] != "check":
            return False
        u, v = float(xs[2]), float(ys[2])
        if abs(u - v) > 1e-9 * (1 + abs(v)):
            return False
    return True
result = {"file": path}
result["ours_ms"], ours_out = wall(ours, path)
result["ours_startup_ms"], _ = wall(ours, empty)
if kiwi:
    try:
        result["kiwi_ms"], kiwi_out = wall(kiwi, path)
        result["kiwi_startup_ms"], _ = wall(kiwi, empty)
        result["same_output"] = same(ours_out, kiwi_out)
    except subprocess.TimeoutExpired:
        result["kiwi_ms"] = None
print(json.dumps(result))
PY
}

for mode in $MODES; do
    if [[ "$mode" == outside ]]; then
        : > "$results/outside.jsonl"
        for scene in "${INCREMENTAL_SCENES[@]}"; do run_outside "$scene" || status=1; done
        continue
    fi
    : > "$results/ours-$mode.jsonl"
    : > "$results/kiwi-$mode.jsonl"
    if [[ "$mode" == batch ]]; then list=("${SCENES[@]}"); else list=("${INCREMENTAL_SCENES[@]}"); fi
    for scene in "${list[@]}"; do run_scene "$mode" "$scene"; done
done
cp "$results/ours-batch.jsonl" "$results/ours.jsonl" 2>/dev/null || true
cp "$results/kiwi-batch.jsonl" "$results/kiwi.jsonl" 2>/dev/null || true

"$PYTHON" - "$results/ours.jsonl" "$results/kiwi.jsonl" <<'PY'
import json, os, sys

def load(path):
    out = {}
    if not os.path.exists(path):
        return out
    for line in open(path):
        line = line.strip()
        if line:
            r = json.loads(line)
            out[os.path.basename(r["file"])[:-4]] = r
    return out

ours, kiwi = load(sys.argv[1]), load(sys.argv[2])
BUILD_TARGET = {"chain-100", "grid-10", "gridal-30", "form-200"}
RESOLVE_TARGET = {"chain-100-edit", "grid-10-edit", "form-200-edit"}

def med(r, key):
    return r[key]["median"] if r and key in r else None

def fmt(x, unit=""):
    return "-" if x is None else f"{x:.3f}{unit}" if x < 100 else f"{x:.1f}{unit}"

def ratio(a, b, target, limit=0.5):
    if a is None or b is None:
        return "-"
    r = a / b
    mark = ("  ok" if r <= limit else f"  MISSED (target <= {limit})") if target else ""
    return f"{r:.3f}{mark}"

if ours:
    print()
    print("batched: median times; ratio = ours / kiwi (targets: build <= 0.15, re-solve <= 0.3)")
    print(f"{'scene':<16}{'build ours ms':>14}{'kiwi ms':>11}  {'ratio':<28}{'resolve ours us':>16}{'kiwi us':>10}  ratio")
    for scene in ours:
        o, k = ours.get(scene), kiwi.get(scene)
        ob, kb = med(o, "build_ms"), med(k, "build_ms")
        orr, kr = med(o, "resolve_us"), med(k, "resolve_us")
        kb_text = fmt(kb) if k and "skipped" not in k else "skipped"
        print(f"{scene:<16}{fmt(ob):>14}{kb_text:>11}  {ratio(ob, kb, scene in BUILD_TARGET, 0.15):<28}"
              f"{fmt(orr):>16}{fmt(kr):>10}  {ratio(orr, kr, scene in RESOLVE_TARGET, 0.3) if orr is not None else ''}")

    print()
    def scaling(d, stat="median"):
        a, b = d.get("chain-1000"), d.get("chain-100")
        if not a or not b or "build_ms" not in a or "build_ms" not in b:
            return None
        return a["build_ms"][stat] / b["build_ms"][stat]
    so, sk = scaling(ours), scaling(kiwi)
    mark = "" if so is None else ("  ok" if so <= 15 else "  MISSED (target <= 15)")
    print(f"chain-1000 / chain-100 build (medians): ours {fmt(so)}x{mark}, kiwi {fmt(sk)}x")
    print(f"chain-1000 / chain-100 build (minimums, less sensitive to load): ours {fmt(scaling(ours, 'min'))}x, "
          f"kiwi {fmt(scaling(kiwi, 'min'))}x")
    c5 = med(ours.get("chain-5000"), "build_ms")
    mark = "" if c5 is None else ("  ok" if c5 < 1000 else "  MISSED (target < 1000 ms)")
    print(f"chain-5000 build + solve: ours {fmt(c5)} ms{mark}; kiwi skipped (over 10 minutes and 5 GB)")
INCREMENTAL_TARGET = {"chain-100", "grid-10", "gridal-30", "form-200", "chain-1000"}
for mode, key in (("one-by-one", "build_ms"), ("removal", "remove_ms")):
    path = os.path.join(os.path.dirname(sys.argv[1]), f"ours-{mode}.jsonl")
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        continue
    o_all, k_all = load(path), load(path.replace("ours-", "kiwi-"))
    print()
    print(f"{mode}: median ms; ratio = ours / kiwi (target <= 0.5)")
    print(f"{'scene':<16}{'ours ms':>12}{'kiwi ms':>12}  ratio")
    for scene in o_all:
        o, k = o_all.get(scene), k_all.get(scene)
        om, km = med(o, key), med(k, key)
        k_text = fmt(km) if k and "skipped" not in k else "skipped"
        print(f"{scene:<16}{fmt(om):>12}{k_text:>12}  {ratio(om, km, scene in INCREMENTAL_TARGET)}")
    if mode == "one-by-one":
        a, b = med(o_all.get("chain-1000"), key), med(o_all.get("chain-100"), key)
        if a is not None and b is not None:
            mark = "  ok" if a / b <= 15 else "  MISSED (target <= 15)"
            print(f"one-by-one chain-1000 / chain-100 (medians): ours {a / b:.1f}x{mark}")
        c5 = med(o_all.get("chain-5000"), key)
        if c5 is not None:
            mark = "  ok" if c5 < 2000 else "  MISSED (target < 2000 ms)"
            print(f"one-by-one chain-5000: ours {fmt(c5)} ms{mark}")

outside = os.path.join(os.path.dirname(sys.argv[1]), "outside.jsonl")
if os.path.exists(outside) and os.path.getsize(outside) > 0:
    print()
    print("outside: a check after every c line, whole processes (sketchpad-solve FILE, kiwi_bench.py --replay FILE);")
    print("median wall ms; start-up (an empty script) shown apart; ratio = ours / kiwi, start-up included")
    print(f"{'scene':<16}{'ours ms':>10}{'(start)':>9}{'kiwi ms':>11}{'(start)':>9}  ratio   same final values")
    for line in open(outside):
        r = json.loads(line)
        scene = os.path.basename(r["file"])[:-len("-checked.txt")]
        k = r.get("kiwi_ms")
        k_text = fmt(k) if k is not None else "skipped"
        ks = fmt(r["kiwi_startup_ms"]) if "kiwi_startup_ms" in r else "-"
        rt = f"{r['ours_ms'] / k:.3f}" if k else "-"
        print(f"{scene:<16}{fmt(r['ours_ms']):>10}{fmt(r['ours_startup_ms']):>9}{k_text:>11}{ks:>9}  {rt:<7} {r.get('same_output', '-')}")
try:
    load = open("/proc/loadavg").read().split()[:3]
    print(f"load average at the end: {' '.join(load)} on {os.cpu_count()} CPUs (timings are noisy on a busy machine)")
except OSError:
    pass
PY
exit "$status"
