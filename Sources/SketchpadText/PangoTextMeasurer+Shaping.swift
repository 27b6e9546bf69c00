import CPangoCairo
import SketchpadLayout
import SketchpadDrawing

extension PangoTextMeasurer: TextShaping {
    /// Shapes `run` for drawing (see `TextShaping.shape(_:)`), from the same cache layout
    /// measured with: text that fits its frame reuses the layout measured without a width; text
    /// wider than its frame is laid out once more at the frame's width, wrapped and ellipsized.
    public func shape(_ run: TextRun) throws -> [GlyphRun] {
        guard !run.text.isEmpty else { return [] }
        // Shaped before the empty-frame check, so bad text (NUL, size ≤ 0) is an error even where
        // nothing shows.
        var layout = try self.layout(run.text, font: run.font, width: nil, maxLines: run.maxLines, alignment: run.alignment,
                                     truncation: run.truncation, spans: run.spans)
        guard run.frame.width > 0, run.frame.height > 0 else { return [] }
        var x = run.frame.minX
        if layout.metrics.width <= run.frame.width + 1e-6 {
            let slack = run.frame.width - layout.metrics.width
            switch run.alignment {
            case .natural, .leading: x += layout.lineIsRightToLeft.first == true ? slack : 0
            case .left, .justified: break
            case .center: x += slack / 2
            case .right, .trailing: x += slack
            }
        } else {
            layout = try self.layout(run.text, font: run.font, width: run.frame.width, maxLines: run.maxLines, alignment: run.alignment,
                                     truncation: run.truncation, spans: run.spans)
        }
        let y = run.frame.minY + (run.frame.height - layout.metrics.height) / 2
        let colored = run.spans.filter { $0.color != nil }
        // The last span wins where spans overlap, as Pango's attribute list does.
        let color: (Int) -> Color = { offset in colored.last { $0.range.contains(offset) }?.color ?? run.color }
        return layout.glyphRuns(origin: Point(x: x, y: y), color: color, fonts: glyphFont(for:))
    }

    /// Measures `text` with `spans` in their own fonts (see `TextShaping.measure(_:spans:font:maxWidth:maxLines:truncation:)`),
    /// from the same cache ``shape(_:)`` draws from.
    public func measure(_ text: String, spans: [TextSpan], font: FontDescription, maxWidth: Double?, maxLines: Int?,
                        truncation: TextTruncation) throws -> TextMetrics {
        try layout(text, font: font, width: maxWidth, maxLines: maxLines, alignment: .natural, truncation: truncation, spans: spans).metrics
    }
}
