/// How a list section of a collection view looks: UIKit's `UICollectionLayoutListConfiguration`,
/// given to `UICollectionViewCompositionalLayout.list(using:)` or
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. Rows are full width and size
/// themselves (44 points at least for list content, as in a table); `.insetGrouped` insets the
/// section by the side margin and rounds its outer corners; `.grouped` and `.insetGrouped`
/// draw on the grouped background, rows on the secondary grouped background.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public let appearance: Appearance
    public var showsSeparators = true
    /// The background (nil: the appearance's: system background, grouped background for grouped lists).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section header (nil: the appearance's).
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether rows sit on the grouped background.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}
