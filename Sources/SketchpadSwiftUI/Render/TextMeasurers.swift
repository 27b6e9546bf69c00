import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// The render's text measurer with its other faces (a shaper for spans and truncation modes, a
/// source of font metrics), cast once a render and shared by every text, and the render's
/// measurements: a string measured in one font at one width and line limit is measured once a
/// render (a list's repeated units and values, a text measured again by a stack's second pass).
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
    /// Each measurement made, by what it depends on (nil: the measurer threw). A render lays out
    /// on one thread, as its nodes' proposal caches assume. Not checked for exclusivity at run
    /// time: the lookup and the insert are separate accesses around the measurer's call.
    @exclusivity(unchecked) private var measured: [TextMeasureKey: TextMetrics?] = [:]
    /// How many measurements were asked of the measurer (not answered from the cache).
    @exclusivity(unchecked) package private(set) var measurements = 0

    package init(_ measurer: any TextMeasuring) {
        self.measurer = measurer
        shaper = measurer as? any TextShaping
        fontMetrics = measurer as? any FontMetricsMeasuring
    }

    /// The metrics of `string` (with `spans`, by the shaper if there is one, else plain), measured
    /// once a render for each font, width, line limit and truncation; nil when the measurer throws.
    package func metrics(of string: String, spans: [TextSpan], font: FontDescription, maxWidth: Double?, maxLines: Int?,
                         truncation: TextTruncation) -> TextMetrics? {
        let key = TextMeasureKey(string: string, spans: spans, font: font, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        if let known = measured[key] { return known }
        measurements += 1
        let metrics = if let shaper {
            try? shaper.measure(string, spans: spans, font: font, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        } else {
            try? measurer.measure(string, font: font, maxWidth: maxWidth, maxLines: maxLines)
        }
        measured[key] = .some(metrics)
        return metrics
    }
}
