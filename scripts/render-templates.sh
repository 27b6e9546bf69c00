#!/usr/bin/env bash
# The main job: render every template in Templates/ into out/ (PNG), setting up on the way.
# Until the template renderer lands, this builds everything and solves the shared benchmark
# scenes, checking their expected values.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release
if [ -x .build/release/sketchpad ]; then
  .build/release/sketchpad render Templates -o out "$@"
else
  for scene in Tests/SolverScriptsTests/Scripts/*.txt; do
    [ -e "$scene" ] || continue
    .build/release/sketchpad-solve "$scene" > /dev/null && echo "solved $scene"
  done
fi
