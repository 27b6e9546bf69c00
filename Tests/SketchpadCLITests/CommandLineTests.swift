import Foundation
import Testing

/// The built `sketchpad` executable: exit status, the summary line, JSON on standard output.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct CommandLineTests {
    @Test func renderReportsAndFailsWhenAFileFails() throws {
        let dir = try temporaryFolder(["good.yaml": goodTemplate, "bad.yaml": badTemplate])
        let r = try runCLI(["render", dir, "-o", dir + "/out", "--jobs", "2"])
        #expect(r.status == 1)
        #expect(r.out.hasSuffix("1 rendered, 1 failed\n"))
        #expect(r.out.contains("failed \(dir)/bad.yaml\n"))
        #expect(r.err.contains("\(dir)/bad.yaml:2:30: error: unknown key 'txt' in a label (did you mean 'text'?)"))
        let ok = try runCLI(["render", dir + "/good.yaml", "-o", dir + "/out2", "--format", "png,pdf"])
        #expect(ok.status == 0)
        #expect(ok.out.hasSuffix("1 rendered, 0 failed\n"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out2/good.pdf"))
    }

    @Test func checkExitsNonZeroOnErrors() throws {
        let dir = try temporaryFolder(["good.yaml": goodTemplate, "bad.yaml": badTemplate])
        #expect(try runCLI(["check", dir + "/good.yaml"]).status == 0)
        #expect(try runCLI(["check", dir]).status == 1)
    }

    @Test func layoutJSONOnStandardOutput() throws {
        let dir = try temporaryFolder(["good.yaml": goodTemplate])
        let r = try runCLI(["layout", dir + "/good.yaml", "--json"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        #expect(Set(object.keys) == ["canvas", "direction", "views", "guides", "diagnostics"])
        #expect(r.out.hasPrefix("{\"canvas\": {\"width\": 200, \"height\": 100},"))
    }

    @Test func badArgumentsAndVersion() throws {
        #expect(try runCLI(["render", "x", "--shard", "0/3"]).status != 0)
        #expect(try runCLI(["render", "/no/such/folder"]).status == 2)
        #expect(try runCLI(["--version"]).out == "0.1.0\n")
    }
}

@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct WatchCommandTests {
    /// `watch` renders at start, then re-renders a template whose file changed.
    @Test func rendersAndReRendersAChangedFile() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate])
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["watch", dir + "/a.yaml", "-o", dir + "/out", "--interval", "0.2", "--polls", "25"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let png = dir + "/out/a.png"
        let deadline = Date().addingTimeInterval(4)
        while !FileManager.default.fileExists(atPath: png) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(FileManager.default.fileExists(atPath: png))
        let first = try FileManager.default.attributesOfItem(atPath: png)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.3)
        try (goodTemplate + "\nappearance: dark\n").write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        p.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let second = try FileManager.default.attributesOfItem(atPath: png)[.modificationDate] as? Date
        #expect(text.components(separatedBy: "1 rendered, 0 failed").count - 1 == 2, "\(text)")
        #expect(first != second)
    }
}
