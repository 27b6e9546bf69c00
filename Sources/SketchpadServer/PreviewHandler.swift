import FlyingFox
import Foundation
import SketchpadSnapshotEngine
import SketchpadRender

/// Answers every request: the page, the API, the pictures, the event stream, Approve. Anything
/// it does not know is 404; a path names a card only through the catalog, so nothing outside
/// the roots can be asked for, however the path is spelled.
struct PreviewHandler: HTTPHandler {
    let context: ServerContext
    let page: [String: (data: Data, type: String)]
    let token: String
    let options: ServeOptions
    let review: ReviewFolders
    let limits: RequestLimits

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The connection's next request has its own deadline, from when this one is answered.
        let peer = Self.peer(of: request)
        if let peer { limits.requestStarted(peer: peer) }
        defer { if let peer { limits.requestAnswered(peer: peer) } }
        let headBytes = Self.headBytes(request)
        if headBytes > options.maxHeaderBytes {
            return Self.text(.requestHeaderFieldsTooLarge, "request line and headers over \(options.maxHeaderBytes) bytes", close: true)
        }
        if let count = request.bodySequence.count, count > options.maxBodyBytes {
            return Self.text(.payloadTooLarge, "request body over \(options.maxBodyBytes) bytes", close: true)
        }
        let path = request.path
        switch request.method {
        case .GET, .HEAD:
            if let file = page[path] {
                var data = file.data
                if path == "/" { data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "__SKETCHPAD_TOKEN__", with: token).utf8) }
                return HTTPResponse(statusCode: .ok, headers: Self.headers(file.type), body: data)
            }
            if path == "/api/files" { return Self.json(await context.summaries()) }
            if path == "/api/pictures" { return await pictures() }
            if path == "/events" {
                if let peer { limits.streaming(peer: peer) }
                return await events()
            }
            if path == "/api/review" { return await reviewList() }
            if let id = Self.suffix(path, after: "/render/") { return await render(id: id, request) }
            if let id = Self.suffix(path, after: "/api/layout/") { return await layout(id: id, request) }
            if let rest = Self.suffix(path, after: "/review/") { return await reviewImage(rest) }
        case .POST:
            // A body of unknown length (chunked) is not read at all.
            guard request.bodySequence.count != nil else { return Self.text(.lengthRequired, "send a Content-Length", close: true) }
            if path == "/api/approve" { return await approve(request) }
        default:
            break
        }
        return Self.text(.notFound, "not found")
    }

    // MARK: Pictures and layouts

    func render(id: String, _ request: HTTPRequest) async -> HTTPResponse {
        var variant = 0
        if let raw = request.query["variant"] {
            guard let index = Int(raw) else { return Self.text(.notFound, "not found") }
            variant = index
        }
        var render = RenderRequest()
        if let scale = request.query["scale"].flatMap(Double.init) {
            guard [1, 2, 3].contains(scale) else { return Self.text(.badRequest, "scale must be 1, 2 or 3") }
            render.scale = scale
        }
        if let list = request.query["overlays"], !list.isEmpty {
            let names = list.split(separator: ",").map(String.init)
            guard names.allSatisfy({ Overlays(name: $0) != nil }) else {
                return Self.text(.badRequest, "overlays are frames, margins, guides, baselines, ids")
            }
            render.overlays = names.sorted()
        }
        switch await context.png(id: id, variant: variant, request: render) {
        case .success(let png):
            return HTTPResponse(statusCode: .ok, headers: Self.headers("image/png", cache: true), body: Data(png))
        case .failure(.notFound):
            return Self.text(.notFound, "not found")
        case .failure(.problems(let problems)):
            return HTTPResponse(statusCode: .unprocessableContent, headers: Self.headers("application/json"), body: JSONText.data(problems))
        }
    }

    /// Every picture the gallery shows at first (scale 1, no overlays), one JSON line each
    /// (``PictureLine``) as soon as it is drawn, in one streamed response; cards that are broken
    /// or building, and variants that cannot be drawn, are left out (the page asks `/render/` for them).
    func pictures() async -> HTTPResponse {
        let cards = await context.summaries()
        let context = self.context
        let (lines, continuation) = AsyncStream<String>.makeStream()
        let producer = Task {
            await withTaskGroup(of: Void.self) { group in
                for card in cards where !card.broken && !card.building {
                    for variant in card.variants {
                        group.addTask {
                            guard case .success(let png) = await context.png(id: card.id, variant: variant.index, request: RenderRequest()) else { return }
                            let line = PictureLine(id: card.id, version: card.version, variant: variant.index, png: Data(png).base64EncodedString())
                            continuation.yield(JSONText.encode(line) + "\n")
                        }
                    }
                }
            }
            continuation.finish()
        }
        // The page went away: stop waiting for the rest (draws under way go on, for the cache).
        continuation.onTermination = { _ in producer.cancel() }
        return HTTPResponse(statusCode: .ok, headers: Self.headers("application/x-ndjson"), body: HTTPBodySequence(from: EventStreamBody(messages: lines)))
    }

    func layout(id: String, _ request: HTTPRequest) async -> HTTPResponse {
        let variant = request.query["variant"].flatMap(Int.init) ?? 0
        guard let layout = await context.inspect(id: id, variant: variant) else { return Self.text(.notFound, "not found") }
        return Self.json(layout)
    }

    // MARK: Live

    func events() async -> HTTPResponse {
        let stream = await context.events.subscribe()
        var headers = Self.headers("text/event-stream")
        headers[.cacheControl] = "no-store"
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(messages: stream)))
    }

    // MARK: Review

    /// Every variant of every card against its golden, then the goldens no card makes.
    func reviewList() async -> HTTPResponse {
        guard review.golden != nil else { return Self.text(.notFound, "no golden folder: start with --golden FOLDER") }
        var items: [ReviewFolders.Item] = []
        var made = Set<String>()
        // The goldens of `sketchpad test` are templates' (scripts and previews are not reviewed here).
        for card in await context.summaries() where !card.broken && card.kind == TemplateCardSource().kind {
            for variant in card.variants {
                let name = ReviewFolders.name(of: card, variant: variant)
                made.insert(name)
                var item = ReviewFolders.Item(name: name, card: card.id, variant: variant.index, status: "new")
                if let path = review.goldenPath(name), let golden = FileManager.default.contents(atPath: path) {
                    if case .success(let actual) = await context.png(id: card.id, variant: variant.index, request: RenderRequest()),
                       let comparison = ReviewFolders.compare(actual: actual, golden: [UInt8](golden)) {
                        item.status = comparison.matches ? "same" : "changed"
                        item.differingPixels = comparison.differingPixels
                    } else {
                        item.status = "changed"
                    }
                }
                items.append(item)
            }
        }
        for name in review.goldenNames() where !made.contains(name) {
            items.append(.init(name: name, card: nil, variant: nil, status: "missing"))
        }
        return Self.json(items)
    }

    /// `golden/<name>.png`, `actual/<name>.png` or `diff/<name>.png`.
    func reviewImage(_ rest: String) async -> HTTPResponse {
        guard let slash = rest.firstIndex(of: "/"), rest.hasSuffix(".png") else { return Self.text(.notFound, "not found") }
        let kind = String(rest[..<slash])
        let name = String(rest[rest.index(after: slash)...].dropLast(4))
        let golden = review.goldenPath(name).flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) }
        if kind == "golden" {
            // Only goldens the review lists: a card's, or a PNG found in the golden folder.
            guard let golden, await actual(name) != nil || review.goldenNames().contains(name) else { return Self.text(.notFound, "not found") }
            return Self.png(golden)
        }
        guard let actual = await actual(name) else { return Self.text(.notFound, "not found") }
        if kind == "actual" { return Self.png(actual) }
        guard kind == "diff", let golden, let comparison = ReviewFolders.compare(actual: actual, golden: golden),
              let diff = try? comparison.diffImage.pngData() else { return Self.text(.notFound, "not found") }
        return Self.png(diff)
    }

    /// The picture a card makes for the golden `name` (nil: no card makes it).
    func actual(_ name: String) async -> [UInt8]? {
        for card in await context.summaries() where card.kind == TemplateCardSource().kind {
            for variant in card.variants where ReviewFolders.name(of: card, variant: variant) == name {
                if case .success(let png) = await context.png(id: card.id, variant: variant.index, request: RenderRequest()) { return png }
                return nil
            }
        }
        return nil
    }

    /// Records one golden: the picture a card makes now, written whole to `<golden>/<name>.png`.
    /// Needs the page's token, refuses other origins, and writes nothing else.
    func approve(_ request: HTTPRequest) async -> HTTPResponse {
        guard review.golden != nil else { return Self.text(.notFound, "no golden folder: start with --golden FOLDER") }
        if let site = request.headers[HTTPHeader("Sec-Fetch-Site")], site != "same-origin" {
            return Self.text(.forbidden, "cross-origin requests cannot approve")
        }
        // The page's own origin only: the Origin (when sent) is the Host asked for, and that host is
        // this machine or the one listened on (a rebound DNS name is not).
        let host = request.headers[.host] ?? ""
        let hostName = host.split(separator: ":").first.map(String.init) ?? ""
        guard ["127.0.0.1", "localhost", options.host].contains(hostName) else { return Self.text(.forbidden, "unknown host \(host)") }
        if let origin = request.headers[HTTPHeader("Origin")], origin != "http://" + host {
            return Self.text(.forbidden, "cross-origin requests cannot approve")
        }
        guard request.headers[HTTPHeader("X-Sketchpad-Token")] == token else { return Self.text(.forbidden, "missing or wrong token") }
        guard request.headers[.contentType]?.hasPrefix("application/json") == true,
              let body = try? await request.bodyData,
              let asked = try? JSONDecoder().decode([String: String].self, from: body), let name = asked["name"] else {
            return Self.text(.badRequest, "send {\"name\": \"<golden name>\"} as application/json")
        }
        guard let actual = await actual(name), let path = review.goldenPath(name) else { return Self.text(.notFound, "no card makes \(name)") }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(actual, to: path)
        } catch {
            return Self.text(.internalServerError, "cannot write \(path): \(error)")
        }
        return Self.json(["written": path])
    }

    // MARK: Responses

    /// `address:port` of the client, as ``IdleLimitPool/peer(_:)`` names its socket.
    static func peer(of request: HTTPRequest) -> String? {
        guard case .ip4(let address, let port)? = request.remoteAddress else { return nil }
        return "\(address):\(port)"
    }

    /// The size of the request line and headers as read (`name: value` lines and their line ends).
    static func headBytes(_ request: HTTPRequest) -> Int {
        var count = request.method.rawValue.utf8.count + request.target.rawValue.utf8.count + request.version.rawValue.utf8.count + 4
        for (name, value) in request.headers { count += name.rawValue.utf8.count + value.utf8.count + 4 }
        return count
    }

    static func suffix(_ path: String, after prefix: String) -> String? {
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    static func headers(_ type: String, cache: Bool = false) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = cache ? "no-cache" : "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    static func json(_ value: some Encodable) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: headers("application/json"), body: JSONText.data(value))
    }

    static func png(_ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: headers("image/png", cache: true), body: Data(bytes))
    }

    static func text(_ status: HTTPStatusCode, _ message: String, close: Bool = false) -> HTTPResponse {
        var headers = headers("text/plain; charset=utf-8")
        if close { headers[.connection] = "close" }
        return HTTPResponse(statusCode: status, headers: headers, body: Data((message + "\n").utf8))
    }
}
