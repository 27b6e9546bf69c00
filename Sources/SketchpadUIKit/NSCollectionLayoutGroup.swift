import Foundation

/// A row or column of items (or groups) in a compositional layout: UIKit's
/// `NSCollectionLayoutGroup`. A section repeats its group along the scrolling direction until
/// every item is placed. A group made with a `count` holds that many items, sized to share the
/// group's width (height, vertically) after ``interItemSpacing``; otherwise each subitem has its
/// own size, fractions of the group's.
///
/// ```swift
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///     repeatingSubitem: item, count: 3)
/// group.interItemSpacing = .fixed(8)
/// ```
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary items anchored to the group's frame (a badge on a row, a label beside a
    /// column), placed each time the section repeats the group, at the index path of the group's
    /// first item.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryStorage }
        set { supplementaryStorage = newValue }
    }
    let isVertical: Bool
    /// The number of equal items of a group made with a count (nil: the subitems' own sizes).
    let repeatCount: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], vertical: Bool, count: Int?) {
        self.subitems = subitems
        isVertical = vertical
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, vertical: false, count: nil)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], vertical: false, count: max(1, count))
    }

    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], vertical: false, count: max(1, count))
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, vertical: true, count: nil)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], vertical: true, count: max(1, count))
    }

    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], vertical: true, count: max(1, count))
    }

    /// The subitems in order, one per slot (a group made with a count repeats its subitem).
    var slots: [NSCollectionLayoutItem] {
        repeatCount.map { Array(repeating: subitems[0], count: $0) } ?? subitems
    }
}
