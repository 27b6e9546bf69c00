import Foundation
import SketchpadLayout
import SketchpadRender

/// The problems the batch renderer itself finds (not the template's or the layout's), as
/// diagnostics about a whole template file: what went wrong and what to do, in one place.
enum BatchMessages {
    /// Something the user has is at an output path (a folder, a link, a file of another format).
    static func blocked(_ file: TemplateFile, output: String, problem: String) -> Diagnostic {
        BatchRenderer.fileError(file, .output, "\(output) \(problem); Sketchpad will not replace it — move it away or choose another folder with -o")
    }

    /// An output's folder is a link out of the output folder.
    static func escape(_ file: TemplateFile, problem: String) -> Diagnostic {
        BatchRenderer.fileError(file, .output, problem)
    }

    /// An output could not be encoded or staged.
    static func writeFailed(_ file: TemplateFile, _ error: any Error) -> Diagnostic {
        var reason = (error as? BatchError).map { String($0.description.dropFirst("error: ".count)) } ?? "\(error)"
        if case RenderError.writeFailed? = error as? RenderError {
            reason += " — nothing of this template was written; make room or choose another folder with -o"
        }
        return BatchRenderer.fileError(file, .output, reason)
    }

    /// Staged outputs could not be renamed into place.
    static func commitFailed(_ file: TemplateFile, _ error: RenderError) -> Diagnostic {
        BatchRenderer.fileError(file, .output, "\(error)")
    }
}
