import SketchpadSwiftUI

/// Spacing between text and the views around it, from the font's metrics.
///
/// The rule is SwiftUI's as audited in OpenSwiftUI (`Sources/OpenSwiftUICore/View/Text/Text/Text+Spacing.swift`,
/// `Spacing.textSpacing`, and `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`, `distanceToSuccessorView`):
/// with n = ⌈0.1 × line height / pixel⌉ × pixel, a non-text view above text sits descender + n
/// above it, text above a non-text view sits max(line height + n − cap height, n + descender) above
/// it, two texts sit as consecutive lines (their leading apart), and beside text the default 8
/// applies. The numbers are the pinned UI face's (Inter 4: unitsPerEm 2816, hhea ascender 2728,
/// descender −680, line gap 0, OS/2 capHeight 2048) at the body size, 17 points, on a scale-1
/// canvas: line height 20.574 (a text frame 21 tall), n = 3. Frames are read as drawn, their edges
/// rounded to whole pixels (`px`), as SwiftUI rounds them.
enum TextSpacingCases {
    static let size: CGFloat = 17
    static let ascender = 2728 / 2816 * size
    static let descender = 680 / 2816 * size
    static let capHeight = 2048 / 2816 * size
    static let n = (0.1 * (ascender + descender)).rounded(.up)
    /// A non-text view above text: 4.105 + 3.
    static let aboveText = descender + n
    /// Text above a non-text view: max(20.574 + 3 − 12.364, 7.105) = 11.210.
    static let belowText = max(ascender + descender + n - capHeight, n + descender)
    /// A coordinate rounded to the pixel grid of a scale-1 canvas.
    static func px(_ value: CGFloat) -> CGFloat { value.rounded() }
    static let rule = "OpenSwiftUI Text+Spacing.swift (Spacing.textSpacing) and Spacing.swift (distanceToSuccessorView); Inter 4 metrics at 17 pt, scale 1"

    static let all: [LayoutCase] = [
        LayoutCase("a shape above text sits the text's descender plus n above it",
                   source: "\(rule): edgeAboveText = descender + n = 7.105 below the shape",
                   expect: [("shape", rect(100, 0, 100, 20)), ("text", rect(100, px(20 + aboveText), 100, 21))]) {
            VStack {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("shape")
                Text("Hello").frame(width: 100).accessibilityIdentifier("text")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        },
        LayoutCase("text above a shape sits a line height plus n minus the cap height above it",
                   source: "\(rule): edgeBelowText = max(line height + n − cap height, n + descender) = 11.210",
                   expect: [("text", rect(100, 0, 100, 21)), ("shape", rect(100, px(21 + belowText), 100, 20))]) {
            VStack {
                Text("Hello").frame(width: 100).accessibilityIdentifier("text")
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("shape")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        },
        LayoutCase("a row of a shape and text above a shape: the row's bottom is text's, beside text the default 8",
                   source: "\(rule): an HStack's top and bottom edges merge its children's (Spacing.incorporate), so edgeBelowText matches; beside text no category matches: 8",
                   expect: [("icon", rect(0, 0, 20, 20)), ("text", rect(28, 0, 100, 21)), ("below", rect(0, px(21 + belowText), 100, 20))]) {
            VStack(alignment: .leading) {
                HStack(alignment: .top) {
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("icon")
                    Text("Hello").frame(width: 100).accessibilityIdentifier("text")
                }
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("below")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("a row of a shape and text above text: the shape's edge meets the text's, not the default 8 or the leading",
                   source: "\(rule): the row's bottom has textToText (0) and edgeAboveText (0, the shape's); the text below has edgeAboveText 7.105: the largest wins",
                   expect: [("row", rect(0, 0, 128, 21)), ("text", rect(0, px(21 + aboveText), 100, 21))]) {
            VStack(alignment: .leading) {
                HStack(alignment: .top) {
                    Color.blue.frame(width: 20, height: 20)
                    Text("Hello").frame(width: 100)
                }
                .accessibilityIdentifier("row")
                Text("World").frame(width: 100).accessibilityIdentifier("text")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("horizontal padding leaves text's top and bottom spacing",
                   source: "\(rule); OpenSwiftUI PaddingLayout.swift: padding resets only the padded edges (Spacing.reset)",
                   expect: [("text", rect(0, 0, 120, 21)), ("shape", rect(0, px(21 + belowText), 100, 20))]) {
            VStack(alignment: .leading) {
                Text("Hello").frame(width: 100).padding(.horizontal, 10).accessibilityIdentifier("text")
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("shape")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("a custom Layout reads text spacing from ViewSpacing.distance(to:along:)",
                   source: "\(rule); Layout docs: LayoutSubview.spacing and ViewSpacing.distance(to:along:) give the preferred spacing",
                   expect: [("shape", rect(0, 0, 100, 20)), ("text", rect(0, px(20 + aboveText), 100, 21)),
                            ("after", rect(0, px(41 + aboveText + belowText), 100, 20))]) {
            SpacedColumn {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("shape")
                Text("Hello").frame(width: 100).accessibilityIdentifier("text")
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("after")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
    ]
}

/// A column that leaves between its subviews the spacing they prefer, as a custom layout reads it.
struct SpacedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = gaps(subviews).reduce(0, +)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let gaps = gaps(subviews)
        var y = bounds.minY
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[index].sizeThatFits(.unspecified).height + gaps[index]
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical) : 0
        }
    }
}
