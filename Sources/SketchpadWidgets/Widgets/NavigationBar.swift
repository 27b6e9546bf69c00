import SketchpadLayout

/// A navigation bar: a centred title, and optional text items at its leading and trailing ends
/// (drawn in the accent colour, "‹ Back" style). 44 pt tall, or its text plus 11 pt
/// above and below when that is more; no intrinsic width. Pin it under the safe area's top.
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
    /// The bar as UIKit's navigation bar has it (see ``Items``); nil: the template form above.
    package var items: Items?
    /// Where ``arrange(width:height:measurer:)`` last put ``items``.
    package internal(set) var arrangement: Arrangement?

    /// The least height.
    package static let height = 44.0
    /// Space between the bar's edges and its items, and the least space above and below the text.
    package static let itemInset = 16.0
    package static let verticalInset = 11.0

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
        var texts = [try WidgetText.measured(title, font: titleFont, using: measurer)]
        for item in [leadingItem, trailingItem] {
            texts.append(try WidgetText.measured(item ?? "", font: itemFont, using: measurer))
        }
        let metrics = texts[0].metrics
        let tallest = texts.map(\.metrics.height).max() ?? 0
        return ContentMeasurement(
            size: Size(width: View.noIntrinsicMetric, height: max(Self.height, tallest + 2 * Self.verticalInset)),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height),
            texts: texts)
    }

    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        let parts = layout(in: frame, rightToLeft: layoutDirection == .rightToLeft)
        return [parts.title, parts.leading, parts.trailing]
    }

    /// Where the title and the two items go: the one computation drawing and the text-fit check
    /// share. The title has the middle half; each item a quarter at its end, inside `itemInset`.
    private func layout(in f: Rect, rightToLeft: Bool) -> (title: Rect, leading: Rect, trailing: Rect) {
        let inset = Self.itemInset
        let sideWidth = max(0, f.width / 4)
        let title = Rect(x: f.minX + sideWidth, y: f.minY, width: max(0, f.width - 2 * sideWidth), height: f.height)
        let leading = Rect(x: f.minX + inset, y: f.minY, width: max(0, sideWidth - inset), height: f.height)
        let trailing = Rect(x: f.maxX - sideWidth, y: f.minY, width: max(0, sideWidth - inset), height: f.height)
        return (title, leading.mirrored(in: f, if: rightToLeft), trailing.mirrored(in: f, if: rightToLeft))
    }

    open func draw(in context: DrawingContext) throws {
        if let items, let arrangement { return try drawItems(items, arrangement, in: context) }
        let f = context.frame, theme = context.theme
        var background = f
        // At the top of the safe area, the bar's background reaches up under the status bar.
        if let safe = context.safeArea, safe.minY > context.canvasBounds.minY, abs(f.minY - safe.minY) < 0.5 {
            background = Rect(minX: f.minX, minY: context.canvasBounds.minY, maxX: f.maxX, maxY: f.maxY)
        }
        context.fill(.rect(background), theme.barBackground)
        context.fill(.rect(Rect(x: f.minX, y: f.maxY - 0.5, width: f.width, height: 0.5)), theme.separator)
        let parts = layout(in: f, rightToLeft: context.isRightToLeft)
        try context.text(title, font: titleFont, color: theme.primaryText, in: parts.title, alignment: .center, maxLines: 1)
        if let leadingItem {
            try context.text(leadingItem, font: itemFont, color: theme.accent, in: parts.leading,
                             alignment: context.leadingAlignment, maxLines: 1)
        }
        if let trailingItem {
            try context.text(trailingItem, font: itemFont, color: theme.accent, in: parts.trailing,
                             alignment: context.trailingAlignment, maxLines: 1)
        }
    }
}

extension NavigationBar {
    package static let template = WidgetTemplate(
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
