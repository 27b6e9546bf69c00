import ArgumentParser
import Foundation
import Sketchpad
import SketchpadPreviewModel
import SketchpadPreviews
import SketchpadSnapshotEngine

/// `sketchpad previews`: every `#Preview` and `PreviewProvider` of a Swift package as pictures, or as
/// golden tests with `--test`.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every SwiftUI preview of a Swift package, or test them against goldens.",
        discussion: """
        Finds each #Preview and PreviewProvider in the package's Swift targets (parsed with \
        swift-syntax), builds a runner that imports the targets (a package of its own in the \
        preview cache; your package is never written to) and draws each preview, named after its \
        file and its name: Cards.swift's #Preview("Profile card") is Cards--Profile-card.png, an \
        unnamed one is Cards--2.png (its place among the file's previews), a provider \
        Cards--Card_Previews.png. Variants add their names: Cards--Profile-card--iphone-se-dark.png.

        A preview is drawn again only when a file it depends on changed (its own file and the \
        files declaring what it names), or the options, the manifest or Sketchpad did: a second \
        run with no change builds and draws nothing. A preview that does not compile, fails to \
        lay out or crashes fails alone, with the compiler's or the runtime's message at its line.

        Needs sketchpad-preview-discovery next to this executable \
        (swift build --product sketchpad-preview-discovery) and swift on PATH. The cache is \
        $SKETCHPAD_PREVIEW_CACHE (default ~/.cache/sketchpad/previews).

        Examples (each runs as written from the package's folder):
          sketchpad previews Examples/Gallery --list
          sketchpad previews Examples/Gallery -o out/previews
          sketchpad previews Examples/Gallery --filter card --appearances dark
          sketchpad previews Examples/Gallery --test --golden Examples/Gallery/Golden
        """)

    @Argument(help: "The Swift package's folder.")
    var package = "."

    @Option(name: [.short, .customLong("output")], help: "Folder to write the pictures into.")
    var output = "out/previews"

    @Option(help: "Only the previews of this target (repeat for more).")
    var target: [String] = []

    @Option(help: "Only previews whose name, file or type contains this text (case-insensitive).")
    var filter: String?

    @Option(help: "Comma-separated formats: png, svg, pdf.")
    var format = "png"

    @Option(help: "PNG pixels per point (default: each device's scale).")
    var scale: Double?

    @Option(help: "Comma-separated device presets, e.g. \"iPhone SE,iPad\".")
    var devices: String?

    @Option(help: "Comma-separated appearances: light, dark, wireframe.")
    var appearances: String?

    @Option(help: "Comma-separated text sizes, e.g. default,accessibility3.")
    var textSizes: String?

    @Option(help: "Comma-separated locales: en, ar (right to left), en-XA, ar-XB (pseudo-locales).")
    var locales: String?

    @Option(help: "Comma-separated layout directions: ltr, rtl.")
    var directions: String?

    @Option(help: "Comma-separated overlays: frames, margins, guides, baselines, ids, all.")
    var overlay: String?

    @Flag(help: "List the previews found (place, picture name, kind) without building or drawing anything.")
    var list = false

    @Flag(help: "Draw every preview, even those whose pictures are up to date.")
    var force = false

    @Flag(help: "Compare each picture with its golden instead of only writing it.")
    var test = false

    @Option(help: "With --test: the folder of golden PNGs.")
    var golden: String?

    @Option(help: "With --test: record mode never, missing, failed or all (default: never, or $SKETCHPAD_RECORD).")
    var record: String?

    @Option(help: "With --test: write the HTML report (index.html and images) to this folder.")
    var report: String?

    @Flag(help: "With --test: every pixel identical.")
    var strict = false

    @Option(help: "Only the previews of shard I of N (split by file, as render splits templates), or auto: the CI's own variables.")
    var shard: String?

    @Option(help: "With --shard auto on a Kubernetes indexed Job: the number of shards.")
    var shardCount: Int?

    @OptionGroup var results: ResultOptions

    func run() throws {
        Interrupts.install()
        var options = PreviewOptions(packageDirectory: package, outputDirectory: output, discoveryTool: Self.siblingTool("sketchpad-preview-discovery"))
        options.formats = Self.list(format) ?? ["png"]
        options.scale = scale
        options.targets = target
        options.filter = filter
        options.devices = Self.list(devices) ?? []
        options.appearances = Self.list(appearances) ?? []
        options.textSizes = Self.list(textSizes) ?? []
        options.locales = Self.list(locales) ?? []
        options.directions = Self.list(directions) ?? []
        options.overlays = Self.list(overlay) ?? []
        options.force = force
        do { options.shard = try shard.map { try Shard.resolve($0, count: shardCount) } } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        if let bad = options.formats.first(where: { !["png", "svg", "pdf"].contains($0) }) {
            printError("error: unknown format '\(bad)' (png, svg, pdf)")
            throw ExitCode(2)
        }
        if list {
            let found: [PreviewDeclaration]
            do { found = try PreviewSession(options: options).discover().previews } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            for preview in found {
                print("\(preview.location)\t\(preview.outputName)\t\(preview.kind == .macro ? "#Preview" : "PreviewProvider")")
            }
            print("\(found.count) previews")
            return
        }
        if test {
            guard let golden else {
                printError("error: --test needs --golden FOLDER (the folder of golden PNGs)")
                throw ExitCode(2)
            }
            return try runTests(options: options, golden: golden)
        }
        let report: PreviewReport
        do { report = try PreviewSession(options: options).run() } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        printEntries(report)
        print(report.summary + String(format: " in %.2f s", report.seconds))
        if !report.succeeded { throw ExitCode(1) }
    }

    func printEntries(_ report: PreviewReport) {
        for problem in report.problems { printError(problem) }
        for entry in report.entries {
            switch entry.status {
            case .rendered: print("✔ \(entry.preview.location) \(entry.preview.outputName): \(entry.outputs.joined(separator: ", "))")
            case .unchanged: break
            case .failed: print("✘ \(entry.preview.location) \(entry.preview.outputName)")
            }
            if let message = entry.message { printError(message) }
            // Each problem already says where it is (the line of the view concerned).
            for problem in entry.problems { printError(problem) }
        }
    }

    /// `--test`: pictures are drawn into the report's (or a temporary) folder, then compared.
    func runTests(options: PreviewOptions, golden: String) throws {
        let mode = try TestCommand.recordMode(record)
        let start = DispatchTime.now().uptimeNanoseconds
        var drawing = options
        drawing.outputDirectory = (report ?? NSTemporaryDirectory() + "sketchpad-previews-test") + "/actual"
        let drawn: PreviewReport
        do { drawn = try PreviewSession(options: drawing).run() } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        printEntries(drawn)
        print(drawn.summary + String(format: " in %.2f s", drawn.seconds))
        var cases: [GoldenCase] = []
        for entry in drawn.entries {
            if entry.status == .failed {
                let message = entry.message ?? "failed"
                cases.append(GoldenCase(name: entry.preview.outputName, source: entry.preview.location, png: {
                    throw SnapshotError.io(path: entry.preview.location, reason: message)
                }))
                continue
            }
            for file in entry.outputs where file.hasSuffix(".png") {
                let path = drawing.outputDirectory + "/" + file
                cases.append(GoldenCase(name: String(file.dropLast(4)), source: entry.preview.location, png: {
                    guard let data = FileManager.default.contents(atPath: path) else {
                        throw SnapshotError.io(path: path, reason: "the preview's picture is missing")
                    }
                    return Array(data)
                }))
            }
        }
        let artifacts = report.map { SnapshotArtifacts(root: $0 + "/artifacts") }
        var suite = GoldenSuite(goldenDirectory: golden, record: mode, tolerance: strict ? .strict : .default, artifacts: artifacts)
        suite.framesGoldens = false
        suite.reportsOrphans = options.filter == nil && options.targets.isEmpty && options.shard == nil
        let command = (["sketchpad", "previews", package, "--test", "--golden", golden]).joined(separator: " ")
        suite.howToRecord = { "run `\(command) --record \($0)`" }
        let result = suite.run(cases)
        for item in result.results where item.isFailure {
            print("✘ \(item.name) \(item.outcome.status.rawValue)")
            if let message = item.message { printError(message.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")) }
        }
        if let orphans = result.orphanMessage { printError("warning: " + orphans) }
        let run = TestCommand.runSummary(result, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        let written = TestCommand.writeResults(result, run: run, report: report, results: results)
        print(result.summary)
        if !result.succeeded || !drawn.problems.isEmpty || !written { throw ExitCode(1) }
    }

    static func list(_ text: String?) -> [String]? {
        text.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }

    /// A tool installed next to this executable.
    static func siblingTool(_ name: String) -> String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
