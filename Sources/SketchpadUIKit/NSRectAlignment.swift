/// Where a boundary supplementary item sits on its section: UIKit's `NSRectAlignment`.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
/// ```
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
