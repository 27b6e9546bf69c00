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
        // Read as UTF-8 bytes: the indicators and blanks it counts are ASCII, so a byte's offset in
        // its line is its column; the rest of a line is skipped to the next CR, LF or CR LF (the
        // line ends YAML counts here). Splitting the text into lines of `Character`s cost as much
        // as composing the YAML.
        let bytes = Array(text.utf8)
        var line = 1, start = 0
        while start < bytes.count {
            var i = start, indicators = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x20 || b == 0x09 { i += 1; continue }
                guard b == 0x2D || b == 0x3F || b == 0x3A, i + 1 < bytes.count,      // - ? :
                      bytes[i + 1] == 0x20 || bytes[i + 1] == 0x09 else { break }
                indicators += 1
                if indicators > limit { return (line, i - start + 1) }
                i += 2
            }
            while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            if i + 1 < bytes.count, bytes[i] == 0x0D, bytes[i + 1] == 0x0A { i += 1 }
            start = i + 1
            line += 1
        }
        return nil
    }
}
