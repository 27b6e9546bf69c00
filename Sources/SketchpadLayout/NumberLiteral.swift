/// Number literals in text as the user wrote them, so that messages quote `0.000000001` or
/// `1e308` rather than a Double's own spelling (`1e-09`, `1e+308`).
package enum NumberLiteral {
    /// The first literal in `text` (digits, a decimal point, an exponent; not the digits of a name
    /// like `view2`) whose value is `value`, or nil.
    ///
    /// ```swift
    /// NumberLiteral.find(1e-9, in: "a.width == 0.000000001 * b.width")   // "0.000000001"
    /// ```
    package static func find(_ value: Double, in text: String) -> String? {
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isLetter || c == "_" {
                // A name (`view2`): its digits are not a number.
                while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") { i += 1 }
            } else if c.isNumber || c == "." {
                let start = i
                while i < chars.count && (chars[i].isNumber || chars[i] == ".") { i += 1 }
                // An exponent: `e`, an optional sign, digits.
                if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                    var j = i + 1
                    if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
                    if j < chars.count, chars[j].isNumber {
                        while j < chars.count && chars[j].isNumber { j += 1 }
                        i = j
                    }
                }
                let literal = String(chars[start..<i])
                if let v = Double(literal), v == value { return literal }
            } else {
                i += 1
            }
        }
        return nil
    }
}
