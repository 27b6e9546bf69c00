#!/usr/bin/env bash
# Issue 22's benchmark: `sketchpad previews` on Examples/Gallery.
#   first run  — a fresh preview cache: discovery, the runner's build (Sketchpad included), every preview drawn
#   warm run   — nothing changed: nothing built or drawn (median of 5)
#   redraw     — every preview drawn again with --force, no build: per preview (median of 5)
#   one file   — one view file edited: only the previews that depend on it are drawn again
# Usage: bash Benchmarks/previews.sh [--release]   (release: the sketchpad executable in .build/release)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/swift-env.sh
config=debug
[ "${1:-}" = "--release" ] && config=release
swift build -c "$config" --product sketchpad >/dev/null
swift build -c "$config" --product sketchpad-preview-discovery >/dev/null
sketchpad=".build/$config/sketchpad"
export SKETCHPAD_PREVIEW_CACHE=$(mktemp -d)
out=$(mktemp -d)
backup=$(mktemp)
trap 'rm -rf "$SKETCHPAD_PREVIEW_CACHE" "$out"; cp "$backup" Examples/Gallery/Sources/PreviewGallery/Badges.swift 2>/dev/null; rm -f "$backup"' EXIT
cp Examples/Gallery/Sources/PreviewGallery/Badges.swift "$backup"
now() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

t0=$(now); "$sketchpad" previews Examples/Gallery -o "$out" >/dev/null 2>&1; t1=$(now)
echo "first run (build included): $(ms "$t0" "$t1") ms"
count=$("$sketchpad" previews Examples/Gallery --list | tail -1 | awk '{print $1}')

warm=$(for i in 1 2 3 4 5; do a=$(now); "$sketchpad" previews Examples/Gallery -o "$out" >/dev/null 2>&1; b=$(now); ms "$a" "$b"; done | median)
echo "warm run (nothing changed): $warm ms (median of 5)"

redraw=$(for i in 1 2 3 4 5; do a=$(now); "$sketchpad" previews Examples/Gallery -o "$out" --force >/dev/null 2>&1; b=$(now); ms "$a" "$b"; done | median)
echo "redraw of $count previews: $redraw ms (median of 5), $(( redraw / count )) ms per preview, process start and discovery included"

sed -i 's/BadgedIcon(systemName: "bell", count: 3)/BadgedIcon(systemName: "bell", count: 5)/' Examples/Gallery/Sources/PreviewGallery/Badges.swift
a=$(now); summary=$("$sketchpad" previews Examples/Gallery -o "$out" 2>/dev/null | tail -1); b=$(now)
echo "one view file changed (Badges.swift): $summary ($(ms "$a" "$b") ms, the runner's incremental build included)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
