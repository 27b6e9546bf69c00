import Foundation
import SketchpadLayout
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// What a ninth set of real screens (profiles, settings lists, button, toggle and card styles,
/// grids, flow layouts, login fields, onboarding pages) needed with only the import switched,
/// and what their renders showed wrong.
@MainActor @Suite struct RealCodeRound11Tests {
    private func image(_ view: some SketchpadSwiftUI.View, size: CGSize = CGSize(width: 100, height: 100)) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size).data(format: .png, scale: 1))
    }

    // MARK: phaseAnimator (mrbin22/LearnDesignCode, DesignCode/PhaseAnimator.swift)

    /// `Image(systemName: "globe").font(.largeTitle).phaseAnimator([1, 2, 3], trigger: isTapped)
    /// { content, phase in content.scaleEffect(phase) … } animation: { phase in … }` did not
    /// compile. A still draws the content in the first phase, where SwiftUI's animator rests
    /// between triggers (and starts a continuous one).
    @Test func phaseAnimatorDrawsTheFirstPhase() throws {
        let square = Rectangle().fill(Color.red).frame(width: 20, height: 20)
        // The first phase is 2: the square is drawn at twice its size about its centre (40 × 40
        // around (50, 50)), so (35, 35) is red; with the phases the other way round it is not.
        let doubled = try image(square.phaseAnimator([2.0, 1.0], trigger: false) { content, phase in
            content.scaleEffect(phase)
        } animation: { phase in
            switch phase {
            case 1: .bouncy
            default: .easeInOut
            }
        })
        #expect(doubled.pixel(x: 35, y: 35) == RasterImage.Pixel(red: 255, green: 59, blue: 48))
        let plain = try image(square.phaseAnimator([1.0, 2.0]) { content, phase in content.scaleEffect(phase) })
        #expect(plain.pixel(x: 35, y: 35) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
        #expect(plain.pixel(x: 50, y: 50) == RasterImage.Pixel(red: 255, green: 59, blue: 48))
    }

    /// The `PhaseAnimator` view takes the phase alone; an empty sequence draws nothing and warns
    /// at its line (SwiftUI logs a runtime warning).
    @Test func phaseAnimatorViewAndEmptyPhases() throws {
        let view = PhaseAnimator([Color.blue, Color.red], trigger: 0) { color in
            Rectangle().fill(color)
        }
        #expect(try image(view).pixel(x: 50, y: 50) == RasterImage.Pixel(red: 0, green: 122, blue: 255))
        let line = #line + 1
        let empty = PhaseAnimator([Color]()) { color in Rectangle().fill(color) }
        let sketch = try Sketch(empty, size: CGSize(width: 40, height: 40))
        let warning = sketch.diagnostics.first { $0.kind.rawValue == "emptyPhases" }
        #expect(warning?.location?.line == line, "\(sketch.diagnostics)")
        #expect(try RasterImage(png: sketch.data(format: .png, scale: 1)).pixel(x: 20, y: 20) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
    }

    // MARK: RoundedRectangle(cornerRadius: .infinity) (iOSShiga/CreateandCombineCustomViews, CustomLoginFields.swift)

    /// `TextField(…).padding(5).frame(height: 40).background(RoundedRectangle(cornerRadius: .infinity)
    /// .foregroundColor(Color.white))` stopped the render ("non-finite geometry … r inf"). SwiftUI
    /// clamps a rounded rectangle's corners to half its shorter side: a capsule.
    @Test func anInfiniteCornerRadiusIsACapsule() throws {
        let infinite = try image(RoundedRectangle(cornerRadius: .infinity).fill(Color.blue).frame(width: 80, height: 30))
        let capsule = try image(Capsule().fill(Color.blue).frame(width: 80, height: 30))
        #expect(infinite.pixel(x: 50, y: 50) == RasterImage.Pixel(red: 0, green: 122, blue: 255))
        #expect(infinite.pixel(x: 11, y: 36) == RasterImage.Pixel(red: 255, green: 255, blue: 255), "the corner is round")
        for y in 30..<70 { for x in 5..<95 { #expect(infinite.pixel(x: x, y: y) == capsule.pixel(x: x, y: y)) } }
        // A radius larger than the shape but finite is clamped the same way.
        let large = try image(RoundedRectangle(cornerRadius: 500).fill(Color.blue).frame(width: 80, height: 30))
        #expect(large.pixel(x: 11, y: 36) == capsule.pixel(x: 11, y: 36))
    }

    // MARK: A stroked shape's shadow (kungpaogao/restaurant, iosApp/iosApp/Profile.swift)

    /// `Circle().stroke(.gray, lineWidth: 4).shadow(radius: 7)` (a profile's avatar ring over a
    /// blue header) darkened the whole disc: the shadow was cast by the filled outline. SwiftUI's
    /// shadow follows what is drawn, a ring, so the middle of the circle stays clear.
    @Test func aStrokedShapesShadowIsARing() throws {
        let ring = try image(Circle().stroke(Color.gray, lineWidth: 4).shadow(radius: 7).frame(width: 60, height: 60))
        let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)
        #expect(ring.pixel(x: 50, y: 50) == white, "the middle is not shadowed: \(ring.pixel(x: 50, y: 50))")
        // The ring itself (radius 28…30) is grey, and its shadow darkens just outside and inside it.
        #expect(ring.pixel(x: 79, y: 50).red < 200)
        #expect(ring.pixel(x: 83, y: 50).red < 255, "the shadow outside the ring")
        #expect(ring.pixel(x: 74, y: 50).red < 255, "the shadow inside the ring")
        // A filled shape still casts a filled shadow (its outline outset), under the fill.
        let disc = try image(Circle().fill(Color.white).shadow(radius: 7).frame(width: 60, height: 60))
        #expect(disc.pixel(x: 83, y: 50).red < 255)
    }

    // MARK: Asset symbols (Code-Drop-DevAcademy/2024-Team-14, WuxiaMeditation/View/OnboardingView.swift)

    /// `.background(Image(.background).edgesIgnoringSafeArea(.top))` did not compile: Xcode 15's
    /// generated asset symbols are `ImageResource`/`ColorResource` values (`init(name:bundle:)`)
    /// that SwiftUI's `Image(_:)` and `Color(_:)` take. A project declares the symbols it uses;
    /// the image or colour set is looked up by its name, as `Image(name)` and `Color(name)` are.
    @Test func assetSymbolsFindTheirSetsByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        let set = folder + "/Assets.xcassets/Brand.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data("""
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x80", "red" : "0x00" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        let brand = ColorResource(name: "Brand", bundle: .main)
        let sketch = try Sketch(Rectangle().fill(Color(brand)), size: CGSize(width: 20, height: 20), imageFolders: [folder])
        #expect(try RasterImage(png: sketch.data(format: .png, scale: 1)).pixel(x: 10, y: 10) == RasterImage.Pixel(red: 0, green: 128, blue: 0))
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        // A name no catalog has warns at the symbol's use, as Image("name") does.
        let line = #line + 1
        let missing = try Sketch(Image(ImageResource(name: "background", bundle: .main)), size: CGSize(width: 20, height: 20))
        let warning = missing.diagnostics.first { $0.kind.rawValue == "unknownImage" }
        #expect(warning?.location?.line == line, "\(missing.diagnostics)")
        #expect(warning?.message.contains("background") == true)
    }
}
