import Foundation

/// The package's root folder (two levels above this file's folder).
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// A fresh temporary folder with `files` written into it.
func temporaryFolder(_ files: [String: String]) throws -> String {
    let dir = NSTemporaryDirectory() + "sketchpad-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, text) in files {
        let path = dir + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return dir
}

/// The `sketchpad` executable built next to this test bundle, if it was built.
let sketchpadExecutable: String? = {
    let bundle = Bundle.main.bundleURL.deletingLastPathComponent().path
    let candidates = [bundle + "/sketchpad", (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/sketchpad"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs the CLI (in `environment`, default this process's); its exit status, standard output and standard error.
func runCLI(_ arguments: [String], in directory: String? = nil,
            environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
    p.arguments = arguments
    if let environment { p.environment = environment }
    if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
}

let goodTemplate = """
canvas: {width: 200, height: 100}
views:
  - {id: title, type: label, text: Hello}
  - id: row
    type: stack
    axis: horizontal
    views:
      - {type: button, title: OK}
constraints:
  - "title.leading == root.leading + 10"
  - "title.top == root.top + 10"
  - "row.leading == title.leading"
  - "row.top == title.bottom + 8"
"""

let badTemplate = """
views:
  - {id: title, type: label, txt: Hello}
"""
