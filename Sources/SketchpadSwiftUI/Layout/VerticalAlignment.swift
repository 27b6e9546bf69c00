/// An alignment position along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("42").font(.largeTitle); Text("points") }
/// ```
public struct VerticalAlignment: Equatable {
    package let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    public static let top = VerticalAlignment(TopAlignmentID.self)
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)

    /// Merges a sequence of explicit alignment values produced by this instance.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(Array(values))
    }
}

extension VerticalAlignment: @unchecked Sendable {}

/// An alignment in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Color.blue; Text("Badge") }
/// Text("Hi").frame(width: 200, height: 100, alignment: .topLeading)
/// ```
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
