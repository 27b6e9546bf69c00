/// Perceptual colour distance in the YIQ space (Kotsarenko and Ramos, "Measuring perceived
/// color difference using YIQ NTSC transmission color space in mobile applications", 2010), the
/// measure pixelmatch uses. Pixels are blended over white first, so a transparent pixel looks
/// like the white page it would be shown on.
///
/// ```swift
/// YIQ.delta(0, 0, 0, 255, 255, 255, 255, 255) == YIQ.maxDelta    // black vs white
/// ```
enum YIQ {
    /// The largest `delta` (black against white).
    static let maxDelta = 35215.0

    @inline(__always)
    static func blend(_ c: UInt8, _ a: Double) -> Double { 255 + (Double(c) - 255) * a }

    @inline(__always)
    static func y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always)
    static func i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always)
    static func q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// The squared weighted YIQ distance between two straight-alpha pixels, negative when the
    /// first is the brighter. With `lumaOnly`, just the brightness difference, first minus
    /// second (for anti-aliasing detection).
    @inline(__always)
    static func delta(_ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8,
                      _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8, lumaOnly: Bool = false) -> Double {
        let alpha1 = Double(a1) / 255, alpha2 = Double(a2) / 255
        let R1 = blend(r1, alpha1), G1 = blend(g1, alpha1), B1 = blend(b1, alpha1)
        let R2 = blend(r2, alpha2), G2 = blend(g2, alpha2), B2 = blend(b2, alpha2)
        let y1 = y(R1, G1, B1), y2 = y(R2, G2, B2)
        let dy = y1 - y2
        if lumaOnly { return dy }
        let di = i(R1, G1, B1) - i(R2, G2, B2)
        let dq = q(R1, G1, B1) - q(R2, G2, B2)
        let d = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -d : d
    }
}
