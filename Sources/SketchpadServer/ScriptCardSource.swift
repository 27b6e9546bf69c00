import Foundation
import Sketchpad

/// Swift scripts as cards: each `.swift` file that imports Sketchpad, outside any Swift package
/// (a folder with `Package.swift` holds SwiftUI previews instead), is compiled through
/// `sketchpad run`'s compile cache (``ScriptRunner``, ``ScriptCache``) and run with a fresh folder
/// as its first argument, as `sketchpad run script.swift FOLDER` runs it; every PNG it writes there
/// is one picture. A script that does not compile, throws or crashes is broken, with the error at
/// its line, and keeps its last good pictures; what its scenes report are the card's warnings.
///
/// Compiling takes seconds, so loading runs on a worker of its own (``loadsSlowly``): the page
/// shows the card as building and the other cards are never held up.
struct ScriptCardSource: CardSource {
    var kind: String { "script" }
    var loadsSlowly: Bool { true }
    /// The compile cache (nil: `sketchpad run`'s own, ``ScriptCache/defaultFolder(_:)``).
    let cacheFolder: String?
    /// Seconds a script may run before it is stopped.
    let timeout: Double
    let outputs = CardPictures()

    init(cacheFolder: String? = nil, timeout: Double = 60) {
        self.cacheFolder = cacheFolder
        self.timeout = timeout
    }

    func files(in roots: [ServedRoot]) -> [CardFile] {
        var files: [CardFile] = []
        for (index, root) in roots.enumerated() {
            var found: [(path: String, root: String, relative: String)] = []
            if root.isFolder {
                let base = root.path.hasSuffix("/") && root.path.count > 1 ? String(root.path.dropLast()) : root.path
                var relatives: [String] = []
                Self.walk(base, relative: "", ancestors: [root.realPath], into: &relatives)
                found = relatives.map { (base + "/" + $0, base, $0) }
            } else if root.path.hasSuffix(".swift") {
                let folder = (root.path as NSString).deletingLastPathComponent
                found = [(root.path, folder.isEmpty ? "." : folder, (root.path as NSString).lastPathComponent)]
            }
            for file in found where Self.importsSketchpad(file.path) && root.contains(file.path) {
                files.append(CardFile(id: "\(index)/\(file.relative)", path: file.path, root: file.root,
                                      relativePath: file.relative, kind: kind))
            }
        }
        return files
    }

    /// The `.swift` files under `folder`, sorted; hidden folders, build folders and Swift packages
    /// (folders with `Package.swift`) are not entered, nor links back to a folder being walked.
    static func walk(_ folder: String, relative: String, ancestors: Set<String>, into found: inout [String]) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder), !names.contains("Package.swift") else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let real = ServedRoot.realPath(full)
                if !ancestors.contains(real) { walk(full, relative: rel, ancestors: ancestors.union([real]), into: &found) }
            } else if name.hasSuffix(".swift") {
                found.append(rel)
            }
        }
    }

    /// Whether the file has an `import Sketchpad…` line (scripts `sketchpad run` runs do).
    static func importsSketchpad(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            return words.count >= 2 && words[0] == "import" && words[1].hasPrefix("Sketchpad")
        }
    }

    func load(_ file: CardFile, on worker: RenderWorker.State) -> LoadedCard {
        var hash = ContentHash()
        hash.field(file.path)
        hash.update(TemplateCardSource.bytes(file.path))
        func broken(_ problems: [Problem]) -> LoadedCard {
            LoadedCard(variants: [], problems: problems, dependencies: [], contentHash: hash.finish())
        }
        func failure(_ message: String, line: Int = 0) -> Problem {
            Problem(Diagnostic(severity: .error, kind: Diagnostic.Kind("script"), message: message,
                               location: SourceLocation(file: file.path, line: line)))
        }
        var runner: ScriptRunner
        let preparation: ScriptRunner.Preparation
        do {
            runner = try ScriptRunner.locate()
            if let cacheFolder { runner.cache = ScriptCache(folder: cacheFolder) }
            preparation = try runner.prepare(script: file.path)
        } catch {
            return broken([failure(error.description)])
        }
        let executable: String
        switch preparation {
        case .compileFailed(let diagnostics):
            let problems = Problem.compilerLines(in: diagnostics)
            return broken(problems.contains(where: \.isError) ? problems
                          : problems + [failure("the script does not compile: \(diagnostics.isEmpty ? "no message" : diagnostics)")])
        case .ready(let built, _):
            executable = built
        }

        let folder = NSTemporaryDirectory() + "sketchpad-serve-script-\(UUID().uuidString)"
        let errors = folder + ".stderr"
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: errors)
        }
        let result: ScriptRunner.Result
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: errors, contents: nil), let errorHandle = FileHandle(forWritingAtPath: errors),
                  let nothing = FileHandle(forWritingAtPath: "/dev/null") else {
                return broken([failure("cannot make a folder for the script's pictures in \(NSTemporaryDirectory())")])
            }
            defer {
                try? errorHandle.close()
                try? nothing.close()
            }
            result = try runner.run(executable: executable, script: file.path, arguments: [folder], standardOutput: nothing,
                                    standardError: errorHandle, timeout: timeout)
        } catch {
            return broken([failure("cannot run the script: \(error)")])
        }
        let printed = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let problems = Problem.compilerLines(in: printed)
        if let line = result.errorLine {
            let thrown = Problem(compilerLine: Substring(line)) ?? failure(line)
            return broken(problems.filter(\.isError) + [thrown])
        }
        if result.status != 0 {
            return broken(problems.filter(\.isError) + [failure("the script exited with status \(result.status)")])
        }

        let names = ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".png") }.sorted()
        guard !names.isEmpty else {
            return broken([failure("the script wrote no PNG into the folder it was given (CommandLine.arguments[1])")])
        }
        var pictures: [[UInt8]] = []
        for name in names {
            let bytes = TemplateCardSource.bytes(folder + "/" + name)
            hash.field(name)
            hash.update(bytes)
            pictures.append(bytes)
        }
        outputs.set(file.id, .init(pictures: pictures, problems: problems))
        let variants = names.enumerated().map { index, name in
            VariantSummary(index: index, name: String(name.dropLast(4)), device: "script", appearance: "light", direction: "ltr",
                           textSize: TextSize.default.name, locale: nil)
        }
        return LoadedCard(variants: variants, problems: [], dependencies: [], contentHash: hash.finish())
    }

    /// The picture the last run wrote (scripts draw their own: overlays and scales are theirs).
    func render(_ file: CardFile, variant: Int, request: RenderRequest, on worker: RenderWorker.State) -> RenderedVariant {
        outputs.rendered(file.id, variant: variant)
    }

    /// Scripts are not inspected (their views live in another process).
    func inspect(_ file: CardFile, variant: Int, on worker: RenderWorker.State) -> InspectorLayout? { nil }
}
