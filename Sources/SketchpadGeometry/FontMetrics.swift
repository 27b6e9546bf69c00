/// The vertical metrics of a resolved font, in points: what SwiftUI's spacing between text and
/// its neighbours is computed from (OpenSwiftUI `Text+Spacing.swift`, `maxFontMetrics`).
///
/// All four are distances, so all are positive for a usual font: `descender` is how far the
/// lowest descent reaches below the baseline (CoreText's `descent`, not the negative `descender`
/// of a font's `hhea` table).
///
/// ```swift
/// let body = FontMetrics(ascender: 16.47, descender: 4.11, capHeight: 12.36, leading: 0)
/// body.lineHeight   // 20.58: one line, baseline to baseline
/// ```
package struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline.
    package var ascender: Double
    /// From the baseline to the bottom of a line.
    package var descender: Double
    /// The height of capital letters above the baseline.
    package var capHeight: Double
    /// The font's line gap: space between consecutive lines beyond ascender and descender.
    package var leading: Double

    package init(ascender: Double, descender: Double, capHeight: Double, leading: Double) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.leading = leading
    }

    /// The height of one line without the leading: ascender plus descender.
    package var lineHeight: Double { ascender + descender }

    /// The metrics that cover both fonts (the larger of each), as the metrics of a string with
    /// runs in several fonts are.
    package func union(_ other: FontMetrics) -> FontMetrics {
        FontMetrics(ascender: max(ascender, other.ascender), descender: max(descender, other.descender),
                    capHeight: max(capHeight, other.capHeight), leading: max(leading, other.leading))
    }
}
