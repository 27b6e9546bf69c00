import Foundation
import Testing
import SketchpadRender
@testable import SketchpadServer

/// A template card's picture is checked once on its way to the painter, as a batch's is (issue 25:
/// the server validated the list, then the renderer validated it again).
@Suite struct CardValidatedOnceTests {
    @Test func aTemplateCardsListIsValidatedOnce() throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = TemplateCardSource()
        let file = try #require(source.files(in: [ServedRoot(path: dir, realPath: ServedRoot.realPath(dir), isFolder: true)]).first)
        let worker = RenderWorker.State()
        let counter = EventCounter()
        let rendered = CheckedDisplayList.$validations.withValue(counter) {
            source.render(file, variant: 0, request: RenderRequest(), on: worker)
        }
        #expect(rendered.png != nil, "\(rendered.problems)")
        #expect(counter.count == 1, "one validation for the one picture drawn")
    }
}
