import SketchpadLayout

extension ViewSpacing {
    /// The text-aware preferences of one top or bottom edge, by SwiftUI's categories (OpenSwiftUI
    /// `Spacing.Category`): each is nil when the edge says nothing in that category. Two facing
    /// edges are compared category by category; only categories both have count.
    ///
    /// Text laid out left to right has no text-aware preferences on its leading and trailing
    /// edges, so beside a text the plain preferences (the default, 8) apply; those edges need no
    /// categories here.
    package struct TextEdge: Equatable, Sendable {
        /// `textToText`: the edge is a line of text with these metrics.
        package var line: TextLine?
        /// `textToText` as a plain distance, used when the edge has no ``line``: a symbol image
        /// lays out as a line of text with nothing to add (0).
        package var textDistance: CGFloat?
        /// `edgeAboveText`: on a text's top, how far a view above must be; on another view's
        /// bottom, what it adds to that (0).
        package var aboveText: CGFloat?
        /// `edgeBelowText`: on a text's bottom, how far a view below must be; on another view's
        /// top, what it adds to that (0).
        package var belowText: CGFloat?

        package init(line: TextLine? = nil, textDistance: CGFloat? = nil, aboveText: CGFloat? = nil, belowText: CGFloat? = nil) {
            self.line = line
            self.textDistance = textDistance
            self.aboveText = aboveText
            self.belowText = belowText
        }

        /// Keeps the larger preference of each category (text lines: the taller line).
        mutating func formUnion(_ other: TextEdge) {
            if let theirs = other.line, line.map({ $0.lineSpacing < theirs.lineSpacing }) ?? true { line = theirs }
            if let theirs = other.textDistance { textDistance = max(textDistance ?? theirs, theirs) }
            if let theirs = other.aboveText { aboveText = max(aboveText ?? theirs, theirs) }
            if let theirs = other.belowText { belowText = max(belowText ?? theirs, theirs) }
        }

        /// The spacing between this bottom edge and the top edge of the view below it: the
        /// largest over the categories both edges have (`Spacing._distance`: two distances add
        /// up; two lines of text are spaced as `TextMetrics.spacing(top:bottom:)` says; a
        /// distance against a line of text is the distance, `Spacing.Value.distance(to:)`), or
        /// nil when they share none.
        func distance(toTopOf below: TextEdge) -> CGFloat? {
            var result: CGFloat?
            func consider(_ value: CGFloat) { result = max(result ?? value, value) }
            if let upper = line, let lower = below.line {
                consider(TextLine.spacing(top: upper, bottom: lower))
            } else if line != nil || textDistance != nil, below.line != nil || below.textDistance != nil {
                // Line metrics outrank a plain distance on the same edge (`Spacing.Value <`).
                consider((line == nil ? textDistance ?? 0 : 0) + (below.line == nil ? below.textDistance ?? 0 : 0))
            }
            if let mine = aboveText, let theirs = below.aboveText { consider(mine + theirs) }
            if let mine = belowText, let theirs = below.belowText { consider(mine + theirs) }
            return result
        }
    }

    /// The line metrics a text edge carries (OpenSwiftUI `Spacing.TextMetrics`).
    package struct TextLine: Equatable, Sendable {
        package var ascend: CGFloat
        package var descend: CGFloat
        package var leading: CGFloat
        /// The size of a device pixel in points (1 / display scale).
        package var pixelLength: CGFloat

        /// Ascend, descend and leading: a line's height from baseline to baseline.
        package var lineSpacing: CGFloat { ascend + descend + leading }

        /// Two consecutive texts sit as consecutive lines do: the lower text's leading, rounded up
        /// to the upper text's pixel.
        static func spacing(top: TextLine, bottom: TextLine) -> CGFloat {
            ViewSpacing.roundedUp(bottom.leading, toMultipleOf: top.pixelLength)
        }
    }

    /// The preferences of a text whose fonts have `metrics`, shown at `pixelLength` points per
    /// pixel (OpenSwiftUI `Text+Spacing.swift`, `Spacing.textSpacing`, for text written left to
    /// right with standard sizing):
    ///
    /// - n, the default text spacing, is a tenth of the font's line height (ascender +
    ///   descender) rounded up to whole pixels;
    /// - a non-text view above the text is n + descender above its top (the text's first
    ///   baseline then sits a line height and n below that view);
    /// - a non-text view below the text is max(line height + n − cap height, n + descender)
    ///   below its bottom;
    /// - another text above or below is spaced by the leading, as the text's own lines are;
    /// - its leading and trailing edges have no preference (the default, 8).
    ///
    /// ```swift
    /// let body = ViewSpacing.text(FontMetrics(ascender: 16.47, descender: 4.11, capHeight: 12.36, leading: 0), pixelLength: 1 / 3)
    /// ```
    package static func text(_ metrics: FontMetrics, pixelLength: CGFloat) -> ViewSpacing {
        let ascender = CGFloat(metrics.ascender), descender = CGFloat(metrics.descender)
        let lineHeight = ascender + descender
        let n = roundedUp(lineHeight * 0.1, toMultipleOf: pixelLength)
        let line = TextLine(ascend: ascender, descend: descender, leading: CGFloat(metrics.leading), pixelLength: pixelLength)
        var spacing = ViewSpacing()
        spacing.topText = TextEdge(line: line, aboveText: lineHeight + n - ascender)
        spacing.bottomText = TextEdge(line: line, belowText: max(lineHeight + n - CGFloat(metrics.capHeight), n + descender))
        return spacing
    }

    /// The preferences of a symbol image that is not resizable, which SwiftUI lays out as text
    /// (OpenSwiftUI `ResolvedImage.swift`, `ResolvedImageLayoutEngine.spacing()`, under
    /// `Semantics.ImagesLayoutAsText`, iOS 14 on). With b the distance from the symbol's bottom up
    /// to its baseline:
    ///
    /// - next to text above or below it, as a line of text with no leading (0);
    /// - a non-text view above it is b above its top;
    /// - a non-text view below it is b + 1 below its bottom;
    /// - beside it the default (8).
    ///
    /// ```swift
    /// let star = ViewSpacing.symbol(baselineOffset: 3.8)
    /// ```
    package static func symbol(baselineOffset: CGFloat) -> ViewSpacing {
        var spacing = ViewSpacing()
        spacing.topText = TextEdge(textDistance: 0, aboveText: baselineOffset)
        spacing.bottomText = TextEdge(textDistance: 0, belowText: baselineOffset + 1)
        return spacing
    }

    /// `value` rounded up to a whole number of `unit`s (as-is for no unit).
    private static func roundedUp(_ value: CGFloat, toMultipleOf unit: CGFloat) -> CGFloat {
        guard unit > 0 else { return value }
        return (value / unit).rounded(.up) * unit
    }
}
