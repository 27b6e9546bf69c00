import Foundation
import SketchpadRender
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// SwiftUI's blur and colour effects draw the view's rendering through the painter's filters,
/// with SwiftUI's semantics, and materials blur what is behind them.
@MainActor @Suite struct FilterEffectTests {
    /// The render of `view` on a white 60 × 60 canvas at `scale`.
    private func picture(_ view: some SketchpadSwiftUI.View, scale: Double = 1, appearance: Sketch.Appearance = .light) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: CGSize(width: 60, height: 60), appearance: appearance).data(format: .png, scale: scale))
    }

    private func square() -> some SketchpadSwiftUI.View { SketchpadSwiftUI.Color.black.frame(width: 20, height: 20) }

    @Test func aBlurredViewFadesPastItsFrameAndGreysItsEdge() throws {
        let sharp = try picture(square()), blurred = try picture(square().blur(radius: 4))
        // The square spans 20…40. Sharp: white just outside, black just inside.
        #expect(sharp.pixel(x: 17, y: 30) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
        let outside = blurred.pixel(x: 17, y: 30), edge = blurred.pixel(x: 20, y: 30), middle = blurred.pixel(x: 30, y: 30)
        #expect(outside.red < 235 && outside.red > 140, "grey past the frame: \(outside)")
        #expect(edge.red > 90 && edge.red < 165, "mid grey at the edge: \(edge)")
        #expect(middle.red < 10, "\(middle)")
        #expect(try Sketch(square().blur(radius: 4), size: CGSize(width: 60, height: 60)).diagnostics.isEmpty, "no 'not drawn' warning")
    }

    @Test func anOpaqueBlurKeepsToTheFrameWithSolidEdges() throws {
        let view = HStack(spacing: 0) { SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0); SketchpadSwiftUI.Color(red: 0, green: 0, blue: 1) }
            .frame(width: 40, height: 20)
            .blur(radius: 3, opaque: true)
        let image = try picture(view)
        // The frame spans 10…50 × 20…40.
        #expect(image.pixel(x: 9, y: 30) == RasterImage.Pixel(red: 255, green: 255, blue: 255), "nothing past the frame")
        #expect(image.pixel(x: 10, y: 20) == RasterImage.Pixel(red: 255, green: 0, blue: 0), "the corner stays solid")
        let seam = image.pixel(x: 30, y: 30)
        #expect(seam.red > 80 && seam.blue > 80, "\(seam)")
    }

    @Test func grayscaleAndTheColourEffectsRecolourTheView() throws {
        func middle(_ view: some SketchpadSwiftUI.View) throws -> RasterImage.Pixel {
            try picture(view.frame(width: 20, height: 20)).pixel(x: 30, y: 30)
        }
        let red = SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0)
        // Rec. 709 luminance of red, 0.2126 · 255 = 54.
        #expect(try middle(red.grayscale(1)) == RasterImage.Pixel(red: 54, green: 54, blue: 54))
        // Half way: red 0.2126 + 0.7874 / 2 → 155, green and blue 0.2126 / 2 → 27.
        #expect(try middle(red.grayscale(0.5)).distance(to: RasterImage.Pixel(red: 155, green: 27, blue: 27)) <= 1)
        #expect(try middle(red.saturation(0)) == RasterImage.Pixel(red: 54, green: 54, blue: 54))
        // Brightness adds, contrast scales around mid grey, invert turns red to cyan.
        let grey = SketchpadSwiftUI.Color(red: 0.4, green: 0.4, blue: 0.4)
        #expect(try middle(grey.brightness(0.2)).distance(to: RasterImage.Pixel(red: 153, green: 153, blue: 153)) <= 1)
        #expect(try middle(grey.contrast(0)).distance(to: RasterImage.Pixel(red: 128, green: 128, blue: 128)) <= 1)
        #expect(try middle(red.colorInvert()) == RasterImage.Pixel(red: 0, green: 255, blue: 255))
        // A half turn of hue takes red towards cyan; multiplying white by blue gives blue.
        let turned = try middle(red.hueRotation(.degrees(180)))
        #expect(turned.red < 60 && turned.green > 100 && turned.blue > 100, "\(turned)")
        #expect(try middle(SketchpadSwiftUI.Color.white.colorMultiply(SketchpadSwiftUI.Color(red: 0, green: 0, blue: 1)))
                == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        // White as alpha: opaque black over the white canvas.
        #expect(try middle(SketchpadSwiftUI.Color.white.luminanceToAlpha()) == RasterImage.Pixel(red: 0, green: 0, blue: 0))
    }

    @Test func identityAmountsDrawNoGroupAndNonNumbersWarnAtTheirLine() throws {
        for view in [AnyView(square().blur(radius: 0)), AnyView(square().grayscale(0)), AnyView(square().saturation(1)),
                     AnyView(square().brightness(0)), AnyView(square().contrast(1)), AnyView(square().hueRotation(.zero))] {
            let list = try Sketch(view, size: CGSize(width: 60, height: 60)).still.displayList()
            #expect(!list.commands.contains { if case .pushFilter = $0 { return true } else { return false } })
        }
        let line = #line + 1
        let sketch = try Sketch(square().blur(radius: .nan), size: CGSize(width: 60, height: 60))
        #expect(sketch.diagnostics.map(\.kind.rawValue) == ["effectNotDrawn"])
        #expect(sketch.diagnostics.first?.location?.line == line)
        #expect(try sketch.data(format: .png, scale: 1).count > 0, "the view is drawn without the blur")
    }

    @Test func aMaterialBlursWhatIsBehindIt() throws {
        let view = ZStack {
            HStack(spacing: 0) { SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0); SketchpadSwiftUI.Color(red: 0, green: 0, blue: 1) }
            Rectangle().fill(.regularMaterial).frame(width: 40, height: 40)
        }
        let image = try picture(view)
        // Under the material the seam between red and blue is blurred: the same mix on both sides
        // of it (a tint alone would leave (255, 209, 209) beside (209, 209, 255)); outside the
        // material, the halves stay sharp.
        let left = image.pixel(x: 28, y: 30), right = image.pixel(x: 31, y: 30)
        #expect(left.distance(to: right) <= 12, "\(left) \(right)")
        #expect(image.pixel(x: 29, y: 2) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 30, y: 2) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        let list = try Sketch(view, size: CGSize(width: 60, height: 60)).still.displayList()
        #expect(list.commands.contains(.backdrop(.rect(Rect(x: 10, y: 10, width: 40, height: 40)),
                                                 [.blur(radius: 30, opaque: true), .colorMatrix(.saturation(1.8))])))
    }

    @Test func filteredViewsRenderTheSameBytesTwice() throws {
        let view = ZStack {
            Text("Blurred").blur(radius: 1.5)
            Circle().fill(.orange).frame(width: 20, height: 20).hueRotation(.degrees(90)).offset(x: 15)
            Rectangle().fill(.thinMaterial).frame(width: 30, height: 20).offset(y: 15)
        }
        for scale in [1.0, 3.0] {
            let a = try Sketch(view, size: CGSize(width: 60, height: 60)).data(format: .png, scale: scale)
            let b = try Sketch(view, size: CGSize(width: 60, height: 60)).data(format: .png, scale: scale)
            #expect(a == b)
        }
    }
}
