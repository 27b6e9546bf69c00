import Foundation
import SketchpadRender
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// Gradients are drawn: the display list carries them and the PNG shows their colours where
/// SwiftUI's geometry puts them (unit points in the filled shape's bounds, angle 0 at 3 o'clock,
/// clockwise).
@MainActor @Suite struct GradientTests {
    /// The view rendered at scale 1 on a `size` canvas, decoded.
    private func image(_ view: some SketchpadSwiftUI.View, size: CGSize = CGSize(width: 100, height: 100),
                       appearance: Sketch.Appearance = .light) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size, appearance: appearance).data(format: .png, scale: 1))
    }

    private func expectPixel(_ image: RasterImage, _ x: Int, _ y: Int, near expected: RasterImage.Pixel, within: Int = 12,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let pixel = image.pixel(x: x, y: y)
        #expect(pixel.distance(to: expected) <= within, "pixel (\(x), \(y)) is \(pixel), expected about \(expected)",
                sourceLocation: sourceLocation)
    }

    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0), blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    private let pureRed = SketchpadSwiftUI.Color(red: 1, green: 0, blue: 0), pureBlue = SketchpadSwiftUI.Color(red: 0, green: 0, blue: 1)

    @Test func linearGradientRunsFromStartPointToEndPoint() throws {
        let view = Rectangle().fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing))
        let picture = try image(view)
        expectPixel(picture, 0, 50, near: red)
        expectPixel(picture, 99, 50, near: blue)
        // Halfway across: half of each.
        expectPixel(picture, 50, 10, near: RasterImage.Pixel(red: 127, green: 0, blue: 128), within: 8)
        // The same colour down a column.
        #expect(picture.pixel(x: 30, y: 5) == picture.pixel(x: 30, y: 95))
    }

    @Test func gradientUnitPointsAreInTheShapesBounds() throws {
        // A 40 pt wide bar centred in a 100 pt canvas: the gradient spans the bar, not the canvas.
        let view = Rectangle().fill(.linearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 40, height: 100)
        let picture = try image(view)
        expectPixel(picture, 30, 50, near: red)
        expectPixel(picture, 69, 50, near: blue)
        expectPixel(picture, 10, 50, near: RasterImage.Pixel(red: 255, green: 255, blue: 255), within: 0)
    }

    @Test func radialGradientGoesFromStartRadiusToEndRadius() throws {
        let view = Rectangle().fill(RadialGradient(colors: [pureRed, pureBlue], center: .center, startRadius: 10, endRadius: 40))
        let picture = try image(view)
        expectPixel(picture, 50, 50, near: red)     // inside startRadius: the first colour
        expectPixel(picture, 55, 50, near: red)
        expectPixel(picture, 95, 50, near: blue)    // beyond endRadius: the last colour
        expectPixel(picture, 50, 25, near: RasterImage.Pixel(red: 127, green: 0, blue: 128), within: 12)   // radius 25: halfway
    }

    @Test func ellipticalGradientStretchesToTheBounds() throws {
        // 200 × 100: endRadiusFraction 0.5 reaches x = 0 and y = 0 from the centre alike.
        let view = Rectangle().fill(EllipticalGradient(colors: [pureRed, pureBlue]))
        let picture = try image(view, size: CGSize(width: 200, height: 100))
        expectPixel(picture, 100, 50, near: red)
        let across = picture.pixel(x: 50, y: 50), down = picture.pixel(x: 100, y: 25)   // both halfway out
        #expect(across.distance(to: down) <= 8, "\(across) vs \(down)")
        expectPixel(picture, 100, 50 - 24, near: RasterImage.Pixel(red: 130, green: 0, blue: 125), within: 16)
    }

    @Test func angularGradientStartsAtThreeOClockAndTurnsClockwise() throws {
        let view = Rectangle().fill(AngularGradient(colors: [pureRed, pureBlue], center: .center))
        let picture = try image(view)
        // Just below 3 o'clock (clockwise from angle 0): red; just above it (the end of the turn): blue.
        expectPixel(picture, 90, 53, near: red, within: 30)
        expectPixel(picture, 90, 47, near: blue, within: 30)
        // A quarter turn clockwise is 6 o'clock (down on screen): a quarter of the way to blue.
        expectPixel(picture, 50, 90, near: RasterImage.Pixel(red: 191, green: 0, blue: 64), within: 16)
        // Half a turn: 9 o'clock, halfway.
        expectPixel(picture, 10, 50, near: RasterImage.Pixel(red: 128, green: 0, blue: 127), within: 16)
    }

    @Test func angularGradientShortOfATurnFillsTheGapWithTheEndColours() throws {
        // 0° → 180°: the bottom half shades red → blue; the top half is blue up to 270°, then red.
        let view = Rectangle().fill(AngularGradient(colors: [pureRed, pureBlue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
        let picture = try image(view)
        expectPixel(picture, 50, 90, near: RasterImage.Pixel(red: 128, green: 0, blue: 127), within: 16)   // 90°: halfway
        expectPixel(picture, 20, 25, near: blue, within: 4)   // about 220°: in the gap's first half
        expectPixel(picture, 80, 25, near: red, within: 4)    // about 320°: in its second half
    }

    @Test func colorGradientAndForegroundStyleAndBackgroundDrawGradients() throws {
        let filled = try image(Circle().fill(SketchpadSwiftUI.Color.blue.gradient))
        #expect(filled.pixel(x: 50, y: 10) != filled.pixel(x: 50, y: 90), "Color.gradient shades from top to bottom")
        let styled = try image(Rectangle().foregroundStyle(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom)))
        expectPixel(styled, 50, 0, near: red)
        expectPixel(styled, 50, 99, near: blue)
        let background = try image(SketchpadSwiftUI.Color.clear.frame(width: 100, height: 100)
            .background(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom)))
        expectPixel(background, 50, 0, near: red)
        expectPixel(background, 50, 99, near: blue)
        let asView = try image(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom))
        expectPixel(asView, 50, 99, near: blue)
    }

    @Test func strokesDrawGradientsToo() throws {
        let ring = try image(Circle().strokeBorder(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing),
                                                   lineWidth: 10))
        expectPixel(ring, 2, 50, near: red, within: 40)
        expectPixel(ring, 97, 50, near: blue, within: 40)
        expectPixel(ring, 50, 50, near: RasterImage.Pixel(red: 255, green: 255, blue: 255), within: 0)   // the inside is not filled
    }

    @Test func displayListCarriesTheGradientAndOpacityFadesItsStops() throws {
        let list = try Sketch(Rectangle().fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom).opacity(0.5)),
                              size: CGSize(width: 100, height: 100)).still.displayList()
        let gradients = list.commands.compactMap { if case .fillGradient(_, let g) = $0 { return g } else { return nil } }
        let gradient = try #require(gradients.first)
        #expect(gradient.geometry == .linear(start: Point(x: 50, y: 0), end: Point(x: 50, y: 100)))
        #expect(gradient.stops.map(\.color.alpha) == [0.5, 0.5])
        #expect(list.dump.contains("fill rect(x 0.0 y 0.0 w 100.0 h 100.0) linear 50.0 0.0 → 50.0 100.0 [#FF000080 0.0, #0000FF80 1.0]"), "\(list.dump)")
    }

    @Test func semanticStopColoursFollowTheAppearanceAndSVGAndPDFRender() throws {
        let view = Rectangle().fill(LinearGradient(colors: [.primary, .primary], startPoint: .top, endPoint: .bottom))
        expectPixel(try image(view), 50, 50, near: RasterImage.Pixel(red: 0, green: 0, blue: 0), within: 2)
        expectPixel(try image(view, appearance: .dark), 50, 50, near: RasterImage.Pixel(red: 255, green: 255, blue: 255), within: 2)
        let conic = Circle().fill(AngularGradient(colors: [pureRed, pureBlue], center: .center))
        let svg = String(decoding: try Sketch(conic, size: CGSize(width: 100, height: 100)).data(format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg"))
        let pdf = try Sketch(conic, size: CGSize(width: 100, height: 100)).data(format: .pdf)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        // Same input, same bytes.
        #expect(try Sketch(conic, size: CGSize(width: 100, height: 100)).data(format: .png)
                == Sketch(conic, size: CGSize(width: 100, height: 100)).data(format: .png))
    }
}
