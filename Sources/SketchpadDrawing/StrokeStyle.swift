import SketchpadGeometry

/// How an outline or a line is stroked: colour, width in points, and an optional dash pattern.
///
/// ```swift
/// let hairline = StrokeStyle(color: Color(white: 0.8), width: 0.5)
/// let guide = StrokeStyle(color: .black, width: 1, dash: [4, 3])
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }

    public var color: Color
    public var width: Double
    /// Alternating on/off lengths in points; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double
    public var cap: Cap
    public var join: Join

    public init(color: Color, width: Double = 1, dash: [Double] = [], dashPhase: Double = 0, cap: Cap = .butt, join: Join = .miter) {
        self.color = color
        self.width = width
        self.dash = dash
        self.dashPhase = dashPhase
        self.cap = cap
        self.join = join
    }

    package var numbers: [Double] { [width, dashPhase] + dash + color.numbers }
}

extension Color {
    package var numbers: [Double] { [red, green, blue, alpha] }
}
