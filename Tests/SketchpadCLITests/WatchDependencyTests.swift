import Foundation
import Testing
@testable import Sketchpad

/// `watch` draws only the templates that read what changed, and removes a deleted template's outputs.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct WatchDependencyTests {
    @Test func aPartialRedrawsItsIncludersAndADeletedTemplateLosesItsOutputs() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "b.yaml": IncrementalRenderTests.includer,
                                       "c.yaml": goodTemplate, "_parts.yaml": IncrementalRenderTests.partial])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["watch", dir, "-o", dir + "/out", "--interval", "0.1", "--polls", "400"]
        p.environment = ProcessInfo.processInfo.environment.merging([RenderManifest.environmentVariable: dir + "/cache"]) { $1 }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let text = Mutexed("")
        out.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            text.set(text.get() + String(decoding: data, as: UTF8.self))
        }
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        func waitFor(_ needle: String, count: Int = 1) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while text.get().components(separatedBy: needle).count - 1 < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return text.get().components(separatedBy: needle).count - 1 >= count
        }
        #expect(waitFor("3 rendered, 0 failed"))
        try IncrementalRenderTests.partial.replacingOccurrences(of: "New", with: "Newer")
            .write(toFile: dir + "/_parts.yaml", atomically: true, encoding: .utf8)
        #expect(waitFor("1 rendered, 0 failed, 2 unchanged"))
        try FileManager.default.removeItem(atPath: dir + "/c.yaml")
        #expect(waitFor("removed \(dir)/out/c.png (its template is gone)"))
        p.terminate()
        p.waitUntilExit()
        let lines = text.get().split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("rendered \(dir)/a.yaml") }.count == 1, "\(text.get())")
        #expect(lines.filter { $0.hasPrefix("rendered \(dir)/b.yaml") }.count == 2, "\(text.get())")
        #expect(BadInputCatalogue.listing(dir + "/out") == ["a.png", "b.png"])
    }
}
