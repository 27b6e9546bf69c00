import Foundation

/// Where a supplementary item attaches to its item or group (UIKit's `NSCollectionLayoutAnchor`):
/// an edge or a corner (two adjacent edges), and an offset in points (`absoluteOffset`) or in
/// fractions of the supplementary item's size (`fractionalOffset`). By default the supplementary
/// item sits inside those edges of its item; the offset moves it from there.
///
/// ```swift
/// let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge", containerAnchor: badgeAnchor)
/// let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges the supplementary item is attached to.
    public let edges: NSDirectionalRectEdge
    /// The offset from the edges: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points (also for an anchor made with edges only, whose offset is zero).
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is a fraction of the supplementary item's width and height.
    public let isFractionalOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = !fractional
        isFractionalOffset = fractional
        super.init()
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutAnchor(edges: edges, offset: offset, fractional: isFractionalOffset)
    }

    /// The anchor's point in `rect` (left to right): its edges' corner, or an edge's middle
    /// (the centre along an axis neither of whose edges is named).
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}
