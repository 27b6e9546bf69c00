#!/usr/bin/env bash
# Builds and runs a libFuzzer target: Fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags]
#   TARGET: solver | equation | vfl | template
# New corpus entries grow in Fuzz/TARGET/corpus (git-ignored); the committed seeds are
# Fuzz/TARGET/seeds (and Templates/ for the template target). Crashes land in Fuzz/TARGET/crashes/.
# Every crash found becomes a regression test (the input kept in Fuzz/TARGET/regressions/).
# Extra flags go to libFuzzer, e.g. `-jobs=1`, or a file path instead of a folder to replay it:
#   Fuzz/run.sh template 0 Fuzz/template/regressions/crash-…
set -euo pipefail
export SWIFT_BACKTRACE=enable=no   # libFuzzer and ASan report crashes themselves
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET [SECONDS]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
out=.build-fuzz
mkdir -p "$out" "Fuzz/$target/corpus" "Fuzz/$target/crashes"

# The parsers live in modules that import each other and Yams (with its C target), so they are
# built by SwiftPM, instrumented, into their own scratch folder; the fuzz target is then compiled
# and linked against their objects.
build_libraries() {
  local pkg=.build-fuzz-pkg
  # One -sanitize= flag with both: SwiftPM's `--sanitize=fuzzer --sanitize=address` passes two, and
  # swiftc keeps only one of them (which one varies from run to run).
  swift build --scratch-path "$pkg" -c release --target SketchpadTemplates \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address \
    2>&1 | grep -v -e 'prohibited flag' -e '^\[' >&2 || true
  lib_dir="$pkg/release"
  [ -f "$lib_dir/Modules/SketchpadTemplates.swiftmodule" ] || { echo "library build failed" >&2; exit 1; }
  lib_objects=()
  for t in Cassowary SketchpadLayout SketchpadTemplates Yams CYaml; do
    while IFS= read -r o; do lib_objects+=("$o"); done < <(find "$lib_dir/$t.build" -name '*.o' | sort)
  done
  lib_flags=(-I "$lib_dir/Modules" -Xcc "-fmodule-map-file=$pkg/checkouts/Yams/Sources/CYaml/include/module.modulemap")
}

seeds=()
flags=(-timeout=10 -rss_limit_mb=4096)
case "$target" in
  solver)
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name SolverFuzz -package-name sketchpad \
      Sources/Cassowary/*.swift Fuzz/solver/*.swift -o "$out/solver-fuzzer" ;;
  equation|vfl|template)
    build_libraries
    module=$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}Fuzz
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "$module" "${lib_flags[@]}" \
      "Fuzz/$target"/*.swift "${lib_objects[@]}" -o "$out/$target-fuzzer" 2>&1 | grep -v 'ld.gold: warning' >&2 || true
    [ -x "$out/$target-fuzzer" ] || { echo "fuzz target build failed" >&2; exit 1; }
    seeds=("Fuzz/$target/seeds")
    flags+=(-dict="Fuzz/$target/$target.dict")
    [ "$target" = template ] && { seeds+=(Templates); flags=(-timeout=20 -rss_limit_mb=4096 -max_len=8192 -dict=Fuzz/template/template.dict); } ;;
  *) echo "unknown fuzz target $target" >&2; exit 2 ;;
esac
[ "$seconds" = 0 ] && exec "$out/$target-fuzzer" "${flags[@]}" "$@"
"$out/$target-fuzzer" -max_total_time="$seconds" -artifact_prefix="Fuzz/$target/crashes/" "${flags[@]}" "$@" \
  "Fuzz/$target/corpus" "${seeds[@]}"
