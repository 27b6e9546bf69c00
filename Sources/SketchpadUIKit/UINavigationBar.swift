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
    override class func makeNode() -> View { ViewNode(content: ElementsDrawing()) }
    override class var isOpaqueByDefault: Bool { false }
    var drawing: ElementsDrawing { content(as: ElementsDrawing.self) }

    /// The height of the bar's row of items: 44 points (32 where the height is compact, as on a
    /// phone in landscape).
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    /// The height a large title adds under the row.
    static let largeTitleHeight: CGFloat = 52

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
            + (showsLargeTitle ? Self.largeTitleHeight : 0)
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
        guard isAtScrollEdge() else { return standard }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
    }

    /// The views the bar placed (title view, custom item views), to remove when they go.
    private var placedViews: [UIView] = []

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeContent()
    }

    /// Works out what the bar draws and where its custom views go, in its own coordinates.
    private func arrangeContent() {
        let traits = traitCollection
        let appearance = effectiveAppearance
        let width = bounds.width
        let row = traits.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight
        let margin: CGFloat = width > 414 ? 20 : 16
        let rtl = effectiveLayoutDirection == .rightToLeft
        let tint = tintColor.color(in: traits)
        let pixel = 1 / (traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale)
        var elements: [ElementsDrawing.Element] = []
        var views: [UIView] = []

        // The background reaches up under the status bar, from the top of the bar's superview.
        let reachUp = frame.minY
        if let fill = appearance.backgroundColor?.color(in: traits) {
            elements.append(.fill(.rect(Rect(x: 0, y: -Double(reachUp), width: Double(width), height: Double(bounds.height + reachUp))), fill))
        }
        if let shadow = appearance.shadowColor?.color(in: traits) {
            // One pixel, just below the bar.
            elements.append(.fill(.rect(Rect(x: 0, y: Double(bounds.height), width: Double(width), height: Double(pixel))), shadow))
        }

        /// `x` measured from the leading edge, turned into the bar's coordinates.
        func place(_ x: CGFloat, _ w: CGFloat) -> CGFloat { rtl ? width - x - w : x }
        func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Rect {
            Rect(x: Double(place(x, w)), y: Double(y), width: Double(w), height: Double(h))
        }
        let itemFont = UIFont.systemFont(ofSize: 17)

        /// Lays out `items` from one end (`fromLeading`), returning how far they reach from it.
        func layItems(_ items: [UIBarButtonItem], fromLeading: Bool, start: CGFloat) -> CGFloat {
            var offset = start
            for item in items where !item.isHidden {
                let color = (item.isEnabled ? (item.tintColor ?? tintColor) : UIColor.tertiaryLabel).color(in: traits)
                var w: CGFloat
                func x(_ w: CGFloat) -> CGFloat { fromLeading ? offset : width - offset - w }
                if let custom = item.customView {
                    var size = custom.frame.size
                    if size == .zero { size = custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
                    w = size.width
                    custom.frame = CGRect(x: place(x(w), w), y: (row - size.height) / 2, width: w, height: size.height)
                    views.append(custom)
                } else if item.systemItem == .fixedSpace {
                    w = item.width
                } else if item.systemItem == .flexibleSpace {
                    w = 0
                } else if let text = item.title ?? item.systemTitle {
                    let font = (item.style == .done ? UIFont.systemFont(ofSize: 17, weight: .semibold) : itemFont).fontDescription
                    w = Self.textWidth(text, font)
                    elements.append(.text(text, font: font, color: color, frame: rect(x(w), 0, w, row), alignment: .center))
                } else {
                    w = 24
                    let frame = rect(x(w), (row - 24) / 2, w, 24)
                    let placeholder = rect(x(w) + 1, (row - 22) / 2, 22, 22)
                    if let image = item.image {
                        elements.append(ElementsDrawing.Element.picture(of: image, in: frame, color: color)
                                        ?? .placeholder(frame: placeholder, color: color, filled: false))
                    } else if let system = item.systemItem, let symbol = system.icon {
                        if system.isCircled { elements.append(.fill(.ellipse(placeholder), color.withAlpha(0.15))) }
                        elements.append(.icon(symbol, frame: system.isCircled ? placeholder.insetBy(dx: 3, dy: 3) : frame, color: color))
                    } else {
                        elements.append(.placeholder(frame: placeholder, color: color, filled: false))
                    }
                }
                offset += w + 16
            }
            return offset
        }

        var leadingEnd = margin
        let top = topItem
        let leftItems = top?.leftBarButtonItems ?? []
        if let back = backItem, let top, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            // The back button: a chevron, then the title of the item below (none when minimal).
            // The icon set's chevron (a list row's), drawn 21 points tall as UIKit's: its glyph is half
            // the square it is drawn in.
            let chevron = rect(8, (row - 21) / 2, 12, 21)
            elements.append(.icon(Icon(rtl ? "chevron.right" : "chevron.left")!, frame: chevron.insetBy(dx: -15, dy: -10.5), color: tint))
            let title: String? = switch top.backButtonDisplayMode {
            case .minimal: nil
            case .generic: "Back"
            case .default: back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            }
            leadingEnd = 8 + 12 + 6
            if let title, !title.isEmpty {
                let w = min(Self.textWidth(title, itemFont.fontDescription), width / 3)
                elements.append(.text(title, font: itemFont.fontDescription, color: tint, frame: rect(leadingEnd, 0, w, row), alignment: .natural))
                leadingEnd += w + 16
            } else {
                leadingEnd += 8
            }
        }
        leadingEnd = layItems(leftItems, fromLeading: true, start: leadingEnd)
        let trailingEnd = layItems(top?.rightBarButtonItems ?? [], fromLeading: false, start: margin)

        // The title: centred in the bar if it fits between the items, else in the room they leave.
        let large = showsLargeTitle
        let titleColor = (appearance.titleTextAttributes[.foregroundColor] as? UIColor
            ?? titleTextAttributes?[.foregroundColor] as? UIColor ?? .label).color(in: traits)
        let room = max(0, width - leadingEnd - trailingEnd)
        if let titleView = top?.titleView {
            var size = titleView.frame.size
            if size == .zero { size = titleView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
            size.width = min(size.width, room)
            var x = (width - size.width) / 2
            x = min(max(x, leadingEnd), width - trailingEnd - size.width)
            titleView.frame = CGRect(x: place(x, size.width), y: (row - size.height) / 2, width: size.width, height: size.height)
            views.append(titleView)
        } else if let title = top?.title, !title.isEmpty, !large {
            let font = (appearance.titleTextAttributes[.font] as? UIFont ?? titleTextAttributes?[.font] as? UIFont
                ?? .systemFont(ofSize: 17, weight: .semibold)).fontDescription
            let w = min(Self.textWidth(title, font), room)
            var x = (width - w) / 2
            x = min(max(x, leadingEnd), width - trailingEnd - w)
            elements.append(.text(title, font: font, color: titleColor, frame: rect(x, 0, w, row), alignment: .center))
        }
        if large, let title = top?.title, !title.isEmpty {
            let font = (appearance.largeTitleTextAttributes[.font] as? UIFont ?? largeTitleTextAttributes?[.font] as? UIFont
                ?? .systemFont(ofSize: 34, weight: .bold)).fontDescription
            let color = (appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor
                ?? largeTitleTextAttributes?[.foregroundColor] as? UIColor).map { $0.color(in: traits) } ?? titleColor
            let w = max(0, width - 2 * margin)
            elements.append(.text(title, font: font, color: color, frame: rect(margin, row, w, Self.largeTitleHeight - 4),
                                  alignment: rtl ? .right : .left))
        }

        drawing.elements = elements
        for old in placedViews where !views.contains(where: { $0 === old }) && old.superview === self { old.removeFromSuperview() }
        for view in views where view.superview !== self { addSubview(view) }
        placedViews = views
    }

    /// The width of `text` on one line in `font`, as layout measures it.
    static func textWidth(_ text: String, _ font: FontDescription) -> CGFloat {
        CGFloat((try? UIView.textMeasurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width) ?? 0).rounded(.up)
    }
}

public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}
