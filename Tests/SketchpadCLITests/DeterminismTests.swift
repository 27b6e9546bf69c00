import Foundation
import Testing
@testable import Sketchpad

/// Every template file under Templates/ (partials, `_*`, excluded), relative to the package root, sorted.
let allTemplateFiles: [String] = {
    let root = packageRoot + "/Templates"
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".yaml") && !$0.split(separator: "/").contains { $0.hasPrefix("_") } }
        .map { "Templates/" + $0 }.sorted()
}()

/// Every (template, variant name) pair; the name is "" for a template without variants.
func allTemplateVariants() throws -> [(file: String, variant: String)] {
    try allTemplateFiles.flatMap { file in
        let template = try TemplateLoader.withDevicePresets().load(path: packageRoot + "/" + file)
        return template.variants.map { (file, $0.name) }
    }
}

/// The same layout and the same bytes every time: in one process and across processes, whatever the
/// job count, time zone or working directory.
@Suite struct LayoutDeterminismTests {
    /// Each entry's frame and baselines as bit patterns.
    static func bits(_ result: LayoutResult) -> [UInt64] {
        result.entries.flatMap { e in
            [e.frame.minX, e.frame.minY, e.frame.width, e.frame.height, e.baselines?.first ?? -1, e.baselines?.last ?? -1]
                .map(\.bitPattern)
        }
    }

    @Test func everyTemplateLaysOutTwiceWithBitIdenticalFrames() throws {
        #expect(allTemplateFiles.count >= 22)
        var variants = 0
        for file in allTemplateFiles {
            let template = try TemplateLoader.withDevicePresets().load(path: packageRoot + "/" + file)
            for variant in template.variants {
                // Two fresh view trees, two scenes, two layouts.
                let first = try template.instantiate(variant), second = try template.instantiate(variant)
                let a = try first.scene().layout(), b = try second.scene().layout()
                #expect(a.entries.count == b.entries.count, "\(file) \(variant.name)")
                #expect(Self.bits(a) == Self.bits(b), "\(file) \(variant.name): frames differ")
                #expect(a.diagnostics.map(\.message) == b.diagnostics.map(\.message), "\(file) \(variant.name)")
                variants += 1
            }
        }
        #expect(variants >= 28)
    }
}

@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct ProcessDeterminismTests {
    /// Runs the CLI in `directory` with extra environment variables; its status and standard output.
    static func run(_ arguments: [String], in directory: String, environment: [String: String]) throws -> (status: Int32, out: Data) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, data)
    }

    /// Two settings as different as a run may meet: one job or all cores, two time zones, two folders.
    static let settings: [(jobs: [String], environment: [String: String])] = [
        (["--jobs", "1"], ["TZ": "UTC", "LC_ALL": "C"]),
        ([], ["TZ": "Pacific/Kiritimati", "LANG": "C.UTF-8", "SOURCE_DATE_EPOCH": "1700000000"]),
    ]

    @Test func renderingEveryTemplateTwiceGivesTheSameBytes() throws {
        var outputs: [String] = []
        for (i, setting) in Self.settings.enumerated() {
            let dir = try temporaryFolder([:])
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let out = NSTemporaryDirectory() + "sketchpad-determinism-\(UUID().uuidString)-\(i)"
            outputs.append(out)
            let r = try Self.run(["render", packageRoot + "/Templates", "-o", out, "--format", "png,svg,pdf"] + setting.jobs,
                                 in: dir, environment: setting.environment)
            #expect(r.status == 0, "render \(i) failed")
        }
        defer { for o in outputs { try? FileManager.default.removeItem(atPath: o) } }
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: outputs[0]).filter { $0.contains(".") }.sorted() as [String]?)
        let again = try FileManager.default.subpathsOfDirectory(atPath: outputs[1]).filter { $0.contains(".") }.sorted()
        #expect(files == again)
        let expected = try allTemplateVariants().count * 3
        #expect(files.count == expected, "one PNG, SVG and PDF per template variant")
        for file in files {
            let a = try Data(contentsOf: URL(fileURLWithPath: outputs[0] + "/" + file))
            let b = try Data(contentsOf: URL(fileURLWithPath: outputs[1] + "/" + file))
            #expect(a == b, "\(file) differs between two processes (\(a.count) vs \(b.count) bytes)")
            #expect(!a.isEmpty)
            if file.hasSuffix(".pdf") { Self.expectNoVaryingMetadata(pdf: a, file) }
            if file.hasSuffix(".png") { Self.expectNoTimeChunk(png: a, file) }
        }
    }

    /// Two runs in the same second would agree on a clock: dates must be the pinned ones, and no /ID.
    static func expectNoVaryingMetadata(pdf: Data, _ file: String) {
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(!text.contains("/ID ["), "\(file) has a document /ID")
        for key in ["/CreationDate", "/ModDate"] {
            var rest = Substring(text)
            while let r = rest.range(of: key) {
                let value = rest[r.upperBound...].prefix(22)
                #expect(value.hasPrefix(" (20000101000000Z)"), "\(file): \(key)\(value)")
                rest = rest[r.upperBound...]
            }
        }
    }

    /// A PNG must not carry a tIME (last modification) chunk.
    static func expectNoTimeChunk(png: Data, _ file: String) {
        let bytes = [UInt8](png)
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            #expect(type != "tIME", "\(file) has a tIME chunk")
            at += 12 + length
        }
    }

    @Test func layoutJSONIsBitIdenticalInTwoProcessesAndInProcess() throws {
        let pairs = try allTemplateVariants()
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Both settings for every variant, two processes at a time.
        let collected = Mutexed((outputs: [[Data]](repeating: [], count: pairs.count), failure: (any Error)?.none))
        DispatchQueue.concurrentPerform(iterations: pairs.count) { i in
            let (file, variant) = pairs[i]
            let arguments = ["layout", packageRoot + "/" + file, "--json"] + (variant.isEmpty ? [] : ["--variant", variant])
            do {
                let results = try Self.settings.map { try Self.run(arguments, in: dir, environment: $0.environment).out }
                collected.update { $0.outputs[i] = results }
            } catch {
                collected.update { $0.failure = error }
            }
        }
        let (outputs, failure) = collected.get()
        if let failure { throw failure }
        for (i, (file, variant)) in pairs.enumerated() {
            let texts = outputs[i].map { String(decoding: $0, as: UTF8.self) }
            #expect(texts.count == 2 && texts[0] == texts[1], "\(file) \(variant): two processes print different layouts")
            #expect(texts.first?.hasPrefix("{\"canvas\": {") == true, "\(file) \(variant): \(texts.first ?? "")")
            // The printed numbers are the in-process layout's, bit for bit (they are printed in
            // shortest round-trip form, so they parse back to the same Double).
            let template = try TemplateLoader.withDevicePresets().load(path: packageRoot + "/" + file)
            let v = try #require(template.variants.first { $0.name == variant })
            let instance = try template.instantiate(v)
            let result = try instance.scene().layout()
            let object = try JSONSerialization.jsonObject(with: outputs[i][0]) as? [String: Any]
            let views = try #require(object?["views"] as? [[String: Any]])
            #expect(views.count == instance.entries.count)
            for (entry, json) in zip(instance.entries, views) {
                let f = result.frame(of: entry.view) ?? .zero
                let frame = json["frame"] as? [String: Any] ?? [:]
                let printed = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
                // (JSON prints -0 as 0: the one bit the text cannot carry.)
                let laidOut = [f.minX, f.minY, f.width, f.height].map { $0 == 0 ? 0 : $0 }
                #expect(printed.map(\.bitPattern) == laidOut.map(\.bitPattern),
                        "\(file) \(variant) \(entry.id): printed \(printed), laid out \(f)")
            }
        }
    }
}
