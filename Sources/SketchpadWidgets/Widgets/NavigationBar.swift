import SketchpadLayout

/// A navigation bar: a centred title, and optional text items at its leading and trailing ends
/// (drawn in the accent colour, "‹ Back" style). Height 44 pt, no intrinsic width; pin it
/// under the safe area's top.
///
/// ```swift
/// let bar = NavigationBar(title: "Settings", leadingItem: "‹ Back", trailingItem: "Edit")
/// ```
open class NavigationBar: View, Drawable {
    public var title: String
    public var leadingItem: String?
    public var trailingItem: String?
    public var titleFont: FontDescription
    public var itemFont: FontDescription

    public static let height = 44.0
    /// Space between the bar's edges and its items.
    public static let itemInset = 16.0

    public init(title: String, leadingItem: String? = nil, trailingItem: String? = nil,
                titleFont: FontDescription = .headline, itemFont: FontDescription = .body, id: String? = nil) {
        self.title = title
        self.leadingItem = leadingItem
        self.trailingItem = trailingItem
        self.titleFont = titleFont
        self.itemFont = itemFont
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let metrics = try WidgetText.measure(title, font: titleFont, using: measurer)
        return ContentMeasurement(
            size: Size(width: View.noIntrinsicMetric, height: Self.height),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        var background = f
        // At the top of the safe area, the bar's background reaches up under the status bar.
        if let safe = context.safeArea, safe.minY > context.canvasBounds.minY, abs(f.minY - safe.minY) < 0.5 {
            background = Rect(minX: f.minX, minY: context.canvasBounds.minY, maxX: f.maxX, maxY: f.maxY)
        }
        context.fill(.rect(background), theme.barBackground)
        context.fill(.rect(Rect(x: f.minX, y: f.maxY - 0.5, width: f.width, height: 0.5)), theme.separator)
        let inset = Self.itemInset
        let sideWidth = max(0, f.width / 4)
        try context.text(title, font: titleFont, color: theme.primaryText,
                         in: Rect(x: f.minX + sideWidth, y: f.minY, width: max(0, f.width - 2 * sideWidth), height: f.height),
                         alignment: .center, maxLines: 1)
        let leadingFrame = Rect(x: context.isRightToLeft ? f.maxX - inset - sideWidth : f.minX + inset, y: f.minY,
                                width: sideWidth, height: f.height)
        let trailingFrame = Rect(x: context.isRightToLeft ? f.minX + inset : f.maxX - inset - sideWidth, y: f.minY,
                                 width: sideWidth, height: f.height)
        if let leadingItem {
            try context.text(leadingItem, font: itemFont, color: theme.accent, in: leadingFrame,
                             alignment: context.leadingAlignment, maxLines: 1)
        }
        if let trailingItem {
            try context.text(trailingItem, font: itemFont, color: theme.accent, in: trailingFrame,
                             alignment: context.trailingAlignment, maxLines: 1)
        }
    }
}

extension NavigationBar {
    public static let template = WidgetTemplate(
        type: "navigationBar", summary: "A bar with a centred title and optional leading and trailing items.",
        properties: [
            TemplateProperty("title", .text, "The centred title."),
            TemplateProperty("leading", .text, "The leading item's title (a back button, say)."),
            TemplateProperty("trailing", .text, "The trailing item's title."),
        ]) { values in
        NavigationBar(title: values.text("title") ?? "", leadingItem: values.text("leading"), trailingItem: values.text("trailing"),
                      titleFont: values.textSize.font(.headline), itemFont: values.textSize.font(.body))
    }
}
