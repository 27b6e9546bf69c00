import Foundation
import Sketchpad
import SketchpadPreviewModel

/// `sketchpad previews` as a library call: finds a package's previews, decides which ones changed,
/// builds a runner for them and draws them, and says what happened to each.
///
/// A preview is drawn again only when a file it depends on (its own, and those declaring what it
/// names: see ``PreviewDeclaration/dependencies``), the package's manifest, the options or Sketchpad
/// changed, or one of its pictures was changed or removed. A run with nothing to draw builds nothing.
///
/// ```swift
/// var options = PreviewOptions(packageDirectory: "Examples/Gallery", outputDirectory: "out/previews",
///                              discoveryTool: ".build/debug/sketchpad-preview-discovery")
/// let report = try PreviewSession(options: options).run()
/// print(report.summary)     // "12 rendered, 0 failed, 0 unchanged"
/// ```
public struct PreviewSession: Sendable {
    public static let cacheVariable = "SKETCHPAD_PREVIEW_CACHE"
    public var options: PreviewOptions

    public init(options: PreviewOptions) {
        self.options = options
    }

    var cacheFolder: String { options.cache ?? CacheFolder.resolve(variable: Self.cacheVariable, name: "previews") }

    /// The package's previews, after `--target` and `--filter`.
    public func discover() throws(PreviewError) -> (package: PreviewPackage, previews: [PreviewDeclaration], problems: [String]) {
        let package = try PreviewPackage.load(directory: options.packageDirectory, swift: options.swift, cache: cacheFolder + "/packages")
        guard FileManager.default.isExecutableFile(atPath: options.discoveryTool) else {
            throw .missingTool(path: options.discoveryTool, hint: "build it with `swift build --product sketchpad-preview-discovery` "
                               + "(or `-c release`) in Sketchpad's folder; it must sit next to the `sketchpad` executable")
        }
        let modules = package.modules.filter { options.targets.isEmpty || options.targets.contains($0.name) }
        for target in options.targets where !package.modules.contains(where: { $0.name == target }) {
            throw .manifest(path: package.directory, message: "no Swift target named '\(target)' (targets: "
                            + package.modules.map(\.name).joined(separator: ", ") + ")")
        }
        let request = PreviewDiscoveryRequest(packageDirectory: package.directory,
                                              modules: modules.map { .init(name: $0.name, files: $0.files) })
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(options.discoveryTool, [], input: .data(try JSONEncoder().encode(request)))
        } catch {
            throw .process(command: options.discoveryTool, message: "\(error)")
        }
        guard result.status == 0, let response = try? JSONDecoder().decode(PreviewDiscoveryResponse.self, from: result.output) else {
            throw .process(command: options.discoveryTool, message: result.errorText.isEmpty ? "unexpected output" : result.errorText)
        }
        var previews = response.previews
        if let shard = options.shard { previews = previews.filter { shard.contains(relativePath: $0.relativePath) } }
        if let filter = options.filter?.lowercased(), !filter.isEmpty {
            previews = previews.filter { preview in
                [preview.name ?? "", preview.outputName, preview.relativePath, preview.providerType ?? ""]
                    .contains { $0.lowercased().contains(filter) }
            }
        }
        return (package, previews, response.problems.map { "\($0.file): error: \($0.message)" })
    }

    public func run() throws(PreviewError) -> PreviewReport {
        let start = DispatchTime.now().uptimeNanoseconds
        let (package, previews, problems) = try discover()
        let cache = cacheFolder
        let packageKey = String(ContentHash.hex(Array(package.directory.utf8)).prefix(20))
        let output = PreviewPackage.absolute(options.outputDirectory)
        let manifest = RenderManifest(folder: output, cache: cache + "/manifests")
        let variants = options.variantSpecs
        let shared = sharedKey(package: package)

        // What changed since the pictures were drawn.
        var hashes: [String: String] = [:]
        func hash(_ path: String) -> String {
            if let known = hashes[path] { return known }
            let digest = FileManager.default.contents(atPath: path).map { ContentHash.hex(Array($0)) } ?? "missing"
            hashes[path] = digest
            return digest
        }
        var keys: [String: String] = [:]
        var entries: [String: PreviewReport.Entry] = [:]
        var stale: [PreviewDeclaration] = []
        for preview in previews {
            var key = ContentHash()
            key.field(shared)
            key.field(preview.id)
            key.field(preview.outputName)
            for file in preview.dependencies {
                key.field(file)
                key.field(hash(file))
            }
            let digest = key.finish()
            keys[preview.id] = digest
            if !options.force, let entry = manifest.entry(for: preview.id), entry.key == digest, manifest.outputsAreIntact(entry) {
                entries[preview.id] = .init(preview: preview, status: .unchanged, outputs: entry.outputs.map(\.path), message: nil, problems: [])
            } else {
                stale.append(preview)
            }
        }

        var built = false
        var runProblems = problems
        if !stale.isEmpty {
            let runner = cache + "/runners/" + packageKey
            let outcome = try PreviewBuild(directory: runner, swift: options.swift).build(package, previews: previews)
            built = outcome.ranBuild
            if let error = outcome.buildError { runProblems.append(error) }
            for preview in stale {
                if let message = outcome.failures[preview.id] ?? outcome.buildError.map({ _ in "\(preview.location): error: not drawn: the package does not compile (errors above)" }) {
                    entries[preview.id] = .init(preview: preview, status: .failed, outputs: [], message: message, problems: [])
                    manifest.remove(template: preview.id)
                }
            }
            let drawable = stale.filter { entries[$0.id] == nil }
            if let executable = outcome.executable, !drawable.isEmpty {
                let request = PreviewRunRequest(outputDirectory: output, formats: options.formats, scale: options.scale,
                                                variants: variants, overlays: options.overlays)
                let events = try PreviewRun(executable: executable, workDirectory: runner + "/run").run(request, ids: drawable.map(\.id))
                for preview in drawable {
                    guard let event = events[preview.id], event.kind == .rendered else {
                        let message = events[preview.id]?.message ?? "not drawn"
                        entries[preview.id] = .init(preview: preview, status: .failed, outputs: [],
                                                    message: "\(preview.location): error: \(message)", problems: [])
                        manifest.remove(template: preview.id)
                        continue
                    }
                    entries[preview.id] = .init(preview: preview, status: .rendered, outputs: event.outputs, message: nil,
                                                problems: event.problems)
                    manifest.record(source: preview.id, path: preview.file, key: keys[preview.id] ?? "", dependencies: preview.dependencies,
                                    outputs: event.outputs.map { output + "/" + $0 })
                }
            }
        }
        manifest.compact()
        return PreviewReport(entries: previews.compactMap { entries[$0.id] }, problems: runProblems, built: built,
                             seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// What every preview's key shares: Sketchpad's version and executable, the options and the manifest.
    func sharedKey(package: PreviewPackage) -> String {
        var key = ContentHash()
        key.field("sketchpad previews " + SketchpadVersion.current)
        key.field(RenderStamp.fileIdentity("/proc/self/exe"))
        key.field(FileManager.default.contents(atPath: package.directory + "/Package.swift").map { ContentHash.hex(Array($0)) } ?? "")
        key.field(options.formats.joined(separator: ","))
        key.field(options.scale.map { "\($0)" } ?? "device")
        key.field(options.overlays.joined(separator: ","))
        for spec in options.variantSpecs {
            key.field([spec.name, spec.device ?? "", spec.appearance ?? "", spec.textSize ?? "", spec.locale ?? "", spec.direction ?? ""]
                .joined(separator: "|"))
        }
        return key.finish()
    }
}
