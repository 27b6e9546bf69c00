/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { ForEach(0..<20) { Text("\($0)") } } }
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
