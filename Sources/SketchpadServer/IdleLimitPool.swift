import FlyingSocks
import Foundation

/// The server's socket pool with limits on waiting: a connection that sends nothing for
/// `readIdle` seconds (a stalled or half-sent request, an idle keep-alive) or takes nothing for
/// `writeIdle` seconds is cut off, and so is one whose request does not arrive whole within the
/// deadline of ``RequestLimits``, however steadily it trickles in (slowloris). The listening
/// socket waits as long as it likes. Connections send without delay (`TCP_NODELAY`).
struct IdleLimitPool: AsyncSocketPool {
    let base: any AsyncSocketPool
    let readIdle: TimeInterval
    let writeIdle: TimeInterval
    let limits: RequestLimits

    func prepare() async throws { try await base.prepare() }
    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        if Self.isListening(socket) { return try await base.suspendSocket(socket, untilReadyFor: events) }
        // Responses go out as they are written (header, then body): without this, Nagle's
        // algorithm holds the body until the client acknowledges the header, 40 ms later.
        var on: Int32 = 1
        setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        let reading = !events.contains(.write)
        let peer = reading ? Self.peer(socket) : nil
        // Reading: no longer than the request's deadline leaves.
        let left = peer.map { limits.remaining(peer: $0, socket: socket.file.rawValue) } ?? .infinity
        guard left > 0 else { throw SocketError.disconnected }
        let limit = min(reading ? readIdle : writeIdle, left)
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

    /// `address:port` of the other end, as ``peerName(_:)`` spells a request's remote address.
    static func peer(_ socket: Socket) -> String? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let got = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(socket.file.rawValue, $0, &length) }
        }
        guard got == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        var ip = address.sin_addr
        guard inet_ntop(AF_INET, &ip, &text, socklen_t(INET_ADDRSTRLEN)) != nil else { return nil }
        let ip4 = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return ip4 + ":" + String(UInt16(bigEndian: address.sin_port))
    }
}
