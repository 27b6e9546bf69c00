import Foundation
import Testing
@testable import SketchpadServer

/// Requests too big or too slow: headers over the limit get 431, a request that trickles in
/// (slowloris) is cut off at its deadline; the server goes on serving.
@Suite(.serialized) struct LimitTests {
    @Test func headersOverTheLimitGet431AndSmallerOnesAreServed() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        #expect(ServeOptions(paths: ["."]).maxHeaderBytes == 16 * 1024)
        // A smaller limit here: FlyingFox reads headers a byte at a time, slowly in a debug build.
        let server = try await startServer([dir]) { $0.maxHeaderBytes = 4096 }
        func head(_ size: Int) -> [UInt8] {
            Array("GET /api/files HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: \(String(repeating: "a", count: size))\r\n\r\n".utf8)
        }
        let refused = await RawHTTP.exchange(port: server.port, head(4200), timeout: 60)
        #expect(refused.response?.status == 431)
        #expect(refused.closed)
        #expect(await RawHTTP.exchange(port: server.port, head(3800), timeout: 60).response?.status == 200)
        await server.stop()
    }

    @Test func aRequestThatTricklesInIsCutOffAtItsDeadline() async throws {
        let dir = try temporaryFolder(["card.yaml": Fixtures.card])
        // A byte every half second never leaves the connection idle for the 3 s idle limit.
        let server = try await startServer([dir]) { $0.requestDeadlineSeconds = 3 }
        let port = server.port
        let seconds = await RawHTTP.blocking { () -> Double? in
            let fd = RawHTTP.connect(port: port)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            let start = Date()
            RawHTTP.send(fd, Array("GET /api/files HTTP/1.1\r\nHost: x\r\n".utf8))
            for _ in 0..<40 {
                RawHTTP.send(fd, Array("X-Slow: 1\r\n".utf8))
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&poller, 1, 500) > 0 {
                    var byte: UInt8 = 0
                    if recv(fd, &byte, 1, 0) <= 0 { return Date().timeIntervalSince(start) }
                }
            }
            return nil   // still open after 20 s
        }
        let cut = try #require(seconds, "the trickling request was never cut off")
        #expect(cut >= 2.5 && cut < 8)
        #expect(await RawHTTP.get(port: server.port, "/api/files")?.status == 200)
        await server.stop()
    }

    @Test func aConnectionsDeadlineStartsAgainWithEachRequestAndAStreamHasNone() async throws {
        let limits = RequestLimits(deadline: 0.3)
        let peer = "127.0.0.1:5000"
        #expect(limits.remaining(peer: peer, socket: 9) > 0.25)
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(limits.remaining(peer: peer, socket: 9) < 0)       // its request is late
        limits.requestStarted(peer: peer)
        #expect(limits.remaining(peer: peer, socket: 9) == 0.3)    // answering: no request is read
        limits.requestAnswered(peer: peer)
        #expect(limits.remaining(peer: peer, socket: 9) > 0.25)    // the next request, its own deadline
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(limits.remaining(peer: peer, socket: 9) < 0)
        // The port used again by a new connection (on another socket): it starts afresh.
        #expect(limits.remaining(peer: peer, socket: 11) > 0.25)
        _ = limits.remaining(peer: "127.0.0.1:6000", socket: 12)
        limits.streaming(peer: "127.0.0.1:6000")
        limits.requestAnswered(peer: "127.0.0.1:6000")
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(limits.remaining(peer: "127.0.0.1:6000", socket: 12) == 0.3)    // an event stream is never late
    }
}
