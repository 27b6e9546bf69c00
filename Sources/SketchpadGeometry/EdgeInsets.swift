/// Distances inwards from the four edges of a rectangle, by absolute side.
///
/// ```swift
/// let inset = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(all: 8))
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets()

    /// The directional equivalent in a scene of the given direction.
    public func directional(in direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }

    /// Every side negated: the insets that outset what these inset.
    package static prefix func - (insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
    }

    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension EdgeInsets: CustomStringConvertible {
    public var description: String {
        "(top: \(formatNumber(top)), left: \(formatNumber(left)), bottom: \(formatNumber(bottom)), right: \(formatNumber(right)))"
    }
}
