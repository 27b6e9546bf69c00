#!/usr/bin/env python3
"""Tests of the public API listing and its check (scripts/api.py, run by scripts/api.sh).

They write small symbol graphs of the shape `swift package dump-symbol-graph` writes, so they need
no build and run in a second (scripts/test.sh runs them):

    python3 Tests/API/test_api.py
"""
import contextlib, io, json, os, sys, tempfile, unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import api  # noqa: E402


def fragments(text):
    return [{"kind": "text", "spelling": text}]


def symbol(usr, path, declaration, extension=None):
    result = {"identifier": {"precise": usr, "interfaceLanguage": "swift"}, "pathComponents": path,
              "declarationFragments": fragments(declaration), "accessLevel": "public"}
    if extension is not None:
        result["swiftExtension"] = extension
    return result


SOLVER_GRAPH = {
    "symbols": [
        symbol("s:Solver", ["Solver"], "final class Solver"),
        symbol("s:Solver.add", ["Solver", "addConstraint(_:)"], "func addConstraint(_ constraint: Constraint)\n    throws(SolverError)"),
        symbol("s:Strength", ["Strength"], "struct Strength"),
    ],
    "relationships": [
        {"kind": "memberOf", "source": "s:Solver.add", "target": "s:Solver"},
        {"kind": "conformsTo", "source": "s:Strength", "target": "s:SL", "targetFallback": "Swift.Comparable"},
        # Implicit conformances (every type is Copyable unless its declaration says `~Copyable`).
        {"kind": "conformsTo", "source": "s:Strength", "target": "s:s8CopyableP", "targetFallback": "Swift.Copyable"},
        # A conformance of a type the graph does not list (internal) is not part of the API.
        {"kind": "conformsTo", "source": "s:Hidden", "target": "s:SH", "targetFallback": "Swift.Hashable"},
    ],
}
SWIFT_EXTENSION_GRAPH = {
    "symbols": [
        symbol("s:Array.sum", ["Array", "sum()"], "func sum() -> Element",
               {"extendedModule": "Swift", "constraints": [{"kind": "conformance", "lhs": "Element", "rhs": "Numeric"}]}),
    ],
    "relationships": [],
}


class APIListingTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)
        self.graphs = os.path.join(self.directory.name, "graphs")
        os.makedirs(self.graphs)
        self.write_graph("Solverish.symbols.json", SOLVER_GRAPH)
        self.write_graph("Solverish@Swift.symbols.json", SWIFT_EXTENSION_GRAPH)

    def write_graph(self, name, graph):
        with open(os.path.join(self.graphs, name), "w") as f:
            json.dump(graph, f)

    def listing(self, name):
        out = os.path.join(self.directory.name, name)
        with contextlib.redirect_stdout(io.StringIO()):
            api.write_listings(self.graphs, out, ["Solverish"])
        return out

    def compare(self, expected, actual):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            changed = api.compare(expected, actual, ["Solverish"])
        return changed, output.getvalue()

    def test_listing_is_sorted_one_line_per_declaration_and_conformance(self):
        with open(os.path.join(self.listing("API"), "Solverish.txt")) as f:
            self.assertEqual(f.read().splitlines(), [
                "Solver  final class Solver",
                "Solver.addConstraint(_:)  func addConstraint(_ constraint: Constraint) throws(SolverError)",
                "Strength  conforms to Comparable",
                "Strength  struct Strength",
                "Swift.Array.sum()  func sum() -> Element [where Element: Numeric]",
            ])

    def test_same_api_passes(self):
        self.assertEqual(self.compare(self.listing("API"), self.listing("now")), ([], ""))

    def test_new_public_declaration_fails_and_says_what_to_do(self):
        expected = self.listing("API")
        SOLVER_GRAPH_WITH_RESET = dict(SOLVER_GRAPH, symbols=SOLVER_GRAPH["symbols"] + [
            symbol("s:Solver.reset", ["Solver", "reset()"], "func reset()")])
        self.write_graph("Solverish.symbols.json", SOLVER_GRAPH_WITH_RESET)
        changed, output = self.compare(expected, self.listing("now"))
        self.assertEqual(changed, ["Solverish"])
        self.assertIn("error: new public declaration `Solver.reset()  func reset()` in module Solverish", output)
        self.assertIn("+Solver.reset()  func reset()", output)
        self.assertIn("if meant, run bash scripts/api.sh --update and commit API/Solverish.txt", output)

    def test_removed_declaration_and_conformance_fail(self):
        expected = self.listing("API")
        self.write_graph("Solverish.symbols.json", dict(SOLVER_GRAPH, relationships=[]))
        os.remove(os.path.join(self.graphs, "Solverish@Swift.symbols.json"))
        changed, output = self.compare(expected, self.listing("now"))
        self.assertEqual(changed, ["Solverish"])
        self.assertIn("error: public declaration `Strength  conforms to Comparable` removed from module Solverish", output)
        self.assertIn("error: public declaration `Swift.Array.sum()  func sum() -> Element [where Element: Numeric]` removed",
                      output)

    def test_module_without_listing_fails(self):
        changed, output = self.compare(os.path.join(self.directory.name, "empty"), self.listing("now"))
        self.assertEqual(changed, ["Solverish"])
        self.assertIn("error: module Solverish has no API listing (API/Solverish.txt is missing)", output)

    def test_missing_symbol_graph_is_an_error(self):
        os.remove(os.path.join(self.graphs, "Solverish.symbols.json"))
        with self.assertRaises(SystemExit) as raised:
            self.listing("API")
        self.assertIn("no symbol graph for module Solverish", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
