import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadText
import Testing
@testable import SketchpadRender

/// The share of pixels whose channels differ by more than `tolerance`.
func differingFraction(_ a: RasterImage, _ b: RasterImage, tolerance: Int) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    let x = a.rgbaBytes(), y = b.rgbaBytes()
    var differing = 0
    for pixel in stride(from: 0, to: x.count, by: 4) {
        let distance = (0..<4).map { abs(Int(x[pixel + $0]) - Int(y[pixel + $0])) }.max()!
        if distance > tolerance { differing += 1 }
    }
    return Double(differing) / Double(a.width * a.height)
}

@Suite struct SVGCrossCheckTests {
    /// Our SVG, drawn by another renderer (librsvg, installed by scripts/setup.sh), must look
    /// like our PNG: the same display list gives the same picture in both formats.
    @Test func svgDrawnByLibrsvgMatchesOurPNG() throws {
        let tool = "/usr/bin/rsvg-convert"
        try #require(FileManager.default.isExecutableFile(atPath: tool), "rsvg-convert missing: run scripts/setup.sh")
        let (scene, _) = try loginScene()
        let list = try scene.displayList(overlays: [.frames, .baselines])
        let ours = try scene.renderer.rasterize(list, scale: 1)

        let folder = NSTemporaryDirectory() + "sketchpad-svg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try scene.renderer.write(list, to: folder + "/login.svg")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        // The SVG is in pt; 0.75 zoom makes one user unit one pixel (CSS: 1pt = 4/3 px).
        process.arguments = ["--zoom", "0.75", "-o", folder + "/rsvg.png", folder + "/login.svg"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let theirs = try RasterImage(contentsOfPNGFile: folder + "/rsvg.png")
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        guard theirs.width == ours.width, theirs.height == ours.height else { return }
        // Glyph edges are antialiased differently (FreeType for the PNG, path filling in
        // librsvg), so small differences are allowed on a few percent of pixels; a missing or
        // moved shape changes thousands of pixels completely (the Sign-in button alone is 5%).
        let slight = differingFraction(ours, theirs, tolerance: 48)
        let strong = differingFraction(ours, theirs, tolerance: 160)
        #expect(slight < 0.02, "\(slight * 100)% of pixels differ by more than 48")
        #expect(strong < 0.001, "\(strong * 100)% of pixels differ by more than 160")
    }

    @Test func rgbaBytesAgreeWithPixelProbes() throws {
        let image = try Renderer().rasterize(sampleList(), scale: 1)
        let bytes = image.rgbaBytes()
        #expect(bytes.count == image.width * image.height * 4)
        for (x, y) in [(0, 0), (60, 80), (165, 35), (150, 80), (30, 30), (199, 119)] {
            let i = (y * image.width + x) * 4
            let p = image.pixel(x: x, y: y)
            #expect([p.red, p.green, p.blue, p.alpha] == Array(bytes[i..<i + 4]), "(\(x), \(y))")
        }
    }

    @Test func differenceMeasureCanFail() throws {
        var a = DisplayList(size: Size(width: 20, height: 20))
        a.append(.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 20)), .black))
        let renderer = Renderer()
        let black = try renderer.rasterize(a), white = try renderer.rasterize(DisplayList(size: Size(width: 20, height: 20)))
        #expect(differingFraction(black, white, tolerance: 48) == 0.5)
    }
}
