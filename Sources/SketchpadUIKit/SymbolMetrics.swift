import Foundation
import SketchpadDrawing
import SketchpadLayout
import SketchpadText

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
    /// The size of a placeholder symbol image (a name the icon set lacks): that of SF Symbols'
    /// circled symbols at 17 pt.
    static let defaultImageSize = CGSize(width: 20, height: 19)
    /// The em of the icon font that matches a 17-point SF symbol: Material's circles have ink 20
    /// units of their 24-unit grid high, and SF Symbols' circles are 19 pt high at 17 pt.
    static let iconEmAtDefaultSize = 19.0 * 24 / 20
    /// What a symbol image is wider than its glyph's ink at 17 pt (SF Symbols' circles are 20 pt
    /// wide for 19 pt of height).
    static let sideBearings = 1.0

    /// The scale symbol images are rasterised at (`UIScreen.main`'s default).
    static let defaultScale: Double = 3

    /// SF Pro's vertical metrics, per em (2048 units).
    static let ascender = 1950.0 / 2048, descender = 494.0 / 2048, capHeight = 1443.0 / 2048

    var baselineOffsetFromBottom: Double
    var alignmentRectInsets: EdgeInsets

    /// The size at 17 pt, medium scale, of the image of a symbol drawn with `icon` (an
    /// approximation of SF Symbols' per-symbol sizes): its glyph's ink box in the icon font
    /// (``IconInkBounds``) at an em of ``iconEmAtDefaultSize`` points, plus ``sideBearings`` in
    /// width, each side rounded to the pixel grid. A wide symbol (`ellipsis`) is wider than a
    /// tall one (`chevron.right`), as on iOS; a circle is 20 × 19, and so is at least a symbol
    /// whose name encloses it in a circle or a square the glyph lacks (`ellipsis.circle`).
    /// Placeholders (nil, or a glyph the font lacks) are ``defaultImageSize``. Computed once per name.
    static func baseImageSize(for icon: Icon?) -> CGSize {
        guard let icon else { return defaultImageSize }
        if let cached = baseSizeLock.withLock({ baseSizes[icon.name] }) { return cached }
        var size = defaultImageSize
        if let ink = IconInkBounds.of(icon) {
            size = CGSize(width: pixelRounded(ink.width * iconEmAtDefaultSize + sideBearings, scale: defaultScale),
                          height: pixelRounded(ink.height * iconEmAtDefaultSize, scale: defaultScale))
            if icon.name.split(separator: ".").contains(where: { $0 == "circle" || $0 == "square" }) {
                size = CGSize(width: max(size.width, defaultImageSize.width), height: max(size.height, defaultImageSize.height))
            }
        }
        baseSizeLock.withLock { baseSizes[icon.name] = size }
        return size
    }
    private static let baseSizeLock = NSLock()
    // Only read and written under `baseSizeLock`.
    nonisolated(unsafe) private static var baseSizes: [String: CGSize] = [:]

    /// The em, in points, of the icon font a symbol is drawn with at `pointSize` and `scale`
    /// (its glyph then has the ink ``baseImageSize(for:)`` measured, scaled alike).
    static func iconEm(pointSize: Double, scale: UIImage.SymbolScale) -> Double {
        iconEmAtDefaultSize * pointSize / defaultPointSize * scale.sizeFactor
    }

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
