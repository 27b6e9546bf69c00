/// A point in canvas coordinates: points, origin at the top left, y growing downwards.
///
/// ```swift
/// let p = Point(x: 10, y: 20)
/// ```
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
