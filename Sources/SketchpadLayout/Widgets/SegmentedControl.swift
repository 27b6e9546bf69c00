/// A row of equally wide segments, one selected. Each segment is as wide as the widest title
/// plus padding; height 32 pt.
///
/// ```swift
/// let period = SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
/// ```
open class SegmentedControl: View {
    public var segments: [String]
    /// nil: nothing selected.
    public var selectedIndex: Int?
    public var font: FontDescription

    public static let height = 32.0
    public static let segmentPadding = 12.0

    public init(_ segments: [String], selectedIndex: Int? = 0, font: FontDescription = FontDescription(size: 13, weight: .medium),
                id: String? = nil) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.font = font
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        guard !segments.isEmpty else { return ContentMeasurement(size: Size(width: 0, height: Self.height)) }
        let metrics = try segments.map { try WidgetText.measure($0, font: font, using: measurer) }
        let widest = metrics.map(\.width).max() ?? 0
        let first = metrics[0]
        return ContentMeasurement(
            size: Size(width: Double(segments.count) * (widest + 2 * Self.segmentPadding), height: Self.height),
            baselines: .init(first: first.firstBaseline, last: first.lastBaseline, contentHeight: first.height))
    }
}
