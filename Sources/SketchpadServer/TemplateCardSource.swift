import Foundation
import Sketchpad
import SketchpadRender

/// Template files (`.yaml`) as cards: each of the template's variants is one picture.
struct TemplateCardSource: CardSource {
    var kind: String { "template" }

    func files(in roots: [ServedRoot]) -> [CardFile] {
        var files: [CardFile] = []
        for (index, root) in roots.enumerated() {
            guard let found = try? TemplateFile.find(in: [root.path]) else { continue }
            // A link inside a root to a template outside it is not served (nor drawn).
            for file in found where root.contains(file.path) {
                files.append(CardFile(id: "\(index)/\(file.relativePath)", path: file.path, root: file.root,
                                      relativePath: file.relativePath, kind: kind))
            }
        }
        return files
    }

    func load(_ file: CardFile, on worker: RenderWorker.State) -> LoadedCard {
        worker.templates[file.id] = nil
        var hash = ContentHash()
        hash.field(file.path)
        hash.update(Self.bytes(file.path))
        switch TemplateLoader.withDevicePresets(root: file.root).result(path: file.path) {
        case .failure(let errors):
            return LoadedCard(variants: [], problems: errors.diagnostics.map(Problem.init), dependencies: [], contentHash: hash.finish())
        case .success(let template):
            let images = worker.images[file.id] ?? []
            for dependency in template.includedFiles + images {
                hash.field(dependency)
                hash.update(Self.bytes(dependency))
            }
            worker.templates[file.id] = template
            let variants = template.variants.enumerated().map { index, variant in
                VariantSummary(index: index, name: variant.name, device: variant.device ?? Self.canvasName(template),
                               appearance: variant.appearance.rawValue, direction: variant.direction == .leftToRight ? "ltr" : "rtl",
                               textSize: variant.textSize.name, locale: variant.locale?.rawValue)
            }
            return LoadedCard(variants: variants, problems: [], dependencies: template.includedFiles + images, contentHash: hash.finish())
        }
    }

    func render(_ file: CardFile, variant index: Int, request: RenderRequest, on worker: RenderWorker.State) -> RenderedVariant {
        let built: (TemplateInstance, Scene, LayoutResult, PangoTextMeasurer)
        do {
            guard let b = try build(file, variant: index, on: worker) else { return RenderedVariant(png: nil, problems: [], images: []) }
            built = b
        } catch let errors as TemplateErrors {
            return RenderedVariant(png: nil, problems: errors.diagnostics.map(Problem.init), images: [])
        } catch {
            let failure = Diagnostic(severity: .error, kind: .failure, message: "\(error)", location: SourceLocation(file: file.path, line: 0))
            return RenderedVariant(png: nil, problems: [Problem(failure)], images: [])
        }
        let (instance, scene, result, measurer) = built
        var problems = instance.warnings.map(Problem.init)
        var undrawable = false
        for d in result.diagnostics where d.severity != .info {
            let severity = d.reportedSeverity(strict: false)
            problems.append(Problem(instance.diagnostic(for: d, as: severity)))
            // Errors that can be drawn are marked in the picture (Overlays.problems), as render does.
            if severity == .error && !d.canBeDrawn { undrawable = true }
        }
        let images = Self.imageFiles(instance)
        worker.images[file.id] = images
        guard !undrawable else { return RenderedVariant(png: nil, problems: problems, images: images) }
        do {
            let overlays = request.overlays.reduce(into: Overlays()) { set, name in if let overlay = Overlays(name: name) { set.insert(overlay) } }
            scene.images = PNGImageDecoder()
            // Checked once, by the one validator, before the painter takes it.
            let checked = try CheckedDisplayList(scene.displayList(for: result, overlays: overlays.union(.problems)))
            let png = try scene.renderer.data(for: checked, format: .png, scale: request.scale)
            problems += measurer.takeWarnings().map { Problem(instance.diagnostic(for: $0)) }
            return RenderedVariant(png: png, problems: problems, images: images)
        } catch {
            problems.append(Problem(instance.undrawable(error, result: result)))
            return RenderedVariant(png: nil, problems: problems, images: images)
        }
    }

    /// The variant's instance, scene and layout (nil when the file does not load or has no such variant).
    /// - Throws: the variant's ``TemplateErrors``, or what stops a scene from being made.
    func build(_ file: CardFile, variant index: Int, on worker: RenderWorker.State) throws
        -> (TemplateInstance, Scene, LayoutResult, PangoTextMeasurer)? {
        if worker.templates[file.id] == nil { _ = load(file, on: worker) }
        guard let template = worker.templates[file.id], template.variants.indices.contains(index) else { return nil }
        let measurer = try worker.measurer()
        _ = measurer.takeWarnings()
        let instance = try template.instantiate(template.variants[index])
        let scene = try instance.scene(measurer: measurer)
        return (instance, scene, scene.layout(), measurer)
    }

    /// The image files a variant's image views draw, in tree order.
    static func imageFiles(_ instance: TemplateInstance) -> [String] {
        instance.entries.flatMap { entry in (entry.view as? ImageView)?.source.files ?? [] }
    }

    static func canvasName(_ template: Template) -> String {
        switch template.canvas {
        case .device(let name): return name
        default: return "canvas"
        }
    }

    static func bytes(_ path: String) -> [UInt8] {
        (FileManager.default.contents(atPath: path)).map { [UInt8]($0) } ?? []
    }
}
