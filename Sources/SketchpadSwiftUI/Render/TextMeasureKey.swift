import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// What a text measurement depends on: the string, its spans, the font, the width it wraps at,
/// its line limit and truncation mode. ``TextMeasurers`` keeps one measurement per key for a
/// render, as SwiftUI keeps a text's layout per proposal.
///
/// ```swift
/// let key = TextMeasureKey(string: "pts", spans: [], font: FontDescription(size: 13), maxWidth: nil, maxLines: nil, truncation: .tail)
/// ```
package struct TextMeasureKey: Hashable {
    let string: String
    let spans: [TextSpan]
    let font: FontDescription
    let maxWidth: Double?
    let maxLines: Int?
    let truncation: TextTruncation

    package init(string: String, spans: [TextSpan], font: FontDescription, maxWidth: Double?, maxLines: Int?,
                 truncation: TextTruncation) {
        self.string = string
        self.spans = spans
        self.font = font
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.truncation = truncation
    }

    /// Hashes what tells texts of one render apart (the string, size, weight, width and limit);
    /// the font family, spans' contents and truncation are compared, not hashed (equal keys
    /// still hash alike), which spares hashing the family's string at each lookup.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font.size)
        hasher.combine(font.weight.rawValue)
        hasher.combine(maxWidth)
        hasher.combine(maxLines)
        hasher.combine(spans.count)
    }
}
