#!/usr/bin/env bash
# Issue 4's renderer benchmark: builds the C reference (bench.c, raw Cairo + Pango with the same
# PNG encoder settings) and the Swift pipeline (sketchpad-render-bench, release), then runs them
# alternately — ROUNDS rounds of RUNS runs each, so both see the same machine load — and prints
# medians over all runs, the Swift split, and the ratios against the targets:
#   ours ≤ 1.3 × C for PNG, ≤ 2 × C for SVG; our PNG encode ≥ 3 × faster than
#   cairo_surface_write_to_png (both timed in the Swift process, on the same pixels).
#
#   Benchmarks/render_c/compare.sh [rounds] [runs]     (default 5 × 3; SCRATCH=.build-render)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5}
runs=${2:-3}
scratch=${SCRATCH:-.build-render}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

gcc -O2 -o "$out/render_c" Benchmarks/render_c/bench.c \
    $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig libpng) -lm
swift build -c release --scratch-path "$scratch" --product sketchpad-render-bench >&2
swift_bin="$scratch/release/sketchpad-render-bench"

for ((i = 0; i < rounds; i++)); do
  "$out/render_c" "$runs" >> "$out/c.jsonl"
  "$swift_bin" "$runs" >> "$out/swift.jsonl"
done
python3 - "$out/c.jsonl" "$out/swift.jsonl" <<'PY'
import json, statistics, sys, os
def load(path):
    merged = {}
    for line in open(path):
        for key, value in json.loads(line).items():
            if isinstance(value, list): merged.setdefault(key, []).extend(value)
            else: merged[key] = value
    return merged
c, s = load(sys.argv[1]), load(sys.argv[2])
m = lambda d, k: statistics.median(d[k])
print(f"load average: {os.getloadavg()[0]:.2f}; {len(s['png_total_ms'])} runs each, medians in ms")
print(f"C:     PNG {m(c,'png_total_ms'):7.1f} (measure {m(c,'measure_ms'):.1f}, draw {m(c,'draw_ms'):.1f}, encode {m(c,'encode_ms'):.1f})   SVG {m(c,'svg_total_ms'):.1f}")
print(f"Swift: PNG {m(s,'png_total_ms'):7.1f} (solve {m(s,'solve_ms'):.1f}, measure {m(s,'measure_ms'):.1f}, draw {m(s,'draw_ms'):.1f}, encode {m(s,'encode_ms'):.1f})   SVG {m(s,'svg_total_ms'):.1f} (of which drawing and writing {m(s,'svg_draw_ms'):.1f})")
print(f"sizes: PNG {s['png_bytes']} B (C {c['png_bytes']} B, Cairo's writer {c['cairo_png_bytes']} B), SVG {s['svg_bytes']} B")
def line(name, ratio, target, low=True):
    ok = ratio <= target if low else ratio >= target
    print(f"{name:<48} {ratio:5.2f}x  (target {'<=' if low else '>='} {target}x)  {'ok' if ok else 'MISSED'}")
line("PNG pipeline, ours / C", m(s,'png_total_ms') / m(c,'png_total_ms'), 1.3)
line("SVG pipeline, ours / C", m(s,'svg_total_ms') / m(c,'svg_total_ms'), 2.0)
line("PNG without layout's solve, ours / C", (m(s,'png_total_ms') - m(s,'solve_ms')) / m(c,'png_total_ms'), 1.3)
line("SVG without layout's solve, ours / C", (m(s,'svg_total_ms') - m(s,'solve_ms')) / m(c,'svg_total_ms'), 2.0)
line("cairo_surface_write_to_png / our encode", m(s,'cairo_write_to_png_ms') / m(s,'encode_ms'), 3.0, low=False)
PY
