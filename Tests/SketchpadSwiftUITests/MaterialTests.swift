import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// Materials drawn as their iOS tints (Apple's iOS 14 Sketch kit values) over what is behind them.
@MainActor @Suite struct MaterialTests {
    /// The colour a material gives over pure red, in `appearance`.
    static func overRed(_ material: Material, _ appearance: Sketch.Appearance) throws -> RasterImage.Pixel {
        let view = ZStack {
            SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0)
            Rectangle().fill(material).frame(width: 20, height: 20)
        }
        let picture = try RasterImage(png: Sketch(view, size: CGSize(width: 40, height: 40), appearance: appearance)
            .data(format: .png, scale: 1))
        return picture.pixel(x: 20, y: 20)
    }

    @Test func theRegularMaterialIsWhiteAt82PercentInLightAndDarkGreyAt69PercentInDark() throws {
        // 82% white over red: (255, 209, 209); 69% #191919 over red: (96, 17, 17).
        let light = try Self.overRed(.regular, .light)
        #expect(light.distance(to: RasterImage.Pixel(red: 255, green: 209, blue: 209)) <= 3, "\(light)")
        let dark = try Self.overRed(.regular, .dark)
        #expect(dark.distance(to: RasterImage.Pixel(red: 96, green: 17, blue: 17)) <= 3, "\(dark)")
    }

    @Test func thickerMaterialsHideMoreOfWhatIsBehind() throws {
        let order: [Material] = [.ultraThin, .thin, .regular, .thick]
        let light = try order.map { try Self.overRed($0, .light).green }
        #expect(light == light.sorted() && Set(light).count == light.count, "more white the thicker: \(light)")
        let dark = try order.map { try Self.overRed($0, .dark).red }
        #expect(dark == dark.sorted(by: >) && Set(dark).count == dark.count, "less red the thicker: \(dark)")
        #expect(try Self.overRed(.bar, .dark).red < 70, "the bar material is the dark chrome")
    }

    /// Every material, light and dark, draws the same over red as a shape's fill, a view's
    /// background and a background in a shape.
    @Test func aMaterialDrawsTheSameWhereverItIsUsed() throws {
        func pixel(_ view: some View, _ appearance: Sketch.Appearance) throws -> RasterImage.Pixel {
            let picture = try RasterImage(png: Sketch(view, size: CGSize(width: 40, height: 40), appearance: appearance).data(format: .png, scale: 1))
            return picture.pixel(x: 20, y: 20)
        }
        let red = SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0)
        for material in [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar] {
            for appearance in [Sketch.Appearance.light, .dark] {
                let fill = try Self.overRed(material, appearance)
                let background = try pixel(ZStack { red; SketchpadSwiftUI.Color.clear.frame(width: 20, height: 20).background(material) }, appearance)
                let inShape = try pixel(ZStack { red; SketchpadSwiftUI.Color.clear.frame(width: 20, height: 20).background(material, in: Rectangle()) },
                                        appearance)
                #expect(background == fill && inShape == fill, "\(material) \(appearance): \(fill) \(background) \(inShape)")
            }
        }
    }
}
