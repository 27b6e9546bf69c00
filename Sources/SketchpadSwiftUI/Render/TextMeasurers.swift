import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// The render's text measurer with its other faces (a shaper for spans and truncation modes, a
/// source of font metrics), cast once a render and shared by every text.
///
/// Each text used to keep the measurer and the shaper itself (80 bytes a text) and cast the
/// measurer to a shaper when it was made (a conformance lookup a text).
///
/// ```swift
/// let measurers = TextMeasurers(FixedAdvanceTextMeasurer())
/// let metrics = try measurers.measurer.measure("Hi", font: font, maxWidth: nil, maxLines: nil)
/// ```
package final class TextMeasurers: @unchecked Sendable {
    package let measurer: any TextMeasuring
    /// The measurer as a shaper (nil: it measures plain strings only).
    package let shaper: (any TextShaping)?
    /// The measurer as a source of font metrics (nil: a text measures a line for them).
    package let fontMetrics: (any FontMetricsMeasuring)?

    package init(_ measurer: any TextMeasuring) {
        self.measurer = measurer
        shaper = measurer as? any TextShaping
        fontMetrics = measurer as? any FontMetricsMeasuring
    }
}
