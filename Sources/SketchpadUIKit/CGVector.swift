import Foundation

// Core Graphics' vector, which Foundation on Linux lacks (UIKit answers with it, e.g. a hovering
// pencil's azimuth). Where Core Graphics exists its own type is used.
#if !canImport(CoreGraphics)
/// A two-dimensional vector (Core Graphics' `CGVector`).
///
/// ```swift
/// let right = CGVector(dx: 1, dy: 0)
/// right == .zero   // false
/// ```
public struct CGVector: Hashable, Codable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector with no length.
    public static let zero = CGVector()
}
#endif
