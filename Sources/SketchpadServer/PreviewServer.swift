import FlyingFox
import FlyingSocks
import Foundation
import Sketchpad

/// `sketchpad serve`: a web page with every template, Swift script and SwiftUI preview under the
/// given paths as a card (each variant a picture), redrawn as files are saved, a layout inspector,
/// and the review of goldens.
///
/// ```swift
/// var options = ServeOptions(paths: ["Templates"])
/// options.port = 0                                  // any free port
/// let server = try await PreviewServer.start(options)
/// print("http://127.0.0.1:\(server.port)/")
/// await server.stop()
/// ```
package final class PreviewServer: Sendable {
    package let options: ServeOptions
    /// The port listened on (the one picked when 0 was asked for).
    package let port: Int
    /// The secret the page sends with Approve (a new one each run).
    package let token: String
    let context: ServerContext
    private let http: HTTPServer
    private let watch: LiveWatch
    private let heartbeat: Task<Void, Never>

    private init(options: ServeOptions, port: Int, token: String, context: ServerContext, http: HTTPServer, watch: LiveWatch,
                 heartbeat: Task<Void, Never>) {
        self.options = options
        self.port = port
        self.token = token
        self.context = context
        self.http = http
        self.watch = watch
        self.heartbeat = heartbeat
    }

    /// Finds and loads the cards, listens, and starts watching.
    /// - Throws: ``ServeError`` for a missing path, a bad host, a port in use.
    package static func start(_ options: ServeOptions) async throws(ServeError) -> PreviewServer {
        var roots: [ServedRoot] = []
        for path in options.paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missingPath(path) }
            roots.append(ServedRoot(path: path, realPath: ServedRoot.realPath(path), isFolder: isFolder.boolValue))
        }
        guard (0...65535).contains(options.port) else {
            throw .cannotListen(host: options.host, port: options.port, reason: "ports are 0 to 65535")
        }
        let address: sockaddr_in
        do { address = try .inet(ip4: options.host, port: UInt16(options.port)) } catch { throw .badHost(options.host) }

        let token = Self.makeToken()
        let page = try PageResources.load()
        let sources: [any CardSource] = [
            TemplateCardSource(),
            ScriptCardSource(cacheFolder: options.scriptCache, timeout: options.scriptSeconds),
            PreviewCardSource(discoveryTool: options.previewDiscoveryTool, cacheFolder: options.previewCache),
        ]
        let context = ServerContext(roots: roots, sources: sources, jobs: options.jobs, cacheBytes: options.cacheBytes, warms: options.warmsCache)
        await context.scan()
        let review = ReviewFolders(golden: options.goldenFolder, actual: options.actualFolder)
        let limits = RequestLimits(deadline: options.requestDeadlineSeconds)
        let handler = PreviewHandler(context: context, page: page, token: token, options: options, review: review, limits: limits)
        let pool = IdleLimitPool(base: HTTPServer.defaultPool(), readIdle: options.readIdleSeconds, writeIdle: options.writeIdleSeconds,
                                 limits: limits)
        // SKETCHPAD_SERVE_LOG=1 prints every connection and request (FlyingFox's log) to standard output.
        let logger: any Logging = ProcessInfo.processInfo.environment["SKETCHPAD_SERVE_LOG"] == "1" ? HTTPServer.defaultLogger(category: "serve") : .disabled
        let config = HTTPServer.Configuration(address: address, timeout: options.requestSeconds, pool: pool, logger: logger)
        let http = HTTPServer(config: config, handler: handler)
        let failure = FailureBox()
        Task {
            do { try await http.run() } catch { failure.set(error) }
        }
        // Listening, or the reason it could not (the port is taken).
        for _ in 0..<500 {
            if await http.isListening { break }
            if let error = failure.error {
                if case SocketError.failed(_, let code, let message) = error {
                    if code == EADDRINUSE { throw .portInUse(host: options.host, port: options.port) }
                    throw .cannotListen(host: options.host, port: options.port, reason: message)
                }
                throw .cannotListen(host: options.host, port: options.port, reason: "\(error)")
            }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        var port = options.port
        if case .ip4(_, let bound)? = await http.listeningAddress { port = Int(bound) }
        let watch = LiveWatch(paths: options.paths, interval: options.watchInterval, context: context)
        if options.warmsCache { await context.warmAll() }
        let events = context.events
        let heartbeat = Task { await events.heartbeat(every: 15) }
        return PreviewServer(options: options, port: port, token: token, context: context, http: http, watch: watch,
                             heartbeat: heartbeat)
    }

    /// Stops watching, ends the pages' event streams and closes every connection.
    package func stop() async {
        watch.stop()
        heartbeat.cancel()
        await context.events.finishAll()
        await http.stop(timeout: 0.2)
    }

    /// 32 random hex digits.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The first error of the server's run, handed from its task.
    private final class FailureBox: @unchecked Sendable {
        // @unchecked: `stored` is only touched under `lock`.
        private let lock = NSLock()
        private var stored: (any Error)?
        func set(_ error: any Error) { lock.withLock { stored = error } }
        var error: (any Error)? { lock.withLock { stored } }
    }
}
