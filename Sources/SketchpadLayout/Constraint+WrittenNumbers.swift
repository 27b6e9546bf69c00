extension Constraint {
    /// The number literal in the constraint as written (its ``identifier``, e.g. a template's
    /// equation) whose value is `value`, as the user wrote it: `0.000000001` rather than `1e-09`.
    /// Nil when there is no identifier or no literal of that value (the number was computed).
    ///
    /// ```swift
    /// let c = Constraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
    ///                    multiplier: 1e-9, constant: 0, identifier: "a.width == 0.000000001 * b.width", location: here)
    /// c.writtenNumber(equalTo: 1e-9)    // "0.000000001"
    /// ```
    public func writtenNumber(equalTo value: Double) -> String? {
        guard let text = identifier else { return nil }
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
