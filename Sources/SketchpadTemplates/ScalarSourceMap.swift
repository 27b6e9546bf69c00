import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// Maps a position inside a scalar's *value* back to the file, for errors that point into a string
/// (a bad token of an equation or a visual format).
///
/// A value is not always its source text shifted by the scalar's start: a quoted or plain scalar may
/// be folded over several lines (a line break and the indentation around it become one space),
/// double quotes have escapes (`\u0041` is one character) and single quotes double a quote (`''`).
/// The map walks the source from the scalar's mark and the value side by side; wherever the two
/// cannot be matched (a block scalar, a component's `${…}` substituted into the value, a source
/// that is not the one the node came from) it gives up, and callers point at the scalar's start.
///
/// ```swift
/// // constraints:
/// //   - "a.width ==
/// //      b.width + x"
/// ScalarSourceMap(source: text).location(ofValueScalar: 20, in: scalar)   // line 3, column 19 (the x)
/// ```
final class ScalarSourceMap {
    /// The file's Unicode scalars (a byte-order mark dropped, as the YAML reader does) and where
    /// each line starts in them: lines end at CR LF, CR, LF, NEL, LS or PS, as in libyaml.
    struct Tables {
        let text: [Unicode.Scalar]
        let lineStarts: [Int]
    }

    private let source: String
    // Read on the first error that points into a string: a template without one never pays for
    // it (it cost a large template as much as its equations). Builds of one template may run on
    // several threads at once: the lock makes the first one read the file for all.
    private let lock = NSLock()
    private var read: Tables?

    init(source: String) { self.source = source }

    /// The tables, read from the source the first time they are asked for.
    var tables: Tables {
        lock.lock()
        defer { lock.unlock() }
        if let read { return read }
        var text = Array(source.unicodeScalars)
        if text.first == "\u{FEFF}" { text.removeFirst() }
        var starts = [0], i = 0
        while i < text.count {
            if Self.isBreak(text[i]) {
                i += text[i] == "\r" && i + 1 < text.count && text[i + 1] == "\n" ? 2 : 1
                starts.append(i)
            } else {
                i += 1
            }
        }
        let tables = Tables(text: text, lineStarts: starts)
        read = tables
        return tables
    }

    static func isBreak(_ c: Unicode.Scalar) -> Bool { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(c) }

    /// The 1-based line and column (in Unicode scalars, as Yams counts them) of the value's
    /// `offset`-th Unicode scalar (0-based; the value's length means just past its end), or nil.
    func location(ofValueScalar offset: Int, in scalar: Node.Scalar) -> (line: Int, column: Int)? {
        let (text, lineStarts) = { let t = tables; return (t.text, t.lineStarts) }()
        guard let mark = scalar.mark, mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1, offset >= 0 else { return nil }
        let style = scalar.style
        guard style == .plain || style == .singleQuoted || style == .doubleQuoted || style == .any else { return nil }
        let value = Array(scalar.string.unicodeScalars)
        guard offset <= value.count else { return nil }
        func isBreak(_ i: Int) -> Bool { i < text.count && Self.isBreak(text[i]) }
        func breakLength(_ i: Int) -> Int { text[i] == "\r" && i + 1 < text.count && text[i + 1] == "\n" ? 2 : 1 }
        var i = lineStarts[mark.line - 1], line = mark.line, column = 1
        guard mark.column - 1 <= text.count - i else { return nil }
        for _ in 1..<mark.column {
            if isBreak(i) { return nil }
            i += 1
        }
        column = mark.column
        let quote: Unicode.Scalar? = style == .singleQuoted ? "'" : style == .doubleQuoted ? "\"" : nil
        if let quote {
            guard i < text.count, text[i] == quote else { return nil }
            i += 1; column += 1
        }

        var produced = 0
        func isBlank(_ j: Int) -> Bool { j < text.count && (text[j] == " " || text[j] == "\t") }
        while produced < offset {
            guard i < text.count else { return nil }
            // A fold: blanks, then a line break, blank lines and indentation give one space, or a
            // line feed per blank line.
            var j = i
            while isBlank(j) { j += 1 }
            if isBreak(j) {
                var breaks = 0, k = j, kLine = line, kColumn = column
                while k < text.count && (isBlank(k) || isBreak(k)) {
                    if isBreak(k) { k += breakLength(k); breaks += 1; kLine += 1; kColumn = 1 } else { k += 1; kColumn += 1 }
                }
                let folded: [Unicode.Scalar] = breaks == 1 ? [" "] : Array(repeating: "\n", count: breaks - 1)
                guard produced + folded.count <= value.count, Array(value[produced..<produced + folded.count]) == folded else { return nil }
                produced += folded.count
                if produced > offset { return (line, column) }   // inside the fold: point at its start
                i = k; line = kLine; column = kColumn
                continue
            }
            let c = text[i]
            if style == .doubleQuoted && c == "\\" {
                guard i + 1 < text.count else { return nil }
                if isBreak(i + 1) {
                    // An escaped line break joins the lines without a space.
                    var k = i + 1 + breakLength(i + 1), kColumn = 1
                    while isBlank(k) { k += 1; kColumn += 1 }
                    i = k; line += 1; column = kColumn
                    continue
                }
                let length: Int
                switch text[i + 1] {
                case "x": length = 4
                case "u": length = 6
                case "U": length = 10
                default: length = 2
                }
                guard i + length <= text.count else { return nil }
                i += length; column += length; produced += 1
                continue
            }
            if style == .singleQuoted && c == "'" {
                guard i + 1 < text.count, text[i + 1] == "'", value[produced] == "'" else { return nil }
                i += 2; column += 2; produced += 1
                continue
            }
            guard c == value[produced] else { return nil }
            i += 1; column += 1; produced += 1
        }
        return (line, column)
    }

    /// The same for a 1-based column counted in characters (as the equation and visual-format
    /// parsers count), or nil.
    func location(ofValueColumn valueColumn: Int, in scalar: Node.Scalar) -> (line: Int, column: Int)? {
        let characters = Array(scalar.string)
        guard valueColumn >= 1, valueColumn <= characters.count + 1 else { return nil }
        let offset = characters[..<(valueColumn - 1)].reduce(0) { $0 + $1.unicodeScalars.count }
        return location(ofValueScalar: offset, in: scalar)
    }
}
