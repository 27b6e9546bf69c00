import Foundation
import Sketchpad
import SketchpadPreviewModel
import SketchpadPreviews

/// SwiftUI previews as cards: in a Swift package under the served paths (a folder with
/// `Package.swift`), each source file with a `#Preview` or a `PreviewProvider` is a card whose
/// pictures are its previews, drawn by the machinery of `sketchpad previews` (``PreviewSession``:
/// discovery, a runner package built in the preview cache, pictures redrawn only when what they
/// depend on changed).
///
/// The runner's first build takes minutes, so loading runs in the background (``loadsSlowly``):
/// the card shows as building and the other cards are drawn meanwhile. The package is run once
/// for all its cards while its files stay the same. A preview that does not compile or crashes
/// makes its card broken, with the message at its line and the last good pictures greyed.
struct PreviewCardSource: CardSource {
    var kind: String { "preview" }
    var loadsSlowly: Bool { true }
    /// `sketchpad-preview-discovery` (next to the running executable unless given).
    let discoveryTool: String
    /// The preview cache (nil: `sketchpad previews`' own, `$SKETCHPAD_PREVIEW_CACHE` or `~/.cache/sketchpad/previews`).
    let cacheFolder: String?
    let outputs = CardPictures()
    let runs = PackageRuns()

    init(discoveryTool: String? = nil, cacheFolder: String? = nil) {
        self.discoveryTool = discoveryTool ?? Self.siblingTool("sketchpad-preview-discovery")
        self.cacheFolder = cacheFolder
    }

    /// A tool built next to the running executable.
    static func siblingTool(_ name: String) -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (URL(fileURLWithPath: me).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent + "/" + name
    }

    // MARK: Files

    func files(in roots: [ServedRoot]) -> [CardFile] {
        var files: [CardFile] = []
        for (index, root) in roots.enumerated() where root.isFolder {
            let base = root.path.hasSuffix("/") && root.path.count > 1 ? String(root.path.dropLast()) : root.path
            var found: [String] = []
            Self.walkPackages(base, relative: "", ancestors: [root.realPath], into: &found)
            for relative in found where root.contains(base + "/" + relative) {
                files.append(CardFile(id: "\(index)/\(relative)", path: base + "/" + relative, root: base, relativePath: relative, kind: kind))
            }
        }
        return files
    }

    /// The Swift files with previews of the packages under `folder` (their `Sources`), sorted.
    static func walkPackages(_ folder: String, relative: String, ancestors: Set<String>, into found: inout [String]) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        if names.contains("Package.swift") {
            var sources: [String] = []
            ScriptCardSource.walk(folder + "/Sources", relative: "", ancestors: ancestors, into: &sources)
            let prefix = (relative.isEmpty ? "" : relative + "/") + "Sources/"
            found += sources.filter { declaresPreviews(folder + "/Sources/" + $0) }.map { prefix + $0 }
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder + "/" + name
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let real = ServedRoot.realPath(full)
            if !ancestors.contains(real) {
                walkPackages(full, relative: relative.isEmpty ? name : relative + "/" + name, ancestors: ancestors.union([real]), into: &found)
            }
        }
    }

    /// Whether the file's text has a `#Preview` or a `PreviewProvider` (the discovery decides which are real).
    static func declaresPreviews(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.contains("#Preview") || text.contains("PreviewProvider")
    }

    /// The folder of the package `path` is in (the nearest with `Package.swift`).
    static func packageFolder(of path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" && folder != "." {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return FileManager.default.fileExists(atPath: folder + "/Package.swift") ? folder : nil
    }

    // MARK: Loading

    func load(_ file: CardFile, on worker: RenderWorker.State) -> LoadedCard {
        var hash = ContentHash()
        hash.field(file.path)
        guard let package = Self.packageFolder(of: file.path) else {
            return LoadedCard(variants: [], problems: [Self.problem("no Package.swift above this file", file: file.path)], dependencies: [],
                              contentHash: hash.finish())
        }
        let options = options(package: package)
        let run = runs.run(package: package, output: options.outputDirectory) { () throws(PreviewError) in try PreviewSession(options: options).run() }
        let real = ServedRoot.realPath(file.path)
        let dependencies = [package + "/Package.swift"]
        switch run.report {
        case .failure(let error):
            return LoadedCard(variants: [], problems: [Self.problem(error.description, file: file.path)], dependencies: dependencies,
                              contentHash: hash.finish())
        case .success(let report):
            let outcomes = report.entries.filter { ServedRoot.realPath($0.preview.file) == real }.map(Outcome.init)
            return Self.card(of: file, outcomes: outcomes, packageProblems: report.problems, output: run.output,
                             dependencies: dependencies, hash: hash, pictures: outputs)
        }
    }

    func options(package: String) -> PreviewOptions {
        var options = PreviewOptions(packageDirectory: package, outputDirectory: PackageRuns.outputFolder(package: package, cache: cacheFolder),
                                     discoveryTool: discoveryTool)
        options.cache = cacheFolder
        return options
    }

    /// What the package's run did to one preview of the file.
    struct Outcome: Sendable {
        var preview: PreviewDeclaration
        var drawn: Bool
        /// Pictures written, relative to the output folder.
        var outputs: [String]
        /// Why it was not drawn: the compiler's or the runtime's message, at its line.
        var message: String?
        /// Layout and drawing warnings, one line each.
        var problems: [String]

        init(preview: PreviewDeclaration, drawn: Bool, outputs: [String], message: String?, problems: [String]) {
            self.preview = preview
            self.drawn = drawn
            self.outputs = outputs
            self.message = message
            self.problems = problems
        }

        init(_ entry: PreviewReport.Entry) {
            self.init(preview: entry.preview, drawn: entry.status != .failed, outputs: entry.outputs, message: entry.message,
                      problems: entry.problems)
        }
    }

    /// The card of one file from what its package's run did to its previews: their pictures (read
    /// from `output`), or why they failed; `packageProblems` (files the discovery could not read, a
    /// build error outside every preview) when the file has no preview drawn or failed.
    static func card(of file: CardFile, outcomes: [Outcome], packageProblems: [String], output: String, dependencies: [String],
                     hash: ContentHash, pictures: CardPictures) -> LoadedCard {
        var hash = hash
        let files = Set(outcomes.flatMap(\.preview.dependencies))
        let depends = dependencies + files.sorted()
        var failures: [Problem] = []
        for outcome in outcomes where !outcome.drawn {
            let message = outcome.message ?? "\(outcome.preview.location): error: not drawn"
            let read = Problem.compilerLines(in: message).filter(\.isError)
            failures += read.isEmpty ? [problem(message, file: outcome.preview.file, line: outcome.preview.line)] : read
        }
        if !failures.isEmpty {
            // The compiler's errors in this file, when the package as a whole does not compile.
            let real = ServedRoot.realPath(file.path)
            failures += packageProblems.flatMap { Problem.compilerLines(in: $0) }
                .filter { $0.isError && $0.file.map(ServedRoot.realPath) == real && !failures.contains($0) }
        }
        if outcomes.isEmpty {
            // Listed for its text, but the discovery found no preview in it (or the package has a build error).
            failures += packageProblems.map { problem($0, file: file.path) }
            if failures.isEmpty { return LoadedCard(variants: [], problems: [], dependencies: depends, contentHash: hash.finish()) }
        }
        guard failures.isEmpty else { return LoadedCard(variants: [], problems: failures, dependencies: depends, contentHash: hash.finish()) }
        var drawn: [[UInt8]] = []
        var variants: [VariantSummary] = []
        var warnings: [Problem] = []
        for entry in outcomes {
            for name in entry.outputs where name.hasSuffix(".png") {
                let bytes = TemplateCardSource.bytes(output + "/" + name)
                hash.field(name)
                hash.update(bytes)
                drawn.append(bytes)
                // `Cards--Profile-card.png` is `Profile-card` on the card of Cards.swift.
                var shown = String((name as NSString).lastPathComponent.dropLast(4))
                let base = entry.preview.fileName.hasSuffix(".swift") ? String(entry.preview.fileName.dropLast(6)) : entry.preview.fileName
                if shown.hasPrefix(base + "--") { shown.removeFirst(base.count + 2) }
                variants.append(VariantSummary(index: variants.count, name: shown, device: "preview",
                                               appearance: "light", direction: "ltr", textSize: TextSize.default.name, locale: nil))
            }
            warnings += entry.problems.flatMap { Problem.compilerLines(in: $0) }
        }
        pictures.set(file.id, .init(pictures: drawn, problems: warnings))
        return LoadedCard(variants: variants, problems: [], dependencies: depends, contentHash: hash.finish())
    }

    static func problem(_ message: String, file: String, line: Int = 0) -> Problem {
        Problem(Diagnostic(severity: .error, kind: Diagnostic.Kind("preview"), message: message, location: SourceLocation(file: file, line: line)))
    }

    /// The picture the package's runner drew.
    func render(_ file: CardFile, variant: Int, request: RenderRequest, on worker: RenderWorker.State) -> RenderedVariant {
        outputs.rendered(file.id, variant: variant)
    }

    /// Previews are not inspected (their views live in the runner's process).
    func inspect(_ file: CardFile, variant: Int, on worker: RenderWorker.State) -> InspectorLayout? { nil }
}
