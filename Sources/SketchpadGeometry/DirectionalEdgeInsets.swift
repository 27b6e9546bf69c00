/// Distances inwards from the four edges of a rectangle, with leading and trailing instead of
/// left and right: leading is left in a left-to-right scene and right in a right-to-left one.
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets in a scene of the given direction.
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    public var description: String {
        "(top: \(formatNumber(top)), leading: \(formatNumber(leading)), bottom: \(formatNumber(bottom)), trailing: \(formatNumber(trailing)))"
    }
}
