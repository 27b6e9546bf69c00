import Foundation

/// A view behind a section: UIKit's `NSCollectionLayoutDecorationItem`. A background covers
/// the whole section (its headers and footers included) across the collection view, inset by
/// its ``NSCollectionLayoutItem/contentInsets``; register the view's class on the layout with
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``. At the default ``zIndex``
/// of 0 it is drawn below the section's items.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// section.decorationItems = [background]
/// ```
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}
