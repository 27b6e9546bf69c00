#!/usr/bin/env bash
# Batch-render benchmark (issue 5): Templates/ and 200 generated templates to PNG with the
# release CLI: ms per image (wall clock, best of 3, and CPU time), the speed-up of --jobs 2
# over --jobs 1, and rsvg-convert rasterising our own SVG output of the same folder at the
# same scale. Wall-clock speed-ups need an otherwise idle machine: the load average is printed.
#   bash Benchmarks/batch/run.sh [scratch-path]      (default .build)
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH=${1:-.build}
SCALE=2
swift build -c release --scratch-path "$SCRATCH" --product sketchpad >/dev/null 2>&1 || echo "note: build failed; using the existing $SCRATCH/release/sketchpad"
CLI="$SCRATCH/release/sketchpad"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 Benchmarks/batch/generate.py "$WORK/generated" 200

# best WALL CPU of 3 runs of a command ("seconds seconds").
best() {
  local best_wall="" best_cpu=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$@" >/dev/null 2>&1 || true
    read -r wall user sys < "$WORK/time"
    if [ -z "$best_wall" ] || python3 -c "import sys; sys.exit(0 if $wall < $best_wall else 1)"; then
      best_wall=$wall; best_cpu=$(python3 -c "print($user + $sys)")
    fi
  done
  echo "$best_wall $best_cpu"
}

report() { # name folder
  local name=$1 folder=$2
  rm -rf "$WORK/png" "$WORK/svg"
  "$CLI" render "$folder" -o "$WORK/png" --scale $SCALE --jobs 1 >/dev/null 2>&1 || true
  local images; images=$(find "$WORK/png" -name "*.png" | wc -l)
  read -r w1 c1 <<< "$(best "$CLI" render "$folder" -o "$WORK/png1" --scale $SCALE --jobs 1)"
  read -r w2 c2 <<< "$(best "$CLI" render "$folder" -o "$WORK/png2" --scale $SCALE --jobs 2)"
  "$CLI" render "$folder" -o "$WORK/svg" --format svg --jobs 2 >/dev/null 2>&1 || true
  find "$WORK/svg" -name "*.svg" | sort > "$WORK/svgs"
  cat > "$WORK/rsvg.sh" <<SH
while read -r s; do rsvg-convert -z $SCALE -o "$WORK/rsvg.png" "\$s"; done < "$WORK/svgs"
SH
  read -r rw rc <<< "$(best bash "$WORK/rsvg.sh")"
  python3 - "$name" "$images" "$w1" "$c1" "$w2" "$c2" "$rw" "$rc" "$(wc -l < "$WORK/svgs")" <<'PY'
import sys
name = sys.argv[1]
images, w1, c1, w2, c2, rw, rc, svgs = int(sys.argv[2]), *map(float, sys.argv[3:9]), int(sys.argv[9])
ms = lambda s, n: s * 1000 / n
print(f"{name}: {images} PNGs at scale {2}")
print(f"  --jobs 1: {ms(w1, images):6.1f} ms/image wall, {ms(c1, images):6.1f} ms/image CPU")
print(f"  --jobs 2: {ms(w2, images):6.1f} ms/image wall, {ms(c2, images):6.1f} ms/image CPU   speed-up {w1 / w2:.2f}x")
print(f"  rsvg-convert on our SVGs: {ms(rw, svgs):6.1f} ms/image wall, {ms(rc, svgs):6.1f} ms/image CPU "
      f"(ours, --jobs 1: {rw / svgs / (w1 / images):.1f}x faster wall, {rc / svgs / (c1 / images):.1f}x less CPU)")
PY
}

echo "cores: $(nproc), load average: $(cut -d' ' -f1-3 /proc/loadavg)"
report "Templates/" Templates
report "generated" "$WORK/generated"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
