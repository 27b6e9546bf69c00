#!/usr/bin/env bash
# The main job: render every template in Templates/ into out/ (PNG), setting up on the way.
# Extra arguments go to `sketchpad render` (e.g. --format png,svg --overlay frames --jobs 2).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/swift-env.sh   # setup.sh checked Swift in its own process; its PATH does not reach this one
swift build -c release --product sketchpad
# The library scripts load with `sketchpad run` (optional for rendering; ignore a failure here).
swift build -c release --product SketchpadScripting >/dev/null 2>&1 || echo "note: SketchpadScripting not built; 'sketchpad run' will not work"
.build/release/sketchpad render Templates -o out "$@"
