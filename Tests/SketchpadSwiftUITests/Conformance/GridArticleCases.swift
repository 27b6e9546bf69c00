import SketchpadSwiftUI

/// `LazyVGrid` column widths as two published articles measured them on iOS: objc.io's "SwiftUI's
/// Grid Views" (the answers to their grid quizzes) and the juejin.cn series "预判 LazyVGrid 布局"
/// (Predicting LazyVGrid's layout; each case shown with a screenshot of the grid 300 points wide).
/// A grid works out its columns twice: once with the width offered to it (which also fixes where
/// it is centred) and again with the width that first pass came to, so columns whose minimums
/// overflow the offer are drawn wider than the first pass said, past its right edge. Items are
/// 50-point-tall colours; default spacing 8. Fractional answers are given with each edge rounded
/// to the pixel grid of the runner's scale-1 canvas (SwiftUI rounds edges to the display's pixels).
enum GridArticleCases {
    static let flexibleArticle = "juejin.cn/post/7081943051349786631 '预判 LazyVGrid 布局 - Flexible篇'"
    static let adaptiveArticle = "juejin.cn/post/7083356120147820552 '预判 LazyVGrid 布局 - Adaptive篇'"
    static let objcio = "objc.io/blog/2020/11/23/grid-layout 'SwiftUI's Grid Views' (quiz #1)"

    static let all: [LayoutCase] = [
        LayoutCase("two fixed grid columns keep their widths, 8 apart, centred",
                   source: "\(flexibleArticle) fixed+fixed: 60 + 8 + 100 whatever the container",
                   expect: [("0", rect(66, 75, 60, 50)), ("1", rect(134, 75, 100, 50))]) {
            grid([GridItem(.fixed(60)), GridItem(.fixed(100))], count: 2)
        },
        LayoutCase("a flexible grid column takes the width offered, clamped to its range",
                   source: "\(flexibleArticle) flexible(100…200): max(min(300, 200), 100) = 200",
                   expect: [("0", rect(50, 75, 200, 50))]) {
            grid([GridItem(.flexible(minimum: 100, maximum: 200))], count: 1)
        },
        LayoutCase("flexible columns whose minimums overflow are laid out twice",
                   source: "\(flexibleArticle) flexible(min 100)+flexible(min 180): first pass 146 + 8 + 180 = 334 (centred: 17 past the left edge), drawn as 163 + 8 + 180 (34 past the right)",
                   expect: [("0", rect(-17, 75, 163, 50)), ("1", rect(154, 75, 180, 50))]) {
            grid([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], count: 2)
        },
        LayoutCase("one adaptive column fits as many minimum-width items as it can, sharing the width",
                   source: "\(adaptiveArticle) adaptive(50…100): five fit in 300; (300 − 4 × 8) / 5 = 53.6 each, 61.6 apart (edges 0–53.6, 61.6–115.2, 123.2–176.8, 184.8–238.4, 246.4–300)",
                   expect: [("0", rect(0, 75, 54, 50)), ("1", rect(62, 75, 53, 50)), ("2", rect(123, 75, 54, 50)),
                            ("3", rect(185, 75, 53, 50)), ("4", rect(246, 75, 54, 50))]) {
            grid([GridItem(.adaptive(minimum: 50, maximum: 100))], count: 5)
        },
        LayoutCase("two adaptive columns each fit their own items in half the width",
                   source: "\(adaptiveArticle) adaptive(50…100)+adaptive(40…100): 146 each; two of 69 in the first, three of (146 − 16) / 3 = 43.33 in the second (edges 154–197.3, 205.3–248.7, 256.7–300)",
                   expect: [("0", rect(0, 75, 69, 50)), ("1", rect(77, 75, 69, 50)),
                            ("2", rect(154, 75, 43, 50)), ("3", rect(205, 75, 44, 50)), ("4", rect(257, 75, 43, 50))]) {
            grid([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], count: 5)
        },
        LayoutCase("an adaptive column left no width holds one item 0 wide",
                   source: "\(adaptiveArticle) flexible(min 100)+fixed(100)+adaptive(min 100)+fixed(100): 300 − 24 − 200 = 76 left; the flexible column takes 100, the adaptive one 0; 324 wide, 12 past each edge",
                   expect: [("0", rect(-12, 75, 100, 50)), ("1", rect(96, 75, 100, 50)), ("2", rect(204, 75, 0, 50)), ("3", rect(212, 75, 100, 50))]) {
            grid([GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))], count: 4)
        },
        LayoutCase("a fixed column beside an adaptive one: the adaptive one fits two items in what is left",
                   source: "\(objcio): 70 fixed; 200 − 70 − 8 = 122 for the adaptive column, which fits two 40-point items (40 + 8 + 40), so each is (122 − 8) / 2 = 57",
                   expect: [("0", rect(50, 75, 70, 50)), ("1", rect(128, 75, 57, 50)), ("2", rect(193, 75, 57, 50))]) {
            grid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], count: 3)
                .frame(width: 200)
        },
    ]

    @MainActor private static func grid(_ columns: [GridItem], count: Int) -> some View {
        LazyVGrid(columns: columns) {
            ForEach(0..<count, id: \.self) { index in
                Color.red.frame(height: 50).accessibilityIdentifier("\(index)")
            }
        }
    }
}
