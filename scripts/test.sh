#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/swift-env.sh   # setup.sh checked Swift in its own process; its PATH does not reach this one
swift build --build-tests
swift test --skip-build --parallel
