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
  # Every catalog whose folder is a target of the package (a catalog may land before its target).
  declared=$(swift package dump-package | python3 -c 'import json, sys; print("\n".join(t["name"] for t in json.load(sys.stdin)["targets"]))')
  # A catalog is named after its target (Sources/SketchpadTesting/Engine/SketchpadSnapshotEngine.docc)
  # or sits in the target's folder (Sources/sketchpad-serve/Documentation.docc).
  for catalog in Sources/*/*.docc Sources/*/*/*.docc; do
    [ -d "$catalog" ] || continue
    target=""
    for candidate in "$(basename "$catalog" .docc)" "$(basename "$(dirname "$catalog")")"; do
      if grep -qx -- "$candidate" <<<"$declared"; then target=$candidate; break; fi
    done
    if [ -n "$target" ]; then
      targets+=("$target")
    else
      echo "note: $catalog belongs to no target of Package.swift (yet); skipped"
    fi
  done
fi
# One target at a time, so one run lists every catalog's warnings (the plugin stops at the first
# target that fails).
log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed=()
for target in "${targets[@]}"; do
  status=0
  swift package generate-documentation --target "$target" --warnings-as-errors >"$log" 2>&1 || status=$?
  grep -v '^\(Building for\|\[[0-9]*/[0-9]*\]\|Build of product\|Compiling plugin\|Build complete\)' "$log" || true
  if [ "$status" -ne 0 ] || grep -q 'warning:' "$log"; then failed+=("$target"); fi
done
if [ ${#failed[@]} -ne 0 ]; then
  echo "error: the documentation of ${failed[*]} has warnings or errors (above): fix the articles, or the doc comments they point at" >&2
  exit 1
fi
echo "documentation: ${#targets[@]} catalogs, no warnings"
