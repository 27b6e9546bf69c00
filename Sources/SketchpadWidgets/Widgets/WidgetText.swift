import SketchpadLayout

/// Helpers the widgets share to turn text into a content measurement.
enum WidgetText {
    /// The size of `text` on one line (empty text: the height of a space, so empty fields keep
    /// their height).
    static func measure(_ text: String, font: FontDescription, using measurer: any TextMeasuring,
                        maxWidth: Double? = nil, maxLines: Int? = 1) throws -> TextMetrics {
        try measurer.measure(text.isEmpty ? " " : text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// `text` measured on one line, kept with its metrics for the text-fit check.
    static func measured(_ text: String, font: FontDescription, using measurer: any TextMeasuring) throws -> MeasuredText {
        MeasuredText(text, font: font, metrics: try measure(text, font: font, using: measurer), maxLines: 1)
    }

    /// A measurement of a box `padding` larger than the text (at least `minimumSize`), with the
    /// text's baselines.
    static func padded(_ text: MeasuredText, horizontal: Double, vertical: Double, minimumSize: Size = .zero) -> ContentMeasurement {
        let metrics = text.metrics
        let width = max(minimumSize.width, metrics.width + 2 * horizontal)
        let height = max(minimumSize.height, metrics.height + 2 * vertical)
        return ContentMeasurement(
            size: Size(width: width, height: height),
            baselines: .init(first: metrics.firstBaseline, last: metrics.lastBaseline, contentHeight: metrics.height),
            texts: [text])
    }
}

extension Rect {
    /// A rectangle of `height` centred vertically on this one, as wide.
    func centeredVertically(height: Double) -> Rect {
        Rect(x: minX, y: midY - height / 2, width: width, height: height)
    }

    /// This rectangle mirrored left to right inside `bounds` when `flip` is true (a widget lays
    /// out its parts left to right and flips them for right-to-left scenes).
    func mirrored(in bounds: Rect, if flip: Bool) -> Rect {
        flip ? Rect(x: bounds.minX + bounds.maxX - maxX, y: minY, width: width, height: height) : self
    }
}
