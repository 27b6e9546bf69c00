import Foundation
import Sketchpad
import SketchpadGeometry
import SketchpadPreviewModel

/// Builds a package's preview runner (``PreviewRunnerSource``) with SwiftPM, so that one preview that
/// does not compile fails alone: the compiler's errors are matched to the previews they fall in, those
/// previews are left out of a patched copy of their file that the compiler reads instead of the file
/// (a VFS overlay: the user's files are never touched, lines keep their numbers), and the build runs
/// again. An error outside every preview fails the build (and so every preview) with its message.
///
/// A build whose inputs (every source file of the package, its manifest, the generated runner) have
/// not changed since the last successful one is not run again.
public struct PreviewBuild: Sendable {
    /// The runner's folder (its Package.swift, Sources/main.swift, build folder and state).
    public var directory: String
    public var swift: String

    public struct Outcome: Sendable {
        /// The runner executable, if it was built.
        public var executable: String?
        /// Previews that cannot be drawn, with why (the compiler's errors at their lines).
        public var failures: [String: String]
        /// The previews the executable draws.
        public var built: [PreviewDeclaration]
        /// Whether SwiftPM ran (false: the last build was still good).
        public var ranBuild: Bool
        /// When the whole build failed: the compiler's errors (or SwiftPM's message).
        public var buildError: String?
    }

    public init(directory: String, swift: String = "swift") {
        self.directory = directory
        self.swift = swift
    }

    var executable: String { directory + "/.build/debug/SketchpadPreviewRunner" }
    var overlayPath: String { directory + "/overlay.yaml" }
    var statePath: String { directory + "/build-state.json" }

    /// What the last successful build was made from.
    struct State: Codable {
        var key: String
        /// Previews left out of it, with their messages, and the hash of each patched file's original.
        var failures: [String: String]
        var patchedFiles: [String: String]
    }

    public func build(_ package: PreviewPackage, previews: [PreviewDeclaration]) throws(PreviewError) -> Outcome {
        var failures: [String: String] = [:]
        var candidates: [PreviewDeclaration] = []
        for preview in previews {
            if let module = package.modules.first(where: { $0.name == preview.module }), module.products.isEmpty {
                failures[preview.id] = "\(preview.location): error: module '\(preview.module)' is in no library product, so no "
                    + "runner can import it; add `.library(name: \"\(preview.module)\", targets: [\"\(preview.module)\"])` to Package.swift"
            } else {
                candidates.append(preview)
            }
        }
        try make(directory)
        let fileHashes = Dictionary(uniqueKeysWithValues: Set(package.modules.flatMap(\.files)).sorted().map { ($0, Self.hash(file: $0)) })
        let key = Self.key(package: package, fileHashes: fileHashes, previews: candidates)
        let previous = (try? Data(contentsOf: URL(fileURLWithPath: statePath))).flatMap { try? JSONDecoder().decode(State.self, from: $0) }
        if let previous, previous.key == key, FileManager.default.isExecutableFile(atPath: executable) {
            failures.merge(previous.failures) { a, _ in a }
            return Outcome(executable: executable, failures: failures, built: candidates.filter { previous.failures[$0.id] == nil },
                           ranBuild: false, buildError: nil)
        }
        // Start from the last build's patches whose files did not change (the build folder matches them).
        var broken: [String: String] = [:]
        if let previous {
            for (id, message) in previous.failures {
                guard let preview = candidates.first(where: { $0.id == id }),
                      previous.patchedFiles[preview.file] == fileHashes[preview.file] else { continue }
                broken[id] = message
            }
        }
        for _ in 0..<8 {
            let included = candidates.filter { broken[$0.id] == nil }
            try writeRunner(package: package, previews: included)
            let patched = try writeOverlay(broken: candidates.filter { broken[$0.id] != nil })
            forgetObjects(whosePatchChanged: patched, package: package)
            let result: ChildProcess.Result
            do {
                result = try ChildProcess.run(swift, ["build", "--package-path", directory, "--product", "SketchpadPreviewRunner",
                                                       "-Xswiftc", "-enable-testing", "-Xswiftc", "-vfsoverlay", "-Xswiftc", overlayPath])
            } catch {
                throw .process(command: "\(swift) build", message: "\(error)")
            }
            if result.status == 0 {
                let state = State(key: key, failures: broken,
                                  patchedFiles: Dictionary(uniqueKeysWithValues: patched.keys.map { ($0, fileHashes[$0] ?? "") }))
                if let data = try? JSONEncoder().encode(state) { try? data.write(to: URL(fileURLWithPath: statePath)) }
                failures.merge(broken) { a, _ in a }
                return Outcome(executable: executable, failures: failures, built: included, ranBuild: true, buildError: nil)
            }
            let output = result.outputText + "\n" + result.errorText
            let errors = CompilerDiagnostic.errors(in: output)
            var newlyBroken = false
            var unplaced: [CompilerDiagnostic] = []
            for error in errors {
                if let preview = included.first(where: { $0.file == error.file && (($0.line)...($0.endLine)).contains(error.line) }) {
                    broken[preview.id, default: ""] += (broken[preview.id] == nil ? "" : "\n") + error.text
                    newlyBroken = true
                } else {
                    unplaced.append(error)
                }
            }
            if !unplaced.isEmpty || !newlyBroken {
                try? FileManager.default.removeItem(atPath: statePath)
                let message = unplaced.isEmpty ? Self.tail(output) : unplaced.map(\.text).joined(separator: "\n")
                return Outcome(executable: nil, failures: failures.merging(broken) { a, _ in a }, built: [], ranBuild: true,
                               buildError: message)
            }
        }
        throw .process(command: "\(swift) build", message: "the preview runner still did not compile after leaving out \(broken.count) previews")
    }

    /// The build system sees the user's files, not the overlay: when a file starts or stops being read
    /// through a patched copy, its module's objects are removed so that it is compiled again.
    func forgetObjects(whosePatchChanged patched: [String: String], package: PreviewPackage) {
        let record = directory + "/overlay-files.json"
        let before = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: URL(fileURLWithPath: record)))) ?? [:]
        let changed = Set(before.keys).symmetricDifference(patched.keys)
        if !changed.isEmpty {
            let modules = Set(package.modules.filter { module in module.files.contains { changed.contains($0) } }.map(\.name))
            let builds = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/.build")) ?? []
            for triple in builds where triple.contains("-") {
                for module in modules.sorted() {
                    try? FileManager.default.removeItem(atPath: "\(directory)/.build/\(triple)/debug/\(module).build")
                }
            }
        }
        if let data = try? JSONEncoder().encode(patched) { try? data.write(to: URL(fileURLWithPath: record)) }
    }

    /// Writes Package.swift and Sources/main.swift, each only if it changed (keeping the build incremental).
    func writeRunner(package: PreviewPackage, previews: [PreviewDeclaration]) throws(PreviewError) {
        let source = PreviewRunnerSource(package: package, previews: previews)
        try make(directory + "/Sources")
        try write(source.manifest, to: directory + "/Package.swift")
        try write(source.main, to: directory + "/Sources/main.swift")
    }

    /// The overlay that has the compiler read patched copies of the files with broken previews (each
    /// preview's lines blanked, so every other line keeps its number). Returns the patched files.
    func writeOverlay(broken: [PreviewDeclaration]) throws(PreviewError) -> [String: String] {
        var patched: [String: String] = [:]
        var roots: [String] = []
        for (file, previews) in Dictionary(grouping: broken, by: \.file).sorted(by: { $0.key < $1.key }) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for preview in previews {
                for row in preview.line...min(preview.endLine, lines.count) {
                    let line = lines[row - 1]
                    let keep = row == preview.line ? max(0, preview.column - 1) : 0
                    lines[row - 1] = String(line.prefix(keep)) + String(repeating: " ", count: max(0, line.count - keep))
                }
            }
            let copy = directory + "/patched/" + ContentHash.hex(Array(file.utf8)).prefix(16) + ".swift"
            try make(directory + "/patched")
            try write(lines.joined(separator: "\n"), to: copy)
            patched[file] = copy
            roots.append("{\"type\": \"file\", \"name\": \(file.jsonQuoted), \"external-contents\": \(copy.jsonQuoted)}")
        }
        try write("{\"version\": 0, \"case-sensitive\": \"true\", \"roots\": [\(roots.joined(separator: ", "))]}\n", to: overlayPath)
        return patched
    }

    static func key(package: PreviewPackage, fileHashes: [String: String], previews: [PreviewDeclaration]) -> String {
        var hash = ContentHash()
        hash.field(package.directory)
        hash.field(Self.hash(file: package.directory + "/Package.swift"))
        for (file, digest) in fileHashes.sorted(by: { $0.key < $1.key }) {
            hash.field(file)
            hash.field(digest)
        }
        hash.field(PreviewRunnerSource(package: package, previews: previews).main)
        hash.field(SketchpadVersion.current)
        // A rebuilt Sketchpad (its macro plugin, its SwiftUI) may build differently with the same
        // sources: its executable counts, as it does in render keys; so does the package's resolution.
        hash.field(RenderStamp.fileIdentity("/proc/self/exe"))
        hash.field(Self.hash(file: package.directory + "/Package.resolved"))
        return hash.finish()
    }

    static func hash(file: String) -> String {
        guard let data = FileManager.default.contents(atPath: file) else { return "missing" }
        return ContentHash.hex(Array(data))
    }

    static func tail(_ output: String) -> String {
        output.split(separator: "\n").suffix(30).joined(separator: "\n")
    }

    func make(_ folder: String) throws(PreviewError) {
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw .io(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
        }
    }

    func write(_ text: String, to path: String) throws(PreviewError) {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw .io(path: path, message: "cannot write: \(error.localizedDescription)")
        }
    }
}
