import FlyingSocks
import Foundation

/// The server's socket pool with a limit on waiting: a connection that sends nothing for
/// `readIdle` seconds (a stalled or half-sent request, an idle keep-alive) or takes nothing for
/// `writeIdle` seconds is cut off, so slow clients cannot hold connections forever. The
/// listening socket waits as long as it likes. Connections send without delay (`TCP_NODELAY`).
struct IdleLimitPool: AsyncSocketPool {
    let base: any AsyncSocketPool
    let readIdle: TimeInterval
    let writeIdle: TimeInterval

    func prepare() async throws { try await base.prepare() }
    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        if Self.isListening(socket) { return try await base.suspendSocket(socket, untilReadyFor: events) }
        // Responses go out as they are written (header, then body): without this, Nagle's
        // algorithm holds the body until the client acknowledges the header, 40 ms later.
        var on: Int32 = 1
        setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        let limit = events.contains(.write) ? writeIdle : readIdle
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(limit * 1e9))
                return false
            }
            defer { group.cancelAll() }
            guard try await group.next() == true else { throw SocketError.disconnected }
        }
    }

    static func isListening(_ socket: Socket) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &value, &length) == 0 && value != 0
    }
}
