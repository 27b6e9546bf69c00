/// The exact decimal value of a positive finite Double: `digits × 10^(-scale)`, computed with
/// a small arbitrary-precision integer so that rounding to any number of significant digits
/// is exact (as C's printf does), not an approximation built from more floating point.
///
/// A Double is `m × 2^e` with an integer `m < 2^53`. For `e ≥ 0` that is the integer
/// `m·2^e`; for `e < 0` it equals `m·5^(-e) / 10^(-e)`, so the digits are those of the
/// integer `m·5^(-e)` and `scale = -e`. At most ~770 significant digits (for subnormals).
struct DecimalExpansion {
    /// Decimal digits (0…9), most significant first, no leading zeros.
    var digits: [UInt8]
    var scale: Int

    init(_ x: Double) {
        precondition(x.isFinite && x > 0)
        var m = x.significandBitPattern
        var e: Int
        if x.exponentBitPattern == 0 { // subnormal
            e = -1074
        } else {
            m |= 1 << 52
            e = Int(x.exponentBitPattern) - 1075
        }
        // Drop trailing zero bits so the big numbers stay small.
        let zeros = m.trailingZeroBitCount
        m >>= UInt64(zeros)
        e += zeros
        var n = BigUnsigned(m)
        if e >= 0 {
            n.shiftLeft(by: e)
            scale = 0
        } else {
            var k = -e
            while k >= 13 { n.multiply(by: 1_220_703_125); k -= 13 } // 5^13 fits in 32 bits
            var rest: UInt32 = 1
            for _ in 0..<k { rest *= 5 }
            n.multiply(by: rest)
            scale = -e
        }
        digits = n.decimalDigits()
    }

    /// The decimal exponent of the leading digit: the value is `d.ddd… × 10^leadingExponent`.
    var leadingExponent: Int { digits.count - 1 - scale }
}
