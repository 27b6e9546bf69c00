import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// The pre-scan that stops YAML nested too deeply before the YAML library recurses on it.
extension TemplateLoader {
    static func excessiveFlowNesting(_ text: String, limit: Int) -> (Int, Int)? {
        var depth = 0, line = 1, column = 0
        var quote: UInt8?
        var comment = false
        var previousIsCR = false, isFirst = true
        // Lines and columns as YAML counts them: Unicode scalars, and CR LF, CR, LF, NEL, LS and
        // PS each end a line (a CR LF file counted by "\n" Characters was all one line). Read as
        // UTF-8 bytes, a scalar at a time (its lead byte gives its length): everything this scan
        // looks for is ASCII but the line ends NEL, LS, PS and the byte-order mark, matched by
        // their bytes. Iterating `unicodeScalars` cost a large template a tenth of its loading.
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let start = i, b = bytes[i]
            i += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            let afterCR = previousIsCR, first = isFirst
            previousIsCR = b == 0x0D
            isFirst = false
            if b < 0x80 && b != 0x0A && b != 0x0D {
                // Nearly every byte: ASCII that ends no line.
                column += 1
                if comment { continue }
                if let q = quote { if b == q { quote = nil }; continue }
                if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                    depth += 1
                    if depth > limit { return (line, column) }
                } else if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                    depth = max(0, depth - 1)
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    if depth > 0 { quote = b }
                } else if b == UInt8(ascii: "#") {
                    comment = true
                }
                continue
            }
            func continues(_ tail: UInt8...) -> Bool {
                start + tail.count < bytes.count && tail.indices.allSatisfy { bytes[start + 1 + $0] == tail[$0] }
            }
            if b == 0x0A && afterCR || first && b == 0xEF && continues(0xBB, 0xBF) { continue }
            column += 1
            if b == 0x0A || b == 0x0D || b == 0xC2 && continues(0x85) || b == 0xE2 && (continues(0x80, 0xA8) || continues(0x80, 0xA9)) {
                line += 1; column = 0; comment = false; continue
            }
            if comment { continue }
            if let q = quote { if b == q { quote = nil }; continue }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): if depth > 0 { quote = b }
            case UInt8(ascii: "#"): comment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return (line, column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
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
