import Foundation
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// Filter groups and backdrops in the display list: checked once, dumped, and painted through a
/// raster at the output's scale, the same bytes every time.
@Suite struct FilterGroupTests {
    /// A black square 20 pt wide in the middle of a white 60 × 60 canvas, blurred by `filter`.
    func blurredSquare(_ filter: Filter) -> DisplayList {
        DisplayList(size: Size(width: 60, height: 60), background: .white, commands: [
            .pushFilter(filter), .fill(.rect(Rect(x: 20, y: 20, width: 20, height: 20)), .black), .popFilter,
        ])
    }

    @Test func badRadiiAndUnpairedGroupsAreErrorsThatNameTheCommand() throws {
        let size = Size(width: 10, height: 10)
        for (commands, detail) in [([DrawCommand.pushFilter(.blur(radius: -1)), .popFilter], "blur radius -1.0 is outside 0…1000 pt"),
                                   ([.pushFilter(.blur(radius: 5000)), .popFilter], "blur radius 5000.0 is outside 0…1000 pt"),
                                   ([.backdrop(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), [.blur(radius: -2)])], "blur radius -2.0"),
                                   ([.pushFilter(.blur(radius: 2))], "left open"), ([.popFilter], "end filter without its start"),
                                   ([.pushFilter(.blur(radius: 2)), .popOpacity], "end opacity closes filter blur 2.0")] {
            do {
                try DisplayList(size: size, commands: commands).validate()
                Issue.record("\(commands) passed")
            } catch let error as RenderError {
                #expect("\(error)".contains(detail), "\(error)")
            }
        }
        #expect {
            try DisplayList(size: size, commands: [.pushFilter(.blur(radius: .nan)), .popFilter]).validate()
        } throws: { error in
            if case RenderError.nonFiniteGeometry(command: 0, _)? = error as? RenderError { return true }
            return false
        }
        #expect(throws: Never.self) {
            try DisplayList(size: size, commands: [.pushFilter(.blur(radius: 0)), .pushFilter(.colorMatrix(.invert)), .popFilter, .popFilter])
                .validate()
        }
    }

    @Test func theDumpWritesFiltersAndBackdrops() {
        var list = DisplayList(size: Size(width: 20, height: 10), background: nil)
        list.append(.backdrop(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), [.blur(radius: 30, opaque: true), .colorMatrix(.invert)]))
        list.append(.pushFilter(.blur(radius: 2.5)))
        list.append(.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), .black))
        list.append(.popFilter)
        #expect(list.dump == """
            canvas 20.0×10.0 background none
            backdrop rect(x 0.0 y 0.0 w 20.0 h 10.0) [blur 30.0 opaque, matrix [-1.0 0.0 0.0 0.0 1.0 0.0 -1.0 0.0 0.0 1.0 0.0 0.0 -1.0 0.0 1.0 0.0 0.0 0.0 1.0 0.0]]
            filter blur 2.5
              fill rect(x 1.0 y 1.0 w 2.0 h 2.0) #000000
            end filter

            """)
    }

    @Test func aBlurredSquareFadesAcrossItsEdgesAndBeyondIt() throws {
        let image = try Renderer().rasterize(blurredSquare(.blur(radius: 4)), scale: 1)
        let sharp = try Renderer().rasterize(blurredSquare(.colorMatrix(.identity)), scale: 1)
        // Without a blur the pixel just outside is white; blurred it greys, the edge is near
        // mid grey, and the middle stays nearly black.
        #expect(sharp.pixel(x: 17, y: 30) == RasterImage.Pixel(.white))
        let outside = image.pixel(x: 17, y: 30), edge = image.pixel(x: 20, y: 30), middle = image.pixel(x: 30, y: 30)
        #expect(outside.red < 235 && outside.red > 140, "\(outside)")
        #expect(edge.red > 90 && edge.red < 165, "\(edge)")
        #expect(middle.red < 10, "\(middle)")
        // Symmetric, and three radii out it is white again.
        #expect(image.pixel(x: 42, y: 30) == image.pixel(x: 17, y: 30))
        #expect(image.pixel(x: 30, y: 5) == RasterImage.Pixel(.white))
    }

    @Test func theBlurIsMeasuredInPointsAtEveryScale() throws {
        let one = try Renderer().rasterize(blurredSquare(.blur(radius: 4)), scale: 1)
        let three = try Renderer().rasterize(blurredSquare(.blur(radius: 4)), scale: 3)
        #expect(one.pixel(x: 17, y: 30).distance(to: three.pixel(x: 17 * 3 + 1, y: 30 * 3 + 1)) <= 8)
    }

    @Test func anOpaqueBlurStaysInsideItsClipWithItsEdgesSolid() throws {
        // Red left half, blue right half of a 40 × 20 box, blurred opaque inside the box.
        let box = Rect(x: 10, y: 10, width: 40, height: 20)
        let list = DisplayList(size: Size(width: 60, height: 40), background: .white, commands: [
            .pushClip(.rect(box)), .pushFilter(.blur(radius: 3, opaque: true)),
            .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), Color(hex: 0xFF0000)),
            .fill(.rect(Rect(x: 30, y: 10, width: 20, height: 20)), Color(hex: 0x0000FF)),
            .popFilter, .popClip,
        ])
        let image = try Renderer().rasterize(list)
        #expect(image.pixel(x: 9, y: 20) == RasterImage.Pixel(.white), "nothing bleeds out")
        #expect(image.pixel(x: 10, y: 10) == RasterImage.Pixel(red: 255, green: 0, blue: 0), "the corner does not fade")
        let seam = image.pixel(x: 30, y: 20)
        #expect(seam.red > 80 && seam.blue > 80 && seam.alpha == 255, "the halves mix at the seam: \(seam)")
    }

    @Test func aColourMatrixGroupRecoloursItsContentOnly() throws {
        let list = DisplayList(size: Size(width: 20, height: 10), background: Color(hex: 0x00FF00), commands: [
            .pushFilter(.colorMatrix(.grayscale(1))), .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), Color(hex: 0xFF0000)), .popFilter,
        ])
        let image = try Renderer().rasterize(list, scale: 2)
        #expect(image.pixel(x: 5, y: 5) == RasterImage.Pixel(red: 54, green: 54, blue: 54))
        #expect(image.pixel(x: 30, y: 5) == RasterImage.Pixel(red: 0, green: 255, blue: 0), "the background is not in the group")
    }

    @Test func aBackdropBlursWhatIsBehindInsideItsShapeOnly() throws {
        // Red left, blue right; a backdrop over the middle strip, then nothing else.
        let list = DisplayList(size: Size(width: 80, height: 40), background: Color(hex: 0xFF0000), commands: [
            .fill(.rect(Rect(x: 40, y: 0, width: 40, height: 40)), Color(hex: 0x0000FF)),
            .backdrop(.rect(Rect(x: 20, y: 10, width: 40, height: 20)), [.blur(radius: 6, opaque: true)]),
        ])
        let image = try Renderer().rasterize(list)
        let seam = image.pixel(x: 40, y: 20)
        #expect(seam.red > 90 && seam.blue > 90, "blurred across the seam: \(seam)")
        #expect(image.pixel(x: 38, y: 5) == RasterImage.Pixel(red: 255, green: 0, blue: 0), "outside the shape it stays sharp")
        #expect(image.pixel(x: 41, y: 5) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        // At the canvas's edge the blur does not darken: edge pixels extend.
        let edge = DisplayList(size: Size(width: 40, height: 40), background: Color(hex: 0xFF0000), commands: [
            .backdrop(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), [.blur(radius: 6, opaque: true), .colorMatrix(.saturation(1.8))]),
        ])
        #expect(try Renderer().rasterize(edge).pixel(x: 0, y: 0) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func aBackdropSeesEarlierBackdropsAndGroupsStillOpen() throws {
        // The second backdrop lies inside an opacity group and over the first one's result.
        let list = DisplayList(size: Size(width: 60, height: 20), background: .white, commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), .black),
            .backdrop(.rect(Rect(x: 20, y: 0, width: 20, height: 20)), [.blur(radius: 3, opaque: true)]),
            .pushOpacity(1), .pushClip(.rect(Rect(x: 0, y: 0, width: 60, height: 20))),
            .backdrop(.rect(Rect(x: 25, y: 0, width: 10, height: 20)), [.colorMatrix(.invert)]),
            .popClip, .popOpacity,
        ])
        let image = try Renderer().rasterize(list)
        let once = try Renderer().rasterize(DisplayList(size: list.size, background: .white, commands: Array(list.commands.prefix(2))))
        // Inside the second shape the first backdrop's blurred pixels are inverted.
        let blurred = once.pixel(x: 29, y: 10), inverted = image.pixel(x: 29, y: 10)
        #expect(blurred.red > 20 && blurred.red < 235, "\(blurred)")
        #expect(Int(inverted.red) == 255 - Int(blurred.red), "\(blurred) inverted is \(inverted)")
    }

    @Test func filteredListsPaintTheSameBytesEveryTimeInEveryFormat() throws {
        var list = blurredSquare(.blur(radius: 3))
        list.append(.backdrop(.rect(Rect(x: 0, y: 0, width: 30, height: 60)), [.blur(radius: 5, opaque: true)]))
        list.append(.pushFilter(.colorMatrix(.hueRotation(2))))
        list.append(.fill(.ellipse(Rect(x: 35, y: 5, width: 20, height: 20)), Color(hex: 0xFF9500)))
        list.append(.popFilter)
        let renderer = Renderer()
        for format in [OutputFormat.png, .svg, .pdf] {
            let first = try renderer.data(for: list, format: format, scale: 2), second = try renderer.data(for: list, format: format, scale: 2)
            #expect(first == second, "\(format)")
        }
        // SVG and PDF embed the filtered group as an image.
        let svg = String(decoding: try renderer.data(for: list, format: .svg), as: UTF8.self)
        #expect(svg.contains("<image"), "no embedded image")
    }
}
