import Foundation
import Testing
@testable import SketchpadServer

/// Every refusal: paths outside the roots, malformed, huge and slow requests, a taken port,
/// Approve without the page's token or from another origin.
@Suite(.serialized) struct SafetyTests {
    @Test func pathsOutsideTheRootsAreNotFound() async throws {
        let outside = try temporaryFolder(["secret.yaml": Fixtures.card, "secret.txt": "secret"])
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        try FileManager.default.createSymbolicLink(atPath: dir + "/linked.yaml", withDestinationPath: outside + "/secret.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: outside)
        let server = try await startServer([dir])
        let cards = try decode([CardSummary].self, await RawHTTP.get(port: server.port, "/api/files"))
        #expect(cards.map(\.id) == ["0/card.yaml"])   // links out of the root are not cards
        let refused = [
            "/render/0/linked.yaml?variant=0", "/render/0/linked/secret.yaml?variant=0",
            "/render/0/../card.yaml", "/render/0/%2e%2e/%2e%2e/etc/passwd", "/render/0/..%2f..%2fetc%2fpasswd",
            "/render/%2Fetc%2Fpasswd", "/render/" + outside + "/secret.yaml", "//etc/passwd", "/../../etc/passwd",
            "/api/layout/0/../../etc/passwd", "/review/golden/../../secret.png", "/render/1/card.yaml",
            "/render/0/card.yaml?variant=7", "/render/0/card.yaml?variant=-1", "/render/0/card.yaml?variant=x",
        ]
        for target in refused {
            #expect(await RawHTTP.get(port: server.port, target)?.status == 404, "\(target)")
        }
        #expect(await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=0")?.status == 200)
        await server.stop()
    }

    @Test func malformedRequestsAreCutOffAndTheServerGoesOn() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        for garbage in ["HELLO\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                        "POST /api/approve HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", "\u{0}\u{1}\u{2}\r\n\r\n"] {
            let answer = await RawHTTP.exchange(port: server.port, Array(garbage.utf8), timeout: 10)
            #expect(answer.closed, "\(garbage.debugDescription) left the connection hanging")
            if let status = answer.response?.status { #expect((400..<500).contains(status)) }
        }
        #expect(await RawHTTP.get(port: server.port, "/api/files")?.status == 200)
        await server.stop()
    }

    @Test func hugeBodiesAreRefused() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let body = [UInt8](repeating: 65, count: 200_000)
        let head = "POST /api/approve HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: \(body.count)\r\n\r\n"
        let answer = await RawHTTP.exchange(port: server.port, Array(head.utf8) + body, timeout: 10)
        #expect(answer.closed)
        #expect(answer.response?.status == 413)
        // A body of unknown length is not read.
        let chunked = "POST /api/approve HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
        #expect(await RawHTTP.exchange(port: server.port, Array(chunked.utf8), timeout: 10).response?.status == 411)
        // Announcing a huge body and not sending it: cut off, not waited for.
        let claim = "POST /api/approve HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000000\r\n\r\nabc"
        #expect(await RawHTTP.exchange(port: server.port, Array(claim.utf8), timeout: 10).closed)
        #expect(await RawHTTP.get(port: server.port, "/api/files")?.status == 200)
        await server.stop()
    }

    @Test func slowRequestsAreCutOff() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let start = Date()
        let stalled = await RawHTTP.exchange(port: server.port, Array("GET /api/files HTTP/1.1\r\nHost: x\r\n".utf8), timeout: 10)
        #expect(stalled.closed)
        #expect(Date().timeIntervalSince(start) < 9)
        // A connection that sends nothing at all.
        #expect(await RawHTTP.exchange(port: server.port, [], timeout: 10).closed)
        #expect(await RawHTTP.get(port: server.port, "/api/files")?.status == 200)
        await server.stop()
    }

    @Test func aSecondServerOnThePortSaysSo() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let first = try await startServer([dir])
        await #expect(throws: ServeError.portInUse(host: "127.0.0.1", port: first.port)) {
            _ = try await startServer([dir]) { $0.port = first.port }
        }
        #expect(ServeError.portInUse(host: "127.0.0.1", port: 8080).description.contains("--port"))
        await first.stop()
    }

    @Test func itListensOnLoopbackUnlessToldOtherwise() async throws {
        #expect(ServeOptions(paths: ["."]).host == "127.0.0.1")
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        await #expect(throws: ServeError.badHost("example.com")) { _ = try await startServer([dir]) { $0.host = "example.com" } }
        await #expect(throws: ServeError.missingPath(dir + "/nope")) { _ = try await startServer([dir + "/nope"]) }
    }

    @Test func stoppingEndsEventStreamsAndClosesThePort() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let server = try await startServer([dir])
        let events = try #require(EventReader(port: server.port))
        #expect(await eventually(10) { await server.context.events.count == 1 })
        await server.stop()
        #expect(await events.ended(timeout: 3))   // the stream ended
        #expect(RawHTTP.connect(port: server.port) < 0)
    }

    @Test func approveNeedsThePagesTokenAndItsOrigin() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        let golden = try temporaryFolder([:])
        let server = try await startServer([dir], golden: golden)
        let body = Array(#"{"name": "card--dark"}"#.utf8)
        let json = ["Content-Type": "application/json"]
        func post(_ headers: [String: String], _ body: [UInt8] = body) async -> Int? {
            await RawHTTP.request(port: server.port, method: "POST", target: "/api/approve", headers: headers, body: body)?.status
        }
        #expect(await post(json) == 403)                                                         // no token
        #expect(await post(json.merging(["X-Sketchpad-Token": "0123"]) { $1 }) == 403)            // wrong token
        let token = json.merging(["X-Sketchpad-Token": server.token]) { $1 }
        #expect(await post(token.merging(["Origin": "http://evil.example"]) { $1 }) == 403)
        #expect(await post(token.merging(["Sec-Fetch-Site": "cross-site"]) { $1 }) == 403)
        #expect(await post(["X-Sketchpad-Token": server.token, "Content-Type": "text/plain"]) == 400)
        #expect(await post(token, Array(#"{"name": "../../escape"}"#.utf8)) == 404)
        #expect(await post(token, Array(#"{"name": "nothing--here"}"#.utf8)) == 404)
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).isEmpty)
        #expect(await RawHTTP.get(port: server.port, "/api/approve")?.status == 404)
        // The page's own request records exactly that one golden.
        let origin = "http://127.0.0.1:\(server.port)"
        #expect(await post(token.merging(["Origin": origin, "Sec-Fetch-Site": "same-origin"]) { $1 }) == 200)
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden) == ["card--dark.png"])
        let written = try #require(FileManager.default.contents(atPath: golden + "/card--dark.png"))
        let drawn = await RawHTTP.get(port: server.port, "/render/0/card.yaml?variant=1")?.body
        #expect([UInt8](written) == drawn)
        await server.stop()
    }
}
