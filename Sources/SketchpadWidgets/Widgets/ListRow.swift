import SketchpadLayout

/// A row of a list: a title, an optional subtitle under it, an optional detail text at the
/// trailing end, and an accessory. 44 pt tall, 60 pt with a subtitle; no intrinsic width.
///
/// ```swift
/// let row = ListRow("Wi-Fi", detail: "Home", accessory: .chevron)
/// ```
open class ListRow: View, Drawable {
    public enum Accessory: String, Hashable, Sendable, CaseIterable {
        case none, chevron, checkmark
    }

    public var title: String
    public var subtitle: String?
    public var detail: String?
    public var accessory: Accessory
    public var font: FontDescription
    public var subtitleFont: FontDescription
    /// Whether a hairline separator is drawn at the bottom, inset like iOS's.
    public var showsSeparator = true

    public static let height = 44.0
    public static let heightWithSubtitle = 60.0
    public static let horizontalInset = 16.0
    /// Space between the title's and the subtitle's line boxes.
    public static let subtitleGap = 2.0

    public init(_ title: String, subtitle: String? = nil, detail: String? = nil, accessory: Accessory = .none,
                font: FontDescription = .body, subtitleFont: FontDescription = .footnote,
                id: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.accessory = accessory
        self.font = font
        self.subtitleFont = subtitleFont
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let metrics = try WidgetText.measure(title, font: font, using: measurer)
        if subtitle == nil {
            return ContentMeasurement(
                size: Size(width: View.noIntrinsicMetric, height: Self.height),
                baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height))
        }
        // Title over subtitle, the pair centred vertically (the renderer draws them the same way).
        let sub = try WidgetText.measure(subtitle ?? "", font: subtitleFont, using: measurer)
        let content = metrics.height + Self.subtitleGap + sub.height
        return ContentMeasurement(
            size: Size(width: View.noIntrinsicMetric, height: Self.heightWithSubtitle),
            baselines: .init(first: metrics.firstBaseline, last: metrics.height + Self.subtitleGap + sub.lastBaseline,
                             contentHeight: content))
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        context.fill(.rect(f), theme.surface)
        let inset = Self.horizontalInset
        var contentMinX = f.minX + inset, contentMaxX = f.maxX - inset
        // The accessory sits at the trailing end.
        let accessoryWidth = accessory == .none ? 0.0 : 14.0
        if accessoryWidth > 0 {
            let ax = context.isRightToLeft ? contentMinX : contentMaxX - accessoryWidth
            let a = Rect(x: ax, y: f.midY - 7, width: accessoryWidth, height: 14)
            var mark = Path()
            switch accessory {
            case .chevron:
                let (tipX, backX) = context.isRightToLeft ? (a.minX + 4, a.minX + 10) : (a.maxX - 4, a.maxX - 10)
                mark.move(to: Point(x: backX, y: a.minY + 1))
                mark.line(to: Point(x: tipX, y: a.midY))
                mark.line(to: Point(x: backX, y: a.maxY - 1))
                context.stroke(.path(mark), StrokeStyle(color: theme.secondaryText, width: 2, cap: .round, join: .round))
            case .checkmark:
                mark.move(to: Point(x: a.minX + 1, y: a.midY))
                mark.line(to: Point(x: a.minX + 5, y: a.maxY - 2))
                mark.line(to: Point(x: a.maxX - 1, y: a.minY + 1))
                context.stroke(.path(mark), StrokeStyle(color: theme.accent, width: 2, cap: .round, join: .round))
            case .none: break
            }
            if context.isRightToLeft { contentMinX += accessoryWidth + 8 } else { contentMaxX -= accessoryWidth + 8 }
        }
        let content = Rect(minX: contentMinX, minY: f.minY, maxX: max(contentMinX, contentMaxX), maxY: f.maxY)
        if let detail {
            try context.text(detail, font: font, color: theme.secondaryText, in: content,
                             alignment: context.trailingAlignment, maxLines: 1)
        }
        if let subtitle {
            // Title over subtitle, the pair centred (as measureContent reports it).
            let title = try context.measure(self.title, font: font)
            let sub = try context.measure(subtitle.isEmpty ? " " : subtitle, font: subtitleFont)
            let top = f.minY + (f.height - (title.height + Self.subtitleGap + sub.height)) / 2
            try context.text(self.title, font: font, color: theme.primaryText,
                             in: Rect(x: content.minX, y: top, width: content.width, height: title.height),
                             alignment: context.leadingAlignment, maxLines: 1)
            try context.text(subtitle, font: subtitleFont, color: theme.secondaryText,
                             in: Rect(x: content.minX, y: top + title.height + Self.subtitleGap, width: content.width, height: sub.height),
                             alignment: context.leadingAlignment, maxLines: 1)
        } else {
            try context.text(title, font: font, color: theme.primaryText, in: content,
                             alignment: context.leadingAlignment, maxLines: 1)
        }
        if showsSeparator {
            let x0 = context.isRightToLeft ? f.minX : f.minX + inset
            let x1 = context.isRightToLeft ? f.maxX - inset : f.maxX
            context.fill(.rect(Rect(minX: x0, minY: f.maxY - 0.5, maxX: x1, maxY: f.maxY)), theme.separator)
        }
    }
}

extension ListRow {
    public static let template = WidgetTemplate(
        type: "listRow", summary: "A row of a list: a title, an optional subtitle and detail, and an accessory.",
        properties: [
            TemplateProperty("title", .text, "The title.", aliases: ["text"]),
            TemplateProperty("subtitle", .text, "A second line under the title."),
            TemplateProperty("detail", .text, "A text at the trailing end."),
            TemplateProperty("accessory", .choice(Accessory.allCases.map(\.rawValue)), "A mark at the trailing end.",
                             default: "none", aliases: ["accessoryType"]),
            TemplateProperty("separator", .boolean, "Whether a separator is drawn at the bottom.", default: "true"),
            TemplateProperty("font", .font, "The title's font.", default: "body"),
        ]) { values in
        let row = ListRow(values.text("title") ?? "", subtitle: values.text("subtitle"), detail: values.text("detail"),
                          accessory: values.choice("accessory") ?? .none, font: values.font("font", style: .body),
                          subtitleFont: values.textSize.font(.footnote))
        if let separator = values.bool("separator") { row.showsSeparator = separator }
        return row
    }
}
