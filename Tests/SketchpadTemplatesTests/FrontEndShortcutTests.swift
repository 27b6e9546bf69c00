import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

/// The loader's shortcuts for large templates (keys scanned instead of hashed in small mappings,
/// ASCII ids read as bytes, the string source map read on the first error) give the errors and
/// positions the general code gives.
@Suite struct FrontEndShortcutTests {
    func errors(_ yaml: String) -> [String] { TemplateErrorTests().errors(yaml) }

    /// A duplicate key is found in a mapping of a few keys (scanned) and of many (hashed), each
    /// pointing at the first one written.
    @Test func duplicateKeysInSmallAndLargeMappings() {
        let small = "views:\n  - {id: a, type: label, text: x, id: b}\n"
        #expect(errors(small) == ["t.yaml:2:35: error: duplicate key 'id', first written at line 2, column 6 — keep one of them"])
        let keys = (0..<20).map { "k\($0): 1" }.joined(separator: "\n  ")
        let large = "canvas:\n  \(keys)\n  k3: 2\n  k3: 3\n"
        #expect(errors(large) == [
            "t.yaml:22:3: error: duplicate key 'k3', first written at line 5, column 3 — keep one of them",
            "t.yaml:23:3: error: duplicate key 'k3', first written at line 5, column 3 — keep one of them",
        ])
    }

    @Test func idsAreNamesInAnyScript() {
        for id in ["a", "_", "title_2", "Zeta9", "été", "名前", "x١"] { #expect(TemplateBuilder.isName(id), "\(id)") }
        for id in ["", "2fast", "a-b", "a b", "a.b", "a\r\nb", "١x", "a\u{301}-"] { #expect(!TemplateBuilder.isName(id), "\(id)") }
    }

    /// A bad token inside a folded string is placed through the (lazily read) source map.
    @Test func errorsInsideFoldedStringsKeepTheirPlace() {
        let yaml = """
        views:
          - {id: a, type: label, text: x}
        constraints:
          - "a.top ==
             root.topp"
        """
        #expect(errors(yaml) == ["t.yaml:5:11: error: bad equation: unknown attribute 'topp' (did you mean 'top'?)"])
    }
}

/// The flow-nesting pre-scan reads UTF-8 bytes; it must place every nesting error where the
/// scan by Unicode scalars it replaced placed it (that scan is kept here as the reference).
@Suite struct FlowNestingScanTests {
    static func byScalars(_ text: String, limit: Int) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: Unicode.Scalar?
        var comment = false
        var previous: Unicode.Scalar?
        for c in text.unicodeScalars {
            defer { previous = c }
            if c == "\n" && previous == "\r" || c == "\u{FEFF}" && previous == nil { continue }
            column += 1
            switch c {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": line += 1; column = 0; comment = false; continue
            default: break
            }
            if comment { continue }
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": if depth > 0 { quote = c }
            case "#": comment = true
            case "[", "{":
                depth += 1
                if depth > limit { return (line, column) }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    @Test func bytesAndScalarsAgreeOnGeneratedText() {
        let pieces = ["[", "{", "]", "}", "\"", "'", "#", "a", " ", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}",
                      "\u{FEFF}", "é", "名", "😀", "\u{2027}", "\u{C2}"]
        var found = 0
        for text in generatedStrings(pieces, count: 3_000, maxPieces: 64, seed: 0x2545_F491_4F6C_DD1D) {
            let expected = Self.byScalars(text, limit: 3)
            let actual = TemplateLoader.excessiveFlowNesting(text, limit: 3)
            #expect(actual?.0 == expected?.0 && actual?.1 == expected?.1, "\(text.debugDescription)")
            if expected != nil { found += 1 }
        }
        // The generated texts reach the limit often enough for the comparison to mean something.
        #expect(found > 100)
    }
}
