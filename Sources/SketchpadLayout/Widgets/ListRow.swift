/// A row of a list: a title, an optional subtitle under it, an optional detail text at the
/// trailing end, and an accessory. 44 pt tall, 60 pt with a subtitle; no intrinsic width.
///
/// ```swift
/// let row = ListRow("Wi-Fi", detail: "Home", accessory: .chevron)
/// ```
open class ListRow: View {
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
                font: FontDescription = FontDescription(size: 17), subtitleFont: FontDescription = FontDescription(size: 13),
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
}
