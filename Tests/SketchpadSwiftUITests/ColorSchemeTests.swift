import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `.environment(\.colorScheme, …)` draws a subtree in that appearance, and
/// `preferredColorScheme(_:)` the whole render, as on iOS.
@MainActor @Suite struct ColorSchemeTests {
    private func image(_ view: some SketchpadSwiftUI.View, appearance: Sketch.Appearance = .light) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: CGSize(width: 200, height: 100), appearance: appearance).data(format: .png, scale: 1))
    }

    private func brightness(_ pixel: RasterImage.Pixel) -> Int { (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 }

    /// Two panels of the system background, each with a primary-coloured bar; the right one dark.
    private var panels: some SketchpadSwiftUI.View {
        HStack(spacing: 0) {
            ZStack { Color(uiColor: .systemBackground); Rectangle().fill(.primary).frame(width: 20, height: 20) }
            ZStack { Color(uiColor: .systemBackground); Rectangle().fill(.primary).frame(width: 20, height: 20) }
                .environment(\.colorScheme, .dark)
        }
    }

    @Test func environmentColorSchemeDrawsTheSubtreeDark() throws {
        let picture = try image(panels)
        #expect(brightness(picture.pixel(x: 10, y: 10)) > 240, "the light panel's background is white")
        #expect(brightness(picture.pixel(x: 50, y: 50)) < 15, "its primary bar is black")
        #expect(brightness(picture.pixel(x: 110, y: 10)) < 15, "the dark panel's background is black: \(picture.pixel(x: 110, y: 10))")
        #expect(brightness(picture.pixel(x: 150, y: 50)) > 240, "its primary bar is white")
    }

    @Test func lightSubtreeInADarkRenderIsLight() throws {
        let view = ZStack { Color(uiColor: .systemBackground); Text("Light") }.environment(\.colorScheme, .light)
        let picture = try image(view, appearance: .dark)
        #expect(brightness(picture.pixel(x: 5, y: 5)) > 240, "\(picture.pixel(x: 5, y: 5))")
    }

    @Test func preferredColorSchemeSetsTheWholeRender() throws {
        let view = Text("Hello").foregroundStyle(.primary).preferredColorScheme(.dark)
        let picture = try image(view)
        // The canvas (outside the text) is the dark theme's background.
        #expect(brightness(picture.pixel(x: 2, y: 2)) < 15, "\(picture.pixel(x: 2, y: 2))")
        var scheme: ColorScheme?
        _ = try Sketch(SchemeReader(read: { scheme = $0 }).preferredColorScheme(.dark), size: CGSize(width: 50, height: 50))
        #expect(scheme == .dark)
        // A wireframe stays a wireframe.
        let wire = try image(view, appearance: .wireframe)
        #expect(brightness(wire.pixel(x: 2, y: 2)) > 200)
    }
}

private struct SchemeReader: SketchpadSwiftUI.View {
    @Environment(\.colorScheme) var colorScheme
    let read: (ColorScheme) -> Void
    var body: some SketchpadSwiftUI.View {
        read(colorScheme)
        return Color.red
    }
}
