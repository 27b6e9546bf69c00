/// A collection of proxy values that represent the subviews of a layout view.
///
/// ```swift
/// for (index, subview) in subviews.enumerated() { subview.place(at: points[index], proposal: .unspecified) }
/// ```
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    package let nodes: [LayoutNode]
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection
    /// The edges the container's own spacing is asked for (its parent stack asks only those that
    /// face the gap). The stacks' and the default `spacing(subviews:cache:)` answer for these
    /// only; a subview's ``LayoutSubview/spacing`` still answers for every edge.
    package var spacingEdges: Edge.Set = .all

    package init(nodes: [LayoutNode], layoutDirection: LayoutDirection) {
        self.nodes = nodes
        self.startIndex = 0
        self.endIndex = nodes.count
        self.layoutDirection = layoutDirection
    }

    private init(nodes: [LayoutNode], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.nodes = nodes
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        var slice = LayoutSubviews(nodes: nodes, range: bounds, layoutDirection: layoutDirection)
        slice.spacingEdges = spacingEdges
        return slice
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex
            && zip(a.nodes[a.startIndex..<a.endIndex], b.nodes[b.startIndex..<b.endIndex]).allSatisfy { $0 === $1 }
    }
}

/// A proxy that represents one subview of a layout.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
/// ```
public struct LayoutSubview: Equatable, @unchecked Sendable {
    package let node: LayoutNode

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(in: proposal) }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        node.place(at: position, anchor: anchor, proposal: proposal)
    }

    /// The layout priority of the subview (`layoutPriority(_:)`).
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Gets the value for the subview that's associated with the specified key (`layoutValue(key:value:)`).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}



/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // in a Layout: subviews[0][Rank.self]
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A direction in which to lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
extension LayoutNode: @unchecked Sendable {}
