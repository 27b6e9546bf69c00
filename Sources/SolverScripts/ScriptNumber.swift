import Cassowary

/// The number syntax of solver scripts: decimal with an optional exponent (`12`, `-8.0`, `.5`,
/// `1e-12`, `2.5E+3`), or one of `nan`, `inf`, `+inf`, `-inf` so that scripts can test that the
/// solver rejects them.
///
/// ```swift
/// ScriptNumber.parse("-8.0")   // -8.0
/// ScriptNumber.parse("-inf")   // -Double.infinity
/// ScriptNumber.parse("0x10")   // nil: hexadecimal is not part of the format
/// ```
///
/// The grammar is checked here rather than left to `Double(_:)`, which also accepts
/// hexadecimal, `infinity` and `nan(…)` payloads that other replayers (kiwi's Python) would
/// read differently. A decimal too large for a Double becomes ±infinity, as in C's `strtod`.
public enum ScriptNumber {
    public static func parse(_ word: Substring) -> Double? {
        switch word {
        case "nan": return .nan
        case "inf", "+inf": return .infinity
        case "-inf": return -.infinity
        default: break
        }
        guard isDecimal(word.utf8) else { return nil }
        return Double(word)
    }

    public static func parse(_ word: String) -> Double? { parse(word[...]) }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    static func isDecimal(_ bytes: Substring.UTF8View) -> Bool {
        var i = bytes.startIndex
        let end = bytes.endIndex
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func digits() -> Int {
            var n = 0
            while i < end, isDigit(bytes[i]) { n += 1; i = bytes.index(after: i) }
            return n
        }
        if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i = bytes.index(after: i) }
        var mantissaDigits = digits()
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i = bytes.index(after: i)
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i = bytes.index(after: i)
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i = bytes.index(after: i) }
            guard digits() > 0 else { return false }
        }
        return i == end
    }

    /// `required`, `strong`, `medium`, `weak` (kiwi's weights) or a number, taken as the weight.
    public static func parseStrength(_ word: Substring) -> Strength? {
        switch word {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default: return parse(word).map(Strength.init)
        }
    }
}
