import Foundation
import Testing
import SketchpadSwiftUI

/// Text measured by Pango, baselines, geometry and preferences, and the render entry points.
@MainActor @Suite struct TextAndRenderTests {
    @Test func textTakesNoMoreWidthThanItNeedsAndWrapsToTheWidthOffered() throws {
        let short = try Sketch(Text("Hi").accessibilityIdentifier("t"), size: CGSize(width: 300, height: 200))
        let frame = try #require(short.frame(ofID: "t"))
        #expect(frame.width > 5 && frame.width < 40)
        let long = try Sketch(Text(String(repeating: "word ", count: 40)).accessibilityIdentifier("t").frame(width: 100),
                              size: CGSize(width: 300, height: 400))
        let wrapped = try #require(long.frame(ofID: "t"))
        #expect(wrapped.width <= 100 && wrapped.height > 100)
    }

    @Test func firstTextBaselineAlignmentLinesUpBaselines() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("big")
            Text("small").font(.caption).accessibilityIdentifier("small")
        }
        let sketch = try Sketch(view, size: CGSize(width: 300, height: 200))
        let big = try #require(sketch.frame(ofID: "big")), small = try #require(sketch.frame(ofID: "small"))
        // Different fonts, one baseline: the small text sits lower than a centred one would,
        // its bottom near the big one's baseline (descenders aside).
        #expect(small.midY > big.midY + 4)
        #expect(small.maxY < big.maxY)
    }

    @Test func textAboveTextIsSpacedByTheFontsLeadingTextAboveAShapeByItsMetrics() throws {
        // OpenSwiftUI Spacing.TextMetrics.spacing(top:bottom:): the lower text's leading (0 here).
        // Text+Spacing.swift: a shape below text is max(line height + n − cap height, n + descender)
        // below it; caption is 12 pt of Inter (2816 units per em, ascender 2728, descender 680, cap
        // height 2048): max(14.52 + 2 − 8.73, 2 + 2.90) = 7.80, less than the default 8. Padding
        // makes the padded edge a non-text one: 8 from the shape.
        let view = VStack {
            Text("First").accessibilityIdentifier("first")
            Text("Second").font(.caption).accessibilityIdentifier("second")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("shape")
            Text("Padded").padding(.top, 4).accessibilityIdentifier("padded")
        }
        let sketch = try Sketch(view, size: CGSize(width: 300, height: 300))
        let first = try #require(sketch.frame(ofID: "first")), second = try #require(sketch.frame(ofID: "second"))
        let shape = try #require(sketch.frame(ofID: "shape")), padded = try #require(sketch.frame(ofID: "padded"))
        #expect(second.minY == first.maxY)
        let unit = 12.0 / 2816, n = (0.1 * 3408 * unit).rounded(.up)
        let belowCaption = max(3408 * unit + n - 2048 * unit, n + 680 * unit)
        // Frames are drawn on whole pixels: the gap is within one of the rule's.
        #expect(abs(Double(shape.minY - second.maxY) - belowCaption) <= 1)
        #expect(padded.minY == shape.maxY + 8)
    }

    @Test func dynamicTypeSizesScaleTextStyles() throws {
        let normal = try Sketch(Text("Body").accessibilityIdentifier("t"), size: CGSize(width: 300, height: 200))
        let large = try Sketch(Text("Body").accessibilityIdentifier("t"), size: CGSize(width: 300, height: 200), textSize: .accessibility5)
        let a = try #require(normal.frame(ofID: "t")), b = try #require(large.frame(ofID: "t"))
        // Body is 17 points at the default size and 53 at accessibility 5 (iOS's table).
        #expect(b.height / a.height > 2.8 && b.height / a.height < 3.4)
    }

    struct SizeKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct MatchWidths: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 70, height: 10)
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size.width) })
                Color.blue.frame(width: width, height: 10).accessibilityIdentifier("follower")
            }
            .onPreferenceChange(SizeKey.self) { width = $0 }
        }
    }

    @Test func preferencesReadWithGeometryReaderReachStateBeforeTheRenderReturns() throws {
        let sketch = try Sketch(MatchWidths(), size: CGSize(width: 200, height: 100))
        #expect(sketch.frame(ofID: "follower")?.width == 70)
    }

    @Test func geometryReaderTakesTheSpaceOfferedAndReportsItsFrame() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).minY).accessibilityIdentifier("half")
            }
        }
        let sketch = try Sketch(view, size: CGSize(width: 200, height: 100))
        #expect(sketch.frame(ofID: "half") == CGRect(x: 0, y: 30, width: 100, height: 30))
    }

    @Test func imageRendererGivesAPNGOfTheViewsIdealSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 20))
        renderer.scale = 2
        let data = try #require(try renderer.pngData())
        #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        // The IHDR's width and height, big-endian, at bytes 16…23: 80 × 40 pixels.
        let bytes = Array(data)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 80 && height == 40)
    }

    @Test func rightToLeftMirrorsTheLayout() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("first")
            Spacer()
        }
        let sketch = try Sketch(view, size: CGSize(width: 200, height: 100), layoutDirection: .rightToLeft)
        #expect(sketch.frame(ofID: "first")?.minX == 150)
    }

    @Test func unknownSymbolsAreReportedAtTheLineThatMadeThem() throws {
        let sketch = try Sketch(Image(systemName: "no.such.symbol"), size: CGSize(width: 100, height: 100))
        let diagnostic = try #require(sketch.diagnostics.first)
        #expect(diagnostic.description.contains("no.such.symbol"))
        #expect(diagnostic.location?.file.hasSuffix("TextAndRenderTests.swift") == true)
    }

    @Test func devicesOfferTheSafeAreaAndIgnoresSafeAreaExtendsToTheEdges() throws {
        let view = ZStack {
            Color.blue.ignoresSafeArea().accessibilityIdentifier("full")
            Color.red.accessibilityIdentifier("safe")
        }
        let sketch = try Sketch(view, device: .iPhone15)
        let full = try #require(sketch.frame(ofID: "full")), safe = try #require(sketch.frame(ofID: "safe"))
        #expect(full == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(safe.minY > 40 && safe.maxY < 852 - 20)
    }
}
