import CPangoCairo
import SketchpadLayout

extension PangoTextMeasurer: FontMetricsMeasuring {
    /// The vertical metrics of `font` as this measurer draws it: the ascender and descender of a
    /// line of text in it (so a line measured by ``measure(_:font:maxWidth:maxLines:)`` is exactly
    /// `ascender + descender` tall), the height of its capital H above the baseline, and the
    /// face's line gap. Measured once per font.
    ///
    /// ```swift
    /// let body = try measurer.fontMetrics(for: FontDescription(size: 17))
    /// // Inter: ascender 16.47, descender 4.11, capHeight 12.36, leading 0
    /// ```
    package func fontMetrics(for font: FontDescription) throws -> FontMetrics {
        var key = font
        key.lineSpacing = 1
        key.interlineSpacing = 0
        key.smallCaps = []
        if let known = fontMetricsCache[key] { return known }
        let line = try layout("H", font: key)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(line.pangoLayout, &ink, &logical)
        let baseline = pango_layout_get_baseline(line.pangoLayout)
        let scale = Double(PANGO_SCALE)
        var leading = 0.0
        // The line gap of the face the line is drawn in (0 for the pinned fonts).
        if let iterator = pango_layout_get_iter(line.pangoLayout) {
            if let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
               let face = item.pointee.analysis.font, let metrics = pango_font_get_metrics(face, nil) {
                let gap = pango_font_metrics_get_height(metrics) - pango_font_metrics_get_ascent(metrics) - pango_font_metrics_get_descent(metrics)
                leading = max(0, Double(gap) / scale)
                pango_font_metrics_unref(metrics)
            }
            pango_layout_iter_free(iterator)
        }
        let metrics = FontMetrics(ascender: Double(baseline - logical.y) / scale,
                                  descender: Double(logical.y + logical.height - baseline) / scale,
                                  capHeight: Double(baseline - ink.y) / scale, leading: leading)
        fontMetricsCache[key] = metrics
        return metrics
    }
}
