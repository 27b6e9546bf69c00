import SketchpadSwiftUI

/// Text baselines in alignment: a text's first baseline is its top plus its font's ascender, its
/// last baseline the top of its last line plus the ascender (VerticalAlignment.firstTextBaseline
/// and lastTextBaseline docs; OpenSwiftUI Text+Spacing.swift puts the same ascender in the
/// text's spacing). The pinned UI face, Inter 4, has an ascender of 2728/2816 = 31/32 em and a
/// line height of 3408/2816 em: body (17 pt) 16.469 and 20.574, a frame 21 tall; large title
/// (34 pt) 32.938 and 41.148, 42 tall; caption (12 pt) 11.625 and 14.523, 15 tall. A view that
/// is not text has its baselines at its bottom (firstTextBaseline docs). Scale 1: frames drawn
/// on whole pixels (`TextSpacingCases.px`).
enum TextBaselineCases {
    static let bodyAscender: CGFloat = 17 * 31 / 32
    static let bodyLine: CGFloat = 17 * 3408 / 2816
    static let largeTitleAscender: CGFloat = 34 * 31 / 32
    static let captionAscender: CGFloat = 12 * 31 / 32
    static let px = TextSpacingCases.px

    static let all: [LayoutCase] = [
        LayoutCase("firstTextBaseline lines up texts of different sizes",
                   source: "HStack(alignment: .firstTextBaseline): the caption's top is 32.938 − 11.625 below the title's",
                   expect: [("title", rect(0, 0, 100, 42)), ("caption", rect(108, px(largeTitleAscender - captionAscender), 100, 15))]) {
            HStack(alignment: .firstTextBaseline) {
                Text("Title").font(.largeTitle).frame(width: 100).accessibilityIdentifier("title")
                Text("caption").font(.caption).frame(width: 100).accessibilityIdentifier("caption")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("lastTextBaseline uses the last line's baseline",
                   source: "HStack(alignment: .lastTextBaseline): two body lines put the last baseline at 20.574 + 16.469; the caption's top is that less 11.625",
                   expect: [("lines", rect(0, 0, 100, 42)), ("caption", rect(108, px(bodyLine + bodyAscender - captionAscender), 100, 15))]) {
            HStack(alignment: .lastTextBaseline) {
                Text("One\nTwo").frame(width: 100).accessibilityIdentifier("lines")
                Text("caption").font(.caption).frame(width: 100).accessibilityIdentifier("caption")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("a stack's first baseline is its first text's",
                   source: "VStack's firstTextBaseline is its first subview's (alignment guide docs: a container reports its children's guides); the caption's top is 16.469 − 11.625 below the column's",
                   expect: [("column", rect(0, 0, 100, 42)), ("caption", rect(108, px(bodyAscender - captionAscender), 100, 15))]) {
            HStack(alignment: .firstTextBaseline) {
                VStack(spacing: 0) {
                    Text("First").frame(width: 100)
                    Text("Second").frame(width: 100)
                }
                .accessibilityIdentifier("column")
                Text("caption").font(.caption).frame(width: 100).accessibilityIdentifier("caption")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("a shape's baseline is its bottom",
                   source: "firstTextBaseline docs (a view without text aligns its bottom): the square's bottom on the body text's baseline, 16.469 − 20",
                   expect: [("square", rect(0, 0, 20, 20)), ("text", rect(28, px(20 - bodyAscender), 100, 21))]) {
            HStack(alignment: .firstTextBaseline) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
                Text("Hello").frame(width: 100).accessibilityIdentifier("text")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        LayoutCase("alignmentGuide reads a text's first baseline from its dimensions",
                   source: "alignmentGuide(_:computeValue:) docs with ViewDimensions[.firstTextBaseline]: the text's baseline (16.469) on the square's centre (10)",
                   expect: [("square", rect(0, px(bodyAscender - 10), 20, 20)), ("text", rect(28, 0, 100, 21))]) {
            HStack {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
                Text("Hello").frame(width: 100)
                    .alignmentGuide(VerticalAlignment.center) { d in d[.firstTextBaseline] }
                    .accessibilityIdentifier("text")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
    ]
}
