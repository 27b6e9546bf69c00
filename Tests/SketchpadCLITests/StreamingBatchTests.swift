import Foundation
import Testing
@testable import Sketchpad

/// A batch streams: each template is written and reported as soon as it is drawn, not after the
/// whole folder has been laid out.
@Suite struct StreamingBatchTests {
    /// When the first template is reported, the last one has not even been read yet: replacing it
    /// then changes what the batch says about it. (A batch that loaded everything first would
    /// render the original.)
    @Test func templatesAreReadDrawnAndWrittenInTurn() throws {
        let names = (0..<30).map { String(format: "s%02d.yaml", $0) }
        let dir = try temporaryFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, goodTemplate) }))
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.jobs = 2
        var firstWasWritten = false
        var seen = 0
        let summary = try BatchRenderer(options: options).render(paths: [dir]) { event in
            guard case .finished(let report, _, _) = event else { return }
            seen += 1
            if seen == 1 {
                firstWasWritten = report.outputs.allSatisfy { FileManager.default.fileExists(atPath: $0) } && !report.outputs.isEmpty
                try? badTemplate.write(toFile: dir + "/" + names.last!, atomically: true, encoding: .utf8)
            }
        }
        #expect(firstWasWritten)
        #expect(summary.line == "29 rendered, 1 failed")
        #expect(summary.reports.last?.errors.first?.message.contains("unknown key 'txt'") == true)
    }

    /// Reports come in file order whatever order the threads finish in, and a template with
    /// several variants lists its outputs in variant order.
    @Test func reportsAndOutputsKeepTheirOrder() throws {
        let yaml = goodTemplate + "\nvariants: {appearances: [light, dark, wireframe], directions: [ltr, rtl]}\n"
        let dir = try temporaryFolder(["a.yaml": yaml, "b.yaml": goodTemplate, "c.yaml": yaml])
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.jobs = 3
        options.formats = [.png, .svg]
        var order: [String] = []
        let summary = try BatchRenderer(options: options).render(paths: [dir]) { event in
            if case .finished(let report, _, _) = event { order.append(report.file.relativePath) }
        }
        #expect(order == ["a.yaml", "b.yaml", "c.yaml"])
        let variants = ["light-ltr", "light-rtl", "dark-ltr", "dark-rtl", "wireframe-ltr", "wireframe-rtl"]
        #expect(summary.reports[0].outputs == variants.flatMap { v in ["png", "svg"].map { dir + "/out/a--\(v).\($0)" } })
    }

    /// A template with a failing variant writes none of its outputs, even those of variants drawn
    /// on other threads before the failure.
    @Test func aFailingVariantKeepsTheWholeTemplateOut() throws {
        let yaml = """
        canvas: {width: 200, height: 100}
        variants: {devices: [iPhone SE, iPad], appearances: [light, dark]}
        views:
          - {id: pic, type: image, file: broken.png}
        constraints: ["pic.leading == root.leading", "pic.top == root.top"]
        """
        let dir = try temporaryFolder(["v.yaml": yaml, "ok.yaml": goodTemplate])
        // A PNG signature and nothing else: the loader accepts it, decoding fails.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: URL(fileURLWithPath: dir + "/broken.png"))
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.jobs = 2
        let summary = try BatchRenderer(options: options).render(paths: [dir])
        #expect(summary.line == "1 rendered, 1 failed")
        #expect(BadInputCatalogue.listing(dir + "/out") == ["ok.png"])
    }
}

/// Through the command line: progress lines reach a pipe as templates finish, and Ctrl-C right
/// after the first one keeps the file it names, whole.
@Suite struct StreamingCommandLineTests {
    @Test func linesReachAPipeAsTemplatesFinishAndCtrlCKeepsThem() throws {
        let names = (0..<60).map { String(format: "t%02d.yaml", $0) }
        let dir = try temporaryFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, goodTemplate) }))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["render", dir, "-o", out, "--jobs", "1", "--scale", "3"]
        p.environment = ProcessInfo.processInfo.environment.merging([RenderManifest.environmentVariable: dir + "/cache"]) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        p.standardOutput = stdout
        p.standardError = stderr
        try p.run()
        // Read standard output as it comes, until the first line (at most 60 s).
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("\n") && Date() < deadline {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let runningAtFirstLine = p.isRunning
        kill(p.processIdentifier, SIGINT)
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        _ = stderr.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()

        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == "rendered \(dir)/t00.yaml -> \(out)/t00.png")
        #expect(runningAtFirstLine, "the first line came only when the batch was over")
        #expect(p.terminationStatus == 130)
        let left = BadInputCatalogue.listing(out)
        #expect(left.contains("t00.png"))
        #expect(left.count < names.count, "\(left.count) files: the batch was not interrupted")
        #expect(left.filter { $0.hasPrefix(".") } == [], "temporary files left: \(left)")
        for file in left {
            let bytes = FileManager.default.contents(atPath: out + "/" + file) ?? Data()
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8), "\(file) is not a whole PNG")
        }
    }
}
