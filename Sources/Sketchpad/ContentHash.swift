import Foundation

/// SHA-256 of bytes, as lower-case hex: what a render's outputs record of everything they depend
/// on (see ``RenderManifest``). Swift's `Hasher` is seeded per process and Foundation has no
/// digest on Linux, so the standard algorithm (FIPS 180-4) is written out here; it is fast
/// enough for template-sized inputs and images, and a collision cannot skip a needed render.
///
/// ```swift
/// var hash = ContentHash()
/// hash.update("iPhone 15")
/// hash.update(Array(try Data(contentsOf: url)))
/// let key = hash.finish()       // "3f5c…" (64 hex digits)
/// ```
package struct ContentHash {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    package init() { buffer.reserveCapacity(64) }

    /// The digest of `bytes` alone.
    package static func hex(_ bytes: [UInt8]) -> String {
        var hash = ContentHash()
        hash.update(bytes)
        return hash.finish()
    }

    package mutating func update(_ text: String) { update(Array(text.utf8)) }

    /// Adds `text` and a separator no text contains, so that ("ab", "c") and ("a", "bc") differ.
    package mutating func field(_ text: String) {
        update(text)
        update([0])
    }

    package mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        var i = 0
        if !buffer.isEmpty {
            let take = min(64 - buffer.count, bytes.count)
            buffer += bytes[0..<take]
            i = take
            if buffer.count == 64 { compress(buffer, at: 0); buffer.removeAll(keepingCapacity: true) }
        }
        while i + 64 <= bytes.count {
            compress(bytes, at: i)
            i += 64
        }
        if i < bytes.count { buffer += bytes[i...] }
    }

    /// The digest, as 64 lower-case hex digits.
    package mutating func finish() -> String {
        let bits = length &* 8
        var tail = buffer + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        for offset in stride(from: 0, to: tail.count, by: 64) { compress(tail, at: offset) }
        buffer.removeAll()
        return state.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private mutating func compress(_ bytes: [UInt8], at offset: Int) {
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        bytes.withUnsafeBufferPointer { p in
            for t in 0..<16 {
                let b = offset + t * 4
                w[t] = UInt32(p[b]) << 24 | UInt32(p[b + 1]) << 16 | UInt32(p[b + 2]) << 8 | UInt32(p[b + 3])
            }
        }
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ Self.k[t] &+ w[t]
            let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}
