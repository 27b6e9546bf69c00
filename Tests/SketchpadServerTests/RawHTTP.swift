import Foundation

/// A client that writes bytes to the server as given (no URL normalisation, malformed on purpose
/// when a test wants it) and reads what comes back.
enum RawHTTP {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Connects to 127.0.0.1:`port`; -1 when nothing listens.
    static func connect(port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 { close(fd); return -1 }
        return fd
    }

    static func send(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Reads until the server closes or `timeout` seconds pass; nil if it timed out first.
    static func readAll(_ fd: Int32, timeout: Double) -> [UInt8]? {
        var data: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { return data }
            data += buffer[0..<n]
        }
        return nil
    }

    /// Runs blocking socket work on a thread of its own: on the test's cooperative threads it
    /// would starve the server, which runs in the same process on the same few threads.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    /// Sends `raw` on a new connection and reads the answer (the request should say `Connection: close`).
    static func exchange(port: Int, _ raw: [UInt8], timeout: Double = 10) async -> (closed: Bool, response: Response?) {
        await blocking { exchangeNow(port: port, raw, timeout: timeout) }
    }

    static func exchangeNow(port: Int, _ raw: [UInt8], timeout: Double) -> (closed: Bool, response: Response?) {
        let fd = connect(port: port)
        guard fd >= 0 else { return (true, nil) }
        defer { close(fd) }
        send(fd, raw)
        guard let bytes = readAll(fd, timeout: timeout) else { return (false, nil) }
        return (true, parse(bytes))
    }

    static func get(port: Int, _ target: String, headers: [String: String] = [:]) async -> Response? {
        await request(port: port, method: "GET", target: target, headers: headers)
    }

    static func request(port: Int, method: String, target: String, headers: [String: String] = [:], body: [UInt8] = []) async -> Response? {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for key in headers.keys.sorted() { head += "\(key): \(headers[key]!)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        // Longer than the server's own 15 s limit on a handler, so a loaded machine gets the server's
        // answer (a picture or a clear error) rather than the client giving up first.
        return await exchange(port: port, Array(head.utf8) + body, timeout: 30).response
    }

    /// Status line, headers and body (chunked bodies joined).
    static func parse(_ bytes: [UInt8]) -> Response? {
        guard let end = bytes.indices.dropLast(3).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 })
        else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = head[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            guard let lineEnd = bytes[i...].indices.dropLast().first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                  let size = Int(String(decoding: bytes[i..<lineEnd], as: UTF8.self), radix: 16), size > 0,
                  lineEnd + 2 + size <= bytes.count else { break }
            out += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            i = lineEnd + 2 + size + 2
        }
        return out
    }
}

/// Server-sent events read from an open connection, message by message.
final class EventReader: @unchecked Sendable {
    // @unchecked: used by one test at a time, each call on its own thread in turn.
    let fd: Int32
    private var buffer = ""

    init?(port: Int) {
        fd = RawHTTP.connect(port: port)
        guard fd >= 0 else { return nil }
        RawHTTP.send(fd, Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    }

    deinit { close(fd) }

    /// The next `event:` of kind `name` with its data, waiting at most `timeout` seconds.
    func next(_ name: String, timeout: Double) async -> String? {
        await RawHTTP.blocking { self.nextNow(name, timeout: timeout) }
    }

    /// Whether the server ended the stream within `timeout` seconds.
    func ended(timeout: Double) async -> Bool {
        await RawHTTP.blocking { RawHTTP.readAll(self.fd, timeout: timeout) != nil }
    }

    private func nextNow(_ name: String, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            while let range = buffer.range(of: "\n\n") {
                let message = String(buffer[..<range.lowerBound])
                buffer.removeSubrange(..<range.upperBound)
                let lines = message.components(separatedBy: "\n")
                if lines.contains("event: \(name)"), let data = lines.first(where: { $0.hasPrefix("data: ") }) {
                    return String(data.dropFirst(6))
                }
            }
            guard Date() < deadline else { return nil }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let n = recv(fd, &chunk, chunk.count, 0)
            if n <= 0 { return nil }
            // Without carriage returns: `\r\n` is one Character in Swift and would hide the `\n`s.
            buffer += String(decoding: chunk[0..<n].filter { $0 != 13 }, as: UTF8.self)
        }
    }
}
