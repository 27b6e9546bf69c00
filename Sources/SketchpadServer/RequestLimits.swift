import Foundation

/// How long a request may take to arrive, per connection (by its peer's `address:port`): the
/// handler says when a request came in and when it was answered, the socket pool
/// (``IdleLimitPool``) asks before each wait for more bytes. A client that sends a request a
/// byte at a time (slowloris) is cut off at `deadline` however often it sends. An event stream
/// (``streaming(peer:)``) reads nothing more and has no deadline.
///
/// ```swift
/// let limits = RequestLimits(deadline: 30)
/// limits.remaining(peer: "127.0.0.1:50312", socket: 9)   // 30: its first request may take that long
/// ```
final class RequestLimits: @unchecked Sendable {
    // @unchecked: `connections` and `pruned` are only touched under `lock`.
    private let lock = NSLock()
    /// Seconds from the start of a request (the connection opening, or the last answer on it)
    /// until it must have arrived whole.
    let deadline: TimeInterval
    private var connections: [String: Phase] = [:]
    /// The peer of each socket seen: a socket with another peer than before is a new connection
    /// (a port of a closed connection is used again by a later one, which starts afresh).
    private var sockets: [Int32: String] = [:]
    private var pruned = Date()

    /// What a connection is doing: waiting for a request since `since`; or in a handler, or
    /// sending an event stream (`answering`), when it reads nothing.
    private struct Phase {
        var since: Date
        var answering: Bool
        var streaming = false
    }

    init(deadline: TimeInterval) {
        self.deadline = deadline
    }

    /// A request of `peer` was read whole and is being answered.
    func requestStarted(peer: String) {
        lock.withLock { connections[peer] = Phase(since: Date(), answering: true) }
    }

    /// The answer to `peer` is an event stream: the connection reads no further request.
    func streaming(peer: String) {
        lock.withLock { connections[peer] = Phase(since: Date(), answering: true, streaming: true) }
    }

    /// Its answer was handed over: the connection waits for its next request from now (the time
    /// the answer takes to send counts towards it; `writeIdle` bounds that).
    func requestAnswered(peer: String) {
        lock.withLock {
            if connections[peer]?.streaming == true { return }
            connections[peer] = Phase(since: Date(), answering: false)
        }
    }

    /// Seconds `peer`, on `socket`, has left to send its request (from now when the connection is new).
    func remaining(peer: String, socket: Int32) -> TimeInterval {
        lock.withLock {
            let now = Date()
            pruneIfDue(now)
            if sockets[socket] != peer {
                sockets[socket] = peer
                connections[peer] = nil
            }
            let phase = connections[peer] ?? Phase(since: now, answering: false)
            connections[peer] = phase
            return phase.answering ? deadline : deadline - now.timeIntervalSince(phase.since)
        }
    }

    /// Forgets connections not heard of for a while (closed ones), at most once a deadline.
    private func pruneIfDue(_ now: Date) {
        guard now.timeIntervalSince(pruned) > deadline else { return }
        pruned = now
        // A stream's entry goes too: its connection reads no request again (it ends with the stream).
        connections = connections.filter { now.timeIntervalSince($0.value.since) < 4 * deadline }
        sockets = sockets.filter { connections[$0.value] != nil }
    }

}
