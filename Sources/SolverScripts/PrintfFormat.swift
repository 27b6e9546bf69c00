/// C's `printf` `%g` conversion, exactly, in pure Swift — what `sketchpad-solve` prints for
/// every solved value (`%.17g`, enough digits to give back the same Double).
///
/// ```swift
/// PrintfFormat.g(92.08)        // "92.079999999999998"
/// PrintfFormat.g(1000)         // "1000"
/// PrintfFormat.g(1e-5)         // "1.0000000000000001e-05"
/// PrintfFormat.g(.infinity)    // "inf"
/// PrintfFormat.g(0.5, precision: 3)   // "0.5"
/// ```
///
/// Rounding is done on the exact binary value, ties to even (glibc's behaviour), so the output
/// matches `printf("%.17g")` byte for byte; NaN prints as `nan` or `-nan` like glibc.
public enum PrintfFormat {
    /// `%.<precision>g` of `x`. A precision of 0 counts as 1, as in C.
    public static func g(_ x: Double, precision: Int = 17) -> String {
        let p = max(precision, 1)
        if x.isNaN { return x.sign == .minus ? "-nan" : "nan" }
        let sign = x.sign == .minus ? "-" : ""
        if x.isInfinite { return sign + "inf" }
        if x == 0 { return sign + "0" }

        let exact = DecimalExpansion(x.magnitude)
        let (digits, exponent) = round(exact, significantDigits: p)
        // %g: fixed notation when -4 <= X < P, where X is the exponent after rounding.
        var text: String
        if exponent >= -4 && exponent < p {
            if exponent >= 0 {
                let integer = digits[0...exponent]
                let fraction = digits[(exponent + 1)...]
                text = string(integer) + (fraction.isEmpty ? "" : "." + string(fraction))
            } else {
                text = "0." + String(repeating: "0", count: -exponent - 1) + string(digits[...])
            }
            text = trimmingFractionZeros(text)
        } else {
            let fraction = digits[1...]
            text = trimmingFractionZeros(string(digits[0...0]) + (fraction.isEmpty ? "" : "." + string(fraction)))
            let e = exponent < 0 ? -exponent : exponent
            text += (exponent < 0 ? "e-" : "e+") + (e < 10 ? "0" : "") + String(e)
        }
        return sign + text
    }

    /// Rounds to `n` significant digits, ties to even. Returns exactly `n` digits and the
    /// decimal exponent of the first one.
    static func round(_ exact: DecimalExpansion, significantDigits n: Int) -> (digits: [UInt8], exponent: Int) {
        var exponent = exact.leadingExponent
        let all = exact.digits
        if all.count <= n {
            return (all + [UInt8](repeating: 0, count: n - all.count), exponent)
        }
        var kept = Array(all[..<n])
        let first = all[n]
        let restIsZero = all[(n + 1)...].allSatisfy { $0 == 0 }
        let roundUp = first > 5 || (first == 5 && (!restIsZero || kept[n - 1] % 2 == 1))
        if roundUp {
            var i = n - 1
            while i >= 0 {
                if kept[i] == 9 {
                    kept[i] = 0
                    i -= 1
                } else {
                    kept[i] += 1
                    break
                }
            }
            if i < 0 { // 99…9 became 00…0: it is 10…0, one decade up
                kept.insert(1, at: 0)
                kept.removeLast()
                exponent += 1
            }
        }
        return (kept, exponent)
    }

    private static func string(_ digits: ArraySlice<UInt8>) -> String {
        String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
    }

    /// `%g` without `#` drops trailing zeros of the fraction, and the point if nothing is left.
    private static func trimmingFractionZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var t = Substring(text)
        while t.last == "0" { t = t.dropLast() }
        if t.last == "." { t = t.dropLast() }
        return String(t)
    }
}
