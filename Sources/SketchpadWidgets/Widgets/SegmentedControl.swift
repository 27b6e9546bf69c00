import SketchpadLayout

/// A row of equally wide segments, one selected. Each segment is as wide as the widest title
/// plus padding; 32 pt tall, or its text plus 6 pt above and below when that is more.
///
/// ```swift
/// let period = SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
/// ```
open class SegmentedControl: View, Drawable {
    public var segments: [String]
    /// nil: nothing selected.
    public var selectedIndex: Int?
    public var font: FontDescription

    /// The least height.
    package static let height = 32.0
    package static let segmentPadding = 12.0
    package static let verticalPadding = 6.0

    /// The segments' font unless one is given.
    public static let defaultFont = FontDescription(size: 13, weight: .medium)

    public init(_ segments: [String], selectedIndex: Int? = 0, font: FontDescription = SegmentedControl.defaultFont,
                id: String? = nil) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.font = font
        super.init(id: id)
    }

    open override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        guard !segments.isEmpty else { return ContentMeasurement(size: Size(width: 0, height: Self.height)) }
        let texts = try segments.enumerated().map { i, title in
            try WidgetText.measured(title, font: segmentFont(i), using: measurer)
        }
        let widest = texts.map(\.metrics.width).max() ?? 0
        let tallest = texts.map(\.metrics.height).max() ?? 0
        let first = texts[0].metrics
        return ContentMeasurement(
            size: Size(width: Double(segments.count) * (widest + 2 * Self.segmentPadding),
                       height: max(Self.height, tallest + 2 * Self.verticalPadding)),
            baselines: .init(first: first.firstBaseline, last: first.lastBaseline, contentHeight: first.height),
            texts: texts)
    }

    open override func textFrames(in frame: Rect, measurement: ContentMeasurement, layoutDirection: LayoutDirection) -> [Rect] {
        segments.indices.map { titleFrame($0, in: frame, rightToLeft: layoutDirection == .rightToLeft) }
    }

    /// The selected segment's title is semibold.
    private func segmentFont(_ i: Int) -> FontDescription {
        var font = self.font
        if selectedIndex == i { font.weight = .semibold }
        return font
    }

    /// Segment `i` of `count` in `f`, from the leading edge.
    private func segmentRect(_ i: Int, in f: Rect, rightToLeft: Bool) -> Rect {
        let width = f.width / Double(max(1, segments.count))
        let x = rightToLeft ? f.maxX - Double(i + 1) * width : f.minX + Double(i) * width
        return Rect(x: x, y: f.minY, width: width, height: f.height)
    }

    /// Where segment `i`'s title goes: the one computation drawing and the text-fit check share.
    private func titleFrame(_ i: Int, in f: Rect, rightToLeft: Bool) -> Rect {
        segmentRect(i, in: f, rightToLeft: rightToLeft).insetBy(dx: 4, dy: 0)
    }

    open func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme, rtl = context.isRightToLeft
        context.fill(.roundedRect(f, cornerRadius: 8), theme.segmentBackground)
        let count = segments.count
        guard count > 0 else { return }
        if let selected = selectedIndex, selected >= 0, selected < count {
            let knob = Shape.roundedRect(segmentRect(selected, in: f, rightToLeft: rtl).insetBy(dx: 2, dy: 2), cornerRadius: 6)
            context.shadow(knob, Shadow(color: Color.black.withAlpha(0.12), offset: Point(x: 0, y: 1), blur: 2))
            context.fill(knob, theme.selectedSegment)
        }
        for i in 1..<max(1, count) {
            let segment = segmentRect(i, in: f, rightToLeft: rtl)
            let left = rtl ? segment.maxX : segment.minX
            let touchesSelection = selectedIndex == i || selectedIndex == i - 1
            if !touchesSelection {
                context.line(from: Point(x: left, y: f.minY + 8), to: Point(x: left, y: f.maxY - 8),
                             StrokeStyle(color: theme.separator, width: 1))
            }
        }
        for (i, title) in segments.enumerated() {
            try context.text(title, font: segmentFont(i), color: theme.primaryText, in: titleFrame(i, in: f, rightToLeft: rtl),
                             alignment: .center, maxLines: 1)
        }
    }
}

extension SegmentedControl {
    package static let template = WidgetTemplate(
        type: "segmented", summary: "A row of equally wide segments, one selected.",
        properties: [
            TemplateProperty("segments", .textList, "The segments' titles, from the leading edge."),
            TemplateProperty("selected", .integer(0...999), "The selected segment, counting from 0.", default: "0",
                             aliases: ["selectedIndex", "selectedSegmentIndex"]),
            TemplateProperty("font", .font, "The titles' font.", default: "13 medium"),
        ]) { values in
        let segments = values.texts("segments") ?? []
        return SegmentedControl(segments, selectedIndex: values.integer("selected", in: 0...max(0, segments.count - 1)) ?? 0,
                                font: values.font("font", default: SegmentedControl.defaultFont))
    }
}

extension SegmentedControl {
    /// The template's keys as argument labels, so a template reads the same in Swift:
    /// `{type: segmented, segments:, selected:, font:}`.
    public convenience init(segments: [String], selected: Int? = 0, font: FontDescription = SegmentedControl.defaultFont,
                            id: String? = nil) {
        self.init(segments, selectedIndex: selected, font: font, id: id)
    }
}
