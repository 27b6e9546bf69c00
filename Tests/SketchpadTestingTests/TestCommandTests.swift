import Foundation
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// `sketchpad test` end to end, through the binary built next to the test bundle.
@Suite struct TestCommandTests {
    /// `<scratch>/<triple>/debug/sketchpad`, next to the test bundle.
    static var binary: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? Bundle.main.bundlePath)
            .deletingLastPathComponent().path
        let path = folder + "/sketchpad"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static let template = """
        name: probe
        canvas: {width: 200, height: 100}
        views:
          - {id: text, type: textField, placeholder: Search}
          - {id: button, type: button, title: Go}
        constraints:
          - "button.width == 60"
          - "button.right == root.right - 20"
          - "button.top == root.top + OFFSET"
          - "text.left == root.left + 20"
          - "text.right == button.left - 12"
          - "text.top == button.top"
        """

    func run(_ arguments: [String], artifacts: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.binary))
        process.arguments = arguments
        // Its own artifacts folder: the golden suite test may be clearing the default one right now.
        process.environment = ProcessInfo.processInfo.environment.merging(["SKETCHPAD_ARTIFACTS": artifacts]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil, "build the sketchpad product first (swift build --build-tests builds it)"))
    func recordsComparesReportsAndFindsOrphans() throws {
        let folder = try TemporaryFolder()
        func write(offset: Int) throws {
            try folder.write(Array(Self.template.replacingOccurrences(of: "OFFSET", with: "\(offset)").utf8), "t/probe.yaml")
        }
        try write(offset: 20)
        let templates = folder.path + "/t", golden = folder.path + "/golden", report = folder.path + "/report"
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try self.run(arguments, artifacts: folder.path + "/artifacts")
        }

        let missing = try run(["test", templates, "--golden", golden])
        #expect(missing.status == 1 && missing.output.contains("1 missing"))
        #expect(missing.output.contains("--record missing"))
        #expect(!folder.exists("golden/probe.png"))

        let recorded = try run(["test", templates, "--golden", golden, "--record", "missing"])
        #expect(recorded.status == 1 && recorded.output.contains("1 recorded"))
        #expect(folder.exists("golden/probe.png"))

        let matched = try run(["test", templates, "--golden", golden, "--report", report])
        #expect(matched.status == 0 && matched.output.contains("1 matched"), "\(matched.output)")
        #expect(folder.exists("report/index.html"))

        try write(offset: 40)
        let failed = try run(["test", templates, "--golden", golden, "--report", report])
        #expect(failed.status == 1 && failed.output.contains("1 failed"))
        #expect(folder.exists("report/artifacts/probe/diff.png"))
        let html = String(decoding: try folder.bytes("report/index.html"), as: UTF8.self)
        #expect(html.contains("card failed") && html.contains("type=\"range\""))

        try folder.write([0x89], "golden/gone.png")
        let orphan = try run(["test", templates, "--golden", golden, "--record", "failed"])
        #expect(orphan.output.contains("golden/gone.png") && orphan.output.contains("1 orphaned golden"))
        #expect(orphan.output.contains("1 re-recorded"))

        let one = try run(["test", templates + "/probe.yaml", "--golden", golden])   // a single file: no orphans
        #expect(one.status == 0 && one.output.contains("0 orphaned goldens"), "\(one.output)")

        let bad = try run(["test", templates, "--golden", golden, "--record", "sometimes"])
        #expect(bad.status == 2 && bad.output.contains("never, missing, failed, all"))
    }
}
