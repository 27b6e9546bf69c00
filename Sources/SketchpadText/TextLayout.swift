import CPangoCairo
import SketchpadLayout
import SketchpadDrawing

/// Text shaped and broken into lines by Pango, ready to measure or draw.
///
/// Made by `PangoTextMeasurer.layout(_:font:width:maxLines:alignment:)`; drawing turns the very
/// same object into glyph runs (see `PangoTextMeasurer.shape(_:)`), so what is drawn is exactly
/// what layout was told.
///
/// ```swift
/// let layout = try measurer.layout("Sign in", font: FontDescription(size: 17), width: 200)
/// print(layout.metrics.width, layout.lineBaselines)
/// ```
public final class TextLayout {
    let pangoLayout: OpaquePointer
    /// Size, baselines and line count, in points.
    public let metrics: TextMetrics
    /// The baseline of every line, in points from the top of the text.
    public let lineBaselines: [Double]
    /// For every line, whether Pango laid it out right to left (Arabic, Hebrew).
    public let lineIsRightToLeft: [Bool]
    /// Whether lines were cut to the maximum line count (and ellipsized).
    public let isTruncated: Bool
    /// Characters no pinned font has a glyph for, in text order, each once.
    let uncoveredCodePoints: [UInt32]

    init(pangoLayout: OpaquePointer, metrics: TextMetrics, lineBaselines: [Double], lineIsRightToLeft: [Bool], isTruncated: Bool,
         uncoveredCodePoints: [UInt32]) {
        self.pangoLayout = pangoLayout
        self.metrics = metrics
        self.lineBaselines = lineBaselines
        self.lineIsRightToLeft = lineIsRightToLeft
        self.isTruncated = isTruncated
        self.uncoveredCodePoints = uncoveredCodePoints
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pangoLayout)) }
}
