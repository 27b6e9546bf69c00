import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// The pre-scan that stops YAML nested too deeply before the YAML library recurses on it.
extension TemplateLoader {
    static func excessiveFlowNesting(_ text: String, limit: Int) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: Unicode.Scalar?
        var comment = false
        var previous: Unicode.Scalar?
        // Lines and columns as YAML counts them: Unicode scalars, and CR LF, CR, LF, NEL, LS and
        // PS each end a line (a CR LF file counted by "\n" Characters was all one line).
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

    /// Compact block collections (`- - - x`, `? ? x`) nest two characters a level on one line, so
    /// a 20 KB line is 10,000 levels deep: stop them before the YAML library recurses (it would
    /// overflow a rendering thread's stack). Nesting by indentation costs a line a level and is
    /// caught after composing.
    static func excessiveCompactNesting(_ text: String, limit: Int) -> (Int, Int)? {
        var line = 1
        for lineText in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            defer { line += 1 }
            let chars = Array(lineText.unicodeScalars)
            var i = 0, indicators = 0
            while i < chars.count {
                if chars[i] == " " || chars[i] == "\t" { i += 1; continue }
                guard chars[i] == "-" || chars[i] == "?" || chars[i] == ":", i + 1 < chars.count, chars[i + 1] == " " || chars[i + 1] == "\t" else { break }
                indicators += 1
                if indicators > limit { return (line, i + 1) }
                i += 2
            }
        }
        return nil
    }
}
