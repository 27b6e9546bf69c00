#!/usr/bin/env bash
# Builds the DocC documentation of every catalog (Sources/<target>/<target>.docc) with
# swift-docc-plugin, and fails on any warning: a broken symbol link, an unknown article, a doc
# comment's parameter that the function does not have. CI runs it after the tests (.ci/run), so the
# targets are built already and this costs symbol extraction and DocC alone.
#   bash scripts/docs.sh                     # every catalog, archives in .build/plugins/Swift-DocC/outputs
#   bash scripts/docs.sh Cassowary Sketchpad  # some
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/swift-env.sh

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do
    targets+=("$(basename "$(dirname "$catalog")")")
  done
fi
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift package generate-documentation "${arguments[@]}" --warnings-as-errors 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ] || grep -q 'warning:' "$log"; then
  echo "error: the documentation has warnings or errors (above); fix them, or the doc comments they point at" >&2
  exit 1
fi
echo "documentation: ${#targets[@]} catalogs, no warnings"
