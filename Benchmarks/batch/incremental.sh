#!/usr/bin/env bash
# Batch rendering at scale (issue 16), with the release CLI:
#  - first run vs an unchanged re-run (median of 3 each, wall clock) on Templates/ and on N
#    generated templates (default 1000): the re-run should take at most 10% of the first;
#  - peak memory (max RSS) of a first run on 1,000 and on 10,000 generated templates;
#  - watch: edit -> new PNG latency on a copy of Templates/ (median of 9 edits).
#   bash Benchmarks/batch/incremental.sh [scratch-path] [count]      (default .build 1000)
# SKETCHPAD_CLI=path/to/sketchpad uses that executable instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH=${1:-.build}
COUNT=${2:-1000}
if [ -z "${SKETCHPAD_CLI:-}" ]; then
  swift build -c release --scratch-path "$SCRATCH" --product sketchpad >/dev/null 2>&1 || echo "note: build failed; using the existing $SCRATCH/release/sketchpad"
fi
CLI="${SKETCHPAD_CLI:-$(pwd)/$SCRATCH/release/sketchpad}"
WORK=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT
export SKETCHPAD_RENDER_CACHE="$WORK/cache"
python3 Benchmarks/batch/generate.py "$WORK/generated" "$COUNT"

seconds() { /usr/bin/time -f "%e" -o "$WORK/t" "$@" >/dev/null 2>&1 || true; cat "$WORK/t"; }
median() { python3 -c "import statistics,sys; print(statistics.median(map(float, sys.argv[1:])))" "$@"; }

first_and_again() { # name folder
  local name=$1 folder=$2 firsts=() agains=()
  for _ in 1 2 3; do
    rm -rf "$WORK/out" "$SKETCHPAD_RENDER_CACHE"
    firsts+=("$(seconds "$CLI" render "$folder" -o "$WORK/out")")
    agains+=("$(seconds "$CLI" render "$folder" -o "$WORK/out")")
  done
  local f a; f=$(median "${firsts[@]}"); a=$(median "${agains[@]}")
  echo "$name: first run $f s, unchanged re-run $a s ($(python3 -c "print(f'{100 * $a / $f:.1f}')")% of the first; runs: ${firsts[*]} / ${agains[*]})"
}

peak() { # count
  python3 Benchmarks/batch/generate.py "$WORK/peak$1" "$1"
  rm -rf "$WORK/outp" "$SKETCHPAD_RENDER_CACHE"
  /usr/bin/time -v -o "$WORK/v" "$CLI" render "$WORK/peak$1" -o "$WORK/outp" >/dev/null 2>&1 || true
  echo "$1 generated templates: max RSS $(awk '/Maximum resident/ {print $6}' "$WORK/v") KiB, wall $(awk '/Elapsed/ {print $8}' "$WORK/v")"
  rm -rf "$WORK/peak$1" "$WORK/outp"
}

watch_latency() {
  cp -r Templates "$WORK/watched"
  rm -rf "$WORK/outw"
  "$CLI" watch "$WORK/watched" -o "$WORK/outw" --interval 1 > "$WORK/watch.log" 2>&1 &
  local pid=$!
  while ! grep -q "rendered, " "$WORK/watch.log" 2>/dev/null; do sleep 0.1; done
  python3 - "$WORK/watched/sign-in.yaml" "$WORK/outw/sign-in.png" <<'PY'
import os, statistics, sys, time
template, png = sys.argv[1], sys.argv[2]
original = open(template).read()
latencies = []
for i in range(9):
    before = os.stat(png).st_mtime_ns
    text = original.replace("Welcome back", f"Welcome back {i}") if i % 2 == 0 else original
    start = time.monotonic()
    with open(template, "w") as f:
        f.write(text)
    while os.stat(png).st_mtime_ns == before:
        if time.monotonic() - start > 10: break
        time.sleep(0.001)
    latencies.append((time.monotonic() - start) * 1000)
    time.sleep(0.3)
print(f"watch on Templates/: edit -> new PNG median {statistics.median(latencies):.0f} ms (each: {', '.join(f'{l:.0f}' for l in latencies)})")
PY
  kill $pid
}

echo "cores: $(nproc), load average: $(cut -d' ' -f1-3 /proc/loadavg)"
first_and_again "Templates/" Templates
first_and_again "$COUNT generated" "$WORK/generated"
peak 1000
peak 10000
watch_latency
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
