#!/usr/bin/env bash
# Issue 23: a separate package (Examples/Swift6Consumer) that depends on Sketchpad by path, in
# Swift 6 language mode, with XCTest UIKit tests in the forms that run on Linux, built and tested
# on its own. It cannot share the root package's .build: its own build folder builds
# SketchpadUIKit and what it needs (no swift-syntax) once, then incrementally.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/swift-env.sh
start=$(date +%s)
swift build --package-path Examples/Swift6Consumer --build-tests
swift test --package-path Examples/Swift6Consumer --skip-build
echo "swift6-consumer: built and tested in $(( $(date +%s) - start )) s"
