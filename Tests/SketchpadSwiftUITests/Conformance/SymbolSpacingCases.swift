import SketchpadSwiftUI

/// Spacing around symbol images, which SwiftUI lays out as text.
///
/// The rule is OpenSwiftUI's `ResolvedImage.swift`, `ResolvedImageLayoutEngine.spacing()`, used
/// when `Semantics.ImagesLayoutAsText` is on (iOS 14 on). A symbol that is not resizable has
/// `textToText` 0 on its top and bottom, `edgeAboveText` b on its top and `edgeBelowText` b + 1 on
/// its bottom, where b is the distance from its bottom up to its baseline.
/// `Spacing.Value.distance(to:)` (OpenSwiftUI `Spacing.swift`) makes a plain distance against a
/// text's line metrics that distance, so text and a symbol touch. A non-text view's edges have 0
/// in the `edgeAboveText`/`edgeBelowText` categories, so it sits b above or b + 1 below the
/// symbol.
///
/// b comes from our glyph. A body symbol is a square of 1.2 × 17 → 20 points, centred, as SF
/// Symbols are, on the cap height of the pinned UI face (Inter 4, 2048 of 2816 units at 17 pt =
/// 12.364). So b = (20 − 12.364) / 2 = 3.818. Frames are read as drawn, with their edges on the
/// pixel grid of a scale-1 canvas.
enum SymbolSpacingCases {
    static let side: CGFloat = 20
    static let b = (side - TextSpacingCases.capHeight) / 2
    static let rule = "OpenSwiftUI ResolvedImage.swift (ResolvedImageLayoutEngine.spacing) and Spacing.swift (Value.distance); b = (20 − 12.364) / 2"

    /// A frame from unrounded edges, snapped to the pixel grid.
    static func snapped(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        let px = TextSpacingCases.px
        return rect(px(x), px(y), px(x + width) - px(x), px(y + height) - px(y))
    }

    static let all: [LayoutCase] = [
        LayoutCase("a shape above a symbol sits b above it", source: "\(rule): edgeAboveText 0 + b = 3.818",
                   expect: [("shape", snapped(140, (200 - 40 - b) / 2, 20, 20)), ("symbol", snapped(140, (200 - 40 - b) / 2 + 20 + b, 20, 20))]) {
            VStack {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("shape")
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
            }
        },
        LayoutCase("a shape below a symbol sits b + 1 below it", source: "\(rule): edgeBelowText b + 1 + 0 = 4.818",
                   expect: [("symbol", snapped(140, (200 - 41 - b) / 2, 20, 20)), ("shape", snapped(140, (200 - 41 - b) / 2 + 21 + b, 20, 20))]) {
            VStack {
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("shape")
            }
        },
        LayoutCase("text right below a symbol touches it", source: "\(rule): textToText distance 0 against text metrics is 0; 20 + 0 + 21 = 41 tall, centred in 201",
                   canvas: CGSize(width: 300, height: 201),
                   expect: [("symbol", rect(140, 80, 20, 20))]) {
            VStack {
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
                Text("Hello")
            }
        },
        LayoutCase("a symbol right below text touches it", source: "\(rule): text metrics against textToText distance 0 is 0; the symbol starts at 80 + 21",
                   canvas: CGSize(width: 300, height: 201),
                   expect: [("symbol", rect(140, 101, 20, 20))]) {
            VStack {
                Text("Hello")
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
            }
        },
        LayoutCase("beside a shape a symbol keeps the default 8", source: "\(rule): the symbol has no leading or trailing preferences, so the default 8 applies",
                   expect: [("shape", rect(126, 90, 20, 20)), ("symbol", rect(154, 90, 20, 20))]) {
            HStack {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("shape")
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
            }
        },
        LayoutCase("a symbol's text baseline is the font's baseline through the glyph",
                   source: "OpenSwiftUI ResolvedImage.swift (ResolvedImageLayoutEngine.explicitAlignment: firstTextBaseline = height − b): the symbol's baseline 20 − 3.818 lines up with the text's, its ascender 16.469 below the row's top; the row is the text's 21 tall, centred in 200",
                   expect: [("symbol", snapped(0, (200 - 21) / 2 + TextSpacingCases.ascender - (side - b), 20, 20))]) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star.fill").accessibilityIdentifier("symbol")
                Text("Hello")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        },
    ]
}
