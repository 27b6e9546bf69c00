import SketchpadLayout

/// A tab bar: equally wide items, each an icon placeholder over a short title, one selected.
/// Height 49 pt (without the home-indicator area), no intrinsic width; pin it above the safe
/// area's bottom.
///
/// ```swift
/// let tabs = TabBar(["Home", "Search", "Profile"], selectedIndex: 0)
/// ```
open class TabBar: View, Drawable {
    public var items: [String]
    public var selectedIndex: Int?
    public var font: FontDescription
    public var tintColor: Color?

    public static let height = 49.0
    public static let iconSize = 24.0

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
        ContentMeasurement(size: Size(width: View.noIntrinsicMetric, height: Self.height))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        var background = f
        // At the bottom of the safe area, the bar's background reaches down under the home indicator.
        if let safe = context.safeArea, safe.maxY < context.canvasBounds.maxY, abs(f.maxY - safe.maxY) < 0.5 {
            background = Rect(minX: f.minX, minY: f.minY, maxX: f.maxX, maxY: context.canvasBounds.maxY)
        }
        context.fill(.rect(background), theme.barBackground)
        context.fill(.rect(Rect(x: f.minX, y: f.minY, width: f.width, height: 0.5)), theme.separator)
        let count = items.count
        guard count > 0 else { return }
        let width = f.width / Double(count)
        let icon = Self.iconSize
        for (i, item) in items.enumerated() {
            let x = context.isRightToLeft ? f.maxX - Double(i + 1) * width : f.minX + Double(i) * width
            let selected = selectedIndex == i
            let color = selected ? (tintColor ?? theme.accent) : theme.secondaryText
            let iconRect = Rect(x: x + (width - icon) / 2, y: f.minY + 6, width: icon, height: icon)
            if selected {
                context.fill(.roundedRect(iconRect, cornerRadius: 6), color)
            } else {
                context.stroke(.roundedRect(iconRect.insetBy(dx: 0.75, dy: 0.75), cornerRadius: 6), StrokeStyle(color: color, width: 1.5))
            }
            try context.text(item, font: font, color: color,
                             in: Rect(x: x + 2, y: iconRect.maxY + 2, width: max(0, width - 4), height: 13),
                             alignment: .center, maxLines: 1)
        }
    }
}

extension TabBar {
    public static let template = WidgetTemplate(
        type: "tabBar", summary: "A tab bar of equally wide items, each an icon over a title, one selected.",
        properties: [
            TemplateProperty("items", .textList, "The items' titles, from the leading edge."),
            TemplateProperty("selected", .integer(0...999), "The selected item, counting from 0.", default: "0",
                             aliases: ["selectedIndex"]),
            TemplateProperty("tint", .color, "The selected item's colour (none: the theme's accent).", aliases: ["tintColor"]),
            TemplateProperty("font", .font, "The titles' font.", default: "10 medium"),
        ]) { values in
        let items = values.texts("items") ?? []
        return TabBar(items, selectedIndex: values.integer("selected", in: 0...max(0, items.count - 1)) ?? 0,
                      font: values.font("font", default: TabBar.defaultFont), tintColor: values.color("tint"))
    }
}
