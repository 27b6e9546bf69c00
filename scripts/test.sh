#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
. scripts/swift-env.sh   # setup.sh checked Swift in its own process; its PATH does not reach this one
swift build --build-tests
swift test --skip-build --parallel
# The public API against its listing in API/ (symbol graphs of the modules just built: nothing is
# compiled again), after the tests of that check itself. A new public declaration is a decision:
# bash scripts/api.sh --update, and commit API/.
python3 Tests/API/test_api.py
bash scripts/api.sh --check
# The preview server in a real headless Chromium (swift build --build-tests built sketchpad-serve);
# screenshots go to artifacts/browser/.
python3 Tests/Browser/test_serve.py .build/debug/sketchpad-serve
