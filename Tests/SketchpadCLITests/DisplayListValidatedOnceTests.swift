import Foundation
import Testing
import SketchpadLayout
import SketchpadRender
@testable import Sketchpad

/// A display list is validated once, by the one validator, however many formats it is drawn in:
/// the batch checks each variant's list before drawing and every format trusts that check, and
/// a list the renderer is handed is checked once on its way to the painter (issue 25).
@Suite struct DisplayListValidatedOnceTests {
    let yaml = """
    canvas: {width: 120, height: 60}
    views:
      - {id: title, type: label, text: Hello}
    constraints:
      - "title.leading == root.leading + 8"
      - "title.top == root.top + 8"
    variants: {appearances: [light, dark]}
    """

    @Test func aBatchValidatesEachVariantsListOnceForAllItsFormats() throws {
        let dir = try temporaryFolder(["screen.yaml": yaml])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.formats = [.png, .svg, .pdf]
        options.jobs = 1   // on this task, where the counter is seen
        let counter = EventCounter()
        let summary = try CheckedDisplayList.$validations.withValue(counter) {
            try BatchRenderer(options: options).render(paths: [dir + "/screen.yaml"])
        }
        #expect(summary.line == "1 rendered, 0 failed")
        #expect(summary.reports[0].outputs.count == 6)
        #expect(counter.count == 2, "one validation per variant, not one per output")
    }

    @Test func aRendererChecksAListOnceOnItsWayToThePainter() throws {
        var list = DisplayList(size: Size(width: 20, height: 10))
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), Color(hex: 0x5856D6)))
        let counter = EventCounter()
        _ = try CheckedDisplayList.$validations.withValue(counter) { try Renderer().data(for: list, format: .png, scale: 2) }
        #expect(counter.count == 1)
        // What the painter would be handed unchecked is refused by the same validator.
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: .nan, height: 10)), Color(hex: 0x5856D6)))
        #expect(throws: RenderError.self) { try Renderer().data(for: list, format: .svg) }
        #expect(throws: RenderError.self) { try CheckedDisplayList(list) }
    }
}
