import Foundation
import Testing
@testable import Sketchpad

/// Skipping what is unchanged: the manifest in the output folder, keys over everything an output
/// depends on, and `force`.
@Suite struct IncrementalRenderTests {
    static let partial = """
    components:
      badge:
        view: {type: label, text: "New"}
    """
    static let includer = """
    canvas: {width: 200, height: 100}
    include: _parts.yaml
    views:
      - {use: badge, id: badge}
    constraints:
      - "badge.leading == root.leading + 10"
      - "badge.top == root.top + 10"
    """

    /// Every file under `dir` with its modification time, and the folder's own.
    func stamps(_ dir: String) -> [String: Int64] {
        var result: [String: Int64] = [:]
        for rel in BadInputCatalogue.listing(dir) + [""] {
            var info = stat()
            _ = lstat(dir + "/" + rel, &info)
            result[rel] = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        }
        return result
    }

    @Test func anUnchangedFolderRendersNothingAndTouchesNoFile() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "sub/b.yaml": goodTemplate, "c.yaml": Self.includer, "_parts.yaml": Self.partial])
        let options = BatchOptions(outputDirectory: dir + "/out")
        let first = try BatchRenderer(options: options).render(paths: [dir])
        #expect(first.line == "3 rendered, 0 failed")
        // The manifest is kept elsewhere: the output folder holds outputs only.
        #expect(BadInputCatalogue.listing(dir + "/out") == ["a.png", "c.png", "sub/b.png"])
        #expect(FileManager.default.fileExists(atPath: RenderManifest(folder: dir + "/out").path))
        let before = stamps(dir + "/out")
        Thread.sleep(forTimeInterval: 0.02)
        let again = try BatchRenderer(options: options).render(paths: [dir])
        #expect(again.line == "0 rendered, 0 failed, 3 unchanged")
        #expect(again.reports.map(\.outputs) == first.reports.map(\.outputs))
        #expect(stamps(dir + "/out") == before)
    }

    @Test func changingAPartialRendersExactlyTheTemplatesThatIncludeIt() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "c.yaml": Self.includer, "d.yaml": Self.includer, "_parts.yaml": Self.partial])
        let options = BatchOptions(outputDirectory: dir + "/out")
        _ = try BatchRenderer(options: options).render(paths: [dir])
        try Self.partial.replacingOccurrences(of: "New", with: "Newer").write(toFile: dir + "/_parts.yaml", atomically: true, encoding: .utf8)
        let summary = try BatchRenderer(options: options).render(paths: [dir])
        #expect(summary.reports.map(\.isUnchanged) == [true, false, false])
        #expect(summary.line == "2 rendered, 0 failed, 1 unchanged")
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "0 rendered, 0 failed, 3 unchanged")
    }

    @Test func forceOptionsAndMissingOutputsRenderAgain() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "b.yaml": goodTemplate])
        var options = BatchOptions(outputDirectory: dir + "/out")
        _ = try BatchRenderer(options: options).render(paths: [dir])
        options.force = true
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "2 rendered, 0 failed")
        options.force = false
        // An output deleted or rewritten by someone else is drawn again; only that template.
        try FileManager.default.removeItem(atPath: dir + "/out/a.png")
        #expect(try BatchRenderer(options: options).render(paths: [dir]).reports.map(\.isUnchanged) == [false, true])
        #expect(FileManager.default.fileExists(atPath: dir + "/out/a.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: dir + "/out/b.png"))
        #expect(try BatchRenderer(options: options).render(paths: [dir]).reports.map(\.isUnchanged) == [true, false])
        // Other options are other outputs.
        options.scale = 2
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "2 rendered, 0 failed")
        options.formats = [.png, .svg]
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "2 rendered, 0 failed")
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "0 rendered, 0 failed, 2 unchanged")
    }

    @Test func anImageIsADependency() throws {
        let dir = try temporaryFolder([:])
        let png = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Golden/sign-in.png"))
        try png.write(to: URL(fileURLWithPath: dir + "/logo.png"))
        try """
        canvas: {width: 120, height: 120}
        views:
          - {id: logo, type: image, file: logo.png, size: {width: 40, height: 40}}
        constraints: ["logo.leading == root.leading", "logo.top == root.top"]
        """.write(toFile: dir + "/i.yaml", atomically: true, encoding: .utf8)
        let options = BatchOptions(outputDirectory: dir + "/out")
        _ = try BatchRenderer(options: options).render(paths: [dir + "/i.yaml"])
        #expect(RenderManifest(folder: dir + "/out").entry(for: "i.yaml")?.dependencies.map { ($0 as NSString).lastPathComponent } == ["logo.png"])
        #expect(try BatchRenderer(options: options).render(paths: [dir + "/i.yaml"]).line == "0 rendered, 0 failed, 1 unchanged")
        try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Golden/settings--light.png")).write(to: URL(fileURLWithPath: dir + "/logo.png"))
        #expect(try BatchRenderer(options: options).render(paths: [dir + "/i.yaml"]).line == "1 rendered, 0 failed")
    }

    @Test func aFailedTemplateIsTriedAgain() throws {
        let dir = try temporaryFolder(["bad.yaml": badTemplate])
        let options = BatchOptions(outputDirectory: dir + "/out")
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "0 rendered, 1 failed")
        #expect(try BatchRenderer(options: options).render(paths: [dir]).line == "0 rendered, 1 failed")
        #expect(BadInputCatalogue.listing(dir + "/out") == [])
    }

    @Test func aCutOffManifestLineIsIgnored() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "b.yaml": goodTemplate])
        let options = BatchOptions(outputDirectory: dir + "/out")
        _ = try BatchRenderer(options: options).render(paths: [dir])
        let path = RenderManifest(folder: dir + "/out").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        try String(text.dropLast(20)).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try BatchRenderer(options: options).render(paths: [dir]).reports.map(\.isUnchanged) == [true, false])
    }

    /// Only templates whose names allow a shared output are loaded before drawing.
    @Test func collisionSuspectsAreFoundByNameAlone() {
        func files(_ names: [String]) -> [TemplateFile] {
            names.map { TemplateFile(path: "/t/" + $0, root: "/t", relativePath: $0) }
        }
        #expect(BatchPlan.collisionSuspects(files(["a.yaml", "b.yaml", "a-b.yaml", "s1.yaml", "s10.yaml"])) == [])
        #expect(BatchPlan.collisionSuspects(files(["a.yaml", "b.yaml", "a--dark.yaml"])) == [0, 2])
        #expect(BatchPlan.collisionSuspects(files(["x/Screen.yaml", "x/screen.yml", "y.yaml"])) == [0, 1])
        #expect(BatchPlan.collisionSuspects(files(["p--q--r.yaml", "p--q.yaml", "z.yaml"])) == [0, 1])
    }

    @Test func contentHashIsSHA256() {
        #expect(ContentHash.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(ContentHash.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        var pieces = ContentHash()
        for chunk in stride(from: 0, to: long.count, by: 5) { pieces.update(Array(long[chunk..<min(chunk + 5, long.count)])) }
        #expect(pieces.finish() == ContentHash.hex(long))
        #expect(ContentHash.hex([UInt8](repeating: 0x61, count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
