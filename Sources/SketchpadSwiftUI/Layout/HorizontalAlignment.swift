/// An alignment position along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Equatable {
    package let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
    /// The leading edge of a list row's separator (the row's leading edge here).
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingAlignmentID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingAlignmentID.self)

    /// Merges a sequence of explicit alignment values produced by this instance.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(Array(values))
    }
}

extension HorizontalAlignment: @unchecked Sendable {}
extension AlignmentKey: @unchecked Sendable {}

extension HorizontalAlignment {
    package init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    package init(key: AlignmentKey) { self.key = key }
}
