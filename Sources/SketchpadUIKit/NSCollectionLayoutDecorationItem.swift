import Foundation

/// A view behind a section (stored: decoration views are not drawn here): UIKit's
/// `NSCollectionLayoutDecorationItem`.
///
/// ```swift
/// section.decorationItems = [.background(elementKind: "card")]
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
