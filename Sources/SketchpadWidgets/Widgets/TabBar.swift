import SketchpadLayout

/// A tab bar: equally wide items, each an icon over a short title, one selected. An item without
/// an icon shows a placeholder square. 49 pt tall (without the home-indicator area), or taller
/// when its titles need it; no intrinsic width. Pin it above the safe area's bottom.
///
/// ```swift
/// let tabs = TabBar(["Home", "Search", "Profile"], selectedIndex: 0)
/// tabs.icons = [Icon("house.fill"), Icon("magnifyingglass"), Icon("person")]
/// ```
open class TabBar: View, Drawable {
    public var items: [String]
    /// The icon of each item, by index (missing or nil: a placeholder square).
    public var icons: [Icon?] = []
    public var selectedIndex: Int?
    public var font: FontDescription
    public var tintColor: Color?
    /// The bar as UIKit's tab bar has it (see ``BarItems``); nil: the template form above.
    package var barItems: BarItems?
    /// Where ``arrange(width:height:measurer:)`` last put ``barItems``.
    package internal(set) var arrangement: Arrangement?
    /// Whether the bar fills its background and draws its top hairline (false: its items only,
    /// as iOS 15's transparent scroll-edge appearance, a SwiftUI tab view drawing its own).
    package var drawsBackground = true

    /// The least height, the icons' side, the space above the icons and between icon and title,
    /// and the least space under the titles.
    package static let height = 49.0
    package static let iconSize = 24.0
    package static let iconTop = 6.0
    package static let titleGap = 2.0
    package static let bottomInset = 4.0

    /// The items' font unless one is given.
    public static let defaultFont = FontDescription(size: 10, weight: .medium)

    public init(_ items: [String], selectedIndex: Int? = 0, font: FontDescription = TabBar.defaultFont,
                tintColor: Color? = nil, id: String? = nil) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.font = font
        self.tintColor = tintColor
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let texts = try items.map { try WidgetText.measured($0, font: font, using: measurer) }
        let tallest = texts.map(\.metrics.height).max() ?? 0
        let content = Self.iconTop + Self.iconSize + Self.titleGap + tallest + Self.bottomInset
        return ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: max(Self.height, content)), texts: texts)
    }

    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        zip(items.indices, measurement.texts).map { i, text in
            layout(i, in: frame, titleHeight: text.metrics.height, rightToLeft: layoutDirection == .rightToLeft).title
        }
    }

    /// Where item `i`'s icon and title go: the one computation drawing and the text-fit check share.
    private func layout(_ i: Int, in f: Rect, titleHeight: Double, rightToLeft: Bool) -> (icon: Rect, title: Rect) {
        let width = f.width / Double(max(1, items.count))
        let x = rightToLeft ? f.maxX - Double(i + 1) * width : f.minX + Double(i) * width
        let icon = Rect(x: x + (width - Self.iconSize) / 2, y: f.minY + Self.iconTop, width: Self.iconSize, height: Self.iconSize)
        let title = Rect(x: x + 2, y: icon.maxY + Self.titleGap, width: max(0, width - 4), height: titleHeight)
        return (icon, title)
    }

    open func draw(in context: DrawingContext) throws {
        if let barItems, let arrangement { return try drawBarItems(barItems, arrangement, in: context) }
        let f = context.frame, theme = context.theme
        var background = f
        // At the bottom of the safe area, the bar's background reaches down under the home indicator.
        if let safe = context.safeArea, safe.maxY < context.canvasBounds.maxY, abs(f.maxY - safe.maxY) < 0.5 {
            background = Rect(minX: f.minX, minY: f.minY, maxX: f.maxX, maxY: context.canvasBounds.maxY)
        }
        if drawsBackground {
            context.fill(.rect(background), theme.barBackground)
            context.fill(.rect(Rect(x: f.minX, y: f.minY, width: f.width, height: 0.5)), theme.separator)
        }
        for (i, item) in items.enumerated() {
            let selected = selectedIndex == i
            let color = selected ? (tintColor ?? theme.accent) : theme.secondaryText
            let height = try context.measure(item.isEmpty ? " " : item, font: font).height
            let parts = layout(i, in: f, titleHeight: height, rightToLeft: context.isRightToLeft)
            if i < icons.count, let icon = icons[i] {
                try context.icon(icon, color: color, in: parts.icon)
            } else {
                context.iconPlaceholder(in: parts.icon, color: color, filled: selected)
            }
            try context.text(item, font: font, color: color, in: parts.title, alignment: .center, maxLines: 1)
        }
    }
}

extension TabBar {
    package static let template = WidgetTemplate(
        type: "tabBar", summary: "A tab bar of equally wide items, each an icon over a title, one selected.",
        properties: [
            TemplateProperty("items", .textList, "The items' titles, from the leading edge."),
            TemplateProperty("icons", .iconList, "The items' icons, in the same order (SF Symbols names; see ICONS.md); an item without one shows a placeholder square."),
            TemplateProperty("selected", .integer(0...999), "The selected item, counting from 0.", default: "0",
                             aliases: ["selectedIndex"]),
            TemplateProperty("tint", .color, "The selected item's colour (none: the theme's accent).", aliases: ["tintColor"]),
            TemplateProperty("font", .font, "The titles' font.", default: "10 medium"),
        ]) { values in
        let items = values.texts("items") ?? []
        let bar = TabBar(items, selectedIndex: values.integer("selected", in: 0...max(0, items.count - 1)) ?? 0,
                         font: values.font("font", default: TabBar.defaultFont), tintColor: values.color("tint"))
        bar.icons = values.icons("icons") ?? []
        return bar
    }
}

extension TabBar {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: tabBar, items:, icons:, selected:, tint:, font:}`.
    public convenience init(items: [String], icons: [Icon?] = [], selected: Int? = 0, tint: Color? = nil,
                            font: FontDescription = TabBar.defaultFont, id: String? = nil) {
        self.init(items, selectedIndex: selected, font: font, tintColor: tint, id: id)
        self.icons = icons
    }
}
