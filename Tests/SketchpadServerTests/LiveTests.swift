import Foundation
import Testing
@testable import SketchpadServer

/// Saving a file tells the pages at once, and redraws only the cards that read it.
@Suite(.serialized) struct LiveTests {
    @Test func anEditRedrawsOnlyTheCardsThatReadTheFile() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card, "list.yaml": Fixtures.list, "_parts/rows.yaml": Fixtures.rows])
        let server = try await startServer([dir])
        let events = try #require(EventReader(port: server.port))
        #expect(await eventually(10) { await server.context.events.count == 1 })
        for target in ["/render/0/card.yaml?variant=0", "/render/0/card.yaml?variant=1", "/render/0/list.yaml?variant=0"] {
            #expect(await RawHTTP.get(port: server.port, target)?.status == 200)
        }
        #expect(await server.context.drawCount == 3)
        let before = await RawHTTP.get(port: server.port, "/render/0/list.yaml?variant=0")?.body

        // The partial changes: only the template that includes it is told about and drawn again.
        try write(Fixtures.rows.replacingOccurrences(of: "text: Row", with: "text: Changed row"), to: dir + "/_parts/rows.yaml")
        let data = try #require(await events.next("card", timeout: 5))
        let card = try JSONDecoder().decode(CardSummary.self, from: Data(data.utf8))
        #expect(card.id == "0/list.yaml")
        #expect(card.version == 2)
        #expect(await events.next("card", timeout: 0.5) == nil)
        for target in ["/render/0/card.yaml?variant=0", "/render/0/card.yaml?variant=1"] {
            #expect(await RawHTTP.get(port: server.port, target)?.status == 200)
        }
        let after = await RawHTTP.get(port: server.port, "/render/0/list.yaml?variant=0")?.body
        #expect(after != nil && after != before)
        #expect(await server.context.drawCount == 4)
        // The old picture of the changed file is not kept: memory does not grow with edits.
        #expect(await server.context.cache.count == 3)
        await server.stop()
    }

    @Test func aFileThatStopsParsingKeepsItsLastGoodVariants() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let events = try #require(EventReader(port: server.port))
        #expect(await eventually(10) { await server.context.events.count == 1 })
        try write(Fixtures.card.replacingOccurrences(of: "text: Hello}", with: "text: [Hello}"), to: dir + "/card.yaml")
        let card = try JSONDecoder().decode(CardSummary.self, from: Data(try #require(await events.next("card", timeout: 5)).utf8))
        #expect(card.broken)
        #expect(card.variants.map(\.name) == ["light", "dark"])   // the page keeps their pictures, greyed
        #expect(card.problems.first?.line == 5)
        #expect(card.errors == 1)
        let refused = await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0")
        #expect(refused?.status == 422)
        #expect(refused?.text.contains("\"line\":5") == true)
        // Fixed again: pictures come back.
        try write(Fixtures.card, to: dir + "/card.yaml")
        let fixed = try JSONDecoder().decode(CardSummary.self, from: Data(try #require(await events.next("card", timeout: 5)).utf8))
        #expect(!fixed.broken)
        #expect(await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0")?.status == 200)
        await server.stop()
    }

    @Test func newAndDeletedFilesChangeTheCatalog() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let events = try #require(EventReader(port: server.port))
        #expect(await eventually(10) { await server.context.events.count == 1 })
        try write(Fixtures.card, to: dir + "/second.yaml")
        #expect(await events.next("catalog", timeout: 5) != nil)
        #expect(try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files")).map(\.id) == ["0/card.yaml", "0/second.yaml"])
        try FileManager.default.removeItem(atPath: dir + "/card.yaml")
        #expect(await events.next("catalog", timeout: 5) != nil)
        #expect(try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files")).map(\.id) == ["0/second.yaml"])
        #expect(await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0")?.status == 404)
        await server.stop()
    }
}

