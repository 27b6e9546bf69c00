import SketchpadLayout

/// Helpers the widgets share to turn text into a content measurement.
enum WidgetText {
    /// The size of `text` on one line (empty text: the height of a space, so empty fields keep
    /// their height).
    static func measure(_ text: String, font: FontDescription, using measurer: any TextMeasuring,
                        maxWidth: Double? = nil, maxLines: Int? = 1) throws -> TextMetrics {
        try measurer.measure(text.isEmpty ? " " : text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// A measurement of a box `padding` larger than the text, with the text's baselines.
    static func padded(_ metrics: TextMetrics, horizontal: Double, vertical: Double,
                       minimumSize: Size = .zero, fixedHeight: Double? = nil) -> ContentMeasurement {
        let width = max(minimumSize.width, metrics.width + 2 * horizontal)
        let height = fixedHeight ?? max(minimumSize.height, metrics.height + 2 * vertical)
        return ContentMeasurement(
            size: Size(width: width, height: height),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height))
    }
}
