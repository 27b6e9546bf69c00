/// Just enough of an unsigned big integer for ``DecimalExpansion``: little-endian 32-bit limbs.
struct BigUnsigned {
    private(set) var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    private mutating func trim() {
        while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = UInt64(limbs[i]) * UInt64(factor) + carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func shiftLeft(by bits: Int) {
        let whole = bits / 32, part = bits % 32
        if part != 0 {
            var carry: UInt32 = 0
            for i in limbs.indices {
                let v = limbs[i]
                limbs[i] = (v << UInt32(part)) | carry
                carry = v >> UInt32(32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        if whole > 0 { limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0) }
    }

    /// Divides in place by `divisor` and returns the remainder.
    private mutating func divide(by divisor: UInt32) -> UInt32 {
        var remainder: UInt64 = 0
        for i in limbs.indices.reversed() {
            let current = (remainder << 32) | UInt64(limbs[i])
            limbs[i] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        trim()
        return UInt32(remainder)
    }

    var isZero: Bool { limbs.count == 1 && limbs[0] == 0 }

    /// Decimal digits, most significant first ("0" for zero).
    func decimalDigits() -> [UInt8] {
        var n = self
        var chunks: [UInt32] = [] // base 10^9, least significant first
        repeat { chunks.append(n.divide(by: 1_000_000_000)) } while !n.isZero
        var digits: [UInt8] = []
        digits.reserveCapacity(chunks.count * 9)
        for (k, chunk) in chunks.reversed().enumerated() {
            var block = [UInt8](repeating: 0, count: 9)
            var c = chunk
            for j in stride(from: 8, through: 0, by: -1) { block[j] = UInt8(c % 10); c /= 10 }
            if k == 0 {
                digits.append(contentsOf: block.drop(while: { $0 == 0 }))
            } else {
                digits.append(contentsOf: block)
            }
        }
        return digits.isEmpty ? [0] : digits
    }
}
