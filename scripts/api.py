#!/usr/bin/env python3
"""The public API listing of Sketchpad's library modules, made from symbol graphs (scripts/api.sh).

    python3 scripts/api.py list GRAPHS_DIR OUT_DIR MODULE...      # writes OUT_DIR/MODULE.txt
    python3 scripts/api.py compare EXPECTED_DIR ACTUAL_DIR MODULE...  # exit 1 and a diff when they differ

A listing has one line per public declaration, `Path.to.name  declaration`, plus one line per public
conformance (`Type  conforms to Protocol`) and superclass (`Type  inherits from Base`), sorted by
code point, so the same API gives the same bytes on every machine and a diff shows what changed.
Symbol graphs come from `swift package dump-symbol-graph --skip-synthesized-members`: MODULE.symbols.json
and MODULE@Other.symbols.json (the module's extensions of another module's types).
"""
import difflib, glob, json, os, re, sys

RELATIONS = {"conformsTo": "conforms to", "inheritsFrom": "inherits from"}
CONSTRAINT_OPERATORS = {"conformance": ":", "superclass": ":", "sameType": "=="}
# Conformances every type has unless it opts out (`~Copyable`, which its declaration shows), and the
# one `Sendable` implies: listing them would only repeat each type three times.
IMPLICIT_PROTOCOLS = {"Copyable", "Escapable", "SendableMetatype"}


def constraints_text(constraints):
    parts = [f"{c['lhs']} {CONSTRAINT_OPERATORS.get(c['kind'], c['kind'])} {c['rhs']}".replace(" :", ":")
             for c in constraints or []]
    return f" [where {', '.join(parts)}]" if parts else ""


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return re.sub(r"\s+", " ", text).strip()


def graph_lines(graph, extended_module):
    """The listing lines of one symbol graph file (its module's, or its extensions of `extended_module`)."""
    symbols = {s["identifier"]["precise"]: s for s in graph.get("symbols", [])}
    prefix = f"{extended_module}." if extended_module else ""
    paths = {usr: prefix + ".".join(s["pathComponents"]) for usr, s in symbols.items()}
    lines = []
    for usr, symbol in symbols.items():
        extension = symbol.get("swiftExtension", {})
        lines.append(f"{paths[usr]}  {declaration(symbol)}{constraints_text(extension.get('constraints'))}")
    for relation in graph.get("relationships", []):
        verb = RELATIONS.get(relation["kind"])
        if verb is None:
            continue
        source = paths.get(relation["source"])
        if source is None:
            continue  # a conformance of a type this graph does not list (not public here)
        target = relation.get("targetFallback") or paths.get(relation["target"]) or relation["target"]
        target = target.split(".", 1)[1] if target.startswith("Swift.") else target
        if target in IMPLICIT_PROTOCOLS:
            continue
        lines.append(f"{source}  {verb} {target}{constraints_text(relation.get('swiftConstraints'))}")
    return lines


def module_listing(graphs_dir, module):
    main = os.path.join(graphs_dir, f"{module}.symbols.json")
    if not os.path.exists(main):
        raise SystemExit(f"error: no symbol graph for module {module} in {graphs_dir}: "
                         f"is {module} a library target of Package.swift, and did the build succeed?")
    lines = []
    for path in [main] + sorted(glob.glob(os.path.join(graphs_dir, f"{module}@*.symbols.json"))):
        name = os.path.basename(path)[: -len(".symbols.json")]
        extended = name.split("@", 1)[1] if "@" in name else None
        with open(path, encoding="utf-8") as f:
            lines += graph_lines(json.load(f), extended)
    return sorted(set(lines))


def write_listings(graphs_dir, out_dir, modules):
    os.makedirs(out_dir, exist_ok=True)
    for module in modules:
        lines = module_listing(graphs_dir, module)
        with open(os.path.join(out_dir, f"{module}.txt"), "w", encoding="utf-8", newline="\n") as f:
            f.write("".join(line + "\n" for line in lines))
        print(f"{module}: {len(lines)} public declarations")


def read_lines(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def compare(expected_dir, actual_dir, modules, update_command="bash scripts/api.sh --update"):
    """Prints what differs, module by module; returns the names of modules whose listing changed."""
    changed = []
    for module in modules:
        expected = read_lines(os.path.join(expected_dir, f"{module}.txt"))
        actual = read_lines(os.path.join(actual_dir, f"{module}.txt")) or []
        listing = f"API/{module}.txt"
        if expected is None:
            print(f"error: module {module} has no API listing ({listing} is missing): "
                  f"run {update_command} and commit {listing}")
            changed.append(module)
            continue
        if expected == actual:
            continue
        changed.append(module)
        old, new = set(expected), set(actual)
        for line in sorted(new - old):
            print(f"error: new public declaration `{line}` in module {module}")
        for line in sorted(old - new):
            print(f"error: public declaration `{line}` removed from module {module}")
        sys.stdout.writelines(difflib.unified_diff([l + "\n" for l in expected], [l + "\n" for l in actual],
                                                   f"a/{listing}", f"b/{listing}", n=0))
        print(f"error: the public API of {module} differs from {listing}: if meant, run {update_command} "
              f"and commit {listing}; if not, make the declaration `package` or `internal`")
    return changed


def main(argv):
    if len(argv) < 3 or argv[0] not in ("list", "compare"):
        print(__doc__, file=sys.stderr)
        return 2
    command, first, second, modules = argv[0], argv[1], argv[2], argv[3:]
    if command == "list":
        write_listings(first, second, modules)
        return 0
    return 1 if compare(first, second, modules) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
