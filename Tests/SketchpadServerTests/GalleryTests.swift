import Foundation
import Testing
@testable import SketchpadServer

/// The gallery's API: every template with its variant matrix, pictures, problems at their lines.
@Suite(.serialized) struct GalleryTests {
    @Test func filesListEveryTemplateWithItsVariantMatrix() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card, "sub/matrix.yaml": Fixtures.matrix, "_parts/rows.yaml": Fixtures.rows])
        let server = try await startServer([dir])
        defer { Task { await server.stop() } }
        let cards = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))
        #expect(cards.map(\.id) == ["0/card.yaml", "0/sub/matrix.yaml"])   // partials are not cards
        #expect(cards[0].variants.map(\.name) == ["light", "dark"])
        let matrix = cards[1].variants
        #expect(matrix.count == 12)
        #expect(Set(matrix.map(\.device)) == ["iPhone SE", "iPhone 15"])
        #expect(Set(matrix.map(\.appearance)) == ["light", "dark", "wireframe"])
        #expect(Set(matrix.map(\.direction)) == ["ltr", "rtl"])
        #expect(matrix[0].name == "iphone-se-light-ltr")
        await server.stop()
    }

    @Test func aVariantIsAPNGDrawnOnceThenServedFromTheCache() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let first = await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=1")
        #expect(first?.status == 200)
        #expect(first?.headers["content-type"] == "image/png")
        #expect(first?.body.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let again = await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=1")
        #expect(again?.body == first?.body)
        #expect(await server.context.drawCount == 1)
        // Another variant, or overlays, is another picture.
        let light = await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0&overlays=frames,ids")
        #expect(light?.status == 200 && light?.body != first?.body)
        #expect(await server.context.drawCount == 2)
        #expect(await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0&overlays=sparkles")?.status == 400)
        #expect(await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0&scale=50")?.status == 400)
        await server.stop()
    }

    @Test func concurrentRequestsForOnePictureDrawItOnce() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let bodies = await withTaskGroup(of: [UInt8]?.self) { group in
            for _ in 0..<8 { group.addTask { await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0")?.body } }
            return await group.reduce(into: [[UInt8]?]()) { $0.append($1) }
        }
        #expect(Set(bodies.compactMap { $0 }).count == 1 && bodies.allSatisfy { $0 != nil })
        #expect(await server.context.drawCount == 1)
        await server.stop()
    }

    @Test func warmingDrawsEveryPictureBeforeThePageAsks() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card, "overlap.yaml": Fixtures.overlap])
        let server = try await startServer([dir]) { $0.warmsCache = true }
        #expect(await eventually(10) { await server.context.drawCount == 3 })
        for target in ["/render/0/card.yaml?variant=0", "/render/0/card.yaml?variant=1", "/render/0/overlap.yaml?variant=0"] {
            #expect(await RawHTTP.get(port: server.port, target)?.status == 200)
        }
        #expect(await server.context.drawCount == 3)
        // Problems found while warming are on the cards already.
        let cards = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))
        #expect(cards.map(\.warnings) == [0, 2])
        await server.stop()
    }

    @Test func problemsOfADrawnVariantAreCountedOnItsCard() async throws {
        let dir = try temporaryFolder(["overlap.yaml": Fixtures.overlap])
        let server = try await startServer([dir])
        #expect(try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))[0].problems.isEmpty)
        _ = await RawHTTP.get(port: server.port, "/render/0/overlap.yaml?variant=0")
        let card = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))[0]
        #expect(card.warnings == 2 && card.errors == 0)
        #expect(card.problems.map(\.severity) == ["warning", "warning"])
        #expect(card.problems.map(\.line) == [3, 3])
        #expect(card.problems.map { $0.message.prefix(11) } == ["overlapping", "overflowing"])
        await server.stop()
    }

    @Test func aFileThatDoesNotParseShowsItsErrorAtItsLine() async throws {
        let dir = try temporaryFolder(["bad.yaml": "canvas: {width: 100, height: 100}\nviews:\n  - {id: a, type: label, text: [oops\n"])
        let server = try await startServer([dir])
        let card = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))[0]
        #expect(card.broken)
        #expect(card.errors == 1)
        #expect(card.problems.first?.line == 3 || card.problems.first?.line == 4)
        #expect(card.problems.first?.file?.hasSuffix("bad.yaml") == true)
        #expect(await RawHTTP.get(port: server.port, "/render/0/bad.yaml?variant=0")?.status == 404)   // no variants ever loaded
        await server.stop()
    }

    @Test func thePageIsServedWithItsTokenAndNothingElseFromTheBundle() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let page = await RawHTTP.get(port: server.port, "/")
        #expect(page?.status == 200)
        #expect(page?.text.contains(server.token) == true)
        #expect(await RawHTTP.get(port: server.port, "/app.js")?.headers["content-type"]?.hasPrefix("text/javascript") == true)
        #expect(await RawHTTP.get(port: server.port, "/index.html")?.status == 404)
        #expect(await RawHTTP.get(port: server.port, "/Page/app.js")?.status == 404)
        await server.stop()
    }
}

/// The gallery's first load: every picture in one streamed request, one JSON line each.
@Suite(.serialized) struct PictureStreamTests {
    @Test func everyDrawablePictureComesOnceAsALineWithTheBytesOfItsOwnRequest() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card, "list.yaml": Fixtures.list, "_parts/rows.yaml": Fixtures.rows,
                                       "broken.yaml": "views: [\n"])
        let server = try await startServer([dir])
        let response = try #require(await RawHTTP.get(port: server.port, "/api/pictures"))
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/x-ndjson")
        let lines = try response.text.split(separator: "\n").map { try JSONDecoder().decode(PictureLine.self, from: Data($0.utf8)) }
        // Drawn in parallel, so in any order; the broken file has none.
        #expect(lines.map { "\($0.id)#\($0.variant)" }.sorted() == ["0/card.yaml#0", "0/card.yaml#1", "0/list.yaml#0"])
        #expect(lines.allSatisfy { $0.version == 1 })
        for line in lines {
            let own = await RawHTTP.get(port: server.port, "/render/\(line.id)?variant=\(line.variant)")?.body
            #expect(Data(base64Encoded: line.png).map { [UInt8]($0) } == own, "\(line.id) \(line.variant)")
        }
        #expect(await server.context.drawCount == 3)   // each drawn once, the stream's draws cached
        await server.stop()
    }
}
