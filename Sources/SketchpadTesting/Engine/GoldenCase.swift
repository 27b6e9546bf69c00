import Foundation
import Sketchpad

/// One golden image: a name (the file name in the golden folder, without `.png`), where it comes
/// from, and how to make its scene.
///
/// ```swift
/// let cases = try GoldenCase.cases(forTemplatesIn: ["Templates"])    // every variant of every template
/// let custom = GoldenCase(name: "badge", source: #filePath) { try Scene(size: Size(width: 80, height: 30), root: badge) }
/// ```
public struct GoldenCase {
    /// `login` or `login--iphone-se-dark`, possibly with folders (`forms/login`).
    public var name: String
    /// The template (or file) it comes from, for messages.
    public var source: String
    /// Makes the scene; an error becomes a failed case.
    public var makeScene: () throws -> Scene

    /// Reads a picture drawn elsewhere (a preview runner's PNG) instead of making a scene: such a
    /// case has no frames golden.
    public var readPNG: (() throws -> [UInt8])?

    public init(name: String, source: String, makeScene: @escaping () throws -> Scene) {
        self.name = name
        self.source = source
        self.makeScene = makeScene
    }

    /// A case whose picture is a PNG file's bytes, drawn by another process (`sketchpad previews --test`).
    ///
    /// ```swift
    /// let card = GoldenCase(name: "Cards--Profile-card", source: "Sources/Gallery/Cards.swift:12") {
    ///     Array(try Data(contentsOf: URL(fileURLWithPath: "out/Cards--Profile-card.png")))
    /// }
    /// ```
    public init(name: String, source: String, png: @escaping () throws -> [UInt8]) {
        self.name = name
        self.source = source
        self.makeScene = { throw SnapshotError.io(path: source, reason: "this case is a PNG file, not a scene") }
        self.readPNG = png
    }

    /// A case per variant of every template under `paths` (folders are searched recursively;
    /// partials starting with `_` are skipped), named as `sketchpad render` names its outputs:
    /// `<relative path without .yaml>[--<variant>]`. A template that does not load becomes one
    /// case that fails with its errors. With a `shard`, only its templates (split as `render` splits them).
    public static func cases(forTemplatesIn paths: [String], shard: Shard? = nil, measurer: PangoTextMeasurer? = nil) throws -> [GoldenCase] {
        let files: [TemplateFile]
        do { files = try TemplateFile.find(in: paths) } catch { throw SnapshotError.io(path: paths.joined(separator: ", "), reason: "\(error)") }
        let shared = try measurer ?? PangoTextMeasurer()
        var cases: [GoldenCase] = []
        for file in files where shard?.contains(relativePath: file.relativePath) ?? true {
            let template: Template
            do {
                template = try TemplateLoader.withDevicePresets(root: file.root).load(path: file.path)
            } catch {
                let description = "\(error)"
                cases.append(GoldenCase(name: file.stem, source: file.path, makeScene: { throw SnapshotError.snapshotFailed(reason: description) }))
                continue
            }
            for variant in template.variants {
                let name = file.stem + (variant.name.isEmpty ? "" : "--" + variant.name)
                cases.append(GoldenCase(name: name, source: file.path) {
                    let instance = try template.instantiate(variant)
                    let scene = try instance.scene(measurer: shared)
                    // A layout error fails the case, as it fails render and check: a golden of a
                    // layout that had to drop a constraint would pin a broken picture.
                    let errors = scene.layout().diagnostics.filter { $0.reportedSeverity(strict: false) == .error }
                    if !errors.isEmpty { throw SnapshotError.snapshotFailed(reason: errors.map { instance.diagnostic(for: $0).description }.joined(separator: "\n")) }
                    return scene
                })
            }
        }
        return cases
    }
}
