/// One of the two directions of layout.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    /// Both axes, horizontal first, in one array made once (loops over every view use it).
    package static let both: [Axis] = [.horizontal, .vertical]
}
