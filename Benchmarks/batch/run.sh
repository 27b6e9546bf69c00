#!/usr/bin/env bash
# Batch-render benchmark (issue 5): Templates/ and 200 generated templates to PNG with the
# release CLI, ms per image, the speed-up of --jobs 2 over --jobs 1, and rsvg-convert
# rasterising our own SVG output of the same folder at the same scale.
#   bash Benchmarks/batch/run.sh [scratch-path]      (default .build)
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH=${1:-.build}
SCALE=2
swift build -c release --scratch-path "$SCRATCH" --product sketchpad >/dev/null
CLI="$SCRATCH/release/sketchpad"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 Benchmarks/batch/generate.py "$WORK/generated" 200

now() { date +%s.%N; }
count_files() { find "$1" -name "*.$2" | wc -l; }
# Best of 3 wall-clock seconds of a command.
best() {
  local best=""
  for _ in 1 2 3; do
    local t0 t1
    t0=$(now); "$@" >/dev/null 2>&1 || true; t1=$(now)
    best=$(python3 -c "b='$best'; t=$t1-$t0; print(t if not b or t < float(b) else b)")
  done
  echo "$best"
}

report() { # name folder
  local name=$1 folder=$2
  rm -rf "$WORK/png" "$WORK/svg"
  "$CLI" render "$folder" -o "$WORK/png" --scale $SCALE --jobs 1 >/dev/null 2>&1 || true
  local images; images=$(count_files "$WORK/png" png)
  local t1 t2
  t1=$(best "$CLI" render "$folder" -o "$WORK/png1" --scale $SCALE --jobs 1)
  t2=$(best "$CLI" render "$folder" -o "$WORK/png2" --scale $SCALE --jobs 2)
  "$CLI" render "$folder" -o "$WORK/svg" --format svg --jobs 2 >/dev/null 2>&1 || true
  local svgs; svgs=$(find "$WORK/svg" -name "*.svg" | sort)
  local r0 r1
  r0=$(now)
  for s in $svgs; do rsvg-convert -z $SCALE -o "$WORK/rsvg.png" "$s"; done
  r1=$(now)
  python3 - "$name" "$images" "$t1" "$t2" "$r0" "$r1" "$(echo "$svgs" | wc -l)" <<'PY'
import sys
name, images, t1, t2, r0, r1, svgs = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6]), int(sys.argv[7])
rs = (r1 - r0) / svgs * 1000
print(f"{name}: {images} images at scale 2 | --jobs 1: {t1*1000/images:.1f} ms/image ({t1:.2f} s) | "
      f"--jobs 2: {t2*1000/images:.1f} ms/image ({t2:.2f} s) | speed-up {t1/t2:.2f}x | "
      f"rsvg-convert of our SVG: {rs:.1f} ms/image (ours at --jobs 1 is {rs/(t1*1000/images):.2f}x faster)")
PY
}

echo "cores: $(nproc), load: $(cut -d' ' -f1-3 /proc/loadavg)"
report "Templates/" Templates
report "generated (200)" "$WORK/generated"
