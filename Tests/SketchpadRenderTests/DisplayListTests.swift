import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SketchpadLayout
import SketchpadWidgets
import SketchpadText
import Testing
@testable import SketchpadRender

/// A small list that uses every kind of draw command.
func sampleList() -> DisplayList {
    var list = DisplayList(size: Size(width: 200, height: 120), background: .white)
    let card = Rect(x: 10, y: 10, width: 180, height: 100)
    list.append(.shadow(.roundedRect(card, cornerRadius: 12), Shadow()))
    list.append(.fill(.roundedRect(card, cornerRadius: 12), Color(hex: 0xF2F2F7)))
    list.append(.stroke(.roundedRect(card, cornerRadius: 12), StrokeStyle(color: Color(white: 0.7), width: 0.5)))
    list.append(.fill(.rect(Rect(x: 20, y: 60, width: 80, height: 40)), Color(hex: 0x0A84FF)))
    list.append(.fill(.ellipse(Rect(x: 150, y: 20, width: 30, height: 30)), Color(hex: 0x34C759)))
    list.append(.line(from: Point(x: 20, y: 55), to: Point(x: 180, y: 55), StrokeStyle(color: .black, width: 1, dash: [4, 2])))
    list.append(.pushClip(.rect(Rect(x: 110, y: 60, width: 70, height: 40))))
    list.append(.fill(.rect(Rect(x: 100, y: 50, width: 100, height: 100)), Color(hex: 0xFF3B30)))
    list.append(.popClip)
    try! list.appendText(TextRun("Hello, Sketchpad", font: FontDescription(size: 15, weight: .semibold), color: .black,
                                 frame: Rect(x: 20, y: 20, width: 120, height: 30)), shapedBy: PangoTextMeasurer())
    return list
}

@Suite struct RendererTests {
    let renderer: Renderer
    init() throws { renderer = Renderer() }

    @Test(arguments: [1.0, 2.0, 3.0])
    func filledRectIsItsColourInItsMiddle(scale: Double) throws {
        let image = try renderer.rasterize(sampleList(), scale: scale)
        #expect(image.width == Int(200 * scale) && image.height == Int(120 * scale))
        #expect(image.pixel(atPoint: Point(x: 60, y: 80), scale: scale) == RasterImage.Pixel(Color(hex: 0x0A84FF)))
        #expect(image.pixel(atPoint: Point(x: 165, y: 35), scale: scale) == RasterImage.Pixel(Color(hex: 0x34C759)))
        // The clip keeps the red square inside its box.
        #expect(image.pixel(atPoint: Point(x: 150, y: 80), scale: scale) == RasterImage.Pixel(Color(hex: 0xFF3B30)))
        #expect(image.pixel(atPoint: Point(x: 105, y: 80), scale: scale) == RasterImage.Pixel(Color(hex: 0xF2F2F7)))
        #expect(image.pixel(atPoint: Point(x: 2, y: 2), scale: scale) == RasterImage.Pixel(.white))
    }

    @Test func pngRoundTripsThroughTheEncoder() throws {
        for compression in [PNGCompression.fast, .smallest] {
            let image = try renderer.rasterize(sampleList(), scale: 2)
            let decoded = try RasterImage(png: image.pngData(compression: compression))
            #expect(decoded.width == image.width && decoded.height == image.height)
            for (x, y) in [(0, 0), (120, 160), (330, 70), (50, 60), (399, 239)] {
                #expect(decoded.pixel(x: x, y: y) == image.pixel(x: x, y: y), "(\(x), \(y))")
            }
        }
    }

    @Test func transparentCanvasKeepsItsAlpha() throws {
        var list = DisplayList(size: Size(width: 10, height: 10), background: nil)
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), Color(hex: 0xFF0000, alpha: 0.5)))
        let decoded = try RasterImage(png: renderer.data(for: list, format: .png))
        #expect(decoded.pixel(x: 8, y: 5).alpha == 0)
        #expect(decoded.pixel(x: 2, y: 5).distance(to: RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 128)) <= 1)
    }

    @Test(arguments: OutputFormat.allCases)
    func secondRenderIsByteIdentical(format: OutputFormat) throws {
        let first = try renderer.data(for: sampleList(), format: format, scale: 2)
        // Something else in between, to disturb any process-wide counters.
        _ = try renderer.data(for: DisplayList(size: Size(width: 50, height: 50)), format: format)
        let second = try Renderer().data(for: sampleList(), format: format, scale: 2)
        #expect(first == second)
        #expect(first.count > 100)
    }

    @Test func svgIsXMLWithTheCanvasSize() throws {
        let bytes = try renderer.data(for: sampleList(), format: .svg)
        let root = try #require(RootElement.parse(bytes))
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "200pt")
        #expect(root.attributes["height"] == "120pt")
        #expect(root.attributes["viewBox"] == "0 0 200 120")
    }

    @Test func pdfPageHasTheCanvasSize() throws {
        let bytes = try renderer.data(for: sampleList(), format: .pdf)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 200 120 ]"))
        #expect(!text.contains("/CreationDate (D:20") || text.contains("/CreationDate (D:2000"))
    }

    @Test func nanGeometryIsRejectedBeforeCairo() throws {
        var list = sampleList()
        list.append(.fill(.rect(Rect(x: .nan, y: 0, width: 10, height: 10)), .black))
        #expect(throws: RenderError.self) { try renderer.rasterize(list) }
        var infinite = DisplayList(size: Size(width: 10, height: 10))
        infinite.append(.line(from: .zero, to: Point(x: .infinity, y: 1), StrokeStyle(color: .black)))
        do {
            _ = try renderer.data(for: infinite, format: .svg)
            Issue.record("infinite line was drawn")
        } catch let RenderError.nonFiniteGeometry(command, _) {
            #expect(command == 0)
        }
        #expect(throws: RenderError.self) {
            try renderer.data(for: DisplayList(size: Size(width: .nan, height: 10)), format: .pdf)
        }
    }

    @Test func oversizedCanvasIsRejected() throws {
        #expect(throws: RenderError.self) { try renderer.rasterize(DisplayList(size: Size(width: 6000, height: 100)), scale: 3) }
        #expect(throws: RenderError.self) { try renderer.rasterize(DisplayList(size: Size(width: 11000, height: 11000))) }
        #expect(throws: RenderError.self) { try renderer.data(for: DisplayList(size: Size(width: 20000, height: 10)), format: .svg) }
        #expect(throws: RenderError.invalidScale(0)) { try renderer.rasterize(DisplayList(size: Size(width: 10, height: 10)), scale: 0) }
        #expect(throws: RenderError.invalidCanvasSize(width: 0, height: 10)) { try renderer.rasterize(DisplayList(size: Size(width: 0, height: 10))) }
        // The biggest allowed side works.
        #expect(try Renderer.pixelSize(of: Size(width: 16384, height: 1), scale: 1) == (16384, 1))
    }

    @Test func hugeCoordinatesAreRejected() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.append(.fill(.rect(Rect(x: 1e12, y: 0, width: 5, height: 5)), .black))
        #expect(throws: RenderError.self) { try renderer.rasterize(list) }
    }

    @Test func unbalancedClipsAndNegativeSizesAreRejected() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.append(.popClip)
        #expect(throws: RenderError.self) { try list.validate() }
        var negative = DisplayList(size: Size(width: 10, height: 10))
        negative.append(.fill(.rect(Rect(x: 0, y: 0, width: -5, height: 5)), .black))
        #expect(throws: RenderError.self) { try negative.validate() }
    }
}

/// The first element of an XML document, read with XMLParser (which fails on malformed XML).
final class RootElement: NSObject, XMLParserDelegate {
    var name = ""
    var attributes: [String: String] = [:]
    private var seen = false

    static func parse(_ bytes: [UInt8]) -> RootElement? {
        let parser = XMLParser(data: Data(bytes))
        let root = RootElement()
        parser.delegate = root
        return parser.parse() && root.seen ? root : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard !seen else { return }
        seen = true
        name = elementName
        self.attributes = attributes
    }
}

@Suite struct AtomicWriteTests {
    let folder: String
    init() throws {
        folder = NSTemporaryDirectory() + "sketchpad-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.sorted()
    }

    @Test func writesEveryFormatAndLeavesNoTempFiles() throws {
        let renderer = Renderer()
        for format in OutputFormat.allCases {
            let path = folder + "/out." + format.rawValue
            try renderer.write(sampleList(), to: path, scale: 2)
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(written == (try renderer.data(for: sampleList(), format: format, scale: 2)))
        }
        #expect(try leftovers().isEmpty)
    }

    @Test func failedRenderLeavesTheExistingFileAlone() throws {
        let path = folder + "/keep.png"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: path))
        var bad = sampleList()
        bad.append(.fill(.rect(Rect(x: 0, y: .nan, width: 1, height: 1)), .black))
        #expect(throws: RenderError.self) { try Renderer().write(bad, to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(try leftovers().isEmpty)
    }

    @Test func failedRenameRemovesTheTempFile() throws {
        // A directory in the way: the rename fails after the bytes were written.
        let path = folder + "/blocked.png"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: RenderError.self) { try Renderer().write(sampleList(), to: path) }
        #expect(try leftovers().isEmpty)
        #expect(FileManager.default.fileExists(atPath: path + "/inside"))
    }

    @Test func missingFolderIsAWriteError() throws {
        #expect(throws: RenderError.self) { try AtomicFile.write([1, 2, 3], to: folder + "/no/such/folder/x.png") }
    }
}

@Test func writeSamplesForEyes() throws {
    guard let folder = ProcessInfo.processInfo.environment["SKETCHPAD_RENDER_SAMPLES"] else { return }
    let renderer = Renderer()
    try renderer.write(sampleList(), to: folder + "/sample@1x.png", scale: 1)
    try renderer.write(sampleList(), to: folder + "/sample@3x.png", scale: 3)
    try renderer.write(sampleList(), to: folder + "/sample.svg")
    try renderer.write(sampleList(), to: folder + "/sample.pdf")
}
