import Foundation

/// One section of a compositional layout: UIKit's `NSCollectionLayoutSection`. Its group
/// repeats along the layout's scrolling direction, ``interGroupSpacing`` apart, inside
/// ``contentInsets``, until every item of the section is placed; its
/// ``boundarySupplementaryItems`` (headers, footers) go before and after.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by ``contentInsets`` (as the items are).
    open var supplementariesFollowContentInsets = true
    /// Decoration items: backgrounds behind the section (see ``NSCollectionLayoutDecorationItem``).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list appearance the section was made for (`list(using:layoutEnvironment:)`).
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A section of rows as a list configuration lays them out: full-width rows of estimated
    /// 44-point height that size themselves, in the appearance's insets.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        section.listConfiguration = configuration
        let width = layoutEnvironment.container.effectiveContentSize.width
        let margin: CGFloat = width > 414 ? 20 : 16
        switch configuration.appearance {
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        default:
            break
        }
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}
