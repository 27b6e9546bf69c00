/// A matrix to use in an RGBA color transformation (SwiftUI's `ColorMatrix`): each output
/// component is the input's red, green, blue and alpha times a row's first four values, plus
/// its fifth. The default is the identity.
///
/// ```swift
/// var swap = ColorMatrix()
/// (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)   // red and blue exchanged
/// context.addFilter(.colorMatrix(swap))
/// ```
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    public init() {}

    /// The 20 values, row by row.
    var values: [Double] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
    }
}
