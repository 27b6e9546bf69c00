import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The SwiftUI members a second set of real open-source screens (Hacking with Swift's examples,
/// a component registry's cards) needed with only the import switched: each is drawn where it
/// shows, reads as a still's device would, or warns where it is not drawn yet.
@MainActor @Suite struct RealCodeRound2Tests {
    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)

    private func image(_ sketch: Sketch) throws -> RasterImage {
        try RasterImage(png: sketch.data(format: .png, scale: 1))
    }

    // MARK: Color(_: UIColor), the older spelling of Color(uiColor:), keeps light and dark

    @Test func aColorFromAUIColorKeepsItsLightAndDarkValues() throws {
        let size = CGSize(width: 20, height: 20)
        for appearance in [Sketch.Appearance.light, .dark] {
            let older = try image(Sketch(Color(.secondarySystemBackground), size: size, appearance: appearance))
            let newer = try image(Sketch(Color(uiColor: .secondarySystemBackground), size: size, appearance: appearance))
            #expect(older.pixel(x: 10, y: 10) == newer.pixel(x: 10, y: 10))
        }
        let light = try image(Sketch(Color(.secondarySystemBackground), size: size, appearance: .light))
        let dark = try image(Sketch(Color(.secondarySystemBackground), size: size, appearance: .dark))
        #expect(light.pixel(x: 10, y: 10).distance(to: dark.pixel(x: 10, y: 10)) > 100)
    }

    // MARK: Accessibility settings read from the environment are off, as on a default device

    private struct ReduceMotionProbe: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
        @Environment(\.accessibilityInvertColors) var invertColors
        var body: some View {
            (reduceMotion || reduceTransparency || differentiateWithoutColor || invertColors ? Color.blue : Color(red: 1, green: 0, blue: 0))
                .animation(reduceMotion ? nil : .spring(response: 1, dampingFraction: 0.1))
        }
    }

    @Test func accessibilitySettingsAreOffInAStill() throws {
        let picture = try image(Sketch(ReduceMotionProbe(), size: CGSize(width: 20, height: 20)))
        #expect(picture.pixel(x: 10, y: 10).distance(to: red) <= 2)
    }

    // MARK: statusBarHidden / statusBar(hidden:) leave the status bar undrawn

    private func darkPixelsInStatusBar(_ view: some View) throws -> Int {
        let picture = try image(Sketch(view, device: .iPhone15))
        var dark = 0
        for y in 0..<54 { for x in 0..<picture.width where picture.pixel(x: x, y: y).red < 128 { dark += 1 } }
        return dark
    }

    @Test func aHiddenStatusBarIsNotDrawn() throws {
        #expect(try darkPixelsInStatusBar(Text("Full screen")) > 50)
        #expect(try darkPixelsInStatusBar(Text("Full screen").statusBarHidden()) == 0)
        #expect(try darkPixelsInStatusBar(Button("Toggle Status Bar") {}.statusBar(hidden: true)) == 0)
        #expect(try darkPixelsInStatusBar(Text("Full screen").statusBarHidden(false)) > 50)
        // The safe area keeps its top: the text is placed where it was.
        let shown = try Sketch(Text("A").accessibilityIdentifier("a"), device: .iPhone15).frame(ofID: "a")
        let hidden = try Sketch(Text("A").accessibilityIdentifier("a").statusBarHidden(), device: .iPhone15).frame(ofID: "a")
        #expect(shown != nil && shown == hidden)
    }

    // MARK: Text(Image) compiles, keeps the image's place and warns that it is not drawn

    @Test func anImageInsideTextKeepsItsPlaceAndWarns() throws {
        let line = #line + 1
        let inline = Text("Hello ") + Text(Image(systemName: "star")) + Text(" World!")
        let sketch = try Sketch(inline.accessibilityIdentifier("t"), size: nil)
        #expect(sketch.diagnostics.map(\.kind.rawValue) == ["inlineImageNotDrawn"])
        #expect(sketch.diagnostics.first?.location?.line == line)
        #expect(sketch.diagnostics.first?.message.contains("Image(systemName: \"star\")") == true)
        let plain = try Sketch((Text("Hello ") + Text(" World!")).accessibilityIdentifier("t"), size: nil)
        let withImage = try #require(sketch.frame(ofID: "t")), without = try #require(plain.frame(ofID: "t"))
        #expect(withImage.width > without.width + 8)
    }
}

/// `@ScaledMetric` (a registry's metric card and transaction row size their icons with it).
@MainActor @Suite struct ScaledMetricTests {
    private struct Icon: View {
        @ScaledMetric(relativeTo: .body) private var diameter: CGFloat = 40
        @ScaledMetric private var plain: CGFloat = 10
        var body: some View {
            VStack(spacing: 0) {
                Circle().frame(width: diameter, height: diameter).accessibilityIdentifier("icon")
                Color.red.frame(width: plain, height: plain).accessibilityIdentifier("plain")
            }
        }
    }

    @Test func aScaledMetricFollowsTheDynamicTypeSizeOfItsTextStyle() throws {
        let large = try Sketch(Icon(), size: CGSize(width: 200, height: 200))
        #expect(large.frame(ofID: "icon")?.width == 40)
        #expect(large.frame(ofID: "plain")?.width == 10)
        // body is 17 pt at large and 40 pt at accessibility3 (Apple's Dynamic Type table).
        let big = try Sketch(Icon(), size: CGSize(width: 200, height: 200), textSize: .accessibility3)
        let icon = try #require(big.frame(ofID: "icon")), plain = try #require(big.frame(ofID: "plain"))
        #expect(abs(icon.width - 40 * 40 / 17) <= 1)   // frames are rounded to pixels
        #expect(abs(plain.width - 10 * 40 / 17) <= 1)
        let small = try Sketch(Icon(), size: CGSize(width: 200, height: 200), textSize: .xSmall)
        #expect(try #require(small.frame(ofID: "icon")).width < 40)
    }
}
