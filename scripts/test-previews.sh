#!/usr/bin/env bash
# Issue 22's proof, run by CI after scripts/test.sh (whose debug build it uses):
#  1. every preview of Examples/Gallery is drawn by `sketchpad previews` and matches its golden;
#  2. a second run with no change draws nothing, builds nothing, and is fast;
#  3. in a copy of the package with a preview that does not compile and one that crashes, those two
#     fail, each with its message at its line, and every other preview is still drawn;
#  4. the help's examples run; 5. `sketchpad serve` shows the package's previews as cards.
# The first run builds the package's preview runner (Sketchpad included) once: minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/swift-env.sh
swift build --product sketchpad >/dev/null
swift build --product sketchpad-preview-discovery >/dev/null
sketchpad=.build/debug/sketchpad
export SKETCHPAD_PREVIEW_CACHE="${SKETCHPAD_PREVIEW_CACHE:-$PWD/.build/preview-cache}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-previews: FAILED: $*" >&2; exit 1; }

echo "== 1. previews against their goldens"
"$sketchpad" previews Examples/Gallery --test --golden Examples/Gallery/Golden --report "$work/report" \
  || fail "the previews of Examples/Gallery do not match Examples/Gallery/Golden (report: $work/report)"

echo "== 2. a second run with no change"
start=$(date +%s%N)
"$sketchpad" previews Examples/Gallery --test --golden Examples/Gallery/Golden --report "$work/report" > "$work/second.txt" \
  || fail "the second run failed"
ms=$(( ($(date +%s%N) - start) / 1000000 ))
grep -q "^0 rendered, 0 failed, [0-9]* unchanged" "$work/second.txt" || { cat "$work/second.txt"; fail "the second run drew something"; }
echo "second run: $ms ms"
[ "$ms" -lt 5000 ] || fail "the second run took $ms ms (nothing to draw should take about half a second)"

echo "== 3. one broken preview fails alone"
mkdir -p "$work/Gallery"
cp -R Examples/Gallery/Package.swift Examples/Gallery/Sources "$work/Gallery/"
sed -i "s|path: \"../..\"|path: \"$PWD\"|" "$work/Gallery/Package.swift"
cat > "$work/Gallery/Sources/PreviewGallery/Broken.swift" <<'SWIFT'
import SketchpadSwiftUI

struct Crasher: View {
    var body: some View {
        let values: [Int] = []
        return Text("\(values[3])")
    }
}

#Preview("Does not compile") {
    Text(undefinedName)
}

#Preview("Crashes") {
    Crasher()
}
SWIFT
set +e
"$sketchpad" previews "$work/Gallery" -o "$work/broken-out" > "$work/broken.txt" 2>&1
status=$?
set -e
cat "$work/broken.txt"
[ "$status" -eq 1 ] || fail "a package with broken previews should exit 1 (got $status)"
grep -q "Broken.swift:11:10: error: cannot find 'undefinedName' in scope" "$work/broken.txt" || fail "no compiler error at the broken preview's line"
grep -q "Sources/PreviewGallery/Broken.swift:14: error: the preview crashed" "$work/broken.txt" || fail "the crash is not reported at its preview"
grep -q "Fatal error: Index out of range" "$work/broken.txt" || fail "the crash's message is missing"
total=$(grep -c "#Preview\|: PreviewProvider" Examples/Gallery/Sources/PreviewGallery/*.swift | awk -F: '{s+=$2} END {print s}')
grep -q "^$total rendered, 2 failed, 0 unchanged" "$work/broken.txt" || fail "expected $total previews drawn and 2 failed"
echo "== 4. every \`sketchpad previews --help\` example runs as written"
"$sketchpad" previews --help | sed -n '/^Examples/,$p' | grep '^ *sketchpad previews' | sed 's/ *#.*//' | while read -r line; do
  echo "\$ $line"
  eval "${line/sketchpad/$sketchpad}" > "$work/example.txt" 2>&1 || { cat "$work/example.txt"; fail "help example failed: $line"; }
done
# watch runs until Ctrl-C: bounded by its own options, as HelpExampleTests bounds the template examples.
"$sketchpad" watch Examples/Gallery -o out/previews --polls 1 --interval 0.01 > "$work/watch.txt" 2>&1 \
  || { cat "$work/watch.txt"; fail "sketchpad watch Examples/Gallery failed"; }
grep -q "\[watch\] .* changed: previews [0-9]* rendered, 0 failed" "$work/watch.txt" || { cat "$work/watch.txt"; fail "watch did not draw the previews"; }
echo "== 5. the preview server shows the Gallery's previews as cards (its runner is built by now)"
# scripts/test.sh's build made the test bundle, sketchpad-serve and sketchpad-preview-discovery.
SKETCHPAD_SERVE_PREVIEW_TESTS=1 swift test --skip-build --filter PreviewCardTests > "$work/serve.txt" 2>&1 \
  || { cat "$work/serve.txt"; fail "the preview server's preview cards"; }
grep -q "theGallerysPreviewsAreServedAfterBuilding.*passed" "$work/serve.txt" || { cat "$work/serve.txt"; fail "the preview cards' test did not run"; }
echo "test-previews: 5 passed, 0 failed"
