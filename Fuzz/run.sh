#!/usr/bin/env bash
# Builds and runs a libFuzzer target: Fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags]
#   TARGET: solver
# The corpus lives in Fuzz/TARGET/corpus (kept small and committed); crashes land in
# Fuzz/TARGET/crashes/. Every crash found becomes a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET [SECONDS]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
out=.build-fuzz
mkdir -p "$out" "Fuzz/$target/corpus" "Fuzz/$target/crashes"
case "$target" in
  solver) sources=(Sources/Cassowary/*.swift Fuzz/solver/*.swift); module=SolverFuzz ;;
  *) echo "unknown fuzz target $target" >&2; exit 2 ;;
esac
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "$module" "${sources[@]}" -o "$out/$target-fuzzer"
"$out/$target-fuzzer" -max_total_time="$seconds" -artifact_prefix="Fuzz/$target/crashes/" "$@" "Fuzz/$target/corpus"
