import SketchpadLayout
import SketchpadWidgets

/// The bar at the bottom of a tab bar controller: UIKit's `UITabBar`. Items share its width,
/// each an image over a 10-point title, the selected one in the tint colour, the others in
/// ``unselectedItemTintColor`` (system grey); badges are red capsules. Images that are not PNG
/// files are drawn as rounded-square placeholders (filled when selected). At rest a bar without
/// a `scrollEdgeAppearance` is transparent, as in UIKit since iOS 15.
///
/// ```swift
/// tabBarController.tabBar.tintColor = .systemPink
/// tabBarController.tabBar.unselectedItemTintColor = .secondaryLabel
/// ```
@preconcurrency @MainActor
open class UITabBar: UIView {
    override class func makeNode() -> View { ViewNode(content: ElementsDrawing()) }
    override class var isOpaqueByDefault: Bool { false }
    var drawing: ElementsDrawing { content(as: ElementsDrawing.self) }

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

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        UIView.layoutGeneration &+= 1
        setNeedsLayout()
    }

    /// Whether the selected controller shows a scroll view scrolled to its end (without a
    /// scroll view the standard appearance applies).
    var isAtScrollEdge: () -> Bool = { false }

    var effectiveAppearance: UITabBarAppearance {
        var standard = standardAppearance
        if let barTintColor {
            standard = UITabBarAppearance(barAppearance: standard)
            standard.backgroundColor = barTintColor
        }
        guard isAtScrollEdge() else { return standard }
        return scrollEdgeAppearance ?? standard.withTransparentBackground()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeContent()
    }

    private func arrangeContent() {
        let traits = traitCollection
        let appearance = effectiveAppearance
        let width = Double(bounds.width), height = Double(bounds.height)
        var elements: [ElementsDrawing.Element] = []
        if let fill = appearance.backgroundColor?.color(in: traits) {
            elements.append(.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)), fill))
        }
        if let shadow = appearance.shadowColor?.color(in: traits) {
            // One pixel, just above the bar.
            let pixel = 1 / Double(traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale)
            elements.append(.fill(.rect(Rect(x: 0, y: -pixel, width: width, height: pixel)), shadow))
        }
        let items = self.items ?? []
        let rtl = effectiveLayoutDirection == .rightToLeft
        let selectedColor = tintColor.color(in: traits)
        let unselected = (unselectedItemTintColor ?? .systemGray).color(in: traits)
        let font = UIFont.systemFont(ofSize: 10, weight: .medium).fontDescription
        let itemWidth = items.isEmpty ? 0 : width / Double(items.count)
        for (index, item) in items.enumerated() {
            let x = rtl ? width - Double(index + 1) * itemWidth : Double(index) * itemWidth
            let selected = item === selectedItem
            let color = item.isEnabled ? (selected ? selectedColor : unselected) : UIColor.tertiaryLabel.color(in: traits)
            let icon = Rect(x: x + (itemWidth - 24) / 2, y: 6, width: 24, height: 24)
            if let image = selected ? item.selectedImage ?? item.image : item.image {
                elements.append(ElementsDrawing.Element.picture(of: image, in: icon, color: color)
                                ?? .placeholder(frame: icon, color: color, filled: selected))
            }
            if let title = item.displayTitle, !title.isEmpty {
                elements.append(.text(title, font: font, color: color, frame: Rect(x: x + 2, y: icon.maxY + 2, width: max(0, itemWidth - 4), height: 13),
                                      alignment: .center))
            }
            if let badge = item.badgeValue {
                let badgeFont = UIFont.systemFont(ofSize: 13).fontDescription
                let w = max(18, Double(UINavigationBar.textWidth(badge, badgeFont)) + 10)
                let frame = Rect(x: icon.maxX - 6, y: icon.minY - 3, width: badge.isEmpty ? 10 : w, height: badge.isEmpty ? 10 : 18)
                elements.append(.fill(.roundedRect(frame, cornerRadius: frame.height / 2), (item.badgeColor ?? .systemRed).color(in: traits)))
                if !badge.isEmpty {
                    elements.append(.text(badge, font: badgeFont, color: .white, frame: frame, alignment: .center))
                }
            }
        }
        drawing.elements = elements
    }
}
