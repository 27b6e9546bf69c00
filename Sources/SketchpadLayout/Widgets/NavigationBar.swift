/// A navigation bar: a centred title, and optional text items at its leading and trailing ends
/// (drawn in the accent colour, "‹ Back" style). Height 44 pt, no intrinsic width; pin it
/// under the safe area's top.
///
/// ```swift
/// let bar = NavigationBar(title: "Settings", leadingItem: "‹ Back", trailingItem: "Edit")
/// ```
open class NavigationBar: View {
    public var title: String
    public var leadingItem: String?
    public var trailingItem: String?
    public var titleFont: FontDescription
    public var itemFont: FontDescription

    public static let height = 44.0
    /// Space between the bar's edges and its items.
    public static let itemInset = 16.0

    public init(title: String, leadingItem: String? = nil, trailingItem: String? = nil,
                titleFont: FontDescription = FontDescription(size: 17, weight: .semibold),
                itemFont: FontDescription = FontDescription(size: 17), id: String? = nil) {
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
}
