/// How different two images may be and still match.
///
/// Three allowances, applied in order:
/// 1. **Per pixel, perceptually**: two pixels differ when their distance in the YIQ colour space
///    (the NTSC luma/chroma space pixelmatch uses, where a step in any direction looks about as
///    large) exceeds `colorThreshold`, a fraction of the largest possible distance (black to
///    white is 0.97). The default 0.1 ignores the rounding and gamma noise of different
///    rasterisers, not a change of colour.
/// 2. **Anti-aliasing**: a differing pixel on the soft edge of a shape or glyph (between a
///    darker and a brighter neighbour, with flat areas on both sides in both images) is not
///    counted when `ignoresAntialiasing` is true.
/// 3. **Per image**: the comparison passes when at most `allowance` pixels still differ.
///
/// ```swift
/// let sameLook = ImageTolerance.default                      // 0.1, AA ignored, 0.01 % of pixels
/// let exact = ImageTolerance.strict                          // every pixel bit-identical
/// let loose = ImageTolerance(colorThreshold: 0.2, allowance: .pixels(50))
/// ```
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// How many pixels may differ (after the colour threshold and anti-aliasing).
    public enum Allowance: Hashable, Sendable, CustomStringConvertible {
        /// At most this many pixels.
        case pixels(Int)
        /// At most this fraction of all pixels (0.001 is 0.1 %).
        case fraction(Double)

        /// The largest count allowed in an image of `total` pixels.
        public func limit(total: Int) -> Int {
            switch self {
            case .pixels(let count): return max(0, count)
            case .fraction(let fraction): return Int((max(0, fraction) * Double(total)).rounded(.down))
            }
        }

        public var description: String {
            switch self {
            case .pixels(let count): return "\(count) pixel\(count == 1 ? "" : "s")"
            case .fraction(let fraction): return "\(fraction * 100)% of pixels"
            }
        }
    }

    /// The per-pixel colour threshold, 0…1 of the largest YIQ distance (0: any change counts).
    public var colorThreshold: Double
    /// Whether anti-aliased edge pixels are left out of the count.
    public var ignoresAntialiasing: Bool
    /// How many differing pixels the image may have.
    public var allowance: Allowance

    public init(colorThreshold: Double = 0.1, ignoresAntialiasing: Bool = true, allowance: Allowance = .fraction(0.0001)) {
        self.colorThreshold = min(1, max(0, colorThreshold))
        self.ignoresAntialiasing = ignoresAntialiasing
        self.allowance = allowance
    }

    /// Colour threshold 0.1, anti-aliasing ignored, 0.01 % of pixels (about 29 of an iPhone
    /// screen at 1×): the same picture drawn by another FreeType or Cairo build passes, a moved
    /// view, a changed colour or a missing word fails.
    public static let `default` = ImageTolerance()

    /// Every pixel identical: no threshold, anti-aliasing counted, no allowance.
    public static let strict = ImageTolerance(colorThreshold: 0, ignoresAntialiasing: false, allowance: .pixels(0))

    public var description: String {
        "colour threshold \(colorThreshold), \(ignoresAntialiasing ? "anti-aliasing ignored" : "anti-aliasing counted"), allowance \(allowance)"
    }
}
