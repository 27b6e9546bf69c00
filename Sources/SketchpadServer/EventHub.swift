import Foundation

/// The open event streams of the pages (server-sent events): every message goes to all of them.
actor EventHub {
    private var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
    private var next = 0

    /// A stream of messages for one page, ended when the page goes away or the server stops.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = next
        next += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in Task { await self?.remove(id) } }
        // The first message tells the page the stream is open (and flushes the headers).
        continuation.yield(": connected\n\n")
        return stream
    }

    private func remove(_ id: Int) { subscribers[id] = nil }

    /// Sends `event` with `data` (one JSON line) to every page.
    func broadcast(event: String, data: String) {
        let message = "event: \(event)\ndata: \(data)\n\n"
        for id in subscribers.keys.sorted() { subscribers[id]?.yield(message) }
    }

    var count: Int { subscribers.count }

    /// A comment every `seconds` to every page: a page that went away without closing is found
    /// (its write fails) and dropped, and proxies keep the stream open.
    func heartbeat(every seconds: Double) async {
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
            for id in subscribers.keys.sorted() { subscribers[id]?.yield(": ping\n\n") }
        }
    }

    /// Ends every stream (the server is stopping).
    func finishAll() {
        for id in subscribers.keys.sorted() { subscribers[id]?.finish() }
        subscribers = [:]
    }
}
