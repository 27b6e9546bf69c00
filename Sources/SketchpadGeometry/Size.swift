/// A width and a height in points.
///
/// ```swift
/// let phone = Size(width: 390, height: 844)
/// ```
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`: width for horizontal, height for vertical.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
