import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadRender
import SketchpadTemplates
import SketchpadText

/// The work of one variant: lay it out, check what would stop it from being drawn, and turn it
/// into display lists, one per output.
extension BatchRenderer {
    /// One output of one variant, laid out and turned into draw commands, not yet written.
    struct PendingOutput {
        let path: String
        /// Checked once, before the first format is drawn (every format trusts the check).
        let list: CheckedDisplayList
        let format: OutputFormat
        let scale: Double
    }

    /// What laying out one variant produced: its diagnostics and the outputs to write.
    struct VariantOutcome {
        /// Errors that leave nothing to draw.
        var errors: [Diagnostic] = []
        /// Layout errors drawn into the picture: the outputs are written, the file fails.
        var drawnErrors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var outputs: [PendingOutput] = []
        /// The image files the variant draws.
        var images: [String] = []
        var milliseconds: Double = 0
    }

    func layOut(_ file: TemplateFile, _ template: Template, _ variant: TemplateVariant, worker: WorkerPool.Worker) -> VariantOutcome {
        var outcome = VariantOutcome()
        do {
            let measurer = try worker.measurer()
            _ = measurer.takeWarnings()
            let instance = try template.instantiate(variant)
            outcome.warnings += instance.warnings
            let scene = try instance.scene(theme: options.theme, measurer: measurer)
            let result = scene.layout()
            for d in result.diagnostics where d.severity != .info {
                let severity = d.reportedSeverity(strict: options.strict)
                let line = instance.diagnostic(for: d, as: severity)
                if severity != .error {
                    outcome.warnings.append(line)
                } else if d.canBeDrawn {
                    // Drawn into the picture, marked (Overlays.problems).
                    outcome.drawnErrors.append(line)
                } else {
                    outcome.errors.append(line)
                }
            }
            // A size no picture can show: the layout error says where, and nothing is drawn.
            if !outcome.errors.isEmpty {
                outcome.warnings += measurer.takeWarnings().map { instance.diagnostic(for: $0) }
                return outcome
            }
            // An image that cannot be decoded fails the file, at its view, before anything is drawn.
            let imageProblems = Self.imageProblems(instance, worker: worker)
            guard imageProblems.isEmpty else {
                outcome.errors += imageProblems
                outcome.warnings += measurer.takeWarnings().map { instance.diagnostic(for: $0) }
                return outcome
            }
            outcome.images = Self.imageFiles(instance)
            scene.images = worker.images
            scene.ambiguityIsAnError = options.strict
            let list = try scene.displayList(for: result, overlays: options.overlays.union(.problems))
            // Geometry no format can draw (a frame a million points away, from a huge margin or
            // constant) is one error before drawing, not one per output while writing.
            let checked: CheckedDisplayList
            do { checked = try CheckedDisplayList(list) } catch {
                outcome.errors.append(instance.undrawable(error, result: result))
                return outcome
            }
            for format in options.formats {
                let scale = format == .png ? (options.scale ?? instance.defaultScale) : 1
                if format == .png {
                    // Too many pixels is the template's problem (or the scale's): say where, before drawing.
                    do { _ = try Renderer.pixelSize(of: checked.list.size, scale: scale) } catch {
                        let at = instance.template.canvasLocation ?? SourceLocation(file: file.path, line: 1, column: 1)
                        outcome.errors.append(Diagnostic(severity: .error, kind: .canvas,
                                                         message: "\(error) — use a smaller canvas or a lower scale", location: at,
                                                         variant: variant.name.isEmpty ? nil : variant.name))
                        continue
                    }
                }
                outcome.outputs.append(PendingOutput(path: outputPath(for: file, variant: variant, format: format),
                                                     list: checked, format: format, scale: scale))
            }
            outcome.warnings += measurer.takeWarnings().map { instance.diagnostic(for: $0) }
        } catch let errors as TemplateErrors {
            outcome.errors += errors.diagnostics
        } catch {
            outcome.errors.append(Self.fileError(file, .failure, "\(error)"))
        }
        return outcome
    }

    /// The image files a variant's image views draw, in tree order.
    static func imageFiles(_ instance: TemplateInstance) -> [String] {
        instance.entries.flatMap { entry in (entry.view as? ImageView)?.source.files ?? [] }
    }

    /// Image files that cannot be decoded (the loader checked that they exist and start like a
    /// PNG), each at its view: found before anything is drawn, so nothing of the file is written.
    static func imageProblems(_ instance: TemplateInstance, worker: WorkerPool.Worker) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entry in instance.entries {
            for path in (entry.view as? ImageView)?.source.files ?? [] {
                guard let reason = worker.imageProblem(path) else { continue }
                problems.append(Diagnostic(severity: .error, kind: .image,
                                           message: "image '\(path)' cannot be decoded (\(reason)) — re-export it as a PNG or JPEG", location: entry.location))
            }
        }
        return problems
    }
}
