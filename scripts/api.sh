#!/usr/bin/env bash
# The public API of every library module, one sorted text file per module under API/, and the check
# that a new public declaration is a decision someone made (issue 25). The listing comes from symbol
# graphs (`swift package dump-symbol-graph`), which read the modules `swift build` already built: after
# `swift build --build-tests` (scripts/test.sh) nothing is compiled again.
#   bash scripts/api.sh --check    # CI: fails with a diff when a module's public API differs from API/
#   bash scripts/api.sh --update   # rewrites API/*.txt: commit them with the change that meant it
# Which modules: every Swift library target a library product of Package.swift reaches (the products'
# own targets and what they depend on, since the umbrella re-exports the layers), never executables,
# tests, C or macro targets (nor what a macro links).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/swift-env.sh

mode=${1:-}
case "$mode" in
  --check|--update) ;;
  *) echo "usage: bash scripts/api.sh --check | --update" >&2; exit 2 ;;
esac

modules=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
def local_dependencies(target):
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency and dependency[kind][0] in targets:
                yield dependency[kind][0]
seen, stack = set(), [name for p in package["products"] if "library" in p["type"] for name in p["targets"]]
while stack:
    name = stack.pop()
    if name not in seen:
        seen.add(name)
        # A macro runs in the compiler: what it links is no part of any module a user imports.
        if targets[name]["type"] != "macro":
            stack.extend(local_dependencies(targets[name]))
print("\n".join(sorted(name for name in seen if targets[name]["type"] == "regular")))
')

log=$(mktemp)
started=$(mktemp)   # its time is before any graph this run writes
listing=$(mktemp -d)
trap 'rm -rf "$log" "$started" "$listing"' EXIT
# Synthesized members (Equatable's `!=`, a protocol extension's defaults on every conforming type)
# are left out: they change when a conformance does, and the conformance has its own line.
if ! swift package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1; then
  cat "$log" >&2
  echo "error: swift package dump-symbol-graph failed (above): build the package first (swift build)" >&2
  exit 1
fi
# SwiftPM writes the graphs to .build/<triple>/<configuration>/symbolgraph and says where.
written=$(sed -n 's/^Files written to //p' "$log" | tail -1)
if [ -z "$written" ] || [ ! -d "$written" ]; then
  cat "$log" >&2
  echo "error: could not find where swift package dump-symbol-graph wrote the symbol graphs (above)" >&2
  exit 1
fi
# Graphs an earlier run left (a module that has since lost its extensions of another module's types)
# must not count: only this run's files are read.
find "$written" -name '*.symbols.json' ! -newer "$started" -delete

# shellcheck disable=SC2086
python3 scripts/api.py list "$written" "$listing" $modules >/dev/null
if [ "$mode" = --update ]; then
  mkdir -p API
  # A module that is no longer a library module loses its listing.
  for file in API/*.txt; do
    [ -e "$file" ] || continue
    grep -qx -- "$(basename "$file" .txt)" <<<"$modules" || rm -v "$file"
  done
  cp "$listing"/*.txt API/
  for module in $modules; do printf '%s: %s public declarations\n' "$module" "$(wc -l <"API/$module.txt")"; done
  exit 0
fi
stale=()
for file in API/*.txt; do
  [ -e "$file" ] || continue
  grep -qx -- "$(basename "$file" .txt)" <<<"$modules" || stale+=("$file")
done
status=0
# shellcheck disable=SC2086
python3 scripts/api.py compare API "$listing" $modules || status=$?
if [ ${#stale[@]} -ne 0 ]; then
  echo "error: ${stale[*]} list modules that are no longer library modules: run bash scripts/api.sh --update" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "public API: $(wc -w <<<"$modules") modules match API/"
exit "$status"
