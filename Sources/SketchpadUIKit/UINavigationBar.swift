import SketchpadLayout
import SketchpadWidgets

/// The bar at the top of a navigation controller: UIKit's `UINavigationBar`. It draws its top
/// item's title (centred, 17 pt semibold; or large, 34 pt bold, under the items when
/// ``prefersLargeTitles``), its bar button items (words in the tint colour, system items as
/// icons, custom views placed in the bar), and a back button titled with the item below. Its
/// background is its appearance's: at rest a bar without a `scrollEdgeAppearance` is
/// transparent, as in UIKit since iOS 15.
///
/// ```swift
/// navigationController.navigationBar.prefersLargeTitles = true
/// navigationController.navigationBar.tintColor = .systemOrange
/// ```
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    override class func makeNode() -> View { ViewNode(content: NavigationBar(title: "")) }
    override class var isOpaqueByDefault: Bool { false }
    var drawing: NavigationBar { content(as: NavigationBar.self) }

    /// The height of the bar's row of items: 44 points (32 where the height is compact, as on a
    /// phone in landscape).
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    /// The height a large title adds under the row.
    static let largeTitleHeight: CGFloat = 52
    /// The height the top item's search bar adds under the title (iOS 13–17's, from knowledge:
    /// not checked against a hierarchy recorded on iOS).
    static let searchBarHeight: CGFloat = 52

    open var prefersLargeTitles = false { didSet { UIView.layoutGeneration &+= 1 } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    /// The background of the standard appearance (UIKit's older API).
    open var barTintColor: UIColor? { didSet { UIView.layoutGeneration &+= 1 } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { UIView.layoutGeneration &+= 1 } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { UIView.layoutGeneration &+= 1 } }
    open var standardAppearance = UINavigationBarAppearance() { didSet { UIView.layoutGeneration &+= 1 } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { UIView.layoutGeneration &+= 1 } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The hairline under the bar, UIKit's pre-iOS 13 way: an empty image (`UIImage()`) hides it
    /// when a background image is also set (``setBackgroundImage(_:for:)``), as in UIKit; another
    /// image is stored (the hairline is drawn).
    open var shadowImage: UIImage? { didSet { UIView.layoutGeneration &+= 1 } }
    /// The back button's chevron images (stored).
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    /// Background images set the pre-iOS 13 way, by bar metrics.
    private var legacyBackgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the bar's background image for `barMetrics`, UIKit's pre-iOS 13 way. The `.default`
    /// one is drawn over the standard appearance (unless the top item has its own): an image
    /// stretched over the bar, or, for an empty image (`UIImage()`), no background at all, which
    /// with an empty ``shadowImage`` makes the bar transparent, as in UIKit.
    ///
    /// ```swift
    /// navigationBar.setBackgroundImage(UIImage(), for: .default)
    /// navigationBar.shadowImage = UIImage()
    /// ```
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacyBackgroundImages[barMetrics] = backgroundImage
        UIView.layoutGeneration &+= 1
    }

    /// The background image set for `barMetrics` with ``setBackgroundImage(_:for:)``.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { legacyBackgroundImages[barMetrics] }

    /// The items, bottom to top: a navigation controller keeps them in step with its controllers.
    public private(set) var items: [UINavigationItem]?

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        UIView.layoutGeneration &+= 1
        setNeedsLayout()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((items ?? []) + [item], animated: animated) }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let last = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return last
    }

    /// Whether the bar is at its content's scroll edge: its controller shows a scroll view that
    /// is not scrolled under it (without a scroll view the standard appearance applies).
    var isAtScrollEdge: () -> Bool = { false }
    /// Whether its controller's scroll view is scrolled from its top (false without one).
    var isScrolledFromTop: () -> Bool = { false }

    /// The search bar the bar shows under its title: the top item's search controller's, stacked
    /// (an `.inline` placement on a regular width is not drawn), unless it hides while the
    /// content is scrolled from its top.
    var shownSearchBar: UISearchBar? {
        guard let item = topItem, let search = item.searchController else { return nil }
        if item.preferredSearchBarPlacement == .inline, traitCollection.horizontalSizeClass == .regular { return nil }
        if item.hidesSearchBarWhenScrolling, isScrolledFromTop() { return nil }
        return search.searchBar
    }

    /// Whether the top item shows a large title: the bar prefers them, the height is not
    /// compact, and the item asks (`.automatic` follows the item below; the root's does show).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let items, !items.isEmpty else { return false }
        var large = true
        for item in items {
            switch item.largeTitleDisplayMode {
            case .always, .inline: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// The bar's height for its top item and traits.
    var barHeight: CGFloat {
        (traitCollection.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight)
            + (showsLargeTitle ? Self.largeTitleHeight : 0) + (shownSearchBar == nil ? 0 : Self.searchBarHeight)
    }

    /// The appearance in force: at the scroll edge the scroll-edge appearance (the standard one
    /// with a transparent background when there is none), otherwise the standard one.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        var standard = item?.standardAppearance ?? standardAppearance
        if let barTintColor, item?.standardAppearance == nil {
            standard = UINavigationBarAppearance(barAppearance: standard)
            standard.backgroundColor = barTintColor
        }
        if let image = legacyBackgroundImages[.default], item?.standardAppearance == nil {
            standard = UINavigationBarAppearance(barAppearance: standard)
            standard.backgroundEffect = nil
            if image.size == .zero {
                standard.backgroundColor = nil
                standard.backgroundImage = nil
            } else {
                standard.backgroundImage = image
            }
            if let shadowImage, shadowImage.size == .zero { standard.shadowColor = nil }
        }
        guard isAtScrollEdge() else { return standard }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
    }

    /// The views the bar placed (title view, custom item views, search bar), to remove when they go.
    private var placedViews: [UIView] = []

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeContent()
    }

    /// Tells the bar's widget what to draw (its items, title, back button and appearance), and
    /// places the custom views and the title view where the widget's arrangement puts them.
    private func arrangeContent() {
        let traits = traitCollection
        let appearance = effectiveAppearance
        let tint = tintColor.color(in: traits)
        var bar = barItems(appearance: appearance, rowHeight: traits.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight)
        // The background reaches up under the status bar, from the top of the bar's superview.
        bar.backgroundReach = Double(frame.minY)
        let itemFont = UIFont.systemFont(ofSize: 17)
        func widgetItem(_ item: UIBarButtonItem) -> (NavigationBar.Item, UIView?) { item.widgetItem(barTint: tintColor, traits: traits) }

        let top = topItem
        let leftItems = top?.leftBarButtonItems ?? []
        if let back = backItem, let top, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            // The back button: a chevron, then the title of the item below (none when minimal).
            let title: String? = switch top.backButtonDisplayMode {
            case .minimal: nil
            case .generic: "Back"
            case .default: back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            }
            bar.backButton = NavigationBar.BackButton(title: title, font: itemFont.fontDescription, color: tint)
        }
        let leading = leftItems.filter { !$0.isHidden }.map(widgetItem)
        let trailing = (top?.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(widgetItem)
        bar.leading = leading.map(\.0)
        bar.trailing = trailing.map(\.0)

        let titleColor = (appearance.titleTextAttributes[.foregroundColor] as? UIColor
            ?? titleTextAttributes?[.foregroundColor] as? UIColor ?? .label).color(in: traits)
        var titleView: UIView?
        if let view = top?.titleView {
            var size = view.frame.size
            if size == .zero { size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
            bar.titleView = Size(width: Double(size.width), height: Double(size.height))
            titleView = view
        }
        bar.title = top?.title
        bar.titleFont = (appearance.titleTextAttributes[.font] as? UIFont ?? titleTextAttributes?[.font] as? UIFont
            ?? .systemFont(ofSize: 17, weight: .semibold)).fontDescription
        bar.titleColor = titleColor
        if showsLargeTitle {
            let font = (appearance.largeTitleTextAttributes[.font] as? UIFont ?? largeTitleTextAttributes?[.font] as? UIFont
                ?? .systemFont(ofSize: 34, weight: .bold)).fontDescription
            let color = (appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor
                ?? largeTitleTextAttributes?[.foregroundColor] as? UIColor).map { $0.color(in: traits) } ?? titleColor
            bar.largeTitle = (font, color)
        }

        drawing.items = bar
        let arrangement = drawing.arrange(width: Double(bounds.width), height: Double(bounds.height), measurer: UIView.textMeasurer)
        var views: [UIView] = []
        for ((_, view), frame) in zip(leading + trailing, arrangement.leading + arrangement.trailing) {
            guard let view else { continue }
            view.frame = CGRect(frame)
            views.append(view)
        }
        if let titleView, let frame = arrangement.titleView {
            titleView.frame = CGRect(frame)
            views.append(titleView)
        }
        for case let gone as UISearchBar in placedViews where gone !== shownSearchBar { gone.hostingBarMargin = nil }
        if let search = shownSearchBar {
            // Under the row and the large title, its field on the bar's margins.
            let row = traits.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight
            let frame = CGRect(x: 0, y: row + (showsLargeTitle ? Self.largeTitleHeight : 0), width: bounds.width, height: Self.searchBarHeight)
            if search.frame != frame { search.frame = frame }
            search.hostingBarMargin = CGFloat(bar.margin)
            views.append(search)
        }
        placedViews = placeBarViews(views, replacing: placedViews)
    }

    /// A bar item's image as the widgets draw it: its PNG file, its symbol from the icon set, or
    /// (a symbol the set lacks) the placeholder.
    static func widgetItem(for image: UIImage, color: Color) -> NavigationBar.Item {
        if let path = image.path { return .image(path: path) }
        return image.symbol.map { .symbol($0, color: color, circled: false) } ?? .placeholder(color: color)
    }
}

public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}
