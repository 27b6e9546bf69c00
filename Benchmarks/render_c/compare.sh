#!/usr/bin/env bash
# Issue 4's renderer benchmark: builds the C reference (bench.c, raw Cairo + Pango with the same
# PNG encoder settings) and the Swift pipeline (sketchpad-render-bench, release), runs both in
# one go and prints medians, the split, and the ratios against the targets:
#   ours ≤ 1.3 × C for PNG, ≤ 2 × C for SVG; our PNG encode ≥ 3 × faster than cairo_surface_write_to_png.
#
#   Benchmarks/render_c/compare.sh [runs]        (default 15; SCRATCH=.build-render by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-15}
scratch=${SCRATCH:-.build-render}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

gcc -O2 -o "$out/render_c" Benchmarks/render_c/bench.c \
    $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig libpng) -lm
swift build -c release --scratch-path "$scratch" --product sketchpad-render-bench >&2
swift_bin="$scratch/release/sketchpad-render-bench"

c_json=$("$out/render_c" "$runs")
swift_json=$("$swift_bin" "$runs")
echo "C:     $c_json"
echo "Swift: $swift_json"
python3 - "$c_json" "$swift_json" <<'PY'
import json, sys
c, s = json.loads(sys.argv[1]), json.loads(sys.argv[2])
def line(name, ratio, target, better_low=True):
    ok = ratio <= target if better_low else ratio >= target
    print(f"{name:<44} {ratio:5.2f}x  (target {'≤' if better_low else '≥'} {target}x)  {'ok' if ok else 'MISSED'}")
print(f"split (ms, medians): solve {s['solve_ms']}  measure {s['measure_ms']}  draw {s['draw_ms']}  encode {s['encode_ms']}")
line("PNG pipeline, ours / C", s["png_total_ms"] / c["png_total_ms"], 1.3)
line("SVG pipeline, ours / C", s["svg_total_ms"] / c["svg_total_ms"], 2.0)
line("cairo_surface_write_to_png / our encode", c["cairo_write_to_png_ms"] / s["encode_ms"], 3.0, better_low=False)
PY
