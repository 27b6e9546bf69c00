/// A text measurer that also knows the vertical metrics of the fonts it measures with (the
/// Pango measurer does; a measurer without them leaves callers to derive what they need from
/// a measured line).
///
/// ```swift
/// if let fonts = measurer as? any FontMetricsMeasuring {
///     let metrics = try fonts.fontMetrics(for: FontDescription(size: 17))
/// }
/// ```
package protocol FontMetricsMeasuring: TextMeasuring {
    /// The metrics of `font` as the measurer resolves and draws it.
    func fontMetrics(for font: FontDescription) throws -> FontMetrics
}
