import SketchpadLayout
import SketchpadWidgets

/// A bar of buttons: UIKit's `UIToolbar`, at the bottom of a navigation controller (its
/// ``UINavigationController/toolbar``) or placed yourself. Its items run from the leading edge,
/// 16 points in, as the `NavigationBar` widget draws a navigation bar's items (words in the tint,
/// system items as symbols, custom views placed in the bar); flexible spaces share the width
/// left over, so `[.flexibleSpace(), item]` puts the item at the trailing end. Its background is
/// its appearance's.
///
/// ```swift
/// let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
/// toolbar.items = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
///                  UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
/// ```
@preconcurrency @MainActor
open class UIToolbar: UIView {
    override class func makeNode() -> View { ViewNode(content: NavigationBar(title: "")) }
    override class var isOpaqueByDefault: Bool { false }
    var drawing: NavigationBar { content(as: NavigationBar.self) }

    /// The height of the bar's row: 44 points (32 where the height is compact).
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32

    open var items: [UIBarButtonItem]? { didSet { UIView.layoutGeneration &+= 1; setNeedsLayout() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    /// The background of the standard appearance (UIKit's older API).
    open var barTintColor: UIColor? { didSet { UIView.layoutGeneration &+= 1 } }
    open var standardAppearance = UIToolbarAppearance() { didSet { UIView.layoutGeneration &+= 1 } }
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { UIView.layoutGeneration &+= 1 } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    /// The toolbar's delegate (stored: nothing asks it here).
    open weak var delegate: (any UIToolbarDelegate)?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// Whether the bar is at its content's scroll edge (a navigation controller's content
    /// scrolled to its end); without one the standard appearance applies.
    var isAtScrollEdge: () -> Bool = { false }

    /// The appearance in force, as a navigation bar chooses its own.
    var effectiveAppearance: UIToolbarAppearance {
        UIBarAppearance.inForce(standard: standardAppearance, barTintColor: barTintColor, atScrollEdge: isAtScrollEdge(),
                                scrollEdge: scrollEdgeAppearance)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: traitCollection.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight)
    }

    /// The views the bar placed (custom item views), to remove when they go.
    private var placedViews: [UIView] = []

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeContent()
    }

    /// Tells the widget what to draw: the items from the leading edge, flexible spaces sized to
    /// share what the others leave, and the appearance's background and shadow (above the bar).
    private func arrangeContent() {
        let traits = traitCollection
        let appearance = effectiveAppearance
        var bar = barItems(appearance: appearance, rowHeight: traits.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight)
        // The shadow is the hairline along the top of a toolbar.
        bar.shadowAtTop = true
        let shown = (items ?? []).filter { !$0.isHidden }
        let converted = shown.map { $0.widgetItem(barTint: tintColor, traits: traits) }
        bar.leading = converted.map(\.0)
        drawing.items = bar
        let width = Double(bounds.width), height = Double(bounds.height)
        var arrangement = drawing.arrange(width: width, height: height, measurer: UIView.textMeasurer)
        // Flexible spaces share the room the items leave before the trailing margin.
        let flexible = shown.indices.filter { shown[$0].systemItem == .flexibleSpace }
        if !flexible.isEmpty {
            let used = arrangement.leading.map { bar.rightToLeft ? width - $0.minX : $0.maxX }.max() ?? bar.margin
            let share = max(0, width - bar.margin - used) / Double(flexible.count)
            for index in flexible { bar.leading[index] = .space(share) }
            drawing.items = bar
            arrangement = drawing.arrange(width: width, height: height, measurer: UIView.textMeasurer)
        }
        var views: [UIView] = []
        for ((_, view), frame) in zip(converted, arrangement.leading) {
            guard let view else { continue }
            view.frame = CGRect(frame)
            views.append(view)
        }
        placedViews = placeBarViews(views, replacing: placedViews)
    }
}

/// A toolbar's appearance: the background (see ``UIBarAppearance``).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// A toolbar's delegate (UIKit's `UIToolbarDelegate`; nothing calls it here).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: AnyObject {}
