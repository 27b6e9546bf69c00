import Foundation
@testable import SketchpadServer

/// A fresh temporary folder with `files` written into it.
func temporaryFolder(_ files: [String: String]) throws -> String {
    let dir = NSTemporaryDirectory() + "sketchpad-serve-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, text) in files { try write(text, to: dir + "/" + name) }
    return dir
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// A server on a free port over `folder`, with short limits so refusals are quick to see.
func startServer(_ paths: [String], golden: String? = nil, configure: (inout ServeOptions) -> Void = { _ in }) async throws -> PreviewServer {
    var options = ServeOptions(paths: paths)
    options.port = 0
    // Short enough that refusals are quick to see, long enough that a machine busy with the rest
    // of the suite does not cut off a request it was slow to read.
    options.readIdleSeconds = 3
    options.writeIdleSeconds = 5
    options.watchInterval = 0.1
    options.goldenFolder = golden
    options.warmsCache = false   // draws are counted: only what a test asks for is drawn
    configure(&options)
    return try await PreviewServer.start(options)
}

/// Small templates: `card` has two appearances; `list` includes `_parts/rows.yaml`.
enum Fixtures {
    static let card = """
    canvas: {width: 200, height: 120}
    variants:
      appearances: [light, dark]
    views:
      - {id: title, type: label, text: Hello}
    constraints:
      - "title.top == root.margins.top"
      - "title.leading == root.margins.leading"
      - "title.trailing <= root.margins.trailing"
      - "title.width == 400 @250"
    """

    static let list = """
    canvas: {width: 200, height: 160}
    include: [_parts/rows.yaml]
    views:
      - use: row
        id: first
    constraints:
      - "first.top == root.margins.top"
      - "H:|[first]|"
    """

    static let rows = """
    components:
      row:
        view:
          type: label
          text: Row
    """

    /// Two boxes that overlap, one out of its superview: two warnings, at the view `a` (line 3).
    static let overlap = """
    canvas: {width: 200, height: 120}
    views:
      - {id: a, type: box, fill: "#FF0000"}
      - {id: b, type: box, fill: "#0000FF"}
    constraints:
      - "a.top == root.top"
      - "a.leading == root.leading - 40"
      - "a.width == 100"
      - "a.height == 20"
      - "b.top == a.top + 10"
      - "b.leading == a.leading + 50"
      - "b.width == 100"
      - "b.height == 20"
    """

    static let matrix = """
    device: iPhone 15
    variants:
      devices: [iPhone SE, iPhone 15]
      appearances: [light, dark, wireframe]
      directions: [ltr, rtl]
    views:
      - {id: title, type: label, text: Hi}
    constraints:
      - "title.centerX == root.centerX"
      - "title.centerY == root.centerY"
    """
}

/// Decodes JSON the server sent.
func decode<T: Decodable>(_ type: T.Type, _ response: RawHTTP.Response?) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(response?.body ?? []))
}

/// Polls `condition` every 20 ms for at most `seconds`.
func eventually(_ seconds: Double, _ condition: () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return await condition()
}
