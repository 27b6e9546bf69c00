import SketchpadLayout
import SketchpadWidgets

/// The bar at the bottom of a tab bar controller: UIKit's `UITabBar`. Items share its width,
/// each an image over a 10-point title, the selected one in the tint colour, the others in
/// ``unselectedItemTintColor`` (system grey); badges are red capsules (an empty one a dot). It
/// draws through the widgets' `TabBar`: PNG images as they are, symbols from the icon set, and a
/// symbol the set lacks as a rounded-square placeholder (filled when selected). At rest a bar
/// without a `scrollEdgeAppearance` is transparent, as in UIKit since iOS 15.
///
/// ```swift
/// tabBarController.tabBar.tintColor = .systemPink
/// tabBarController.tabBar.unselectedItemTintColor = .secondaryLabel
/// ```
@preconcurrency @MainActor
open class UITabBar: UIView {
    override class func makeNode() -> View { ViewNode(content: TabBar([], selectedIndex: nil)) }
    override class var isOpaqueByDefault: Bool { false }
    var drawing: TabBar { content(as: TabBar.self) }

    /// The height of the items' row (the home-indicator area is added below it).
    static let rowHeight: CGFloat = 49

    public private(set) var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { UIView.layoutGeneration &+= 1 } }
    open var unselectedItemTintColor: UIColor? { didSet { UIView.layoutGeneration &+= 1 } }
    open var barTintColor: UIColor? { didSet { UIView.layoutGeneration &+= 1 } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var standardAppearance = UITabBarAppearance() { didSet { UIView.layoutGeneration &+= 1 } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { UIView.layoutGeneration &+= 1 } }
    /// How items share the bar's width (stored: they share it equally, as `.fill` does).
    open var itemPositioning: ItemPositioning = .automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0
    // Stored: UIKit's pre-iOS 13 bar images; use `standardAppearance.backgroundImage`, which is drawn.
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    /// The bar's delegate (stored: nothing selects here).
    open weak var delegate: (any UITabBarDelegate)?
    /// Whether the user is rearranging the items (never: nothing customises here).
    open var isCustomizing: Bool { false }

    /// How a tab bar spreads its items (UIKit's `UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Sendable { case automatic = 0, fill, centered }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        UIView.layoutGeneration &+= 1
        setNeedsLayout()
    }

    /// Whether the selected controller shows a scroll view scrolled to its end (without a
    /// scroll view the standard appearance applies).
    var isAtScrollEdge: () -> Bool = { false }

    var effectiveAppearance: UITabBarAppearance {
        UIBarAppearance.inForce(standard: standardAppearance, barTintColor: barTintColor, atScrollEdge: isAtScrollEdge(),
                                scrollEdge: scrollEdgeAppearance)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeContent()
    }

    /// Tells the bar's widget what to draw: the items with their images, titles and badges, the
    /// colours they are drawn in, and the appearance's background and shadow.
    private func arrangeContent() {
        let traits = traitCollection
        let appearance = effectiveAppearance
        var bar = TabBar.BarItems()
        (bar.backdrop, bar.backdropTint, bar.background, bar.backgroundImage) = appearance.background(in: traits)
        bar.shadow = appearance.shadowColor?.color(in: traits)
        bar.hairline = 1 / Double(traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale)
        bar.rightToLeft = effectiveLayoutDirection == .rightToLeft
        let items = appearance.stackedLayoutAppearance
        bar.selectedColor = (items.selected.iconColor ?? tintColor).color(in: traits)
        bar.unselectedColor = (items.normal.iconColor ?? unselectedItemTintColor ?? .systemGray).color(in: traits)
        bar.selectedTitleColor = (items.selected.titleTextAttributes[.foregroundColor] as? UIColor)?.color(in: traits)
        bar.unselectedTitleColor = (items.normal.titleTextAttributes[.foregroundColor] as? UIColor)?.color(in: traits)
        bar.disabledColor = UIColor.tertiaryLabel.color(in: traits)
        bar.badgeFont = UIFont.systemFont(ofSize: 13).fontDescription
        bar.badgeTextColor = .white
        let barItems = self.items ?? []
        bar.items = barItems.map { item in
            TabBar.Item(title: item.displayTitle, picture: item.image.map(Self.picture), selectedPicture: item.selectedImage.map(Self.picture),
                        isEnabled: item.isEnabled, badge: item.badgeValue, badgeColor: (item.badgeColor ?? .systemRed).color(in: traits))
        }
        drawing.barItems = bar
        drawing.selectedIndex = barItems.firstIndex { $0 === selectedItem }
        drawing.font = UIFont.systemFont(ofSize: 10, weight: .medium).fontDescription
        drawing.arrange(width: Double(bounds.width), height: Double(bounds.height), measurer: UIView.textMeasurer)
    }

    /// A tab bar item's image as the widget draws it: its PNG file, its symbol from the icon set,
    /// or (a symbol the set lacks) the placeholder.
    static func picture(_ image: UIImage) -> TabBar.Picture {
        if let path = image.path { return .image(path: path) }
        return image.symbol.map { .symbol($0) } ?? .placeholder
    }
}
