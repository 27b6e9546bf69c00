/// A view's size and alignment guides in its own coordinate space.
///
/// ```swift
/// Text("Label").alignmentGuide(.leading) { d in d[.trailing] - 20 }
/// ```
public struct ViewDimensions: Equatable {
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    package let size: CGSize
    package let node: LayoutNode?
    package let proposal: ProposedViewSize

    package init(size: CGSize, node: LayoutNode?, proposal: ProposedViewSize) {
        self.size = size
        self.node = node
        self.proposal = proposal
    }

    /// The value of the given guide: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }

    /// The explicit value of the given guide, if the view (or a subview) sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    package func value(_ key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    package func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(key, size: size, proposal: proposal)
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.node === b.node && a.proposal == b.proposal
    }
}
