import Foundation
import Testing
@testable import SketchpadServer

/// The inspector's layout: views with sizes and priorities, constraints with their lines and outcomes.
@Suite(.serialized) struct InspectorTests {
    @Test func constraintsComeWithTheirLinesAndWhetherTheyWon() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let layout = try decode(InspectorLayout.self, await RawHTTP.get(port: server.port, "/api/layout/0/card.yaml?variant=0"))
        #expect(layout.canvas == .init(horizontal: 200, vertical: 120))
        let title = try #require(layout.views.first { $0.id == "title" })
        #expect(title.type == "label")
        #expect(title.parent == "root")
        #expect(title.source?.line == 5)
        #expect(title.hugging.horizontal == 251 && title.compressionResistance.vertical == 750)   // a label's, as UIKit's
        let placing = title.constraints.map { layout.constraints[$0] }
        #expect(placing.map { $0.source?.line } == [7, 8, 9, 10])
        #expect(placing.map(\.outcome) == ["satisfied", "satisfied", "satisfied", "unmet"])   // width 400 lost to the canvas
        #expect(placing.allSatisfy { $0.first == "title" })
        #expect(await RawHTTP.get(port: server.port, "/api/layout/0/card.yaml?variant=9")?.status == 404)
        await server.stop()
    }

    @Test func aViewListsTheProblemsThatNameIt() async throws {
        let dir = try temporaryFolder(["overlap.yaml": Fixtures.overlap])
        let server = try await startServer([dir])
        let layout = try decode(InspectorLayout.self, await RawHTTP.get(port: server.port, "/api/layout/0/overlap.yaml?variant=0"))
        let a = try #require(layout.views.first { $0.id == "a" })
        #expect(a.frame == .init(x: -40, y: 0, width: 100, height: 20))
        #expect(a.diagnostics.map { layout.diagnostics[$0].kind } == ["overlapping", "overflowing"])
        #expect(layout.views.first { $0.id == "b" }?.diagnostics.map { layout.diagnostics[$0].kind } == ["overlapping"])
        #expect(layout.diagnostics.allSatisfy { $0.severity == "warning" && $0.source?.line == 3 })
        await server.stop()
    }
}
