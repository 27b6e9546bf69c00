import Foundation
import Testing
@testable import Sketchpad

@Suite struct BatchRendererTests {
    @Test func aBadFileDoesNotStopTheBatch() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "sub/b.yaml": goodTemplate, "sub/bad.yaml": badTemplate, "_partial.yaml": "components: {}\n"])
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.jobs = 2
        let summary = try BatchRenderer(options: options).render(paths: [dir + "/"])
        #expect(summary.line == "2 rendered, 1 failed")
        #expect(summary.reports.map(\.file.relativePath) == ["a.yaml", "sub/b.yaml", "sub/bad.yaml"])
        #expect(FileManager.default.fileExists(atPath: dir + "/out/a.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/sub/b.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/sub/bad.png"))
        #expect(summary.reports[2].errors.map(\.description) == [dir + "/sub/bad.yaml:2:30: error: unknown key 'txt' in a label (did you mean 'text'?)"])
    }

    @Test func variantsAndFormatsNameTheirOutputs() throws {
        let yaml = goodTemplate + "\nvariants: {appearances: [light, dark]}\n"
        let dir = try temporaryFolder(["v.yaml": yaml])
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.formats = [.png, .svg]
        let summary = try BatchRenderer(options: options).render(paths: [dir + "/v.yaml"])
        #expect(summary.reports[0].outputs == ["v--light.png", "v--light.svg", "v--dark.png", "v--dark.svg"].map { dir + "/out/" + $0 })
    }

    @Test func duplicateOutputsAreAnErrorBeforeRendering() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "a.yml": goodTemplate, "b.yaml": goodTemplate])
        let options = BatchOptions(outputDirectory: dir + "/out")
        #expect(throws: BatchError.duplicateOutputs([(output: dir + "/out/a.png", sources: [dir + "/a.yaml", dir + "/a.yml"])])) {
            try BatchRenderer(options: options).render(paths: [dir])
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test func fnv1aIsTheStandardHash() {
        #expect(Shard.fnv1a("") == 0xcbf29ce484222325)
        #expect(Shard.fnv1a("a") == 0xaf63dc4c8601ec8c)
        #expect(Shard.fnv1a("foobar") == 0x85944171f73967e8)
    }

    @Test func shardsPartitionTheFilesStably() throws {
        let names = (0..<40).map { "screens/s\($0).yaml" }
        let dir = try temporaryFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, goodTemplate) }))
        var seen: [String] = []
        for i in 1...4 {
            var options = BatchOptions(outputDirectory: dir + "/out")
            options.shard = try Shard(parsing: "\(i)/4")
            let files = try BatchRenderer(options: options).files(in: [dir]).map(\.relativePath)
            #expect(!files.isEmpty)
            #expect(try BatchRenderer(options: options).files(in: [dir]).map(\.relativePath) == files)
            seen += files
        }
        #expect(seen.sorted() == names.sorted())
        // Stable: the same path lands in the same shard whatever else is in the folder.
        #expect(try Shard(parsing: "2/4").contains(relativePath: "screens/s0.yaml") == (Shard.fnv1a("screens/s0.yaml") % 4 == 1))
        #expect(throws: BatchError.badShard("5/4")) { try Shard(parsing: "5/4") }
        #expect(throws: BatchError.badShard("x")) { try Shard(parsing: "x") }
    }

    @Test func everyTemplateInTheRepositoryParsesAndLaysOutWithoutErrors() throws {
        var options = BatchOptions(outputDirectory: "")
        options.jobs = 2
        let summary = try BatchRenderer(options: options).check(paths: [packageRoot + "/Templates"])
        #expect(summary.reports.count >= 20)
        for report in summary.reports { #expect(report.errors == [], "\(report.file.relativePath)") }
    }
}
