import SketchpadLayout

/// A row of a list: a title, an optional subtitle under it, an optional detail text at the
/// trailing end, and an accessory. No intrinsic width.
///
/// Rows size themselves as UIKit's self-sizing cells do: their height is their text plus
/// 10 pt above and below, and at least 44 pt (60 pt with a
/// subtitle), so a larger text size makes taller rows instead of text that crosses the separators.
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

    /// The least height of a row, and of a row with a subtitle.
    package static let height = 44.0
    package static let heightWithSubtitle = 60.0
    package static let horizontalInset = 16.0
    /// The least space above and below the text.
    package static let verticalInset = 10.0
    /// Space between the title's and the subtitle's line boxes.
    package static let subtitleGap = 2.0
    /// The accessory's side, and the space before the accessory and before the detail text.
    package static let accessorySize = 14.0
    package static let spacing = 8.0

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

    /// The row's texts, measured: title, then subtitle and detail when the row has them (the
    /// order ``parts(in:texts:rightToLeft:)`` reads them in).
    private func measuredTexts(_ measure: (String, FontDescription) throws -> TextMetrics) throws -> [MeasuredText] {
        var texts = [MeasuredText(title, font: font, metrics: try measure(title, font))]
        if let subtitle { texts.append(MeasuredText(subtitle, font: subtitleFont, metrics: try measure(subtitle, subtitleFont))) }
        if let detail { texts.append(MeasuredText(detail, font: font, metrics: try measure(detail, font))) }
        return texts
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let texts = try measuredTexts { try WidgetText.measure($0, font: $1, using: measurer) }
        let parts = Parts(texts, hasSubtitle: subtitle != nil)
        let minimum = subtitle == nil ? Self.height : Self.heightWithSubtitle
        let height = max(minimum, max(parts.block, parts.detail?.height ?? 0) + 2 * Self.verticalInset)
        // The title and subtitle are centred as one block (the baselines are measured from its top).
        return ContentMeasurement(
            size: Size(width: View.noIntrinsicMetric, height: height),
            baselines: .init(first: parts.title.firstBaseline,
                             last: parts.subtitle.map { parts.title.height + Self.subtitleGap + $0.lastBaseline } ?? parts.title.lastBaseline,
                             contentHeight: parts.block),
            texts: texts)
    }

    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        let layout = self.layout(in: frame, texts: measurement.texts.map(\.metrics), rightToLeft: layoutDirection == .rightToLeft)
        return [layout.title] + [layout.subtitle, layout.detail].compactMap { $0 }
    }

    /// The sizes of the row's texts, by role.
    private struct Parts {
        var title: TextMetrics
        var subtitle: TextMetrics?
        var detail: TextMetrics?
        init(_ texts: [TextMetrics], hasSubtitle: Bool) {
            var rest = texts.dropFirst()
            title = texts[0]
            subtitle = hasSubtitle ? rest.popFirst() : nil
            detail = rest.popFirst()
        }
        init(_ texts: [MeasuredText], hasSubtitle: Bool) { self.init(texts.map(\.metrics), hasSubtitle: hasSubtitle) }
        /// The height of the title and subtitle together.
        var block: Double { title.height + (subtitle.map { Self.gap + $0.height } ?? 0) }
        static let gap = ListRow.subtitleGap
    }

    /// Where everything goes in a row of `frame`: the one computation that measuring, drawing and
    /// the text-fit check share. The title and subtitle are a block centred vertically at the
    /// leading end; the detail is centred at the trailing end before the accessory and gets at
    /// most what the title leaves (and at least 40% of the row's content width); the title gets
    /// the rest.
    private func layout(in f: Rect, texts: [TextMetrics], rightToLeft: Bool)
        -> (title: Rect, subtitle: Rect?, detail: Rect?) {
        let parts = Parts(texts, hasSubtitle: subtitle != nil)
        var maxX = f.maxX - Self.horizontalInset
        let minX = f.minX + Self.horizontalInset
        // The accessory's slot (the row's decoration draws the mark in it).
        if accessory != .none { maxX -= Self.accessorySize + Self.spacing }
        let available = max(0, maxX - minX)
        var detailRect: Rect?
        if let detail = parts.detail {
            let width = min(detail.width, max(available - parts.title.width - Self.spacing, 0.4 * available))
            detailRect = Rect(x: maxX - width, y: f.midY - detail.height / 2, width: width, height: detail.height)
            maxX -= width + Self.spacing
        }
        let top = f.midY - parts.block / 2
        let width = max(0, maxX - minX)
        let titleRect = Rect(x: minX, y: top, width: width, height: parts.title.height)
        let subtitleRect = parts.subtitle.map {
            Rect(x: minX, y: top + parts.title.height + Self.subtitleGap, width: width, height: $0.height)
        }
        return (titleRect.mirrored(in: f, if: rightToLeft), subtitleRect?.mirrored(in: f, if: rightToLeft),
                detailRect?.mirrored(in: f, if: rightToLeft))
    }

    /// What the row draws around its texts, through the widget UIKit's table cells draw
    /// through: the surface behind them, the accessory in its slot at the trailing end, and the
    /// hairline separator inset like iOS's.
    package func decoration(theme: Theme, rightToLeft: Bool) -> RowDecoration {
        let decoration = RowDecoration()
        decoration.placement = .slots(side: Self.accessorySize, spacing: Self.spacing)
        decoration.background = theme.surface
        decoration.separator = showsSeparator ? (leading: Self.horizontalInset, trailing: 0) : nil
        decoration.separatorColor = theme.separator
        decoration.hairline = 0.5
        decoration.marks = accessory.mark.map { [$0] } ?? []
        decoration.trailingMargin = Self.horizontalInset
        decoration.chevronColor = theme.secondaryText
        decoration.tintColor = theme.accent
        decoration.rightToLeft = rightToLeft
        return decoration
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        let decoration = decoration(theme: theme, rightToLeft: context.isRightToLeft)
        decoration.drawBackground(in: context)
        let texts = try measuredTexts { try context.measure($0.isEmpty ? " " : $0, font: $1) }
        let layout = self.layout(in: f, texts: texts.map(\.metrics), rightToLeft: context.isRightToLeft)
        try decoration.drawMarks(in: context)
        if let detail, let rect = layout.detail {
            try context.text(detail, font: font, color: theme.secondaryText, in: rect, alignment: context.trailingAlignment, maxLines: 1)
        }
        try context.text(title, font: font, color: theme.primaryText, in: layout.title, alignment: context.leadingAlignment, maxLines: 1)
        if let subtitle, let rect = layout.subtitle {
            try context.text(subtitle, font: subtitleFont, color: theme.secondaryText, in: rect,
                             alignment: context.leadingAlignment, maxLines: 1)
        }
        // Over the texts, as before the row drew through its decoration.
        decoration.drawSeparator(in: context)
    }
}

extension ListRow {
    package static let template = WidgetTemplate(
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
