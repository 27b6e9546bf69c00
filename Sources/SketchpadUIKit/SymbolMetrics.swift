import SketchpadLayout

/// The geometry iOS gives a symbol image, derived from the system font as SF Symbols are drawn:
/// a symbol is a glyph set on the text baseline, so its image carries a baseline and
/// alignment-rect insets that make its alignment rectangle the font's line box.
///
/// The rule, checked against symbol images iOS describes (`UIImage.description` prints
/// `baseline=` and `alignmentRectInsets=`; `play.circle.fill` at 17 pt on a 2× screen is
/// `{20, 19} baseline=3.5, alignmentRectInsets={-0.5, 0, -0.5, 0}`, and every default-size symbol
/// printed has an alignment rectangle from 4 pt below its baseline to 16 pt above it):
/// - The image box (height `h`) is centred on half the font's cap height above the baseline, so
///   the baseline lies `h / 2 − capHeight / 2` above the image's bottom edge.
/// - The alignment rectangle runs from the font's descender below the baseline to its ascender
///   above it (SF Pro: 1950 and 494 of 2048 units per em; cap height 1443).
/// - Left and right insets are zero (symbols align by their image's sides).
/// - Each edge is rounded to the pixel grid of the image's scale, as iOS rasterises symbols.
///
/// At the default 17 pt on a 3× screen a 19-point-tall symbol has its baseline 3.667 pt up and
/// insets {-1, 0, -0.333, 0}: an image view constrained to 200 pt high gets a 198.667 pt frame,
/// as on iOS.
struct SymbolMetrics: Equatable {
    /// iOS's point size for a symbol image without a configuration (the body style at the default
    /// content size).
    static let defaultPointSize: Double = 17
    /// The size of the icon set's symbol images: that of SF Symbols' circled symbols at 17 pt.
    static let defaultImageSize = CGSize(width: 20, height: 19)
    /// The scale symbol images are rasterised at (`UIScreen.main`'s default).
    static let defaultScale: Double = 3

    /// SF Pro's vertical metrics, per em (2048 units).
    static let ascender = 1950.0 / 2048, descender = 494.0 / 2048, capHeight = 1443.0 / 2048

    var baselineOffsetFromBottom: Double
    var alignmentRectInsets: EdgeInsets

    /// The size of a symbol image that is `base` at the default 17 pt and medium scale, drawn at
    /// `pointSize` and `scale`: scaled by the point size and the scale's factor, each side rounded
    /// to the pixel grid as iOS rasterises symbols.
    static func imageSize(base: CGSize, pointSize: Double, scale: UIImage.SymbolScale) -> CGSize {
        let factor = pointSize / defaultPointSize * scale.sizeFactor
        return CGSize(width: pixelRounded(Double(base.width) * factor, scale: defaultScale),
                      height: pixelRounded(Double(base.height) * factor, scale: defaultScale))
    }

    /// The metrics of a symbol image `imageHeight` points tall drawn at `pointSize`, rounded at `scale`.
    init(imageHeight h: Double, pointSize: Double = SymbolMetrics.defaultPointSize, scale: Double = SymbolMetrics.defaultScale) {
        func pixel(_ value: Double) -> Double { pixelRounded(value, scale: scale) }
        let baseline = pixel(h / 2 - pointSize * Self.capHeight / 2)
        let ascent = pixel(pointSize * Self.ascender), descent = pixel(pointSize * Self.descender)
        baselineOffsetFromBottom = baseline
        // Positive insets lie inside the image; the line box usually reaches past it (negative).
        alignmentRectInsets = EdgeInsets(top: h - baseline - ascent, left: 0, bottom: baseline - descent, right: 0)
    }
}
